/* The main program of the hardening-audit tests: a fortifiable copy into a
   local array, so that the stack protector and _FORTIFY_SOURCE matter.  */
#include <stdio.h>
#include <string.h>

extern int util (const char *);

int
main (int argc, char **argv)
{
  char buf[32];
  strcpy (buf, argc > 1 ? argv[1] : "ok");
  printf ("%s\n", buf);
  return util (buf) != 2;
}
