/* audit.exp, top-level asm: asm_copy is defined in a top-level asm
   statement of a unit compiled with the plugin, so GCC never generates
   its code: a 64 KiB frame without a probe, a plain strcpy into it and
   no canary.  The unit's note must name it (asm-function), and the audit
   judge it by its code: stackprotector FAILs naming it.  */
#include <stdio.h>

int asm_copy (const char *);

__asm__ ("\t.text\n"
         "\t.globl asm_copy\n"
         "\t.type asm_copy, @function\n"
         "asm_copy:\n"
         "\tpushq %rbx\n"
         "\tsubq $65536, %rsp\n"
         "\tmovq %rdi, %rsi\n"
         "\tmovq %rsp, %rdi\n"
         "\tcall strcpy@PLT\n"
         "\tmovsbl (%rsp), %eax\n"
         "\taddq $65536, %rsp\n"
         "\tpopq %rbx\n"
         "\tret\n"
         "\t.size asm_copy, .-asm_copy\n");

int
main (int argc, char **argv)
{
  char buf[16];
  snprintf (buf, sizeof buf, "%s", argc > 1 ? argv[1] : "x");
  printf ("asm %d %s\n", asm_copy (argc > 1 ? argv[1] : "x"), buf);
  return 0;
}
