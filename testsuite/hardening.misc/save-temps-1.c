/* -save-temps: the second stage compiles the .i without a _FORTIFY_SOURCE
   definition (no error, no warning); the fortification done in the first
   stage is kept and the program aborts on the overflow.  save-temps-2.C
   checks the canary.  */
/* { dg-do run } */
/* { dg-options "-O2 -save-temps" } */
/* { dg-shouldfail "buffer overflow detected" } */

#include <string.h>

static char dst[8];
static char src[32];

int
main (void)
{
  volatile size_t n = 20;

  memset (src, 'x', n);
  strcpy (dst, src);
  return dst[0] != 'x';
}

/* { dg-output "\\*\\*\\* buffer overflow detected \\*\\*\\*: terminated" } */
/* { dg-final { scan-file save-temps-1.i "__builtin___strcpy_chk" } } */
