/* copied-note.exp: code for every protection that the code shows.  copy
   has a fixed array written with strcpy (a canary, a __strcpy_chk), big
   a frame of 64 KiB (stack clash probes), and both are global functions
   called through a pointer (endbr64 at their entries, the IBT
   property).  */
#include <stdio.h>
#include <string.h>

__attribute__ ((noinline)) static int
use (char *p)
{
  __asm__ volatile ("" : : "r"(p) : "memory");
  return p[3];
}

__attribute__ ((noinline)) int
big (int n)
{
  char buf[65536];
  memset (buf, n, sizeof buf);
  return use (buf);
}

__attribute__ ((noinline)) int
copy (const char *s)
{
  char buf[16];
  strcpy (buf, s);
  puts (buf);
  return buf[0];
}

int (*volatile indirect_copy) (const char *) = copy;
int (*volatile indirect_big) (int) = big;

int
main (int argc, char **argv)
{
  return indirect_copy (argc > 1 ? argv[1] : "x") + indirect_big (argc)
         != 'x';
}
