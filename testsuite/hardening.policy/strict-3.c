/* In strict mode the policy file can still lower a feature: the test
   policy says mode = strict and stackprotector = off, and there is no
   canary, even with DEB_BUILD_HARDENING_STACKPROTECTOR=1.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file strict-nossp.policy]" } */
/* { dg-env DEB_BUILD_HARDENING_STACKPROTECTOR=1 } */

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-final { scan-assembler-canary-not } } */
