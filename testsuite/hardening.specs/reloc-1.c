/* -r: the output stays relocatable (no -pie, no -z options) and the code
   has the canary of the plugin the specs load.  */
/* { dg-do link } */
/* { dg-options "-O2 -r -save-temps" } */

#include <stdio.h>

int
f (const char *s)
{
  char buf[32];
  snprintf (buf, sizeof buf, "%s", s);
  return buf[0];
}

/* { dg-final { scan-readelf -h {Type:\s+REL\M} } } */
/* The canary where the policy has a stack protector for the target.  */
/* { dg-final { if { [is-effective-target policy_stackprotector] } { scan-assembler-canary } else { unsupported "[hardening_current name] canary: [effective_target_reason_policy_stackprotector]" } } } */
