/* lto.exp, "merged": main of an object that ld -r merges with
   merged-copy.c's and merged-table.c's; its printf is fortified
   (__printf_chk), so the imports alone would pass fortify.  */
#include <stdio.h>

extern int merged_table[4];
int merged_copy (const char *);

int
main (int argc, char **argv)
{
  int r = merged_copy (argc > 1 ? argv[1] : "x");
  printf ("merged %d %d\n", r, merged_table[0]);
  return 0;
}
