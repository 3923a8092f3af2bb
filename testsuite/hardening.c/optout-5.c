/* Default mode: the user's -D_FORTIFY_SOURCE=1 wins, with no "redefined"
   warning, and the verbose note names it.  */
/* { dg-do compile } */
/* { dg-options "-O2 -D_FORTIFY_SOURCE=1 -fplugin-arg-hardening-verbose" } */

#include <string.h>

#if _FORTIFY_SOURCE != 1 || __USE_FORTIFY_LEVEL != 1
#error "the user's _FORTIFY_SOURCE=1 did not win"
#endif

int i;

/* { dg-note "hardening feature .fortify. lowered by .-D_FORTIFY_SOURCE=1. \\\[-fplugin-arg-hardening-verbose\\\]" "" { target *-*-* } 0 } */
/* { dg-prune-output "hardening feature .* applied" } */
