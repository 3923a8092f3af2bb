/* A canary checked against a guard that is not the C library's:
   -mstack-protector-guard=global reads __stack_chk_guard, which x86's C
   library neither has nor sets; with OWN_GUARD the program defines it,
   and nothing makes it random (here it stays 0).  argv[1] bytes are
   copied into a 16-byte array, the bytes past 16 zeros: with a canary of
   0 the overflow of the canary goes unseen.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef OWN_GUARD
__attribute__ ((used)) unsigned long __stack_chk_guard;
#endif

__attribute__ ((noinline)) static void
copy (const char *s, size_t n)
{
  char buf[16];
  size_t i;

  for (i = 0; i < n; i++)
    ((volatile char *)buf)[i] = s[i];
  printf ("%.4s\n", buf);
}

int
main (int argc, char **argv)
{
  char big[64];

  memset (big, 'A', 16);
  memset (big + 16, 0, sizeof big - 16);
  copy (big, argc > 1 ? strtoul (argv[1], NULL, 0) : 8);
  puts ("returned");
  return 0;
}
