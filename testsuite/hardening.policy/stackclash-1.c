/* The x86_64 policy turns stack clash protection on: a variable-sized
   array and a frame larger than a page are probed ("or $0" on the
   stack pointer).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-stack-protector" } */
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

/* { dg-final { scan-assembler "or\[lq\]\\s+\\\$0, (-?\[0-9\]+)?\\(%rsp" { target { ! stack_probe_byte } } } } */
/* GCC 16 probes with a byte.  */
/* { dg-final { scan-assembler "orb\\s+\\\$0, (-?\[0-9\]+)?\\(%rsp" { target stack_probe_byte } } } */
