/* The command line's -fstrict-overflow, which sets -fwrapv and
   -fwrapv-pointer's variables without marking them as given, lowers
   no-ub-opts in the default mode: the overflow test is folded, and the
   note says lowered by it.  */
/* { dg-do run } */
/* { dg-options "-O2 -fstrict-overflow -fplugin-arg-hardening-no-ub-opts=on" } */

#include <limits.h>
#include <stdio.h>

__attribute__ ((noipa)) int
wraps (int x)
{
  return x + 1 < x;
}

int
main (void)
{
  printf ("overflow checked: %d\n", wraps (INT_MAX));
  return 0;
}

/* { dg-output "overflow checked: 0" } */
/* { dg-final { scan-hardening-note "^  FAIL no-ub-opts .*lowered by -fstrict-overflow$" } } */
