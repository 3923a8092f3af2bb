/* At -O0, the object compiled with only the plugin is byte-identical to
   the one compiled with -fhardened plus what the policy adds beyond it
   (hardening_fhardened_flags: on x86_64 only -Wformat
   -Werror=format-security, which changes diagnostics, not code).
   Neither defines _FORTIFY_SOURCE when not optimizing.  */
/* { dg-do assemble } */
/* { dg-options "-O0" } */
/* { dg-require-effective-target fhardened } */

#include "../hardening.c/identical-1.c"

/* { dg-final { object-matches-handwritten [hardening_fhardened_flags -O0] } } */
