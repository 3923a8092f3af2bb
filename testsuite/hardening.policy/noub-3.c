/* no-ub-opts: the object is byte-identical to the one of the hand-written
   flags with -fno-delete-null-pointer-checks -fno-strict-overflow
   -fno-strict-aliasing.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -fplugin-arg-hardening-no-ub-opts=on" } */

#include <stddef.h>

int
wraps (int x)
{
  return x + 1 < x;
}

int
reread (int *i, float *f)
{
  *i = 1;
  *f = 0.0f;
  return *i;
}

extern void consume (const char *) __attribute__ ((nonnull));

int
consume_checks (const char *s)
{
  consume (s);
  return s == NULL;
}

/* { dg-final { object-matches-handwritten "[hardening_handwritten_flags] -fno-delete-null-pointer-checks -fno-strict-overflow -fno-strict-aliasing" } } */
