/* zero-init-padding: a union initialized with {0} reads as zeros in every
   byte after the stack held other bytes (GCC 15 and later clear only its
   first member without -fzero-init-padding-bits=all).  Exit status 0 when
   every byte is zero.  */
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

__attribute__ ((noipa)) int
count_dirty (const union reply *r)
{
  int dirty = 0;

  for (int i = 0; i < 64; i++)
    dirty += r->bytes[i] != 0;
  return dirty;
}

__attribute__ ((noipa)) int
answer (void)
{
  union reply r = { 0 };

  return count_dirty (&r);
}

int
main (void)
{
  dirty_stack ();
  return answer () != 0;
}
