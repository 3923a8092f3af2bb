/* With a policy of [*] alone, _FORTIFY_SOURCE takes the
   built-in default of the target: strcpy into a fixed-size array with a
   source whose length is known only at run time aborts.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file no-key.policy]" } */
/* { dg-require-effective-target policy_fortify } */
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
