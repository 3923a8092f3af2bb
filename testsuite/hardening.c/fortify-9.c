/* #define _FORTIFY_SOURCE 1 in the source, before the C library's
   headers, leaves glibc at level 1: an overflow that only level 3 sees
   (a buffer of a run-time size) goes unchecked, and the note says level 1,
   naming the line.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target fortify_level_3 } */
/* { dg-prune-output "._FORTIFY_SOURCE. redefined" } */
/* { dg-prune-output "note: this is the location of the previous definition" } */

#define _FORTIFY_SOURCE 1
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main (int argc, char **argv)
{
  /* 5 bytes asked, 24 usable: the copy overflows the object, not the
     heap.  */
  volatile size_t n = 4 + argc;
  char *p = malloc (n);

  strcpy (p, "0123456789abcde");
  puts ("unchecked");
  return 0;
}

/* { dg-output "unchecked" } */
/* { dg-final { scan-readelf {-p .note.hardening} {feature fortify [0-9] lowered [a-z]+ #define _FORTIFY_SOURCE 1 at [^ ]*fortify-9\.c:11 \(level 1\)} } } */
/* { dg-final { audit-object fortify FAIL {[^ ]*fortify-9\.c: lowered by #define _FORTIFY_SOURCE 1 at [^ ]*fortify-9\.c:11 \(level 1\)$} 1 } } */
/* { dg-final { link-check-object 1 {error: .*fortify-9\.c: fortify lowered by #define _FORTIFY_SOURCE 1 at [^ ]*fortify-9\.c:11 \(level 1\) \[gcc-hardening\]} } } */
