/* -static links without PIE (no -pie added: crt1.o, ET_EXEC) and the
   code still has the canary of the plugin the specs load.  */
/* { dg-do link } */
/* { dg-options "-O2 -static -save-temps" } */

#include <stdio.h>
#include <string.h>

int
main (int argc, char **argv)
{
  char buf[32];
  snprintf (buf, sizeof buf, "%s", argv[0]);
  return strlen (buf) == 0;
}

/* { dg-final { scan-readelf -h {Type:\s+EXEC} } } */
/* { dg-final { scan-readelf-not -d {FLAGS_1.*\mPIE\M} } } */
/* { dg-final { scan-readelf-not -lW {^\s*INTERP\s} } } */
/* The canary where the policy has a stack protector for the target.  */
/* { dg-final { if { [is-effective-target policy_stackprotector] } { scan-assembler-canary } else { unsupported "[hardening_current name] canary: [effective_target_reason_policy_stackprotector]" } } } */
/* The link-time check that the specs load reports the executable.  */
/* { dg-prune-output "position-dependent executable: not linked with -static-pie \\\[gcc-hardening\\\]" } */
/* { dg-final { scan-compile-output "warning: static-1\\.\[^:\]*: position-dependent executable: not linked with -static-pie \\\[gcc-hardening\\\]" } } */
