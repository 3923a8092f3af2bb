/* FEATURE=LEVEL takes the feature table's level names: a bad one is an
   error naming the option and the levels expected.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-format-wrappers=on" } */
/* { dg-error "invalid value .on. in .-fplugin-arg-hardening-format-wrappers=on.: expected .off., .warn. or .error." "" { target *-*-* } 0 } */
/* { dg-prune-output "initialize plugin" } */

int i;
