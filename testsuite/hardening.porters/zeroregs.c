/* zero-call-used-regs: a function that uses three argument registers.  */
int
mul_add (int a, int b, int c)
{
  return a * b + c;
}
