/* The x86_64 policy turns branch protection on: __CET__ is 3 (both IBT
   and shadow stack) in the -dM -E output.  */
/* { dg-do preprocess } */
/* { dg-options "-O2 -dM" } */
/* { dg-require-effective-target x86_64 } */

int i;

/* { dg-final { scan-preprocessed "^#define __CET__ 3$" } } */
