/* A policy whose only section names no key ([*] alone)
   does not turn the stack protector off: it takes the built-in default of
   the target, and an overrun of a local array is caught at return.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file no-key.policy]" } */
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
