/* On x86_64, -fplugin-arg-hardening-enable=stackclash,branch raises
   features the policy turns off: the probes and endbr64 are back.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file all-off.policy] -fplugin-arg-hardening-enable=stackclash -fplugin-arg-hardening-enable=branch" } */
/* { dg-require-effective-target x86_64 } */

extern void use (char *);

void
vla (int n)
{
  char buf[n];
  use (buf);
}

/* { dg-final { scan-assembler "or\[lq\]\\s+\\\$0, (-?\[0-9\]+)?\\(%rsp" { target { ! stack_probe_byte } } } } */
/* GCC 16 probes with a byte.  */
/* { dg-final { scan-assembler "orb\\s+\\\$0, (-?\[0-9\]+)?\\(%rsp" { target stack_probe_byte } } } */
/* { dg-final { scan-assembler "endbr64" } } */
