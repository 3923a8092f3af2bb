/* A package opts out of PIE with -no-pie: ET_EXEC (crt1.o, no -pie from
   the specs), while RELRO, BIND_NOW and the canary stay.  */
/* { dg-do link } */
/* { dg-options "-O2 -no-pie" } */

#include <stdio.h>

int
main (int argc, char **argv)
{
  char buf[32];
  snprintf (buf, sizeof buf, "%s", argv[0]);
  return buf[0] == 0;
}

/* { dg-final { scan-elf-hardened exe } } */
/* The link-time check that the specs load reports the executable.  */
/* { dg-prune-output "position-dependent executable: not linked with -pie \\\[gcc-hardening\\\]" } */
/* { dg-final { scan-compile-output "warning: optout-3\\.\[^:\]*: position-dependent executable: not linked with -pie \\\[gcc-hardening\\\]" } } */
