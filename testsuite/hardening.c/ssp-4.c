/* The stack protector does not depend on optimization: at -O0 a function
   with a 4-byte local array has a canary too.  */
/* { dg-do compile } */
/* { dg-options "-O0" } */
/* { dg-require-effective-target policy_stackprotector } */

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-final { scan-assembler-canary } } */
