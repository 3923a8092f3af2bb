/* no-ub-opts: the checks a programmer wrote against undefined behaviour
   stay in the code: a signed overflow test (-fno-strict-overflow), a
   re-read after a store through another type (-fno-strict-aliasing) and a
   null test after a call of a function whose argument is declared nonnull
   (-fno-delete-null-pointer-checks).  noub-2.c: without the feature GCC
   folds all three away.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file openssf.policy]" } */

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

/* { dg-output "overflow checked: 1\r?\nstore through float seen: 1\r?\nnull checked: 1" } */
/* { dg-final { scan-hardening-note "^  PASS no-ub-opts +1 unit: applied -fno-delete-null-pointer-checks -fno-strict-overflow -fno-strict-aliasing$" } } */
