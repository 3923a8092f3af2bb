/* Stack clash protection asked for riscv64 (-fplugin-arg-hardening-
   stackclash=on): GCC probes only alloca and VLAs there, never a large
   frame (riscv64-linux-gnu-gcc-12 and -14), so the plugin does not apply
   it, and print-policy says why.  */
/* { dg-do preprocess } */
/* { dg-options "-fplugin-arg-hardening-print-policy -fplugin-arg-hardening-target=riscv64-linux-gnu -fplugin-arg-hardening-stackclash=on" } */
/* { dg-prune-output "^(hardening policy for |  \[a-z\])" } */
/* The argument applies to this compile's own target too, where GCC may
   have no stack clash protection (hppa: the stack grows up).  */
/* { dg-prune-output "'-fstack-clash-protection' is not supported" } */

int i;

/* { dg-final { scan-compile-output "^  stackclash +on +-fplugin-arg-hardening-stackclash=on \\(unsupported by GCC \[0-9\]+: only alloca and VLAs are probed on riscv, never a large frame\\)$" } } */
