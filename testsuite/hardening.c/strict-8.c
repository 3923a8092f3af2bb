/* Strict mode keeps -Wformat and the format-security error over
   -Wno-format and says so in a note.  */
/* { dg-do compile } */
/* { dg-options "-O2 -Wno-format -fplugin-arg-hardening-mode=strict" } */

#include <stdio.h>

void
f (const char *user)
{
  printf (user); /* { dg-error "format not a string literal and no format arguments \\\[-Werror=format-security\\\]" } */
  printf (""); /* { dg-warning "zero-length gnu_printf format string" } */
}

/* { dg-note "strict mode overrides .-Wno-format.: feature .format. forced \\\[-fplugin-arg-hardening-mode=strict\\\]" "" { target *-*-* } 0 } */
