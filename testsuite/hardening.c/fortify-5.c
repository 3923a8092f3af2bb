/* _FORTIFY_SOURCE is defined to the configured level in -E -dM output, with
   no other definition or warning.  */
/* { dg-do preprocess } */
/* { dg-options "-O2 -dM" } */

int i;

/* { dg-final { scan-preprocessed "^#define _FORTIFY_SOURCE [hardening_fortify_level]$" } } */
/* { dg-final { scan-preprocessed-not "^#define _FORTIFY_SOURCE \[^[hardening_fortify_level]\]" } } */
