/* audit.exp, top-level asm: asm_guarded is defined in a top-level asm
   statement, with a canary as GCC's -fstack-protector writes it (loaded
   from %fs:0x28, checked before the return, __stack_chk_fail): the note
   names it, and its code passes the stack protector.  */
#include <stdio.h>

int asm_guarded (const char *);

__asm__ ("\t.text\n"
         "\t.globl asm_guarded\n"
         "\t.type asm_guarded, @function\n"
         "asm_guarded:\n"
         "\tsubq $40, %rsp\n"
         "\tmovq %fs:40, %rax\n"
         "\tmovq %rax, 24(%rsp)\n"
         "\txorl %eax, %eax\n"
         "\tmovq %rdi, %rsi\n"
         "\tmovq %rsp, %rdi\n"
         "\tcall strcpy@PLT\n"
         "\tmovsbl (%rsp), %eax\n"
         "\tmovq 24(%rsp), %rdx\n"
         "\tsubq %fs:40, %rdx\n"
         "\tjne 1f\n"
         "\taddq $40, %rsp\n"
         "\tret\n"
         "1:\tcall __stack_chk_fail@PLT\n"
         "\t.size asm_guarded, .-asm_guarded\n");

int
main (int argc, char **argv)
{
  char buf[16];
  snprintf (buf, sizeof buf, "%s", argc > 1 ? argv[1] : "x");
  printf ("asm %d %s\n", asm_guarded (argc > 1 ? argv[1] : "x"), buf);
  return 0;
}
