/* An executable using the library, with a local array of its own.  */
#include <stdio.h>
#include "greet.h"

int
main (int argc, char **argv)
{
  char line[64];
  greet (argc > 1 ? argv[1] : "world", line, sizeof line);
  puts (line);
  return 0;
}
