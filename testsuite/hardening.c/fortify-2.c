/* _FORTIFY_SOURCE: sprintf into a fixed-size array overflowing at run time
   aborts.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-shouldfail "buffer overflow detected" } */

#include <stdio.h>
#include <string.h>

static char dst[8];
static char src[32];

int
main (void)
{
  volatile size_t n = 20;
  const char *volatile s = src;

  memset (src, 'x', n);
  sprintf (dst, "%s", s);
  return dst[0] != 'x';
}

/* { dg-output "\\*\\*\\* buffer overflow detected \\*\\*\\*: terminated" } */
