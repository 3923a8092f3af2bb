/* The origins of a test policy (files/print.policy), exactly: for
   x86_64-linux-gnu the most specific section wins for each key
   ([x86_64-*-linux-gnu] at line 6 for the stack protector, [*-linux-gnu]
   at line 8 for PIE), and a feature no section sets takes the built-in
   default of the target (not off).  */
/* { dg-do preprocess } */
/* { dg-options "-fplugin-arg-hardening-print-policy -fplugin-arg-hardening-target=x86_64-linux-gnu -fplugin-arg-hardening-policy=[hardening_policy_file print.policy]" } */
/* { dg-require-effective-target fstack_protector } */
/* { dg-prune-output "^(hardening policy for |  \[a-z\])" } */

int i;

/* { dg-final { scan-compile-output "^  stackprotector +all +print\\.policy:6$" } } */
/* { dg-final { scan-compile-output "^  pie +off +print\\.policy:8$" } } */
/* { dg-final { scan-compile-output "^  fortify +3 +built-in default for x86_64-linux-gnu$" } } */
/* { dg-final { scan-compile-output "^  mode +default +built-in default for x86_64-linux-gnu$" } } */
