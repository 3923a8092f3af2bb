/* -Os and -O3 count as -O2 or more; -O1 does not.  The note keeps the
   level of the command line whatever an optimize attribute does to one
   function (that is the fortify check's escape, escape-13.c).  */
/* { dg-do assemble } */
/* { dg-options "-O1" } */

__attribute__ ((optimize ("O2"))) int
f (int x)
{
  return x + 1;
}

/* { dg-final { scan-readelf {-p .note.hardening} {optimize -O1\\n} } } */
/* { dg-final { audit-object optimization FAIL {\S*optlevel-3\.c: -O1, below -O2$} 1 } } */
