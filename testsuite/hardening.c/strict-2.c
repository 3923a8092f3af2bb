/* Strict mode defines _FORTIFY_SOURCE again after the command line's
   -U_FORTIFY_SOURCE, without a warning, says so in a note, and the program
   is really fortified.  */
/* { dg-do run } */
/* { dg-options "-O2 -U_FORTIFY_SOURCE -fplugin-arg-hardening-mode=strict" } */
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

/* { dg-note "strict mode overrides .-U_FORTIFY_SOURCE.: feature .fortify. forced \\\[-fplugin-arg-hardening-mode=strict\\\]" "" { target *-*-* } 0 } */
/* { dg-output "\\*\\*\\* buffer overflow detected \\*\\*\\*: terminated" } */
