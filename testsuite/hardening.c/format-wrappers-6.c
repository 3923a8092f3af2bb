/* -Wno-format-security silences the wrapper's diagnostic (in the default
   mode the user's option wins), and the note records no call.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -Wno-format-security -fplugin-arg-hardening-format-wrappers=error" } */

#include <stdarg.h>
#include <stdio.h>

void
report (const char *fmt, ...)
{
  va_list ap;

  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
}

extern void elsewhere (const char *fmt, ...);

void
f (const char *user)
{
  report (user);
  elsewhere (user);
}

/* { dg-final { scan-compile-output-not "format not a string literal" } } */
/* { dg-final { scan-readelf-not "-p .note.hardening" "format-call" } } */
