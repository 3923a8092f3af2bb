/* bidi-chars = unpaired, the shipped policy's level: an unpaired
   right-to-left override is an error, and the compile fails.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target policy_bidi_chars } */

int
allowed (int admin)
{
  /* ‮ } ⁦ if (admin) ⁩ ⁦ begin admins only */ /* { dg-error "unpaired UTF-8 bidirectional control characters" } */
  return admin;
}

/* { dg-prune-output "some warnings being treated as errors" } */
/* { dg-final { output-exists-not } } */
