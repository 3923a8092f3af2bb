/* counted_by on a flexible array member bounds it for _FORTIFY_SOURCE=3:
   a memcpy past its count aborts, and the fortify coverage counts the
   call checked at run time; no fortify-flexible line, as the member has
   its counted_by.  */
/* { dg-do run } */
/* { dg-require-effective-target counted_by } */
/* { dg-require-effective-target fortify_level_3 } */
/* { dg-options "-O2" } */
/* { dg-shouldfail "buffer overflow detected" } */

#include <stdlib.h>
#include <string.h>

struct packet
{
  size_t len;
  char data[] __attribute__ ((counted_by (len)));
};

static char src[64];

int
main (void)
{
  volatile size_t n = 40;
  struct packet *p = malloc (sizeof *p + 64);

  if (p == NULL)
    return 1;
  p->len = 16;
  memcpy (p->data, src, n);
  return p->data[0];
}

/* { dg-output "\\*\\*\\* buffer overflow detected \\*\\*\\*: terminated" } */
/* { dg-final { scan-readelf {-p .note.hardening} {fortify-calls 0 1 0\\n} } } */
/* { dg-final { scan-readelf-not {-p .note.hardening} {fortify-flexible} } } */
