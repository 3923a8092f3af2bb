/* Without no-ub-opts (the shipped policy leaves it off) GCC takes the
   overflow, the store through another type and a null argument of a
   function declared nonnull as impossible, and folds the three checks of
   noub-1.c away: what the feature keeps.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <limits.h>
#include <stdio.h>
#include <stddef.h>

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

__attribute__ ((noipa, nonnull)) void
consume (const char *s)
{
  (void) s;
}

__attribute__ ((noipa)) int
consume_checks (const char *s)
{
  consume (s);
  return s == NULL;
}

int
main (void)
{
  int x;

  printf ("overflow checked: %d\n", wraps (INT_MAX));
  printf ("store through float seen: %d\n", reread (&x, (float *) &x) == 0);
  printf ("null checked: %d\n", consume_checks (NULL));
  return 0;
}

/* { dg-output "overflow checked: 0\r?\nstore through float seen: 0\r?\nnull checked: 0" } */
/* { dg-final { scan-hardening-note "^  N/A  no-ub-opts .*: off in the policy \\(hardening\\.policy:\[0-9\]+\\)$" } } */
