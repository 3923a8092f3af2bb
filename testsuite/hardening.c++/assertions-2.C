// #undef _GLIBCXX_ASSERTIONS after libstdc++'s configuration header
// changes nothing: the out-of-range operator[] aborts and the note says
// applied.
// { dg-do run }
// { dg-options "-O2" }
// { dg-shouldfail "libstdc++ assertion" }

#include <cstdio>
#include <vector>
#undef _GLIBCXX_ASSERTIONS

int
main (int argc, char **)
{
  std::vector<int> v (1);
  v.reserve (16);
  volatile int i = 4 + argc;
  std::printf ("unchecked %d\n", v[i] * 0);
  return 0;
}

// { dg-output "Assertion '__n < this->size\\(\\)' failed" { target libstdcxx_assertion_message } }
// { dg-final { scan-readelf {-p .note.hardening} {feature glibcxx-assertions on applied [a-z]+ _GLIBCXX_ASSERTIONS=1\\n} } }
// { dg-final { audit-object glibcxx-assertions PASS {1 unit: applied _GLIBCXX_ASSERTIONS=1$} 0 } }
