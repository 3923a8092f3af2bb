// At -O2 the C++ object is byte-identical to the one compiled without the
// plugin and with the hand-written flags.
// { dg-do assemble }
// { dg-options "-O2" }

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

struct rec
{
  char name[16];
  std::vector<int> values;

  explicit rec (const char *n)
  {
    char tmp[32];
    std::strcpy (tmp, n);
    std::strncpy (name, tmp, sizeof name - 1);
    name[sizeof name - 1] = 0;
  }
};

int
report (const rec &r, int n)
{
  char line[64];
  std::snprintf (line, sizeof line, "%s:%d", r.name, n);
  return std::printf ("%s\n", line);
}

int
main (int argc, char **argv)
{
  rec r (argc > 1 ? argv[1] : "none");
  for (int i = 0; i < argc; i++)
    r.values.push_back (i);
  std::string s (r.name);
  char buf[4];
  std::sprintf (buf, "%d", argc % 10);
  return report (r, argc) + (int) s.size () + buf[0];
}

// { dg-final { object-matches-handwritten [hardening_handwritten_flags] } }
