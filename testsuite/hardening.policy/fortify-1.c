/* The shipped policy asks _FORTIFY_SOURCE=3: it is defined at that level
   in the -dM -E output.  */
/* { dg-do preprocess } */
/* { dg-options "-O2 -dM" } */
/* { dg-require-effective-target fortify_level_3 } */

int i;

/* { dg-final { scan-preprocessed "^#define _FORTIFY_SOURCE 3$" } } */
