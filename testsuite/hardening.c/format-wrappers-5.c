/* #pragma GCC diagnostic silences the wrapper's diagnostic as it does
   GCC's own, even at the error level.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-format-wrappers=error" } */
/* { dg-require-effective-target policy_format_error } */

#include <stdarg.h>
#include <stdio.h>

void
report (const char *fmt, ...) /* { dg-note "treated as .format \\(printf, 1, 2\\)." } */
{
  va_list ap;

  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
}

void
f (const char *user)
{
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-security"
  report (user);
#pragma GCC diagnostic pop
  report (user); /* { dg-error "format not a string literal and no format arguments \\\[-Werror=format-security\\\]" } */
}

#pragma GCC diagnostic warning "-Wformat-security"
void
g (const char *user)
{
  report (user); /* { dg-warning "format not a string literal and no format arguments \\\[-Wformat-security\\\]" } */
}
