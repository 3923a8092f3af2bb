/* A plugin argument beats the environment: DEB_BUILD_HARDENING_STACKPROTECTOR=0
   but -fplugin-arg-hardening-enable=stackprotector, and the canary is
   there.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-enable=stackprotector" } */
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
