/* #pragma GCC optimize ("no-stack-protector") takes the canary away from
   the functions it covers: the note lists the one that has an array, the
   audit fails the stack protector naming it, the link-time check refuses
   it; the function outside the pragma keeps its canary and is not
   listed.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target policy_stackprotector } */

#include <string.h>

void __attribute__ ((noinline)) use (char *p) { __asm__ volatile ("" : : "r"(p) : "memory"); }

#pragma GCC push_options
#pragma GCC optimize ("no-stack-protector")
int __attribute__ ((noinline))
unguarded (const char *s)
{
  char buf[64];
  strcpy (buf, s);
  use (buf);
  return buf[0];
}
#pragma GCC pop_options

int __attribute__ ((noinline))
guarded (const char *s)
{
  char buf[64];
  strcpy (buf, s);
  use (buf);
  return buf[0];
}

int
main (void)
{
  return unguarded ("a") + guarded ("b") == 'a' + 'b' ? 0 : 1;
}

/* { dg-final { function-code-lacks unguarded "__stack_chk_fail" } } */
/* { dg-final { function-code-has guarded "__stack_chk_fail" } } */
/* { dg-final { note-escape stackprotector unguarded "no canary: stack protector off by an optimize attribute or #pragma GCC optimize$" } } */
/* { dg-final { note-escape-not guarded } } */
/* { dg-final { audit-says 1 "^  FAIL stackprotector +\\S*escape-1\\.c: function unguarded: no canary" } } */
/* { dg-final { ld-check 1 "error: .*escape-1\\.c: function unguarded escapes stackprotector: no canary.*\\\[gcc-hardening\\\]" } } */
