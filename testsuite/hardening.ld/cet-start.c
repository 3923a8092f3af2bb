/* A program without start files, for a link whose every input is compiled
   with -fcf-protection: the output keeps the IBT and SHSTK property.  */
void
_start (void)
{
  for (;;)
    __asm__ volatile ("");
}
