/* no-ub-opts: the checks a programmer wrote against undefined behaviour
   stay in the code: a signed overflow test (-fno-strict-overflow), a
   re-read after a store through another type (-fno-strict-aliasing) and a
   null test after a call whose argument GCC takes as non-null
   (-fno-delete-null-pointer-checks).  noub-2.c: without the feature GCC
   folds all three away.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file openssf.policy]" } */

#include <limits.h>
#include <stdio.h>
#include <string.h>

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

__attribute__ ((noipa)) int
copy_checks (char *dst, const char *src, size_t n)
{
  memcpy (dst, src, n);
  return src == NULL;
}

int
main (void)
{
  int x;
  char buf[1];

  printf ("overflow checked: %d\n", wraps (INT_MAX));
  printf ("store through float seen: %d\n", reread (&x, (float *) &x) == 0);
  printf ("null checked: %d\n", copy_checks (buf, NULL, 0));
  return 0;
}

/* { dg-output "overflow checked: 1\r?\nstore through float seen: 1\r?\nnull checked: 1" } */
/* { dg-final { scan-hardening-note "^  PASS no-ub-opts +1 unit: applied -fno-delete-null-pointer-checks -fno-strict-overflow -fno-strict-aliasing$" } } */
