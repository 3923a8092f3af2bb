/* A section header without its closing bracket is an error.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file bad-section.policy]" } */
/* { dg-prune-output "failed to initialize plugin" } */

int i;

/* { dg-error "section header without .\\]." "" { target *-*-* } 3 } */
/* { dg-final { scan-compile-output "/bad-section\\.policy:3:\[0-9\]+: error: section header" } } */
/* { dg-final { output-exists-not } } */
