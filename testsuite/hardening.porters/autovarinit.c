/* porters.exp: a stack dirtied by one call, then an uninitialized array
   in the next must read as zeros.  */
__attribute__ ((noipa)) int
dirty (void)
{
  volatile char a[256];
  for (int i = 0; i < 256; i++)
    a[i] = 0x5a;
  return a[7];
}

__attribute__ ((noipa)) int
check (void)
{
  volatile char a[256];
  int bad = 0;
  for (int i = 0; i < 256; i++)
    bad |= a[i];
  return bad;
}

int
main (void)
{
  dirty ();
  return check () != 0;
}
