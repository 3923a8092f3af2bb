// _FORTIFY_SOURCE in C++: strcpy into a fixed-size array, with a source
// whose length is known only at run time, aborts.
// { dg-do run }
// { dg-options "-O2" }
// { dg-shouldfail "buffer overflow detected" }

#include <cstring>

static char dst[8];
static char src[32];

int
main ()
{
  volatile std::size_t n = 20;

  std::memset (src, 'x', n);
  std::strcpy (dst, src);
  return dst[0] != 'x';
}

// { dg-output "\\*\\*\\* buffer overflow detected \\*\\*\\*: terminated" }
