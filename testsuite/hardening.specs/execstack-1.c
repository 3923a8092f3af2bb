/* An object that asks for an executable stack (an executable
   .note.GNU-stack) still gets a non-executable one: the specs pass
   -z noexecstack.  */
/* { dg-do link } */
/* { dg-options "-O2" } */
/* { dg-prune-output "requires executable stack|missing .note.GNU-stack|NOTE: This behaviour is deprecated" } */
/* binutils 2.45 and later also warn when GCC's own .note.GNU-stack
   directive follows ours.  */
/* { dg-prune-output "ignoring (incorrect|changed) section type for .note.GNU-stack|\\S+: Assembler messages:" } */

/* '@' starts a comment in ARM assembler, which writes '%' instead.  */
#ifdef __arm__
__asm__ (".section .note.GNU-stack,\"x\",%progbits\n\t.previous");
#else
__asm__ (".section .note.GNU-stack,\"x\",@progbits\n\t.previous");
#endif

int
main (void)
{
  return 0;
}

/* { dg-final { scan-readelf -lW {^\s*GNU_STACK\s.*\sRW\s} } } */
