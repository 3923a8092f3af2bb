/* qa: an incompatible pointer and a pointer as an integer.  */
int *
as_int (long *p)
{
  return p;
}

int
as_number (int *p)
{
  return p;
}
