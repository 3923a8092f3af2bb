/* The command line's -Wno-error=bidi-chars keeps a warning where the
   policy asks an error: in the default mode it wins, the compile goes on
   with a warning, and the note says lowered.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -Wno-error=bidi-chars -fplugin-arg-hardening-policy=[hardening_policy_file openssf.policy]" } */

int
allowed (int admin)
{
  /* ‮ } ⁦ if (admin) ⁩ ⁦ begin admins only */ /* { dg-warning "unpaired UTF-8 bidirectional control characters" } */
  return admin;
}

/* { dg-final { scan-hardening-note "^  FAIL bidi-chars .*lowered by -Wno-error=bidi-chars$" } } */
