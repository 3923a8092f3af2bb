/* A function with a local array: -fstack-protector-strong gives it a
   canary, and the program a __stack_chk_fail reference, whatever the
   other units were built with (evidence.exp).  */
#include <stdio.h>
#include <string.h>

int
ev_helper (const char *s)
{
  char copy[32];
  snprintf (copy, sizeof copy, "%s", s);
  return (int)strlen (copy);
}
