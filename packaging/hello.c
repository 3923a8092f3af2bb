/* check-deb: hardened by the default specs alone.  The copy into the
   malloc'd buffer of a run-time size is checked (__strcpy_chk) only with
   _FORTIFY_SOURCE=3; the local array brings a canary.  It is C++ too.  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main (int argc, char **argv)
{
  const char *s = argc > 1 ? argv[1] : "hello, world";
  char *p = (char *) malloc (16 * (size_t) argc);
  char line[64];

  if (p == NULL)
    return 1;
  strcpy (p, s);
  snprintf (line, sizeof line, "%s", p);
  puts (line);
  free (p);
  return 0;
}
