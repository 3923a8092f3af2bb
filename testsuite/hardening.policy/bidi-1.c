/* bidi-chars = warn, GCC's own level, asked by the plugin's argument
   (the shipped policy says unpaired, bidi-2.c): an unpaired right-to-left
   override (Trojan Source: the comment hides the code after it) is
   warned about, as GCC's own -Wbidi-chars=unpaired does, and the note
   says applied.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -fplugin-arg-hardening-bidi-chars=warn" } */
/* { dg-require-effective-target policy_bidi_chars } */

int
allowed (int admin)
{
  /* ‮ } ⁦ if (admin) ⁩ ⁦ begin admins only */ /* { dg-warning "unpaired UTF-8 bidirectional control characters" } */
  return admin;
}

/* { dg-final { scan-hardening-note "^  PASS bidi-chars +1 unit: applied -Wbidi-chars=unpaired$" } } */
