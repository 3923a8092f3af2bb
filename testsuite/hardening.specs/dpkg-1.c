/* dpkg-buildflags' hardening=-pie adds its no-pie specs after ours: their
   -no-pie wins over our -pie, whether our specs come from -specs= or are
   the default specs.  RELRO and BIND_NOW stay.  */
/* { dg-do link } */
/* { dg-require-effective-target dpkg_no_pie_specs } */
/* { dg-options "-O2 -specs=/usr/share/dpkg/no-pie-compile.specs -specs=/usr/share/dpkg/no-pie-link.specs" } */

#include <stdio.h>

int
main (int argc, char **argv)
{
  char buf[32];
  snprintf (buf, sizeof buf, "%s", argv[0]);
  return buf[0] == 0;
}

/* The link-time check that the specs load reports the package's opt-out.  */
/* { dg-prune-output "pie lowered by -fno-PIE \\\[gcc-hardening\\\]" } */
/* { dg-final { scan-compile-output "warning: \[^\n\]*dpkg-1\\.c: pie lowered by -fno-PIE \\\[gcc-hardening\\\]" } } */
/* { dg-final { scan-elf-hardened exe } } */
/* The link-time check that the specs load reports the executable.  */
/* { dg-prune-output "position-dependent executable: not linked with -pie \\\[gcc-hardening\\\]" } */
/* { dg-final { scan-compile-output "warning: dpkg-1\\.\[^:\]*: position-dependent executable: not linked with -pie \\\[gcc-hardening\\\]" } } */
