/* A helper with a local array and a fortifiable copy.  */
#include <string.h>

int
util (const char *s)
{
  char buf[16];
  strcpy (buf, s);
  return (int) strlen (buf);
}
