/* An "-arg" variant of the zero_call_used_regs attribute zeroes only the
   argument registers: a function that also uses r10 and r11 returns with
   them unzeroed, which its unit's -fzero-call-used-regs=used-gpr zeroes
   (its twin without the attribute).  Listed with the registers, failed by
   the audit, refused by the link-time check.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file opt-in.policy]" } */
/* { dg-require-effective-target x86_64 } */
/* { dg-require-effective-target zero_call_used_regs } */

#define BODY                                                                  \
  long a = p[0], b = p[1], c = p[2], d = p[3];                                \
  long e = p[4], f = p[5], g = p[6], h = p[7];                                \
  p[8] = a * b;                                                               \
  p[9] = c * d;                                                               \
  p[10] = e * f;                                                              \
  p[11] = g * h;                                                              \
  p[12] = a + h;                                                              \
  p[13] = b + g;                                                              \
  p[14] = c + f;                                                              \
  p[15] = d + e;

__attribute__ ((noinline, zero_call_used_regs ("used-gpr-arg"))) void
args_only (long *p)
{
  BODY
}

__attribute__ ((noinline)) void
all_used (long *p)
{
  BODY
}

long v[16] = { 1, 2, 3, 4, 5, 6, 7, 8 };

int
main (void)
{
  args_only (v);
  all_used (v);
  return v[8] == 2 && v[15] == 9 ? 0 : 1;
}

/* { dg-final { function-code-lacks args_only "xor\\s+%r1\[01\]d" } } */
/* { dg-final { function-code-has args_only "xor\\s+%edi,%edi" } } */
/* { dg-final { function-code-has all_used "xor\\s+%r1\[01\]d,%r1\[01\]d" } } */
/* { dg-final { note-escape zero-call-used-regs args_only "\[0-9\]+ registers? not zeroed on return \\((\\S+ )*r1\[01\]( \\S+)*\\): zero_call_used_regs \\(\"used-gpr-arg\"\\) attribute$" } } */
/* { dg-final { note-escape-not all_used } } */
/* { dg-final { audit-says 1 "^  FAIL zero-call-used-regs +\\S*escape-10\\.c: function args_only: \[0-9\]+ registers? not zeroed on return" } } */
/* { dg-final { ld-check 1 "error: .*escape-10\\.c: function args_only escapes zero-call-used-regs: .*not zeroed on return.*\\\[gcc-hardening\\\]" } } */
