/* DEB_BUILD_HARDENING_STACKCLASH=0: no stack clash probes on x86_64 for a
   variable-sized array or a big frame; endbr64 is still there.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-stack-protector" } */
/* { dg-env DEB_BUILD_HARDENING_STACKCLASH=0 } */
/* { dg-require-effective-target x86_64 } */

extern void use (char *);

void
vla (int n)
{
  char buf[n];
  use (buf);
}

void
big (void)
{
  char buf[100000];
  use (buf);
}

/* { dg-final { scan-assembler-not "or\[lq\]\\s+\\\$0, (-?\[0-9\]+)?\\(%rsp" { target { ! stack_probe_byte } } } } */
/* GCC 16 probes with a byte.  */
/* { dg-final { scan-assembler-not "orb\\s+\\\$0, (-?\[0-9\]+)?\\(%rsp" { target stack_probe_byte } } } */
/* { dg-final { scan-assembler "endbr64" } } */
