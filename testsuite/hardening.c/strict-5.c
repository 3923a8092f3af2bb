/* Strict mode: after -D_FORTIFY_SOURCE=1 the -E -dM output has the
   plugin's level, and no "redefined" warning.  */
/* { dg-do preprocess } */
/* { dg-options "-O2 -dM -D_FORTIFY_SOURCE=1 -fplugin-arg-hardening-mode=strict" } */

int i;

/* { dg-note "strict mode overrides .-D_FORTIFY_SOURCE=1.: feature .fortify. forced \\\[-fplugin-arg-hardening-mode=strict\\\]" "" { target *-*-* } 0 } */
/* { dg-final { scan-preprocessed "^#define _FORTIFY_SOURCE [hardening_fortify_level]$" } } */
/* { dg-final { scan-preprocessed-not "^#define _FORTIFY_SOURCE 1" } } */
