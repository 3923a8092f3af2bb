/* no-ub-opts: a signed overflow test, a re-read after a store through
   another type and a null test after memcpy, which GCC folds away unless
   -fno-strict-overflow, -fno-strict-aliasing and
   -fno-delete-null-pointer-checks keep them.  Exit status 0 when all
   three checks are kept.  */
#include <limits.h>
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

  return !(wraps (INT_MAX) && reread (&x, (float *) &x) == 0
           && copy_checks (buf, NULL, 0));
}
