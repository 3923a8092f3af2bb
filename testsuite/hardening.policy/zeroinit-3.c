/* zero-init-padding (GCC 15 and later): the object is byte-identical to
   the one of the hand-written flags, -fzero-init-padding-bits=all among
   them.  */
/* { dg-do assemble } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target zero_init_padding } */

struct pair
{
  char tag;
  long value;
};

union reply
{
  char code;
  unsigned char bytes[64];
};

extern void send (const void *, unsigned long);

void
answer (long v)
{
  union reply r = { 0 };
  struct pair p = { 1, v };

  send (&r, sizeof r);
  send (&p, sizeof p);
}

/* { dg-final { object-matches-handwritten "[hardening_handwritten_flags]" } } */
