/* -Werror=format-security: a string that is not a literal used as a printf
   format with no arguments is an error, with GCC's own text.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

#include <stdio.h>

void
f (const char *user)
{
  printf (user); /* { dg-error "format not a string literal and no format arguments \\\[-Werror=format-security\\\]" } */
}
