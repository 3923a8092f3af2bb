/* #pragma GCC diagnostic can lower the format-security error to a warning
   for a region of code, as with the hand-written flags; after the pop it is
   an error again.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

#include <stdio.h>

#pragma GCC diagnostic push
#pragma GCC diagnostic warning "-Wformat-security"
void
f (const char *user)
{
  printf (user); /* { dg-warning "format not a string literal and no format arguments \\\[-Wformat-security\\\]" } */
}
#pragma GCC diagnostic pop

void
g (const char *user)
{
  printf (user); /* { dg-error "format not a string literal and no format arguments \\\[-Werror=format-security\\\]" } */
}
