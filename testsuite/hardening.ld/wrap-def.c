/* The format wrappers of the two-unit link tests: statusline forwards to
   vsnprintf; vstatus is a va_list forwarder that wrap-call.c's status
   forwards to.  */
#include <stdarg.h>
#include <stdio.h>

static char buf[80];

void
statusline (int importance, const char *msg, ...)
{
  va_list ap;

  va_start (ap, msg);
  vsnprintf (buf, sizeof buf, msg, ap);
  va_end (ap);
  (void)importance;
}

void
vstatus (const char *fmt, va_list ap)
{
  vfprintf (stderr, fmt, ap);
}
