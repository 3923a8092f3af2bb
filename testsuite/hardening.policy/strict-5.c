/* Strict mode (the argument) ignores DEB_BUILD_HARDENING=0: on x86_64 the
   canary, the stack clash probes, endbr64 and _FORTIFY_SOURCE are all
   there.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-mode=strict" } */
/* { dg-env DEB_BUILD_HARDENING=0 } */
/* { dg-require-effective-target x86_64 } */

#include <string.h>

#if !defined _FORTIFY_SOURCE || !defined __CET__
#error "strict mode let DEB_BUILD_HARDENING=0 lower _FORTIFY_SOURCE or branch"
#endif

extern void use (char *);

void
f (int n)
{
  char buf[n];
  use (buf);
}

/* { dg-final { scan-assembler-canary } } */
/* { dg-final { scan-assembler "or\[lq\]\\s+\\\$0, (-?\[0-9\]+)?\\(%rsp" { target { ! stack_probe_byte } } } } */
/* GCC 16 probes with a byte.  */
/* { dg-final { scan-assembler "orb\\s+\\\$0, (-?\[0-9\]+)?\\(%rsp" { target stack_probe_byte } } } */
/* { dg-final { scan-assembler "endbr64" } } */
