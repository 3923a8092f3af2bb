/* In the default mode an explicit compiler option beats everything: the
   policy, the environment (DEB_BUILD_HARDENING_STACKPROTECTOR=1) and the
   argument (-fplugin-arg-hardening-enable=stackprotector) all want the
   canary, -fno-stack-protector wins.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-stack-protector -fplugin-arg-hardening-enable=stackprotector" } */
/* { dg-env DEB_BUILD_HARDENING_STACKPROTECTOR=1 } */

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-final { scan-assembler-canary-not } } */
