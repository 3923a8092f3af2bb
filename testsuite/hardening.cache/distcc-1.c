/* Compiled through distcc by distcc.exp, on a distccd with the default specs
   installed: a copy into a stack buffer, which the hardened compile
   turns into __strcpy_chk (fortify) in a function with a canary
   (-fstack-protector-strong), and whose object carries the gcc-hardening
   note of the compile that ran on the server.  */
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
