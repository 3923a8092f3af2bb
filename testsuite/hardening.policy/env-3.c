/* DEB_BUILD_HARDENING_FORTIFY=0: _FORTIFY_SOURCE is not defined, and the
   canary is still there.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target policy_stackprotector } */
/* { dg-env DEB_BUILD_HARDENING_FORTIFY=0 } */

#include <string.h>

#if defined _FORTIFY_SOURCE || __USE_FORTIFY_LEVEL
#error "_FORTIFY_SOURCE defined with DEB_BUILD_HARDENING_FORTIFY=0"
#endif

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-final { scan-assembler-canary } } */
