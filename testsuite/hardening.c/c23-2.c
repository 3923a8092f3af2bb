/* C23, the default of GCC 15 and later (-std=gnu2x before): a non-literal
   format is an error with GCC's own text, as under C17.  */
/* { dg-do compile } */
/* { dg-options "-O2 -std=gnu2x" } */

#include <stdio.h>

void
f (const char *user)
{
  printf (user); /* { dg-error "format not a string literal and no format arguments \\\[-Werror=format-security\\\]" } */
}
