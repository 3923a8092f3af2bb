/* Fortify coverage where the source lowered fortify: with no C library
   wrapper, the plain calls the source makes are counted: memcpy of a
   constant size within an array checked at compile time, of a variable
   size into an array or of any size into a pointer unchecked.  A loop
   that GCC turns into a memset call is no call of the source.  The audit
   fails the unit for the #undef, with the counts.  */
/* { dg-do assemble } */
/* { dg-options "-O2" } */

#undef _FORTIFY_SOURCE
#include <string.h>

extern void use (const char *);
extern const char src[64];

void
copies (char *out, size_t n)
{
  char buf[16];

  memcpy (buf, src, 3);
  use (buf);
  memcpy (buf, src, n);
  use (buf);
  memcpy (out, src, n);
}

void
clear (char *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = 0;
}

/* { dg-final { scan-readelf {-p .note.hardening} {fortify-calls 1 0 2\\n} } } */
/* { dg-final { scan-readelf {-p .note.hardening} {fortify-unchecked memcpy copies 23 3 [^ ]*coverage-3\.c\\n} } } */
/* { dg-final { scan-readelf {-p .note.hardening} {fortify-unchecked memcpy copies 25 3 [^ ]*coverage-3\.c\\n} } } */
/* { dg-final { scan-readelf {-s} { UND memset$} } } */
/* { dg-final { audit-object fortify FAIL {[^ ]*coverage-3\.c: lowered by #undef _FORTIFY_SOURCE at [^ ]*coverage-3\.c:10 \(level 0\)$} 1 } } */
/* { dg-final { scan-audit {^ +[^ ]*coverage-3\.c: 1 checked at compile time, 0 at run time, 2 unchecked$} } } */
