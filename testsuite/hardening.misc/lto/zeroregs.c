/* lto.exp, e: a function whose zero_call_used_regs ("skip") attribute
   takes the zeroing away, its twin keeping it, in code that lto1
   generates.  */

__attribute__ ((noinline, zero_call_used_regs ("skip"))) int
unzeroed (int a, int b)
{
  return a * b + 1;
}

__attribute__ ((noinline)) int
zeroed (int a, int b)
{
  return a * b + 2;
}

volatile int x = 2, y = 3;

int
main (void)
{
  return unzeroed (x, y) + zeroed (y, x) == 7 + 8 ? 0 : 1;
}
