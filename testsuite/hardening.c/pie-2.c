/* An explicit -fpic is kept: it is not turned into -fPIE (no __PIE__) nor
   raised to -fPIC.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fpic" } */

#if !defined __pic__ || __pic__ != 1
#error "-fpic lost"
#endif
#ifdef __PIE__
#error "-fpic turned into PIE"
#endif

int i;
