// _FORTIFY_SOURCE is defined to the configured level for C++ too, in -E
// -dM output.
// { dg-do preprocess }
// { dg-options "-O2 -dM" }

int i;

// { dg-final { scan-preprocessed "^#define _FORTIFY_SOURCE [hardening_fortify_level]$" } }
