// C++: -fhardened defines _GLIBCXX_ASSERTIONS as the plugin would, once,
// and the note records the assertions as applied by -fhardened.
// { dg-do assemble }
// { dg-options "-O2 -fhardened" }
// { dg-require-effective-target fhardened }

#include <vector>

#ifndef _GLIBCXX_ASSERTIONS
#error "_GLIBCXX_ASSERTIONS is not defined"
#endif

int
at (const std::vector<int> &v, unsigned i)
{
  return v[i];
}

// { dg-bogus "redefined|Whardened" "" { target *-*-* } 0 }
// { dg-final { scan-hardening-note "PASS glibcxx-assertions +1 unit: applied _GLIBCXX_ASSERTIONS=1 by -fhardened" } }
