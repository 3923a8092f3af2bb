/* The policy zero-initializes automatic variables: on x86_64 a 1000-byte
   local array is cleared (rep stos or memset) before its use.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-stack-protector" } */
/* { dg-require-effective-target autovarinit } */
/* { dg-require-effective-target x86_64 } */

extern void use (char *);

void
f (void)
{
  char buf[1000];
  use (buf);
}

/* { dg-final { scan-assembler "rep stos|call\[ \t\]+memset" } } */
