// The policy turns on _GLIBCXX_ASSERTIONS for C++, and libstdc++ really
// checks: an out-of-range operator[] on a vector aborts.
// { dg-do run }
// { dg-options "-O2" }
// { dg-shouldfail "libstdc++ assertion" }

#include <cstdio>
#include <vector>

int
main (int argc, char **)
{
  std::vector<int> v (1);
  volatile int i = 4 + argc;
  std::printf ("%d\n", v[i]);
  return 0;
}

// { dg-output "Assertion '__n < this->size\\(\\)' failed" { target libstdcxx_assertion_message } }
