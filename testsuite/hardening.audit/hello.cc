// A C++ unit, for glibcxx-assertions.
#include <vector>

extern "C" int
util (const char *s)
{
  std::vector<int> v (4, s[0]);
  return v[1] != 0 ? 2 : 0;
}
