/* bidi-chars = any: a paired embedding in a string is an error too, which
   unpaired lets through (bidi-4.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-bidi-chars=any" } */

const char *greeting = "‪hello‬"; /* { dg-error "found problematic Unicode character .U\\+202A" } */

/* { dg-prune-output "some warnings being treated as errors" } */
/* { dg-final { output-exists-not } } */
