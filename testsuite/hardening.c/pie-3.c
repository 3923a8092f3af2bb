/* An explicit -fPIC is kept, never lowered to -fPIE.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fPIC" } */

#if !defined __pic__ || __pic__ != 2
#error "-fPIC lost"
#endif
#ifdef __PIE__
#error "-fPIC turned into PIE"
#endif

int i;
