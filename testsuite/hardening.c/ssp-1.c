/* The stack protector is on: overrunning a local array through a
   hand-written copy loop is caught when the function returns.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target policy_stackprotector } */
/* { dg-shouldfail "stack smashing detected" } */

#include <string.h>

__attribute__ ((noinline, noclone)) static void
copy (volatile char *dst, const char *src, size_t n)
{
  for (size_t i = 0; i < n; i++)
    dst[i] = src[i];
}

__attribute__ ((noinline, noclone)) static int
smash (const char *src, size_t n)
{
  char buf[8];
  copy (buf, src, n);
  return buf[0];
}

int
main (void)
{
  static char big[64];
  volatile size_t n = sizeof big;

  memset (big, 'A', sizeof big);
  return smash (big, n) != 'A';
}

/* { dg-output "\\*\\*\\* stack smashing detected \\*\\*\\*: terminated" } */
