/* A nested function whose address is taken: add_all builds a trampoline
   (on the stack, unless GCC 14 puts it on the heap).  */
#include <stdio.h>

static int
apply (int (*f) (int), int x)
{
  return f (x);
}

int __attribute__ ((noinline))
add_all (int n, int k)
{
  int add (int x) { return x + k; }
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += apply (add, i);
  return sum;
}

int
main (void)
{
  printf ("sum %d\n", add_all (10, 3));
  return 0;
}
