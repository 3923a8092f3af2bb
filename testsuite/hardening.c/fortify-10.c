/* #undef _FORTIFY_SOURCE in an -include'd header (files/fortify-undef.h)
   leaves glibc at level 0: the overflow goes unchecked, and the note, the
   audit and the link-time check name the header's line.  */
/* { dg-do run } */
/* { dg-options "-O2 -include [hardening_policy_file fortify-undef.h]" } */

#include <stdio.h>
#include <string.h>

static char dst[8];
static char src[32];
static char after[64];

int
main (void)
{
  volatile size_t n = 16;

  memcpy (dst, src, n);
  puts ("unchecked");
  return dst[0] + after[0];
}

/* { dg-output "unchecked" } */
/* { dg-final { scan-readelf {-p .note.hardening} {feature fortify [0-9] lowered [a-z]+ #undef _FORTIFY_SOURCE at [^ ]*files/fortify-undef\.h:2 \(level 0\)} } } */
/* { dg-final { audit-object fortify FAIL {[^ ]*fortify-10\.c: lowered by #undef _FORTIFY_SOURCE at [^ ]*fortify-undef\.h:2 \(level 0\)$} 1 } } */
/* { dg-final { link-check-object 1 {error: .*fortify-10\.c: fortify lowered by #undef _FORTIFY_SOURCE at [^ ]*fortify-undef\.h:2 \(level 0\) \[gcc-hardening\]} } } */
