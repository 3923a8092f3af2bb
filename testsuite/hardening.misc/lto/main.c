/* lto.exp: the main unit.  main copies its argument into an array in
   fill (a canary with -fstack-protector-strong) and prints a result that
   needs util.c's and inline.c's functions.  */
#include <stdio.h>
#include <string.h>

int util_sum (const char *);
int inline_twice (int);

__attribute__ ((noinline, noipa)) int
fill (const char *s)
{
  char buf[32];
  strncpy (buf, s, sizeof buf - 1);
  buf[sizeof buf - 1] = 0;
  return (int)strlen (buf);
}

int
main (int argc, char **argv)
{
  (void)argc;
  printf ("lto %d %d %d\n", fill (argv[0]) > 0, util_sum ("abc"),
          inline_twice (21));
  return 0;
}
