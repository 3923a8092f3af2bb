/* An unknown feature in -fplugin-arg-hardening-disable= is an error
   naming the whole option.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-disable=foo" } */
/* { dg-prune-output "failed to initialize plugin" } */

int i;

/* { dg-error "unknown hardening feature .foo. in .-fplugin-arg-hardening-disable=foo." "" { target *-*-* } 0 } */
/* { dg-final { output-exists-not } } */
