/* #undef _FORTIFY_SOURCE after <features.h> changes nothing: glibc has
   decided.  The overflow aborts, the note says applied, the audit passes
   and the link-time check links.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-shouldfail "buffer overflow detected" } */

#include <stdio.h>
#include <string.h>
#undef _FORTIFY_SOURCE

static char dst[8];
static char src[32];

int
main (void)
{
  volatile size_t n = 16;

  memcpy (dst, src, n);
  puts ("unchecked");
  return dst[0];
}

/* { dg-output "\\*\\*\\* buffer overflow detected \\*\\*\\*: terminated" } */
/* { dg-final { scan-readelf {-p .note.hardening} {feature fortify [0-9] applied [a-z]+ _FORTIFY_SOURCE=[23]( \(the policy's 3 is more than glibc does here\))?\\n} } } */
/* { dg-final { audit-object fortify PASS {1 unit: applied _FORTIFY_SOURCE=[23]( \(the policy's 3 is more than glibc does here\))?$} 0 } } */
/* { dg-final { link-check-object 0 {} } } */
