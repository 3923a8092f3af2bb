/* A variadic wrapper that forwards its format and its "..." to vsnprintf
   (nano's statusline): a call with a non-literal format and no arguments
   gets -Wformat-security's own diagnostic, a warning at the policy's
   format-wrappers level (warn) although format-security is an error, and a
   note at the wrapper.  Literals, gettext's translations, both arms of ?:
   literal and calls with arguments are left alone.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-format-wrappers=warn" } */
/* { dg-require-effective-target policy_format } */

#include <stdarg.h>
#include <stdio.h>
#include <libintl.h>

static char buf[80];

void
statusline (int importance, const char *msg, ...) /* { dg-note ".statusline. forwards its argument 2 to .vsnprintf.; treated as .format \\(printf, 2, 3\\)." } */
{
  va_list ap;

  va_start (ap, msg);
  vsnprintf (buf, sizeof buf, msg, ap);
  va_end (ap);
  (void)importance;
}

void
f (const char *user, int c)
{
  statusline (1, user); /* { dg-warning "format not a string literal and no format arguments \\\[-Wformat-security\\\]" } */
  statusline (1, "literal");
  statusline (1, gettext ("translated"));
  statusline (1, c ? "yes" : "no");
  statusline (1, "%s", user);
  statusline (1, user, c);
}
