/* -fplugin-arg-hardening-format-wrappers=off: no inference, no diagnostic,
   nothing in the note but the feature's line.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -fplugin-arg-hardening-format-wrappers=off" } */

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

void
f (const char *user)
{
  report (user);
}

/* { dg-final { scan-readelf "-p .note.hardening" "feature format-wrappers off off arg -fplugin-arg-hardening-format-wrappers=off" } } */
/* { dg-final { scan-readelf-not "-p .note.hardening" "format-wrapper " } } */
