/* DEB_BUILD_HARDENING_STACKPROTECTOR=0 removes the canary and only the
   canary: _FORTIFY_SOURCE is still defined.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-env DEB_BUILD_HARDENING_STACKPROTECTOR=0 } */

#include <string.h>

#ifndef _FORTIFY_SOURCE
#error "DEB_BUILD_HARDENING_STACKPROTECTOR=0 also removed _FORTIFY_SOURCE"
#endif

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-final { scan-assembler-canary-not } } */
