/* Strict mode keeps the format-security error over -Wno-format-security
   and says so in a note.  */
/* { dg-do compile } */
/* { dg-options "-O2 -Wno-format-security -fplugin-arg-hardening-mode=strict" } */

#include <stdio.h>

void
f (const char *user)
{
  printf (user); /* { dg-error "format not a string literal and no format arguments \\\[-Werror=format-security\\\]" } */
}

/* { dg-note "strict mode overrides .-Wno-format-security.: feature .format. forced \\\[-fplugin-arg-hardening-mode=strict\\\]" "" { target *-*-* } 0 } */
