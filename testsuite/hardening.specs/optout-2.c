/* A package opts out of immediate binding with -Wl,-z,lazy: its option
   comes after the specs' -z now and wins; RELRO and PIE stay.  */
/* { dg-do link } */
/* { dg-options "-O2 -Wl,-z,lazy" } */

int
main (void)
{
  return 0;
}

/* { dg-final { scan-readelf-not -d {\mBIND_NOW\M|FLAGS_1.*\mNOW\M} } } */
/* { dg-final { scan-readelf -lW {^\s*GNU_RELRO\s} } } */
/* { dg-final { scan-readelf -d {FLAGS_1.*\mPIE\M} } } */
/* The link-time check that the specs load reports the opt-out.  */
/* { dg-prune-output "lazy binding: not linked with -z now \\\[gcc-hardening\\\]" } */
/* { dg-final { scan-compile-output "warning: optout-2\\.\[^:\]*: lazy binding: not linked with -z now \\\[gcc-hardening\\\]" } } */
