/* A shared library linked through the specs: RELRO and BIND_NOW, but no
   PIE flag (-pie must not be added to -shared), and the canary.  */
/* { dg-do link } */
/* { dg-options "-O2 -shared -fPIC" } */

#include <stdio.h>

int
greet (const char *who, char *out, int n)
{
  char buf[32];
  snprintf (buf, sizeof buf, "hello %s", who);
  return snprintf (out, n, "%s", buf);
}

/* { dg-final { scan-elf-hardened shared-lib } } */
