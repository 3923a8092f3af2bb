/* Without no-ub-opts (the shipped policy leaves it off) GCC takes the
   overflow, the store through another type and a null argument of a
   function declared nonnull as impossible, and folds the three checks of
   noub-1.c away: what the feature keeps.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-output "overflow checked: 0\r?\nstore through float seen: 0\r?\nnull checked: 0" } */
/* { dg-final { scan-hardening-note "^  N/A  no-ub-opts .*: off in the policy \\(hardening\\.policy:\[0-9\]+\\)$" } } */

#include "noub-1.c"
