/* An unknown plugin argument is an error naming the whole option, and the
   compile fails.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-foo=1" } */
/* { dg-error "unknown option .-fplugin-arg-hardening-foo=1." "" { target *-*-* } 0 } */
/* { dg-prune-output "initialize plugin" } */

int i;
