/* Print-policy with a policy of [*] alone shows the
   built-in default of the target for every key, and says so; never a
   feature off "built-in".  */
/* { dg-do preprocess } */
/* { dg-options "-fplugin-arg-hardening-print-policy -fplugin-arg-hardening-target=x86_64-linux-gnu -fplugin-arg-hardening-policy=[hardening_policy_file no-key.policy]" } */
/* { dg-prune-output "^(hardening policy for |  \[a-z\])" } */

int i;

/* { dg-final { scan-compile-output "^  stackprotector +strong +built-in default for x86_64-linux-gnu$" } } */
/* { dg-final { scan-compile-output "^  fortify +3 +built-in default for x86_64-linux-gnu$" } } */
/* { dg-final { scan-compile-output "^  stackclash +on +built-in default for x86_64-linux-gnu$" } } */
/* { dg-final { scan-compile-output "^  branch +on +built-in default for x86_64-linux-gnu$" } } */
/* { dg-final { scan-compile-output "^  pie +on +built-in default for x86_64-linux-gnu$" } } */
/* { dg-final { scan-compile-output "^  mode +default +built-in default for x86_64-linux-gnu$" } } */
/* { dg-final { scan-compile-output "^  link-check +warn +built-in default for x86_64-linux-gnu \\(link\\)$" } } */
/* { dg-final { scan-compile-output-not " off +built-in$" } } */
/* { dg-final { scan-compile-output "^  nodlopen +off +built-in default for x86_64-linux-gnu \\(link\\)$" } } */
