/* An unknown plugin argument without a value is an error too.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-foo" } */
/* { dg-error "unknown option .-fplugin-arg-hardening-foo." "" { target *-*-* } 0 } */
/* { dg-prune-output "initialize plugin" } */

int i;
