/* Strict mode from the policy file: -fno-stack-protector is overridden,
   with a note naming it, and the canary is there.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-stack-protector -fplugin-arg-hardening-policy=[hardening_policy_file strict.policy]" } */
/* { dg-require-effective-target fstack_protector } */

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-note "strict mode overrides .-fno-stack-protector.: feature .stackprotector. forced" "" { target *-*-* } 0 } */
/* { dg-final { scan-assembler-canary } } */
