/* DEB_BUILD_MAINT_OPTIONS: qa=-bug would turn implicit-function-declaration
   off (dpkg's bug-implicit-func follows bug when not named), but
   +bug-implicit-func named wins over it, as in dpkg-buildflags.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file opt-in.policy]" } */
/* { dg-env DEB_BUILD_MAINT_OPTIONS=qa=+bug-implicit-func,-bug } */

int
main (void)
{
  return undeclared_function (1); /* { dg-error "implicit declaration of function .undeclared_function." } */
}

/* { dg-prune-output "some warnings being treated as errors" } */
