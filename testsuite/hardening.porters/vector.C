// porters.exp: std::vector indexed out of bounds.
#include <vector>

int
main (int argc, char **)
{
  std::vector<int> v (4);
  return v[argc + 7];
}
