/* A key set twice in one section is an error at the second, naming the
   first.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file duplicate-key.policy]" } */
/* { dg-prune-output "failed to initialize plugin" } */

int i;

/* { dg-error "duplicate key .stackprotector. in section \\\[\\*\\\], first set at line 2" "" { target *-*-* } 4 } */
/* { dg-final { scan-compile-output "/duplicate-key\\.policy:4:1: error: duplicate key" } } */
/* { dg-final { output-exists-not } } */
