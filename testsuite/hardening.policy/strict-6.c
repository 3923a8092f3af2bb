/* When the policy file makes the mode strict, an override names the
   policy line that did, not a plugin argument the user never gave.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-stack-protector -fplugin-arg-hardening-policy=[hardening_policy_file strict.policy]" } */
/* { dg-require-effective-target fstack_protector } */

int i;

/* { dg-note "strict mode overrides .-fno-stack-protector.: feature .stackprotector. forced \\\[strict\\.policy:\[0-9\]+\\\]" "" { target *-*-* } 0 } */
