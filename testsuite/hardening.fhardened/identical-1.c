/* At -O2, the object compiled with only the plugin is byte-identical to
   the one compiled with -fhardened plus what the policy adds beyond it
   (hardening_fhardened_flags: on x86_64 only -Wformat
   -Werror=format-security, which changes diagnostics, not code).  */
/* { dg-do assemble } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target fhardened } */

#include "../hardening.c/identical-1.c"

/* { dg-final { object-matches-handwritten [hardening_fhardened_flags] } } */
