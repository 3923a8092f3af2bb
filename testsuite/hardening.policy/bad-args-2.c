/* An unknown feature after a good one in -fplugin-arg-hardening-enable=
   is an error naming the whole option.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-enable=pie,fortfy" } */
/* { dg-prune-output "failed to initialize plugin" } */

int i;

/* { dg-error "unknown hardening feature .fortfy. in .-fplugin-arg-hardening-enable=pie,fortfy." "" { target *-*-* } 0 } */
/* { dg-final { output-exists-not } } */
