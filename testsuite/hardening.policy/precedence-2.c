/* A plugin argument beats the environment the other way too:
   DEB_BUILD_HARDENING_STACKPROTECTOR=1 but
   -fplugin-arg-hardening-disable=stackprotector, and there is no canary.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-disable=stackprotector" } */
/* { dg-env DEB_BUILD_HARDENING_STACKPROTECTOR=1 } */

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-final { scan-assembler-canary-not } } */
