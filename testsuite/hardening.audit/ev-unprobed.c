/* A static function with a frame of 32 KiB, for a unit compiled without
   stack clash protection beside one compiled with it (evidence.exp): a
   stripped program's symbols do not name it; its unwinding table does.  */
#include <string.h>

int ev_use (char *p);

static __attribute__ ((noinline)) int
hidden (int n)
{
  char buf[32768];
  memset (buf, n, sizeof buf);
  return ev_use (buf);
}

int
unprobed_caller (int n)
{
  return hidden (n) + 1;
}
