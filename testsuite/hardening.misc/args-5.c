/* mode=default is accepted and is the default: an opt-out wins.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-mode=default -fno-stack-protector" } */

#ifdef __SSP_STRONG__
#error "-fno-stack-protector lost in default mode"
#endif
#ifndef _FORTIFY_SOURCE
#error "no _FORTIFY_SOURCE"
#endif

int i;
