/* At the warn level the diagnostic stays a warning even under -Werror: a
   wrapper's finding never fails a build that is correct.  The note lists
   the exported wrapper and the call of an external function that another
   unit may define as a wrapper, for hardening-ld.so.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -Werror -fplugin-arg-hardening-format-wrappers=warn" } */
/* { dg-require-effective-target policy_format } */

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

extern void elsewhere (int, const char *fmt, ...);

void
f (const char *user)
{
  report (user); /* { dg-warning "format not a string literal and no format arguments \\\[-Wformat-security\\\]" } */
  elsewhere (1, user);
  elsewhere (1, "literal");
}

/* { dg-final { scan-readelf "-p .note.hardening" "format-wrapper report report 1 2 printf vfprintf vfprintf 2 13 1 " } } */
/* { dg-final { scan-readelf "-p .note.hardening" "format-call elsewhere elsewhere 2 warning 28 3 " } } */
