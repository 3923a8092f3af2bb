/* A strcpy from the command line into an 8-byte array of a local
   structure: a longer argument runs into the array after it, which the
   stack protector's canary does not guard; _FORTIFY_SOURCE (level 2 or
   more: the size of the array itself) aborts there.  The second array
   is printed to show the overflow.  */
#include <stdio.h>
#include <string.h>

struct rec
{
  char name[8];
  char tail[24];
};

void
pp_copy (const char *s)
{
  struct rec r;
  memset (&r, 0, sizeof r);
  strcpy (r.name, s);
  printf ("tail: %s\n", r.tail);
}
