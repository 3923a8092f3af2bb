/* Writes its own GOT (relro.exp): with full RELRO (-z relro -z now) the
   loader made it read-only and the write faults; when PT_GNU_RELRO
   leaves it outside the pages it protects, the write goes through.  */
#include <stdio.h>

extern char _GLOBAL_OFFSET_TABLE_[];

int
main (void)
{
  volatile char *p = _GLOBAL_OFFSET_TABLE_;
  p[0] = p[0];
  puts ("GOT written");
  return 0;
}
