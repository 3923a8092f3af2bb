/* Without zero-init-padding (GCC 15 and later) {0} initializes only a
   union's first member: the program of zeroinit-1.c reads the bytes the
   stack held in the others, automatic variable initialization
   (autovarinit = zero) notwithstanding, since the union has an
   initializer.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-hardening-disable=zero-init-padding" } */
/* { dg-require-effective-target zero_init_padding } */

#include <stdio.h>

union reply
{
  char code;
  unsigned char bytes[64];
};

__attribute__ ((noipa)) void
dirty_stack (void)
{
  volatile unsigned char junk[512];

  for (int i = 0; i < 512; i++)
    junk[i] = 0xa5;
}

__attribute__ ((noipa)) void
send (const union reply *r)
{
  int dirty = 0;

  for (int i = 0; i < 64; i++)
    dirty += r->bytes[i] != 0;
  printf ("bytes not zero: %d\n", dirty);
}

__attribute__ ((noipa)) void
answer (void)
{
  union reply r = { 0 };

  send (&r);
}

int
main (void)
{
  dirty_stack ();
  answer ();
  return 0;
}

/* { dg-output "bytes not zero: \[1-9\]" } */
/* { dg-final { scan-hardening-note "^  (FAIL|N/A ) zero-init-padding .*off.*-fplugin-arg-hardening-disable=zero-init-padding" } } */
