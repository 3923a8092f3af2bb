/* Strict mode keeps the format-security error over
   -Wno-error=format-security and says so in a note.  */
/* { dg-do compile } */
/* { dg-options "-O2 -Wno-error=format-security -fplugin-arg-hardening-mode=strict" } */

#include <stdio.h>

void
f (const char *user)
{
  printf (user); /* { dg-error "format not a string literal and no format arguments \\\[-Werror=format-security\\\]" } */
}

/* { dg-note "strict mode overrides .-Wno-error=format-security.: feature .format. forced \\\[-fplugin-arg-hardening-mode=strict\\\]" "" { target *-*-* } 0 } */
