/* porters.exp: a variable-sized frame (stack clash probes) and a function
   entry (branch protection landing pad).  */
extern void use (char *);

void
f (unsigned long n)
{
  char a[n];
  use (a);
}
