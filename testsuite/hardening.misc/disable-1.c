/* -fplugin-arg-hardening-disable: the plugin loads and changes nothing
   (no canary, no _FORTIFY_SOURCE, no format error), even in strict
   mode.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-disable -fplugin-arg-hardening-mode=strict -fno-stack-protector" } */

#ifdef _FORTIFY_SOURCE
#error "_FORTIFY_SOURCE defined although disabled"
#endif
#ifdef __SSP_STRONG__
#error "stack protector set although disabled"
#endif

#include <stdio.h>

extern void use (char *);

void
f (const char *user)
{
  char buf[4];
  use (buf);
  printf (user); /* { dg-bogus "format" } */
}

/* { dg-final { scan-assembler-canary-not } } */
