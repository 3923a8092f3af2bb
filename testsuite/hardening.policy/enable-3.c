/* "enable" turns a feature on, it never lowers one: with the policy's
   stackprotector = all, -fplugin-arg-hardening-enable=stackprotector keeps
   -fstack-protector-all, so a function without any array gets a canary
   (-fstack-protector-strong would give it none).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file ssp-all.policy] -fplugin-arg-hardening-enable=stackprotector" } */
/* { dg-require-effective-target fstack_protector } */

extern int g (int);

int
f (int x)
{
  return g (x) + 1;
}

/* { dg-final { scan-assembler-canary } } */
