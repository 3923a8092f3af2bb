/* -fplugin-arg-hardening-print-policy prints, on stderr, each feature of
   the shipped policy with its level and origin (hardening.policy:LINE),
   the link features marked, and the mode.  */
/* { dg-do preprocess } */
/* { dg-options "-fplugin-arg-hardening-print-policy" } */
/* { dg-require-effective-target policy_relro } */
/* { dg-require-effective-target policy_stackprotector } */
/* { dg-prune-output "^(hardening policy for |  \[a-z\])" } */

int i;

/* { dg-final { scan-compile-output "^hardening policy for \[^ \]+:$" } } */
/* { dg-final { scan-compile-output "^  stackprotector +strong +hardening\\.policy:\[0-9\]+$" } } */
/* { dg-final { scan-compile-output "^  fortify +3 +hardening\\.policy:\[0-9\]+$" } } */
/* { dg-final { scan-compile-output "^  format +error +hardening\\.policy:\[0-9\]+$" } } */
/* { dg-final { scan-compile-output "^  relro +on +hardening\\.policy:\[0-9\]+ \\(link\\)$" } } */
/* { dg-final { scan-compile-output "^  glibcxx-assertions +on +hardening\\.policy:\[0-9\]+$" } } */
/* { dg-final { scan-compile-output "^  mode +default +hardening\\.policy:\[0-9\]+$" } } */
