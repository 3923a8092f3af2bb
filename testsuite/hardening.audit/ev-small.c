/* No frame over a page: the code cannot show stack clash protection.  */
int
big (int n)
{
  return n * 3;
}
