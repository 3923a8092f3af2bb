// At -Os the object of identical-1.C is byte-identical to the one
// compiled without the plugin and with the hand-written flags.
// { dg-do assemble }
// { dg-options "-Os" }

#include "identical-1.C"

// { dg-final { object-matches-handwritten [hardening_handwritten_flags] } }
