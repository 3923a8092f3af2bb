/* -fplugin-arg-hardening-enable raises features a policy turns off: with
   every feature off in the policy, enable=stackprotector,fortify brings
   back the canary and _FORTIFY_SOURCE, and nothing else.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file all-off.policy] -fplugin-arg-hardening-enable=stackprotector,fortify" } */
/* { dg-require-effective-target fstack_protector } */

#include <string.h>

#ifndef _FORTIFY_SOURCE
#error "enable=fortify did not define _FORTIFY_SOURCE"
#endif
#ifdef __CET__
#error "branch protection on though the policy and the arguments say off"
#endif

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-final { scan-assembler-canary } } */
