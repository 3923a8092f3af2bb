/* nodlopen: a shared library.  */
int
lib_fn (void)
{
  return 42;
}
