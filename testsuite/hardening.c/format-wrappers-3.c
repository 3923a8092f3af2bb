/* A wrapper that has the format attribute already is GCC's business: one
   diagnostic, GCC's (an error under -Werror=format-security), and no note
   from the plugin.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target policy_format_error } */

#include <stdarg.h>
#include <stdio.h>

void say (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));

void
say (const char *fmt, ...)
{
  va_list ap;

  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
}

void
f (const char *user)
{
  say (user); /* { dg-error "format not a string literal and no format arguments \\\[-Werror=format-security\\\]" } */
}

/* { dg-final { scan-compile-output-not "forwards its argument" } } */
