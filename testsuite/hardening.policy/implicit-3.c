/* The command line's -Wno-error=implicit-function-declaration lowers the
   feature in the default mode: a warning, as with the hand-written flags
   first (GCC 14 too, whose error it also makes a warning); the note says
   lowered.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -Wno-error=implicit-function-declaration -fplugin-arg-hardening-policy=[hardening_policy_file opt-in.policy]" } */

int
main (void)
{
  return undeclared_function (1); /* { dg-warning "implicit declaration of function .undeclared_function." } */
}

/* { dg-final { scan-hardening-note "^  FAIL implicit-function-declaration .*lowered by -Wno-error=implicit-function-declaration" } } */
