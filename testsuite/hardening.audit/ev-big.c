/* A frame of 64 KiB: with -fstack-clash-protection its pages are probed
   (sub $0x1000,%rsp; or $0x0,(%rsp)), without it one sub allocates it.  */
#include <string.h>

__attribute__ ((noinline)) int
ev_use (char *p)
{
  __asm__ volatile ("" : : "r"(p) : "memory");
  return p[3];
}

int
big (int n)
{
  char buf[65536];
  memset (buf, n, sizeof buf);
  return ev_use (buf);
}
