/* A policy file that cannot be read (a directory: chmod would not stop
   root) is an error naming it and the reason.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[file dirname [hardening_policy_file print.policy]]" } */
/* { dg-prune-output "failed to initialize plugin" } */

int i;

/* { dg-error "/files: cannot read the policy file: Is a directory" "" { target *-*-* } 0 } */
/* { dg-final { output-exists-not } } */
