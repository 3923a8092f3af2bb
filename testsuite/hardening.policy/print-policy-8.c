/* -fplugin-arg-hardening-target=aarch64-linux-gnu: branch protection and
   stack clash protection on.  */
/* { dg-do preprocess } */
/* { dg-options "-fplugin-arg-hardening-print-policy -fplugin-arg-hardening-target=aarch64-linux-gnu" } */
/* { dg-prune-output "^(hardening policy for |  \[a-z\])" } */

int i;

/* { dg-final { scan-compile-output "^hardening policy for aarch64-linux-gnu:$" } } */
/* { dg-final { scan-compile-output "^  branch +on +hardening\\.policy:\[0-9\]+$" } } */
/* { dg-final { scan-compile-output "^  stackclash +on +hardening\\.policy:\[0-9\]+$" } } */
/* { dg-final { scan-compile-output "^  pie +on +hardening\\.policy:\[0-9\]+$" } } */
