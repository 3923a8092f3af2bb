/* counted_by on a pointer member (GCC 16) bounds what it points to for
   _FORTIFY_SOURCE=3: a memcpy past its count aborts, and the fortify
   coverage counts the call checked at run time.  */
/* { dg-do run } */
/* { dg-require-effective-target counted_by_pointer } */
/* { dg-require-effective-target fortify_level_3 } */
/* { dg-options "-O2" } */
/* { dg-shouldfail "buffer overflow detected" } */

#include <stdlib.h>
#include <string.h>

struct buffer
{
  size_t len;
  char *data __attribute__ ((counted_by (len)));
};

static char src[64];

int
main (void)
{
  volatile size_t n = 40;
  struct buffer b;

  b.data = malloc (64);
  if (b.data == NULL)
    return 1;
  b.len = 16;
  memcpy (b.data, src, n);
  return b.data[0];
}

/* { dg-output "\\*\\*\\* buffer overflow detected \\*\\*\\*: terminated" } */
/* { dg-final { scan-readelf {-p .note.hardening} {fortify-calls 0 1 0\\n} } } */
