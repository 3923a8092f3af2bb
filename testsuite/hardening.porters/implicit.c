/* implicit-function-declaration: a call of an undeclared function.  */
int
main (void)
{
  return undeclared_function (1);
}
