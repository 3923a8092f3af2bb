/* print-policy names the environment variable that lowered a feature:
   DEB_BUILD_HARDENING_PIE.  */
/* { dg-do preprocess } */
/* { dg-options "-fplugin-arg-hardening-print-policy" } */
/* { dg-require-effective-target policy_stackprotector } */
/* { dg-env DEB_BUILD_HARDENING_PIE=0 } */
/* { dg-prune-output "^(hardening policy for |  \[a-z\])" } */

int i;

/* { dg-final { scan-compile-output "^  pie +off +DEB_BUILD_HARDENING_PIE$" } } */
/* { dg-final { scan-compile-output "^  stackprotector +strong +hardening\\.policy:\[0-9\]+$" } } */
