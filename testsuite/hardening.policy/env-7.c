/* DEB_BUILD_HARDENING_BRANCH=0: no endbr64 and no __CET__ on x86_64; the
   canary is still there.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-env DEB_BUILD_HARDENING_BRANCH=0 } */
/* { dg-require-effective-target x86_64 } */

#ifdef __CET__
#error "__CET__ defined with DEB_BUILD_HARDENING_BRANCH=0"
#endif

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-final { scan-assembler-not "endbr64" } } */
/* { dg-final { scan-assembler-canary } } */
