/* porters.exp: an 8-byte stack buffer overflowed by 64 bytes.  */
#include <string.h>

__attribute__ ((noipa)) void
copy (volatile char *d, const char *s, size_t n)
{
  for (size_t i = 0; i < n; i++)
    d[i] = s[i];
}

__attribute__ ((noipa)) int
smash (const char *s, size_t n)
{
  char buf[8];
  copy (buf, s, n);
  return buf[0];
}

int
main (void)
{
  static char big[64];
  volatile size_t n = sizeof big;
  memset (big, 'A', sizeof big);
  return smash (big, n) != 'A';
}
