/* __attribute__ ((optimize ("no-stack-protector"))) takes the canary away
   from one function: listed in the note, failed by the audit, refused by
   the link-time check; its twin without the attribute keeps its canary
   and is not listed.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target policy_stackprotector } */

#include <string.h>

void __attribute__ ((noinline)) use (char *p) { __asm__ volatile ("" : : "r"(p) : "memory"); }

__attribute__ ((noinline, optimize ("no-stack-protector"))) int
unguarded (const char *s)
{
  char buf[64];
  strcpy (buf, s);
  use (buf);
  return buf[0];
}

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
/* { dg-final { audit-says 1 "^  FAIL stackprotector +\\S*escape-2\\.c: function unguarded: no canary" } } */
/* { dg-final { ld-check 1 "error: .*escape-2\\.c: function unguarded escapes stackprotector: no canary.*\\\[gcc-hardening\\\]" } } */
