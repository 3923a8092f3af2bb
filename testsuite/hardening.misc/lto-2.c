/* -flto -save-temps: the code lto1 generates with the plugin loaded keeps
   the canary of a function with a 4-byte array, and _FORTIFY_SOURCE
   reached the compile (the fortified call survives).  */
/* { dg-do link } */
/* -pie as the specs would add it: on a compiler that does not default to
   PIE, m68k's GCC 12 fails to assemble -fPIE code that -flto-partition=none
   generates for a position-dependent link, with or without the plugin.  */
/* { dg-options "-O2 -flto -flto-partition=none -save-temps -pie" } */
/* { dg-require-effective-target policy_stackprotector } */

#include <string.h>

extern void use (char *) __attribute__ ((noipa));
char dst[8];

void
use (char *p)
{
  __asm__ volatile ("" : : "r" (p) : "memory");
}

__attribute__ ((noipa)) void
f (const char *s)
{
  char buf[4];
  use (buf);
  strcpy (dst, s);
}

int
main (int argc, char **argv)
{
  f (argv[0] + strlen (argv[0]));
  return 0;
}

/* { dg-final { scan-file lto-2.lto.o.s "__stack_chk_fail" } } */
/* { dg-final { scan-file lto-2.lto.o.s "__strcpy_chk" } } */
