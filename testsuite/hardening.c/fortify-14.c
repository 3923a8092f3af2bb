/* -g3 (macro debug information): the compile does not crash on the
   plugin's definition of _FORTIFY_SOURCE made before the debug
   information is set up, and the overflow still aborts.  */
/* { dg-do run } */
/* { dg-options "-O2 -g3" } */
/* { dg-shouldfail "buffer overflow detected" } */

#include <string.h>

static char dst[8];
static char src[32];

int
main (void)
{
  volatile size_t n = 16;

  memcpy (dst, src, n);
  return dst[0];
}

/* { dg-output "\\*\\*\\* buffer overflow detected \\*\\*\\*: terminated" } */
/* { dg-final { scan-readelf {-p .note.hardening} {feature fortify [0-9] applied [a-z]+ _FORTIFY_SOURCE=[23]( \(the policy's 3 is more than glibc does here\))?\\n} } } */
/* { dg-final { scan-readelf {--debug-dump=macro} {__USE_FORTIFY_LEVEL [23]} } } */
