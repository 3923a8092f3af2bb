/* va_list forwarders and chains: vlog1 forwards to vfprintf, vlog2 to
   vlog1, log3 (variadic) to vlog2, each inferred in turn, whatever the
   order of the definitions.  Calls of va_list forwarders are not judged
   (GCC does not judge those of vprintf).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-format-wrappers=warn" } */
/* { dg-require-effective-target policy_format } */

#include <stdarg.h>
#include <stdio.h>

void vlog2 (const char *fmt, va_list ap);

void
log3 (const char *fmt, ...) /* { dg-note ".log3. forwards its argument 1 to .vlog2.; treated as .format \\(printf, 1, 2\\)." } */
{
  va_list ap;

  va_start (ap, fmt);
  vlog2 (fmt, ap);
  va_end (ap);
}

void
vlog1 (const char *fmt, va_list ap)
{
  vfprintf (stderr, fmt, ap);
}

void
vlog2 (const char *fmt, va_list ap)
{
  va_list aq;

  va_copy (aq, ap);
  vlog1 (fmt, aq);
  va_end (aq);
}

void
g (const char *user, va_list ap)
{
  log3 (user); /* { dg-warning "format not a string literal and no format arguments \\\[-Wformat-security\\\]" } */
  log3 ("%s", user);
  vlog2 (user, ap);
}
