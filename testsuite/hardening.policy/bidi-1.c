/* bidi-chars = warn, the shipped policy's level: an unpaired right-to-left
   override (Trojan Source: the comment hides the code after it) is
   warned about, as GCC's own -Wbidi-chars=unpaired does, and the note
   says applied.  */
/* { dg-do assemble } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target policy_bidi_chars } */

int
allowed (int admin)
{
  /* ‮ } ⁦ if (admin) ⁩ ⁦ begin admins only */ /* { dg-warning "unpaired UTF-8 bidirectional control characters" } */
  return admin;
}

/* { dg-final { scan-hardening-note "^  PASS bidi-chars +1 unit: applied -Wbidi-chars=unpaired$" } } */
