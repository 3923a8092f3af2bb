// C++: a member function's implicit `this' is its argument 1, as in GCC's
// format attribute, so the wrapper is format (printf, 2, 3); free
// functions are wrappers as in C.
// { dg-do compile }
// { dg-options "-O2 -fplugin-arg-hardening-format-wrappers=warn" }
// { dg-require-effective-target policy_format }

#include <cstdarg>
#include <cstdio>

struct logger
{
  void log (const char *fmt, ...);
  static void slog (const char *fmt, ...);
};

void
logger::log (const char *fmt, ...) // { dg-note "forwards its argument 2 to .*; treated as .format \\(printf, 2, 3\\)." }
{
  va_list ap;
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
}

void
logger::slog (const char *fmt, ...) // { dg-note "forwards its argument 1 to .*; treated as .format \\(printf, 1, 2\\)." }
{
  va_list ap;
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
}

void
f (logger &l, const char *user)
{
  l.log (user); // { dg-warning "format not a string literal and no format arguments \\\[-Wformat-security\\\]" }
  l.log ("literal");
  l.log ("%s", user);
  logger::slog (user); // { dg-warning "format not a string literal and no format arguments \\\[-Wformat-security\\\]" }
}
