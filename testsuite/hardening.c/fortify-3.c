/* _FORTIFY_SOURCE: memcpy of a run-time length into a fixed-size array
   aborts.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
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
