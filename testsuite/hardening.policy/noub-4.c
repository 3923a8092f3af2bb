/* The command line's -fstrict-aliasing lowers no-ub-opts in the default
   mode: the re-read is folded, the two other options still apply (as
   when the hand-written flags come first), and the note says lowered.  */
/* { dg-do run } */
/* { dg-options "-O2 -fstrict-aliasing -fplugin-arg-hardening-no-ub-opts=on" } */

#include <limits.h>
#include <stdio.h>

__attribute__ ((noipa)) int
wraps (int x)
{
  return x + 1 < x;
}

__attribute__ ((noipa)) int
reread (int *i, float *f)
{
  *i = 1;
  *f = 0.0f;
  return *i;
}

int
main (void)
{
  int x;

  printf ("overflow checked: %d\n", wraps (INT_MAX));
  printf ("store through float seen: %d\n", reread (&x, (float *) &x) == 0);
  return 0;
}

/* { dg-output "overflow checked: 1\r?\nstore through float seen: 0" } */
/* { dg-final { scan-hardening-note "^  FAIL no-ub-opts .*lowered by -fstrict-aliasing$" } } */
