/* trampolines: a nested function whose address is taken.  */
static int
apply (int (*fn) (int), int x)
{
  return fn (x);
}

int
add_all (int k)
{
  int add (int x) { return x + k; }
  return apply (add, k);
}
