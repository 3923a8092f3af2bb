/* _FORTIFY_SOURCE reaches glibc's headers: the fortified strcpy wrapper is
   used, and it is defined to the configured level.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

#include <string.h>

#if !defined _FORTIFY_SOURCE || __USE_FORTIFY_LEVEL < 1
#error "glibc does not fortify"
#endif

char buf[8];

void
f (const char *s)
{
  strcpy (buf, s);
}

/* { dg-final { scan-assembler "__strcpy_chk" } } */
