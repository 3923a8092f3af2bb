/* An unknown feature in a DEB_BUILD_HARDENING_* variable is an error
   naming the variable: a misspelt opt-out must not pass unnoticed.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-env DEB_BUILD_HARDENING_FOO=0 } */
/* { dg-prune-output "failed to initialize plugin" } */

int i;

/* { dg-error "unknown hardening feature .FOO. in the environment variable .DEB_BUILD_HARDENING_FOO." "" { target *-*-* } 0 } */
/* { dg-final { output-exists-not } } */
