/* lto.exp, f.: one array that __attribute__ ((uninitialized)) leaves out
   of -ftrivial-auto-var-init, one with an initializer of its own, one
   zeroed.  */
#include <stdio.h>

void __attribute__ ((noinline)) use (char *p) { __asm__ volatile ("" : : "r"(p) : "memory"); }

int __attribute__ ((noinline))
stale (void)
{
  char buf[64] __attribute__ ((uninitialized));
  use (buf);
  return buf[10];
}

int __attribute__ ((noinline))
own_init (void)
{
  char buf[8] __attribute__ ((uninitialized)) = "abcdefg";
  use (buf);
  return buf[1];
}

int __attribute__ ((noinline))
zeroed (void)
{
  char buf[64];
  use (buf);
  return buf[10];
}

int
main (void)
{
  printf ("%d %d %d\n", stale () & 0, own_init (), zeroed ());
  return 0;
}
