/* check-deb: a copy past a local array.  With the default specs alone a
   plain "gcc smash.c" (-O0, no fortify) has the canary, and the program
   aborts with "stack smashing detected" when its argument is longer than
   the array.  */
#include <stdio.h>
#include <string.h>

int
main (int argc, char **argv)
{
  char buf[16];

  strcpy (buf, argc > 1 ? argv[1] : "short");
  puts (buf);
  return 0;
}
