/* -fplugin-arg-hardening-target=riscv64-linux-gnu: no branch protection;
   stack clash protection on in the policy, which GCC 14 and later apply
   (prologue probes) and GCC 11 to 13 cannot: print-policy says so, with
   the reason the note gives.  */
/* { dg-do preprocess } */
/* { dg-options "-fplugin-arg-hardening-print-policy -fplugin-arg-hardening-target=riscv64-linux-gnu" } */
/* { dg-prune-output "^(hardening policy for |  \[a-z\])" } */

int i;

/* { dg-final { scan-compile-output "^hardening policy for riscv64-linux-gnu:$" } } */
/* { dg-final { scan-compile-output "^  branch +off +hardening\\.policy:\[0-9\]+$" } } */
/* { dg-final { scan-compile-output "^  stackclash +on +hardening\\.policy:\[0-9\]+$" { target riscv_stack_clash_frames } } } */
/* { dg-final { scan-compile-output "^  stackclash +on +hardening\\.policy:\[0-9\]+ \\(unsupported by GCC 1\[123\]: only alloca and VLAs are probed on riscv before GCC 14, never a large frame\\)$" { target { ! riscv_stack_clash_frames } } } } */
/* { dg-final { scan-compile-output "^  stackprotector +strong +hardening\\.policy:\[0-9\]+$" } } */
