/* porters.exp: a fortified strcpy of 17 bytes into char[8].  */
#include <string.h>

char dst[8];

int
main (int argc, char **argv)
{
  (void) argv;
  strcpy (dst, argc > 0 ? "0123456789abcdef" : "");
  return dst[0];
}
