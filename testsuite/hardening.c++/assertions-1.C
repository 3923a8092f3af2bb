// #undef _GLIBCXX_ASSERTIONS before libstdc++'s headers turns its checks
// off: an out-of-range operator[] goes unchecked, and the note, the audit
// and the link-time check say so, naming the line.
// { dg-do run }
// { dg-options "-O2" }

#undef _GLIBCXX_ASSERTIONS
#include <cstdio>
#include <vector>

int
main (int argc, char **)
{
  std::vector<int> v (1);
  v.reserve (16);
  volatile int i = 4 + argc;
  std::printf ("unchecked %d\n", v[i] * 0);
  return 0;
}

// { dg-output "unchecked 0" }
// { dg-final { scan-readelf {-p .note.hardening} {feature glibcxx-assertions on lowered [a-z]+ #undef _GLIBCXX_ASSERTIONS at [^ ]*assertions-1\.C:7\\n} } }
// { dg-final { audit-object glibcxx-assertions FAIL {[^ ]*assertions-1\.C: lowered by #undef _GLIBCXX_ASSERTIONS at [^ ]*assertions-1\.C:7$} 1 } }
// { dg-final { link-check-object 1 {error: .*assertions-1\.C: glibcxx-assertions lowered by #undef _GLIBCXX_ASSERTIONS at [^ ]*assertions-1\.C:7 \[gcc-hardening\]} } }
