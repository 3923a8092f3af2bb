/* lto.exp, i: the program of flags-util.c, whose compile's options
   lto.exp varies.  It prints whether INT_MAX + 1 wrapped (0 with
   -fwrapv, 1 where GCC takes the overflow as impossible) and what the
   cleanup of flags_cleanup released.  */
#include <limits.h>
#include <stdio.h>

int flags_wraps (int x);
int flags_cleanup (int n);

volatile int flags_big = INT_MAX;

static int
flags_step (int v)
{
  return v * 2;
}

int (*volatile flags_hook) (int) = flags_step;

int
main (void)
{
  int r = flags_cleanup (3);
  printf ("flags %d %d\n", flags_wraps (flags_big), r);
  return 0;
}
