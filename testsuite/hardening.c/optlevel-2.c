/* -Og is below -O2: the note says -Og, the audit fails the optimization
   check naming the unit (annocheck's rule; _FORTIFY_SOURCE checks less
   there).  */
/* { dg-do assemble } */
/* { dg-options "-Og" } */

int
main (void)
{
  return 0;
}

/* { dg-final { scan-readelf {-p .note.hardening} {optimize -Og\\n} } } */
/* { dg-final { audit-object optimization FAIL {\S*optlevel-2\.c: -Og, below -O2$} 1 } } */
