/* zero-call-used-regs: a function whose arguments and temporaries take
   more registers than the return value's, wherever they are passed.  */
int
mul_add (int a, int b, int c, int d)
{
  return a * b + c * d;
}
