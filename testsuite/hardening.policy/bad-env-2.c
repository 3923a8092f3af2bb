/* An unknown feature in DEB_BUILD_MAINT_OPTIONS's hardening= is an error
   naming the feature and the variable.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-env DEB_BUILD_MAINT_OPTIONS=hardening=-fortfy } */
/* { dg-prune-output "failed to initialize plugin" } */

int i;

/* { dg-error "unknown hardening feature .fortfy. in the environment variable .DEB_BUILD_MAINT_OPTIONS." "" { target *-*-* } 0 } */
/* { dg-final { output-exists-not } } */
