/* At -Os the object of identical-1.c is byte-identical to the one compiled
   without the plugin and with the hand-written flags.  */
/* { dg-do assemble } */
/* { dg-options "-Os" } */

#include "identical-1.c"

/* { dg-final { object-matches-handwritten [hardening_handwritten_flags] } } */
