/* lto.exp, "merged": a strcpy into a field of a local structure.  An
   argument longer than the field overflows it into the next field, short
   of the canary: only _FORTIFY_SOURCE (object size of the field, levels 2
   and 3) stops it, with "buffer overflow detected".  */
#include <string.h>

struct merged_rec
{
  char name[8];
  char tail[24];
};

int
merged_copy (const char *s)
{
  struct merged_rec r;
  memset (&r, 0, sizeof r);
  strcpy (r.name, s);
  return r.tail[0];
}
