/* zero-init-padding, on in the shipped policy: a union initialized with
   {0} reads as zeros in every byte, whatever the stack held.  From GCC 15
   {0} initializes only the first member and the plugin's
   -fzero-init-padding-bits=all clears the rest (zeroinit-2.c: without
   it the other member keeps the stack's bytes); before GCC 15 the option
   does not exist, {0} clears the whole union, and the note says
   unsupported.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

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

/* { dg-output "bytes not zero: 0" } */
/* { dg-final { scan-audit "^  PASS zero-init-padding +1 unit: applied -fzero-init-padding-bits=all$" { target zero_init_padding } } } */
/* { dg-final { scan-audit "^  N/A  zero-init-padding +.*: unsupported \\(-fzero-init-padding-bits is GCC 15's; before it, .0. clears a whole union\\)$" { target { ! zero_init_padding } } } } */
