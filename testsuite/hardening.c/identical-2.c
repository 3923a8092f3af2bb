/* At -O0 the object of identical-1.c is byte-identical to the one
   compiled without the plugin and with the hand-written flags, less
   -D_FORTIFY_SOURCE, which the plugin does not define when not
   optimizing.  */
/* { dg-do assemble } */
/* { dg-options "-O0" } */

#include "identical-1.c"

/* { dg-final { object-matches-handwritten [hardening_handwritten_flags -O0] } } */
