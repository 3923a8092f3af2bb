/* audit.exp, top-level asm: asm_sum is defined in a top-level asm
   statement of a unit compiled with the plugin, but reserves no stack:
   it has no frame for a canary to guard, as -fstack-protector-strong
   gives none to a function without local arrays.  The note names it, and
   the audit passes its stack protector on its code.  */
#include <stdio.h>

long asm_sum (long, long);

__asm__ ("\t.text\n"
         "\t.globl asm_sum\n"
         "\t.type asm_sum, @function\n"
         "asm_sum:\n"
         "\tleaq (%rdi,%rsi), %rax\n"
         "\tret\n"
         "\t.size asm_sum, .-asm_sum\n");

int
main (int argc, char **argv)
{
  char buf[16];
  snprintf (buf, sizeof buf, "%s", argc > 1 ? argv[1] : "x");
  printf ("asm %ld %s\n", asm_sum (argc, 2), buf);
  return 0;
}
