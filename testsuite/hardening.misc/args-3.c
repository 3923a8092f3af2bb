/* A value given to a flag argument is an error, and the compile fails.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-verbose=yes" } */
/* { dg-error "option .-fplugin-arg-hardening-verbose=yes. takes no value" "" { target *-*-* } 0 } */
/* { dg-prune-output "initialize plugin" } */

int i;
