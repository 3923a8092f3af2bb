/* #define _FORTIFY_SOURCE 1 in an -include'd header (files/fortify-one.h)
   leaves glibc at level 1: an overflow only level 3 sees goes unchecked,
   and the note says level 1, naming the header's line; with
   -fplugin-arg-hardening-verbose a note says it at that line.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-hardening-verbose -include [hardening_policy_file fortify-one.h]" } */
/* { dg-require-effective-target fortify_level_3 } */
/* { dg-prune-output "hardening feature .* applied" } */
/* { dg-prune-output "hardening feature .fortify. lowered" } */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main (int argc, char **argv)
{
  volatile size_t n = 4 + argc;
  char *p = malloc (n);

  strcpy (p, "0123456789abcde");
  puts ("unchecked");
  return 0;
}

/* { dg-output "unchecked" } */
/* { dg-final { scan-compile-output {fortify-one\.h:3(:[0-9]+)?: note: hardening feature .fortify. lowered to level 1 by .#define _FORTIFY_SOURCE 1. \[-fplugin-arg-hardening-verbose\]} } } */
/* { dg-final { scan-readelf {-p .note.hardening} {feature fortify [0-9] lowered [a-z]+ #define _FORTIFY_SOURCE 1 at [^ ]*files/fortify-one\.h:3 \(level 1\)} } } */
/* { dg-final { audit-object fortify FAIL {[^ ]*fortify-11\.c: lowered by #define _FORTIFY_SOURCE 1 at [^ ]*fortify-one\.h:3 \(level 1\)$} 1 } } */
/* { dg-final { link-check-object 1 {fortify lowered by #define _FORTIFY_SOURCE 1 at [^ ]*fortify-one\.h:3} } } */
