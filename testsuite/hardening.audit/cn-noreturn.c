/* A main program that never returns, as a Fortran one ending in STOP:
   the stack protector loads main's canary, and its check, on a return
   path that the call of exit leaves out, is gone, and with it the
   program's only reference to __stack_chk_fail.  */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main (int argc, char **argv)
{
  char buf[16];
  strncpy (buf, argc > 1 ? argv[1] : "x", sizeof buf - 1);
  buf[sizeof buf - 1] = '\0';
  puts (buf);
  exit (0);
}
