/* A shared library function with a local array: a canary with
   -fstack-protector-strong.  */
#include <stdio.h>
#include <string.h>
#include "greet.h"

int
greet (const char *who, char *out, int size)
{
  char buf[64];
  snprintf (buf, sizeof buf, "hello, %s", who);
  return snprintf (out, size, "%s", buf);
}
