/* A program with one fixed array, written into with strcpy: the stack
   protector gives main a canary, _FORTIFY_SOURCE a __strcpy_chk.  */
#include <stdio.h>
#include <string.h>

int
main (int argc, char **argv)
{
  char buf[16];
  strcpy (buf, argc > 1 ? argv[1] : "x");
  puts (buf);
  return 0;
}
