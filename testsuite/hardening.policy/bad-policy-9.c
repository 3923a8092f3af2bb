/* A policy file with no section for the compiler's target is an error:
   it would otherwise leave every feature off without a word.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file no-match.policy]" } */
/* { dg-prune-output "failed to initialize plugin" } */

int i;

/* { dg-error "no-match\\.policy: no section matches the target .\[^ \]+.: add one, or a .\\\[\\*\\\]. section" "" { target *-*-* } 0 } */
/* { dg-final { output-exists-not } } */
