/* print-policy names the DEB_BUILD_MAINT_OPTIONS word that lowered a
   feature: hardening=-format.  */
/* { dg-do preprocess } */
/* { dg-options "-fplugin-arg-hardening-print-policy" } */
/* { dg-env DEB_BUILD_MAINT_OPTIONS=hardening=-format } */
/* { dg-prune-output "^(hardening policy for |  \[a-z\])" } */

int i;

/* { dg-final { scan-compile-output "^  format +off +DEB_BUILD_MAINT_OPTIONS hardening=-format$" } } */
