/* porters.exp: a user string as the format of a printf-like wrapper
   without the format attribute.  */
#include <stdarg.h>
#include <stdio.h>

void
say (const char *fmt, ...)
{
  va_list ap;

  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
}

void
f (const char *s)
{
  say (s);
}
