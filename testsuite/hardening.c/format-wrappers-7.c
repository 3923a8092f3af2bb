/* -fplugin-arg-hardening-suggest-format: every inferred wrapper gets a note
   with the attribute to add as a fix-it hint, which
   -fdiagnostics-parseable-fixits prints.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-format-wrappers=warn -fplugin-arg-hardening-suggest-format -fdiagnostics-parseable-fixits" } */
/* { dg-require-effective-target policy_format } */

#include <stdarg.h>
#include <stdio.h>

void
vreport (const char *fmt, va_list ap) /* { dg-note ".vreport. forwards its argument 1 to .vfprintf.; treated as .format \\(printf, 1, 0\\)." } */
{
  vfprintf (stderr, fmt, ap);
}

/* { dg-final { scan-compile-output "fix-it:.*format-wrappers-7\\.c.:.12:1-12:1.:.__attribute__ \\(\\(format \\(printf, 1, 0\\)\\)\\) " } } */
/* { dg-prune-output "fix-it:" } */
