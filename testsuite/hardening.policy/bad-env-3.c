/* A DEB_BUILD_HARDENING_* value other than 0 or 1 is an error naming the
   variable and the values expected.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-env DEB_BUILD_HARDENING_PIE=yes } */
/* { dg-prune-output "failed to initialize plugin" } */

int i;

/* { dg-error "invalid value .yes. of the environment variable .DEB_BUILD_HARDENING_PIE.: expected .0. or .1." "" { target *-*-* } 0 } */
/* { dg-final { output-exists-not } } */
