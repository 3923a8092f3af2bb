/* -fplugin-arg-hardening-disable=stackprotector,fortify: the code of a
   unit that compiles has no canary.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-disable=stackprotector,fortify" } */

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-final { scan-assembler-canary-not } } */
