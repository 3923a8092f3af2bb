/* A package opts out of RELRO with -Wl,-z,norelro: its option comes after
   the specs' -z relro and wins; BIND_NOW and PIE stay.  */
/* { dg-do link } */
/* { dg-options "-O2 -Wl,-z,norelro" } */

int
main (void)
{
  return 0;
}

/* { dg-final { scan-readelf-not -lW {^\s*GNU_RELRO\s} } } */
/* { dg-final { scan-readelf -d {\(FLAGS\).*\mBIND_NOW\M} } } */
/* { dg-final { scan-readelf -d {FLAGS_1.*\mPIE\M} } } */
/* The link-time check that the specs load reports the opt-out.  */
/* { dg-prune-output "no read-only relocations: not linked with -z relro \\\[gcc-hardening\\\]" } */
/* { dg-final { scan-compile-output "warning: optout-1\\.\[^:\]*: no read-only relocations: not linked with -z relro \\\[gcc-hardening\\\]" } } */
