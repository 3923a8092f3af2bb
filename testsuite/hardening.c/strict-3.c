/* Strict mode raises a user -D_FORTIFY_SOURCE=1 to the plugin's level: the
   run-time-sized malloc overflow that only level 3 catches aborts.  */
/* { dg-do run } */
/* { dg-options "-O2 -D_FORTIFY_SOURCE=1 -fplugin-arg-hardening-mode=strict" } */
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

/* { dg-note "strict mode overrides .-D_FORTIFY_SOURCE=1.: feature .fortify. forced \\\[-fplugin-arg-hardening-mode=strict\\\]" "" { target *-*-* } 0 } */
/* { dg-output "\\*\\*\\* buffer overflow detected \\*\\*\\*: terminated" } */
