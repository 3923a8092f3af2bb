/* Strict mode: a #undef _FORTIFY_SOURCE before the C library's headers
   is an error at its line, since only the policy may lower a feature
   there, and no object is written.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -fplugin-arg-hardening-mode=strict" } */

#undef _FORTIFY_SOURCE /* { dg-error ".#undef _FORTIFY_SOURCE. leaves hardening feature .fortify. at level 0, below the . that strict mode requires \\\[-fplugin-arg-hardening-mode=strict\\\]" } */
#include <string.h>

char buf[8];

void
f (const char *s)
{
  strcpy (buf, s);
}

/* { dg-final { output-exists-not } } */
