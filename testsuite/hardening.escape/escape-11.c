/* No false zero-call-used-regs escape: the attribute "used-gpr" (the
   unit's level) or "all" (more) takes nothing away; "used-arg" takes
   nothing from a function that uses argument registers only (same code);
   a noreturn function never returns, and main is never zeroed.  The
   option is no Optimization option (GCC 11 to 16): #pragma GCC optimize
   ("zero-call-used-regs=skip") is rejected with a warning, and the
   functions after it keep their zeroing.  The note lists nothing, the
   audit passes, the link-time check links.  */
/* { dg-do run } */
/* { dg-options "-O2 -pie -Wl,-z,relro,-z,now,-z,noexecstack -fplugin-arg-hardening-policy=[hardening_policy_file opt-in.policy]" } */
/* { dg-require-effective-target x86_64 } */
/* { dg-require-effective-target zero_call_used_regs } */

#include <stdlib.h>

__attribute__ ((noinline, zero_call_used_regs ("used-gpr"))) int
same (int a, int b)
{
  return a * b + 1;
}

__attribute__ ((noinline, zero_call_used_regs ("all"))) int
more (int a, int b)
{
  return a * b + 2;
}

__attribute__ ((noinline, zero_call_used_regs ("used-arg"))) int
args (int a, int b)
{
  return a * b + 3;
}

__attribute__ ((noinline, noreturn, zero_call_used_regs ("skip"))) void
stop (int code)
{
  exit (code);
}

#pragma GCC push_options
#pragma GCC optimize ("zero-call-used-regs=skip") /* { dg-warning "bad option" } */
/* On one line: GCC 11 to 16 do not warn at the same line of a function.  */
__attribute__ ((noinline)) int pragma (int a, int b) { return a * b + 4; } /* { dg-warning "bad option" } */
#pragma GCC pop_options

int
main (void)
{
  if (same (1, 2) + more (1, 2) + args (1, 2) + pragma (1, 2) != 3 + 4 + 5 + 6)
    stop (1);
  return 0;
}

/* { dg-final { function-code-has same "xor\\s+%esi,%esi" } } */
/* { dg-final { function-code-has more "xor\\s+%r11d,%r11d" } } */
/* { dg-final { function-code-has args "xor\\s+%esi,%esi" } } */
/* { dg-final { function-code-has pragma "xor\\s+%esi,%esi" } } */
/* { dg-final { note-escape-not "" } } */
/* { dg-final { audit-says 0 "^  PASS zero-call-used-regs " } } */
/* { dg-final { ld-check 0 "escapes" } } */
