/* -fplugin-arg-hardening-target=riscv64-linux-gnu: no branch protection
   and no stack clash protection (GCC probes only alloca and VLAs on
   riscv, never a large frame); print-policy says where each comes from.
   Forced on, the plugin does not apply it and says why.  */
/* { dg-do preprocess } */
/* { dg-options "-fplugin-arg-hardening-print-policy -fplugin-arg-hardening-target=riscv64-linux-gnu" } */
/* { dg-prune-output "^(hardening policy for |  \[a-z\])" } */

int i;

/* { dg-final { scan-compile-output "^hardening policy for riscv64-linux-gnu:$" } } */
/* { dg-final { scan-compile-output "^  branch +off +hardening\\.policy:\[0-9\]+$" } } */
/* { dg-final { scan-compile-output "^  stackclash +off +hardening\\.policy:\[0-9\]+$" } } */
/* { dg-final { scan-compile-output "^  stackprotector +strong +hardening\\.policy:\[0-9\]+$" } } */
