/* The main program of the hardening-ld.so tests.  */
extern int util (const char *);

int
main (int argc, char **argv)
{
  return util (argc > 1 ? argv[1] : "ok") != 2;
}
