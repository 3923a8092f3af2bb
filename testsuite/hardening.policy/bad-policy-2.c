/* An unknown level is an error at the value, listing the levels.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file bad-level.policy]" } */
/* { dg-prune-output "failed to initialize plugin" } */

int i;

/* { dg-error "unknown level .strongest. for .stackprotector.: expected off\\|on\\|strong\\|all" "" { target *-*-* } 2 } */
/* { dg-final { scan-compile-output "/bad-level\\.policy:2:18: error: unknown level" } } */
/* { dg-final { output-exists-not } } */
