/* zero-call-used-regs: the object is byte-identical to the one of the
   hand-written flags with -fzero-call-used-regs=used-gpr.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file opt-in.policy] " } */
/* { dg-require-effective-target zero_call_used_regs } */

int
mul_add (int a, int b, int c)
{
  return a * b + c;
}

/* { dg-final { object-matches-handwritten "[hardening_handwritten_flags] -fzero-call-used-regs=used-gpr" } } */
