/* hardening-audit's evidence tests (evidence.exp): a caller of a function
   with a large frame, and of functions that _FORTIFY_SOURCE checks.  */
#include <stdio.h>
#include <string.h>

int big (int n);

int
main (int argc, char **argv)
{
  char name[16];
  strcpy (name, argv[0]);
  printf ("%s %d\n", name, big (argc));
  return 0;
}
