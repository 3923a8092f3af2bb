/* The command line's -fzero-call-used-regs=skip lowers the feature in the
   default mode: no zeroing, and the note says lowered.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -save-temps -fzero-call-used-regs=skip -fplugin-arg-hardening-policy=[hardening_policy_file opt-in.policy]" } */
/* { dg-require-effective-target zero_call_used_regs } */

int
mul_add (int a, int b, int c)
{
  return a * b + c;
}

/* { dg-final { scan-assembler-not "xorl\t%esi, %esi" { target x86_64-*-* } } } */
/* { dg-final { scan-hardening-note "^  FAIL zero-call-used-regs .*lowered by -fzero-call-used-regs=skip" } } */
