/* DEB_BUILD_MAINT_OPTIONS=hardening=+all,-pie: only PIE is off (the
   verbose note names the variable; this compiler may build PIE by default
   so the code cannot tell); the canary and _FORTIFY_SOURCE stay.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-verbose" } */
/* { dg-require-effective-target policy_stackprotector } */
/* { dg-env {DEB_BUILD_MAINT_OPTIONS=qa=+bug hardening=+all,-pie} } */

#include <string.h>

#ifndef _FORTIFY_SOURCE
#error "_FORTIFY_SOURCE not defined with hardening=+all,-pie"
#endif

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-note "hardening feature .pie. off: DEB_BUILD_MAINT_OPTIONS hardening=-pie \\\[-fplugin-arg-hardening-verbose\\\]" "" { target *-*-* } 0 } */
/* { dg-bogus "feature .pie. applied" "" { target *-*-* } 0 } */
/* { dg-prune-output "hardening feature .* (applied|not applicable)" } */
/* { dg-final { scan-assembler-canary } } */
