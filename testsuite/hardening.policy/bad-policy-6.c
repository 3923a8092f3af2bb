/* A NUL byte in the policy file is an error at its line and column (the
   file is written by the test: a NUL does not belong in the tree).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_write_file bad-policy-6.policy {[*]\nstackprotector = st\0rong\n}]" } */
/* { dg-prune-output "failed to initialize plugin" } */
/* { dg-prune-output "bad-policy-6\\.policy:2:" } */

int i;

/* { dg-error "NUL byte in the policy file" "" { target *-*-* } 2 } */
/* { dg-final { scan-compile-output "/bad-policy-6\\.policy:2:20: error: NUL byte in the policy file" } } */
/* { dg-final { output-exists-not } } */
