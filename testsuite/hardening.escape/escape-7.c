/* The no_stack_protector attribute takes the canary away from a function
   with an array: listed in the note as before, and now failed by the
   audit and refused by the link-time check.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target policy_stackprotector } */

#include <string.h>

void __attribute__ ((noinline)) use (char *p) { __asm__ volatile ("" : : "r"(p) : "memory"); }

__attribute__ ((noinline, no_stack_protector)) int
unguarded (const char *s)
{
  char buf[64];
  strcpy (buf, s);
  use (buf);
  return buf[0];
}

int
main (void)
{
  return unguarded ("a") == 'a' ? 0 : 1;
}

/* { dg-final { function-code-lacks unguarded "__stack_chk_fail" } } */
/* { dg-final { note-escape stackprotector unguarded "no canary: no_stack_protector attribute$" } } */
/* { dg-final { audit-says 1 "^  FAIL stackprotector +\\S*escape-7\\.c: function unguarded: no canary: no_stack_protector attribute" } } */
/* { dg-final { ld-check 1 "error: .*escape-7\\.c: function unguarded escapes stackprotector: no canary: no_stack_protector attribute \\\[gcc-hardening\\\]" } } */
