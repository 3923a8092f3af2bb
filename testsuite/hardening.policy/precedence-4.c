/* The environment beats the policy, and the most specific variable wins:
   DEB_BUILD_HARDENING=0 turns everything off, then
   DEB_BUILD_HARDENING_STACKPROTECTOR=1 brings the canary back alone.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target policy_stackprotector } */
/* { dg-env DEB_BUILD_HARDENING=0 } */
/* { dg-env DEB_BUILD_HARDENING_STACKPROTECTOR=1 } */

#include <string.h>

#ifdef _FORTIFY_SOURCE
#error "_FORTIFY_SOURCE defined with DEB_BUILD_HARDENING=0"
#endif

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-final { scan-assembler-canary } } */
