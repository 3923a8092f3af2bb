/* An unknown feature in the policy file is an error at its line and
   column, GCC-style (FILE:LINE:COL: error:), with the line quoted, and
   the compile fails without output rather than building unhardened.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file bad-feature.policy] -fdiagnostics-show-caret -fdiagnostics-show-line-numbers" } */
/* { dg-prune-output "failed to initialize plugin" } */
/* { dg-prune-output " \\| " } */

int i;

/* { dg-error "unknown feature .stackprotecter." "" { target *-*-* } 3 } */
/* { dg-final { scan-compile-output "/bad-feature\\.policy:3:1: error: unknown feature 'stackprotecter'$" } } */
/* { dg-final { scan-compile-output "^ +3 \\| stackprotecter = strong$" } } */
/* { dg-final { scan-compile-output "^ +\\| \\^" } } */
/* { dg-final { output-exists-not } } */
