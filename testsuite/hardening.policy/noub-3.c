/* no-ub-opts: the object is byte-identical to the one of the hand-written
   flags with -fno-delete-null-pointer-checks -fno-strict-overflow
   -fno-strict-aliasing.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -fplugin-arg-hardening-no-ub-opts=on" } */

#include <string.h>

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

int
copy_checks (char *dst, const char *src, size_t n)
{
  memcpy (dst, src, n);
  return src == NULL;
}

/* { dg-final { object-matches-handwritten "[hardening_handwritten_flags] -fno-delete-null-pointer-checks -fno-strict-overflow -fno-strict-aliasing" } } */
