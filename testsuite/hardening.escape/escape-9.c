/* The zero_call_used_regs ("skip") attribute takes the zeroing of the
   used registers on return away from one function of a unit built with
   -fzero-call-used-regs=used-gpr: listed in the note, failed by the audit,
   refused by the link-time check; its twin zeroes its argument registers
   before its ret and is not listed.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file opt-in.policy]" } */
/* { dg-require-effective-target x86_64 } */
/* { dg-require-effective-target zero_call_used_regs } */

__attribute__ ((noinline, zero_call_used_regs ("skip"))) int
unzeroed (int a, int b)
{
  return a * b + 1;
}

__attribute__ ((noinline)) int
zeroed (int a, int b)
{
  return a * b + 2;
}

int
main (void)
{
  return unzeroed (2, 3) + zeroed (4, 5) == 7 + 22 ? 0 : 1;
}

/* { dg-final { function-code-lacks unzeroed "xor\\s+%e(di|si),%e(di|si)" } } */
/* { dg-final { function-code-has zeroed "xor\\s+%edi,%edi(?:\\n.*)*\\sret" } } */
/* { dg-final { function-code-has zeroed "xor\\s+%esi,%esi" } } */
/* { dg-final { note-escape zero-call-used-regs unzeroed "no registers zeroed on return: zero_call_used_regs \\(\"skip\"\\) attribute$" } } */
/* { dg-final { note-escape-not zeroed } } */
/* { dg-final { audit-says 1 "^  FAIL zero-call-used-regs +\\S*escape-9\\.c: function unzeroed: no registers zeroed on return" } } */
/* { dg-final { ld-check 1 "error: .*escape-9\\.c: function unzeroed escapes zero-call-used-regs: no registers zeroed on return: zero_call_used_regs \\(\"skip\"\\) attribute \\\[gcc-hardening\\\]" } } */
