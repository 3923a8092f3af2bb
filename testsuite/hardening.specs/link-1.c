/* A C executable linked through the specs alone: ET_DYN with the PIE flag,
   PT_GNU_RELRO, BIND_NOW, a stack that is not executable, and the canary
   of the plugin that the specs load.  */
/* { dg-do link } */
/* { dg-options "-O2" } */

#include <stdio.h>
#include <string.h>

int
main (int argc, char **argv)
{
  char buf[32];
  snprintf (buf, sizeof buf, "%s", argv[0]);
  return strlen (buf) == 0;
}

/* { dg-final { scan-elf-hardened pie-exe } } */
