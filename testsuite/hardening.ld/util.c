/* A helper with a local array, so that the stack protector matters.  */
#include <string.h>

int
util (const char *s)
{
  char buf[16];
  strncpy (buf, s, sizeof buf - 1);
  buf[sizeof buf - 1] = 0;
  return (int) strlen (buf);
}
