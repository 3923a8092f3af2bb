/* zero-call-used-regs: the used general registers are zeroed before the
   return (x86_64: xor of each argument register the function used).  */
/* { dg-do assemble } */
/* { dg-options "-O2 -save-temps -fplugin-arg-hardening-policy=[hardening_policy_file opt-in.policy]" } */
/* { dg-require-effective-target zero_call_used_regs } */

int
mul_add (int a, int b, int c)
{
  return a * b + c;
}

/* { dg-final { scan-assembler "xorl\t%edi, %edi" { target x86_64-*-* } } } */
/* { dg-final { scan-assembler "xorl\t%esi, %esi" { target x86_64-*-* } } } */
/* { dg-final { scan-assembler "xorl\t%edx, %edx\n(\t\[^\n\]*\n)*\tret" { target x86_64-*-* } } } */
/* { dg-final { scan-assembler "mov\t\[wx\]1, 0" { target aarch64*-*-* } } } */
/* { dg-final { scan-hardening-note "^  PASS zero-call-used-regs 1 unit: applied -fzero-call-used-regs=used-gpr$" } } */
