// At -O0, the C++ object compiled with only the plugin is byte-identical
// to the one compiled with -fhardened plus what the policy adds beyond it
// (hardening_fhardened_flags); _GLIBCXX_ASSERTIONS comes from both.
// { dg-do assemble }
// { dg-options "-O0" }
// { dg-require-effective-target fhardened }

#include "../hardening.c++/identical-1.C"

// { dg-final { object-matches-handwritten [hardening_fhardened_flags -O0] } }
