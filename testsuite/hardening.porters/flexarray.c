/* strict-flex-arrays: a strcpy past a trailing char[1], inside the
   allocation, is caught by _FORTIFY_SOURCE only with
   -fstrict-flex-arrays=3.  */
#include <stdlib.h>
#include <string.h>

struct rec
{
  int len;
  char name[1];
};

__attribute__ ((noipa)) void
set_name (struct rec *r, const char *name)
{
  strcpy (r->name, name);
}

int
main (void)
{
  struct rec *r = malloc (sizeof *r + 16);
  volatile const char *name = "twelve bytes";

  set_name (r, (const char *) name);
  return r->name[0] != 't';
}
