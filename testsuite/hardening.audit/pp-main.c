/* The main program of preprocessed.exp: hands argv[1] to pp_copy.  */
void pp_copy (const char *);

int
main (int argc, char **argv)
{
  if (argc > 1)
    pp_copy (argv[1]);
  return 0;
}
