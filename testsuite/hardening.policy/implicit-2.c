/* DEB_BUILD_MAINT_OPTIONS=qa=-bug-implicit-func turns
   implicit-function-declaration off as dpkg-buildflags does: the note
   says so, with the word.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file opt-in.policy]" } */
/* { dg-env DEB_BUILD_MAINT_OPTIONS=qa=-bug-implicit-func } */

int i;

/* { dg-final { scan-hardening-note "^  FAIL implicit-function-declaration .*DEB_BUILD_MAINT_OPTIONS qa=-bug-implicit-func" } } */
/* { dg-final { scan-hardening-note "^  PASS qa +1 unit: applied -Werror=incompatible-pointer-types -Werror=int-conversion$" } } */
