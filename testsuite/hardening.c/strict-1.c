/* Strict mode forces the stack protector over -fno-stack-protector, says
   so in a note (without verbose), and the program is really protected.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-stack-protector -fplugin-arg-hardening-mode=strict" } */
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

/* { dg-note "strict mode overrides .-fno-stack-protector.: feature .stackprotector. forced \\\[-fplugin-arg-hardening-mode=strict\\\]" "" { target *-*-* } 0 } */
/* { dg-output "\\*\\*\\* stack smashing detected \\*\\*\\*: terminated" } */
