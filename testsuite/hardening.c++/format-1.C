// -Werror=format-security in C++: a user string as printf format is an
// error with GCC's own text; implied -Wformat warnings are there.
// { dg-do compile }
// { dg-options "-O2" }

#include <cstdio>

void
f (const char *user, int i)
{
  std::printf (user); // { dg-error "format not a string literal and no format arguments \\\[-Werror=format-security\\\]" }
  std::printf ("%d\n", i, i); // { dg-warning "too many arguments for format \\\[-Wformat-extra-args\\\]" }
}
