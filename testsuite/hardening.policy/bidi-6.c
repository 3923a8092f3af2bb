/* The command line's -Wbidi-chars=none lowers bidi-chars = unpaired (the
   shipped policy's level): no diagnostic, and the note says lowered;
   strict mode would apply it.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -Wbidi-chars=none" } */
/* { dg-require-effective-target policy_bidi_chars } */

int
allowed (int admin)
{
  /* ‮ } ⁦ if (admin) ⁩ ⁦ begin admins only */
  return admin;
}

/* { dg-final { scan-hardening-note "^  FAIL bidi-chars .*lowered by -Wbidi-chars=none$" } } */
