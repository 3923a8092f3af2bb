/* Compiled through ccache by cache.exp, before and after the default specs
   are switched on: a copy into a stack buffer, which the hardened compile
   turns into __strcpy_chk (fortify) in a function with a canary
   (-fstack-protector-strong), and which an object served from the cache
   from before the switch lacks, with the gcc-hardening note.  */
#include <stdio.h>
#include <string.h>

int
copy (const char *s)
{
  char buf[16];
  strcpy (buf, s);
  puts (buf);
  return buf[0];
}

int
main (int argc, char **argv)
{
  return copy (argc > 1 ? argv[1] : "x") != 'x';
}
