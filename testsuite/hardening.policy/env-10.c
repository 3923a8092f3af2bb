/* DEB_BUILD_MAINT_OPTIONS=hardening=-all,+format: no canary and no
   _FORTIFY_SOURCE, but -Wformat-security is back (here as a warning, the
   command line lowering the error).  */
/* { dg-do compile } */
/* { dg-options "-O2 -Wno-error=format-security" } */
/* { dg-env DEB_BUILD_MAINT_OPTIONS=hardening=-all,+format } */

#include <stdio.h>

#ifdef _FORTIFY_SOURCE
#error "_FORTIFY_SOURCE defined with hardening=-all,+format"
#endif

void
f (const char *s)
{
  char buf[4];
  snprintf (buf, sizeof buf, "%s", s);
  printf (s); /* { dg-warning "format not a string literal and no format arguments \\\[-Wformat-security\\\]" } */
  puts (buf);
}

/* { dg-final { scan-assembler-canary-not } } */
