/* _GLIBCXX_ASSERTIONS is for C++ only: not defined for C, though the
   policy turns it on.  */
/* { dg-do preprocess } */
/* { dg-options "-O2 -dM" } */

int i;

/* { dg-final { scan-preprocessed-not "_GLIBCXX_ASSERTIONS" } } */
/* { dg-final { scan-preprocessed "^#define _FORTIFY_SOURCE " } } */
