/* Strict mode from the policy file (mode = strict): the environment
   cannot lower a feature, DEB_BUILD_HARDENING_STACKPROTECTOR=0 is
   ignored and the canary is there.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file strict.policy]" } */
/* { dg-require-effective-target fstack_protector } */
/* { dg-env DEB_BUILD_HARDENING_STACKPROTECTOR=0 } */

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-final { scan-assembler-canary } } */
