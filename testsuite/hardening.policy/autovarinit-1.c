/* The policy zero-initializes automatic variables: a function reading an
   uninitialized array, called where another left junk on the stack, sees
   only zeros.  */
/* { dg-do run } */
/* { dg-options "-O2 -Wno-uninitialized -Wno-maybe-uninitialized" } */
/* { dg-require-effective-target autovarinit } */

#include <stdio.h>

__attribute__ ((noipa)) void
dirty (void)
{
  volatile char junk[256];
  for (int i = 0; i < 256; i++)
    junk[i] = 0x5a;
}

__attribute__ ((noipa)) int
read_uninitialized (void)
{
  int a[32];
  int seen = 0;
  for (int i = 0; i < 32; i++)
    seen |= a[i];
  return seen;
}

int
main (void)
{
  dirty ();
  int seen = read_uninitialized ();
  printf ("uninitialized array: %#x\n", (unsigned) seen);
  return seen != 0;
}

/* { dg-output "uninitialized array: 0\r?\n" } */
