/* _FORTIFY_SOURCE=3 is really active: a strcpy past the end of a buffer
   whose size is known only at run time aborts.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target fortify_level_3 } */
/* { dg-shouldfail "buffer overflow detected" } */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main (int argc, char **argv)
{
  volatile size_t n = 4 + argc;
  char *p = malloc (n);

  strcpy (p, "0123456789abcdef");
  puts (p);
  free (p);
  return 0;
}

/* { dg-output "\\*\\*\\* buffer overflow detected \\*\\*\\*: terminated" } */
