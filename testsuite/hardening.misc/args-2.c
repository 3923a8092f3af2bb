/* A bad value for mode= is an error naming the option and the values
   expected, and the compile fails.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-mode=bogus" } */
/* { dg-error "invalid value .bogus. in .-fplugin-arg-hardening-mode=bogus.: expected .default. or .strict." "" { target *-*-* } 0 } */
/* { dg-prune-output "initialize plugin" } */

int i;
