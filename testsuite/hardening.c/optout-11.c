/* Default mode: -fno-pic wins too (no __PIE__, no PIC) and the verbose
   note names it.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-pic -fplugin-arg-hardening-verbose" } */
/* { dg-require-effective-target policy_pie } */

#if defined __PIE__ || defined __pic__
#error "-fno-pic did not win"
#endif

int i;

/* { dg-note "hardening feature .pie. lowered by .-fno-pic. \\\[-fplugin-arg-hardening-verbose\\\]" "" { target *-*-* } 0 } */
/* { dg-prune-output "hardening feature .* applied" } */
