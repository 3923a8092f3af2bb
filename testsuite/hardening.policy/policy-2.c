/* A line of exactly 1024 bytes, the longest the policy parser takes, is
   accepted and the policy after it applies: the canary is there.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file line-1024.policy]" } */
/* { dg-require-effective-target fstack_protector } */

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-final { scan-assembler-canary } } */
