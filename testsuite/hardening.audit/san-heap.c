/* A heap overflow by one element when given an argument: AddressSanitizer
   reports it (heap-buffer-overflow), a plain build does not notice (the
   element stays within malloc's smallest chunk).  With two arguments, a
   signed overflow too: UndefinedBehaviorSanitizer reports it.  */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

int
main (int argc, char **argv)
{
  int *p = malloc (sizeof *p * (size_t)argc);
  if (p == NULL)
    return 2;
  p[argc - 1] = atoi (argv[0]) + argc;
  if (argc > 1)
    p[argc] = p[argc - 1]; /* one past the end */
  if (argc > 2)
    {
      int big = INT_MAX - argc + 3 + (argv[2][0] == 'x');
      big += argc; /* overflows */
      p[argc - 1] = big;
    }
  printf ("%d\n", p[argc - 1]);
  free (p);
  return 0;
}
