/* A unit compiled with -fstack-clash-protection whose function of
   32 KiB turns it off with an optimize attribute (evidence.exp): its
   DW_AT_producer records the option, its code allocates the frame with
   one sub and no probe.  */
#include <string.h>

__attribute__ ((noinline)) int
ev_use (char *p)
{
  __asm__ volatile ("" : : "r"(p) : "memory");
  return p[3];
}

__attribute__ ((noinline, optimize ("no-stack-clash-protection"))) int
big (int n)
{
  char buf[32768];
  memset (buf, n, sizeof buf);
  return ev_use (buf);
}
