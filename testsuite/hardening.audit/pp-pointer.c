/* A fortifiable call whose destination no compiler can size (a pointer
   parameter): unchecked, with _FORTIFY_SOURCE or without.  */
#include <string.h>

void
pp_pointer (char *d, const char *s)
{
  strcpy (d, s);
}
