/* bidi-chars = unpaired lets a paired embedding through: the object is
   byte-identical to the one of the hand-written -Werror=bidi-chars=unpaired,
   and the note says applied.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -fplugin-arg-hardening-bidi-chars=unpaired" } */

const char *greeting = "‪hello‬";

/* { dg-final { object-matches-handwritten "[hardening_handwritten_flags] -Werror=bidi-chars=unpaired" } } */
/* { dg-final { scan-hardening-note "^  PASS bidi-chars +1 unit: applied -Werror=bidi-chars=unpaired$" } } */
