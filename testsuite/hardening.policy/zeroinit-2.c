/* Without zero-init-padding (GCC 15 and later) {0} initializes only a
   union's first member: the program of zeroinit-1.c reads the bytes the
   stack held in the others, automatic variable initialization
   (autovarinit = zero) notwithstanding, since the union has an
   initializer.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-hardening-disable=zero-init-padding" } */
/* { dg-require-effective-target zero_init_padding } */
/* { dg-output "bytes not zero: \[1-9\]" } */
/* { dg-final { scan-hardening-note "^  (FAIL|N/A ) zero-init-padding .*off.*-fplugin-arg-hardening-disable=zero-init-padding" } } */

#include "zeroinit-1.c"
