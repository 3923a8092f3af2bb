/* DEB_BUILD_HARDENING_FORMAT=0: a non-literal format string is no error
   (nor a warning), and the canary is still there.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target policy_stackprotector } */
/* { dg-env DEB_BUILD_HARDENING_FORMAT=0 } */

#include <stdio.h>

void
f (const char *s)
{
  char buf[4];
  snprintf (buf, sizeof buf, "%s", s);
  printf (s); /* { dg-bogus "format" } */
  puts (buf);
}

/* { dg-final { scan-assembler-canary } } */
