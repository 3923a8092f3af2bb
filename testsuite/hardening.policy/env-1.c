/* DEB_BUILD_HARDENING=0 turns everything off: no canary, no
   _FORTIFY_SOURCE, no format-security error, and on x86_64 no stack clash
   probes, no endbr64, no __CET__, no zeroing of locals.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-env DEB_BUILD_HARDENING=0 } */
/* { dg-require-effective-target x86_64 } */

#include <stdio.h>

#if defined _FORTIFY_SOURCE || defined __CET__
#error "_FORTIFY_SOURCE or __CET__ defined with DEB_BUILD_HARDENING=0"
#endif

extern void use (char *);

void
f (int n, const char *s)
{
  char buf[1000];
  char vla[n];
  use (buf);
  use (vla);
  printf (s);
}

/* { dg-final { scan-assembler-canary-not } } */
/* { dg-final { scan-assembler-not "or\[lq\]\\s+\\\$0, (-?\[0-9\]+)?\\(%rsp" { target { ! stack_probe_byte } } } } */
/* GCC 16 probes with a byte.  */
/* { dg-final { scan-assembler-not "orb\\s+\\\$0, (-?\[0-9\]+)?\\(%rsp" { target stack_probe_byte } } } */
/* { dg-final { scan-assembler-not "endbr64" } } */
/* { dg-final { scan-assembler-not "rep stos|call\[ \t\]+memset" } } */
