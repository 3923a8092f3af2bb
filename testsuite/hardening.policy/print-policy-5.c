/* print-policy names the compiler option that decided a feature in the
   default mode: -fno-stack-protector.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-stack-protector -fplugin-arg-hardening-print-policy" } */
/* { dg-require-effective-target policy_stackprotector } */
/* { dg-prune-output "^(hardening policy for |  \[a-z\])" } */

int i;

/* { dg-final { scan-compile-output "^  stackprotector +as-given +-fno-stack-protector \\(compiler option\\)$" } } */
