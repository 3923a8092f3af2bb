/* porters.exp: a program built with the link features.  */
#include <stdio.h>

int
main (void)
{
  puts ("hello");
  return 0;
}
