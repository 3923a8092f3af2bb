/* Calls of wrap-def.c's wrappers, which this unit cannot see: one with a
   non-literal format and no arguments per wrapper (lines 22 and 23), and
   the harmless kinds.  status is a wrapper only through vstatus.  */
#include <stdarg.h>

extern void statusline (int, const char *, ...);
extern void vstatus (const char *, va_list);

void
status (const char *fmt, ...)
{
  va_list ap;

  va_start (ap, fmt);
  vstatus (fmt, ap);
  va_end (ap);
}

int
main (int argc, char **argv)
{
  statusline (1, argv[0]);
  status (argv[0]);
  statusline (1, "%s", argv[0]);
  statusline (1, "literal");
  return argc > 5;
}
