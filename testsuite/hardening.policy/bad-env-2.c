/* An unknown feature in DEB_BUILD_MAINT_OPTIONS's hardening= gets
   dpkg-buildflags' warning, naming the feature and the variable, and the
   compile goes on with the rest, as dpkg's does: -Werror does not make it
   an error.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -Werror" } */
/* { dg-env DEB_BUILD_MAINT_OPTIONS=hardening=-fortfy,-format } */

int i;

/* { dg-warning "unknown hardening feature in DEB_BUILD_MAINT_OPTIONS variable: fortfy \\\[gcc-hardening\\\]" "" { target *-*-* } 0 } */
/* The feature after the unknown one applies.  */
/* { dg-final { scan-hardening-note "FAIL format .*: turned off by DEB_BUILD_MAINT_OPTIONS hardening=-format" } } */
