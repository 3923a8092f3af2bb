/* An explicit -fpic is kept: it is not turned into -fPIE (no __PIE__) nor
   raised to -fPIC.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fpic" } */
/* { dg-require-effective-target policy_pie } */

#if !defined __pic__
#error "-fpic lost"
#endif
/* hppa has no small PIC model: GCC itself makes -fpic -fPIC there.  */
#if __pic__ != 1 && !defined __hppa__
#error "-fpic raised to -fPIC"
#endif
#ifdef __PIE__
#error "-fpic turned into PIE"
#endif

int i;
