/* implicit-function-declaration: a call of an undeclared function is an
   error with bare flags, on every GCC (GCC 11 to 13 only warn by
   themselves), as dpkg-buildflags' -Werror=implicit-function-declaration
   makes it.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file opt-in.policy]" } */

int
main (void)
{
  return undeclared_function (1); /* { dg-error "implicit declaration of function .undeclared_function." } */
}

/* { dg-prune-output "some warnings being treated as errors" } */
