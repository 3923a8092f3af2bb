/* exceptions is for C: C++ has exception tables unless -fno-exceptions,
   and the note says n/a.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -fplugin-arg-hardening-exceptions=on" } */

int
twice (int x)
{
  return 2 * x;
}

/* { dg-final { scan-hardening-note "^  N/A  exceptions .*: n/a \\(not C\\)$" } } */
