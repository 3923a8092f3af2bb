/* A fortifiable call that writes a flexible array member without
   counted_by is unchecked (no compiler knows the array's size); the note
   names the member in a fortify-flexible line, and hardening-audit
   --verbose says where counted_by would let _FORTIFY_SOURCE=3 check the
   call.  The member with counted_by is checked at run time and not
   named; a write into a pointer is unchecked but no flexible array.  */
/* { dg-do assemble } */
/* { dg-require-effective-target counted_by } */
/* { dg-require-effective-target fortify_level_3 } */
/* { dg-options "-O2" } */

#include <string.h>

struct bare
{
  unsigned int count;
  char items[];
};

struct bounded
{
  unsigned int count;
  char items[] __attribute__ ((counted_by (count)));
};

void
fill_bare (struct bare *b, const char *s, size_t n)
{
  memcpy (b->items, s, n);
}

void
fill_bounded (struct bounded *b, const char *s, size_t n)
{
  memcpy (b->items, s, n);
}

void
fill_pointer (char *d, const char *s, size_t n)
{
  memcpy (d, s, n);
}

void
fill_bare_tail (struct bare *b, const char *s)
{
  strcpy (&b->items[4], s);
}

/* { dg-final { scan-readelf {-p .note.hardening} {fortify-calls 0 1 3\\n} } } */
/* { dg-final { scan-readelf {-p .note.hardening} {fortify-flexible memcpy bare\.items 29 3 [^ ]*counted-by-2\.c\\n} } } */
/* { dg-final { scan-readelf {-p .note.hardening} {fortify-flexible strcpy bare\.items 47 3 [^ ]*counted-by-2\.c\\n} } } */
/* { dg-final { scan-readelf-not {-p .note.hardening} {fortify-flexible memcpy bounded} } } */
/* { dg-final { scan-readelf-not {-p .note.hardening} {fortify-flexible memcpy fill_pointer} } } */
/* { dg-final { scan-audit {^ +[^ ]*counted-by-2\.c:29:3: flexible array member bare\.items written by memcpy has no counted_by: with it, _FORTIFY_SOURCE=3 checks the call$} } } */
/* { dg-final { scan-audit-not {flexible array member bounded} } } */
