/* DEB_BUILD_HARDENING_PIE=0: the plugin does not apply -fPIE.  This
   compiler may build PIE by default (Debian's does), so the code cannot
   tell: the verbose notes must, and the other features still apply.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-verbose" } */
/* { dg-require-effective-target policy_stackprotector } */
/* { dg-env DEB_BUILD_HARDENING_PIE=0 } */

int i;

/* { dg-note "hardening feature .pie. off: DEB_BUILD_HARDENING_PIE \\\[-fplugin-arg-hardening-verbose\\\]" "" { target *-*-* } 0 } */
/* { dg-bogus "feature .pie. applied" "" { target *-*-* } 0 } */
/* { dg-note "hardening feature .stackprotector. applied" "" { target *-*-* } 0 } */
/* { dg-prune-output "hardening feature .* (applied|not applicable)" } */
