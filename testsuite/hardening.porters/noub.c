/* no-ub-opts: a signed overflow test, a re-read after a store through
   another type and a null test after a call of a function declared
   nonnull, which GCC folds away unless -fno-strict-overflow,
   -fno-strict-aliasing and -fno-delete-null-pointer-checks keep them.
   Exit status 0 when all three checks are kept.  */
#include <limits.h>
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

  return !(wraps (INT_MAX) && reread (&x, (float *) &x) == 0
           && consume_checks (NULL));
}
