/* The note records the unit's -O level as its command line left it, and
   hardening-audit judges its optimization check by it: -O2 passes (the
   binary has no DWARF or annobin notes that could say it).  */
/* { dg-do assemble } */
/* { dg-options "-O2" } */

int
main (void)
{
  return 0;
}

/* { dg-final { scan-readelf {-p .note.hardening} {optimize -O2\\n} } } */
/* { dg-final { audit-object optimization PASS {1 unit: -O2$} 0 } } */
