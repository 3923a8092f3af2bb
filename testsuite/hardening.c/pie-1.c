/* -fPIE: __PIE__ and __pie__ are 2 and the program links as a
   position-independent executable.  (Compilers that default to PIE, as
   Debian's, pass this without the plugin; strict-7.c is the test that
   needs it.)  */
/* { dg-do link } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target default_pie } */
/* { dg-require-effective-target policy_pie } */

#if !defined __PIE__ || __PIE__ != 2 || __pie__ != 2 || __PIC__ != 2
#error "not -fPIE"
#endif

int
main (void)
{
  return 0;
}

/* { dg-final { scan-readelf "-hW" "Type:\[ \t\]+DYN" } } */
