/* bidi-chars = unpaired in C++: an unpaired right-to-left override in a
   comment is an error there too.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-bidi-chars=unpaired" } */

int
allowed (int admin)
{
  /* ‮ } ⁦ if (admin) ⁩ ⁦ begin admins only */ /* { dg-error "unpaired UTF-8 bidirectional control characters" } */
  return admin;
}

/* { dg-prune-output "some warnings being treated as errors" } */
/* { dg-final { output-exists-not } } */
