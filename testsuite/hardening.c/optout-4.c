/* Default mode: -U_FORTIFY_SOURCE wins (no definition, no warning) and the
   verbose note names it.  */
/* { dg-do compile } */
/* { dg-options "-O2 -U_FORTIFY_SOURCE -fplugin-arg-hardening-verbose" } */

#ifdef _FORTIFY_SOURCE
#error "_FORTIFY_SOURCE defined despite -U_FORTIFY_SOURCE"
#endif

int i;

/* { dg-note "hardening feature .fortify. lowered by .-U_FORTIFY_SOURCE. \\\[-fplugin-arg-hardening-verbose\\\]" "" { target *-*-* } 0 } */
/* { dg-prune-output "hardening feature .* applied" } */
