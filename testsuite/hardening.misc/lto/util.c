/* lto.exp: a unit with a function of its own (not inlined), which has an
   array: a canary with -fstack-protector-strong.  */
#include <string.h>

__attribute__ ((noinline, noipa)) int
util_sum (const char *s)
{
  char buf[16];
  int sum = 0;
  strncpy (buf, s, sizeof buf - 1);
  buf[sizeof buf - 1] = 0;
  for (size_t i = 0; buf[i]; i++)
    sum += buf[i] - 'a' + 1;
  return sum;
}
