/* Strict mode with no opt-out on the command line is silent and applies
   everything.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-mode=strict" } */
/* { dg-require-effective-target policy_stackprotector } */

#ifndef _FORTIFY_SOURCE
#error "no _FORTIFY_SOURCE"
#endif
#ifndef __SSP_STRONG__
#error "no -fstack-protector-strong"
#endif

int i;
