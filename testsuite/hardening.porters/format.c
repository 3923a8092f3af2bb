/* porters.exp: a user string as a format.  */
#include <stdio.h>

void
f (const char *s)
{
  printf (s);
}
