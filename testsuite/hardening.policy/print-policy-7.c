/* -fplugin-arg-hardening-target=m68k-linux-gnu: PIE on (it works
   there today, doc/arch-matrix.md), the stack protector on.  */
/* { dg-do preprocess } */
/* { dg-options "-fplugin-arg-hardening-print-policy -fplugin-arg-hardening-target=m68k-linux-gnu" } */
/* { dg-prune-output "^(hardening policy for |  \[a-z\])" } */

int i;

/* { dg-final { scan-compile-output "^hardening policy for m68k-linux-gnu:$" } } */
/* { dg-final { scan-compile-output "^  pie +on +hardening\\.policy:\[0-9\]+$" } } */
/* { dg-final { scan-compile-output "^  stackprotector +strong +hardening\\.policy:\[0-9\]+$" } } */
