/* The verbose note for PIE when it is applied.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-verbose" } */
/* { dg-require-effective-target policy_pie } */

int i;

/* { dg-note "hardening feature .pie. applied\[^\n\]*\\\[-fplugin-arg-hardening-verbose\\\]" "" { target *-*-* } 0 } */
/* { dg-prune-output "hardening feature .(stackprotector|fortify|format|stackclash|branch|autovarinit|zero-init-padding|bidi-chars). applied" } */
