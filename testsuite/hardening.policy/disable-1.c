/* -fplugin-arg-hardening-disable=stackprotector,fortify turns those two
   off, and only those: no canary, no _FORTIFY_SOURCE, but the
   format-security error is still there.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-disable=stackprotector,fortify" } */

#include <stdio.h>

#ifdef _FORTIFY_SOURCE
#error "_FORTIFY_SOURCE defined with disable=stackprotector,fortify"
#endif

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

void
g (const char *s)
{
  printf (s); /* { dg-error "format not a string literal and no format arguments \\\[-Werror=format-security\\\]" } */
}

/* { dg-prune-output "some warnings being treated as errors" } */
