/* A function that escapes its unit's stack protector by an attribute.  */
#include <string.h>

__attribute__ ((no_stack_protector)) int
unguarded (const char *s)
{
  char buf[16];
  strcpy (buf, s);
  return (int) strlen (buf);
}
