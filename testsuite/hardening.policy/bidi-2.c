/* bidi-chars = unpaired: an unpaired right-to-left override is an error,
   and the compile fails.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file openssf.policy]" } */

int
allowed (int admin)
{
  /* ‮ } ⁦ if (admin) ⁩ ⁦ begin admins only */ /* { dg-error "unpaired UTF-8 bidirectional control characters" } */
  return admin;
}

/* { dg-prune-output "some warnings being treated as errors" } */
/* { dg-final { output-exists-not } } */
