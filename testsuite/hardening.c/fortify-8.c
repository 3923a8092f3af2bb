/* #undef _FORTIFY_SOURCE before the C library's headers leaves glibc at
   level 0: the overflow goes unchecked, and the note, the audit and the
   link-time check say so, naming the line.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#undef _FORTIFY_SOURCE
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
/* { dg-final { scan-readelf {-p .note.hardening} {feature fortify [0-9] lowered [a-z]+ #undef _FORTIFY_SOURCE at [^ ]*fortify-8\.c:7 \(level 0\)} } } */
/* { dg-final { audit-object fortify FAIL {[^ ]*fortify-8\.c: lowered by #undef _FORTIFY_SOURCE at [^ ]*fortify-8\.c:7 \(level 0\)$} 1 } } */
/* { dg-final { link-check-object 1 {error: .*fortify-8\.c: fortify lowered by #undef _FORTIFY_SOURCE at [^ ]*fortify-8\.c:7 \(level 0\) \[gcc-hardening\]} } } */
