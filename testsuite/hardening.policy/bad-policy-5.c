/* A line longer than 1024 bytes (here 1025) is an error, not a line cut
   in two (compare policy-2.c, 1024 bytes).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file long-line.policy]" } */
/* { dg-prune-output "failed to initialize plugin" } */

int i;

/* { dg-error "line longer than 1024 bytes" "" { target *-*-* } 3 } */
/* { dg-final { scan-compile-output "/long-line\\.policy:3:1025: error: line longer than 1024 bytes" } } */
/* { dg-final { output-exists-not } } */
