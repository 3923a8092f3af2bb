/* A missing policy file is an error naming it and the reason.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=/nonexistent/hardening.policy" } */
/* { dg-prune-output "failed to initialize plugin" } */

int i;

/* { dg-error "/nonexistent/hardening.policy: cannot read the policy file: No such file or directory" "" { target *-*-* } 0 } */
/* { dg-final { output-exists-not } } */
