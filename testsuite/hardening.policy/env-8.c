/* DEB_BUILD_HARDENING_AUTOVARINIT=0: a 1000-byte local array is no longer
   cleared on x86_64 (compare autovarinit-2.c); endbr64 is still there.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-stack-protector" } */
/* { dg-require-effective-target autovarinit } */
/* { dg-env DEB_BUILD_HARDENING_AUTOVARINIT=0 } */
/* { dg-require-effective-target x86_64 } */

extern void use (char *);

void
f (void)
{
  char buf[1000];
  use (buf);
}

/* { dg-final { scan-assembler-not "rep stos|call\[ \t\]+memset" } } */
/* { dg-final { scan-assembler "endbr64" } } */
