/* print-policy names the plugin argument that lowered a feature.  */
/* { dg-do preprocess } */
/* { dg-options "-fplugin-arg-hardening-print-policy -fplugin-arg-hardening-disable=stackclash,autovarinit" } */
/* { dg-prune-output "^(hardening policy for |  \[a-z\])" } */

int i;

/* { dg-final { scan-compile-output "^  stackclash +off +-fplugin-arg-hardening-disable=stackclash,autovarinit$" } } */
/* { dg-final { scan-compile-output "^  autovarinit +off +-fplugin-arg-hardening-disable=stackclash,autovarinit$" } } */
