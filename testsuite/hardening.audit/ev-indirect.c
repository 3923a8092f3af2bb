/* A global function called through a pointer (evidence.exp): compiled
   with -fcf-protection it starts with endbr64, the landing pad that IBT
   wants at the target of an indirect call; without, ld -z ibt still
   marks the program.  */
#include <stdio.h>

int
exported_fn (int x)
{
  return x * 3;
}

int
main (int argc, char **argv)
{
  int (*volatile f) (int) = exported_fn;
  printf ("%d\n", f (argc));
  return 0;
}
