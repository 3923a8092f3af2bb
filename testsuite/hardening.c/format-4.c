/* #pragma GCC diagnostic ignored "-Wformat-security" silences the check for
   a region of code, as with the hand-written flags; after the pop it is an
   error again.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

#include <stdio.h>

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-security"
void
f (const char *user)
{
  printf (user); /* { dg-bogus "format not a string literal" } */
}
#pragma GCC diagnostic pop

void
g (const char *user)
{
  printf (user); /* { dg-error "format not a string literal and no format arguments \\\[-Werror=format-security\\\]" } */
}
