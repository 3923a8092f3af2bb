/* A unit with nothing for the stack protector to protect: no canary
   whatever the options (evidence.exp).  */
int
ev_twice (int x)
{
  return 2 * x;
}
