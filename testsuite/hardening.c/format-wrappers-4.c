/* -fplugin-arg-hardening-format-wrappers=error: the diagnostic is classified
   as -Wformat-security is, here an error by the policy's format = error.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-format-wrappers=error" } */
/* { dg-require-effective-target policy_format_error } */

#include <stdarg.h>
#include <stdio.h>

void
report (const char *fmt, ...) /* { dg-note ".report. forwards its argument 1 to .vfprintf.; treated as .format \\(printf, 1, 2\\)." } */
{
  va_list ap;

  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
}

void
f (const char *user)
{
  report (user); /* { dg-error "format not a string literal and no format arguments \\\[-Werror=format-security\\\]" } */
}
