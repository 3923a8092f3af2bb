// Fortify coverage in C++: std::memcpy into a pointer of unknown size is
// unchecked, snprintf into an array checked at run time; the copies inside
// libstdc++'s own inline code (std::string, std::vector) are no call of
// the source and are not counted.
// { dg-do assemble }
// { dg-options "-O2" }

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

std::string
join (const char *s)
{
  std::string x (s);
  x += "abc";
  return x;
}

std::vector<int>
copy (const std::vector<int> &v)
{
  return std::vector<int> (v);
}

void
raw (char *d, const char *s, std::size_t n)
{
  std::memcpy (d, s, n);
}

void
number (int x, void (*use) (const char *))
{
  char b[10];
  std::snprintf (b, sizeof b, "%d", x);
  use (b);
}

// { dg-final { scan-readelf {-p .note.hardening} {fortify-calls 0 1 1\\n} } }
// { dg-final { scan-readelf {-p .note.hardening} {fortify-unchecked memcpy _Z3rawPcPKc[jm] 30 15 [^ ]*coverage-1\.C\\n} } }
// { dg-final { object-matches-handwritten [hardening_handwritten_flags] } }
