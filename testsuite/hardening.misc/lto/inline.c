/* lto.exp: a unit whose only function LTO inlines into main.  */
int
inline_twice (int x)
{
  return 2 * x;
}
