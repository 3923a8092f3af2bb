/* lto.exp, i: a function whose code depends on signed overflow being
   undefined (-fstrict-overflow folds the comparison to 1), and one with
   a cleanup around a call through a pointer (which may throw, whatever
   lto1 knows of the functions), which -fexceptions gives a landing pad
   and an entry in .gcc_except_table.  */
#include <stdio.h>

extern int (*volatile flags_hook) (int);

__attribute__ ((noinline, noipa)) int
flags_wraps (int x)
{
  return x + 1 > x;
}

static void
release (int *p)
{
  printf ("released %d\n", *p);
}

__attribute__ ((noinline, noipa)) int
flags_cleanup (int n)
{
  int v __attribute__ ((cleanup (release))) = n;
  return flags_hook (v);
}
