/* main never returns: GCC loads its canary and never checks it, so the
   program references no __stack_chk_fail; the code shows the canary.  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main (int argc, char **argv)
{
  char name[64];
  strncpy (name, argc > 1 ? argv[1] : "x", sizeof name - 1);
  name[sizeof name - 1] = 0;
  puts (name);
  exit (0);
}
