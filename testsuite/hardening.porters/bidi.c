/* bidi-chars: an unpaired right-to-left override in a comment (Trojan
   Source), which -Wbidi-chars=unpaired reports.  */
int
allowed (int admin)
{
  /* ‮ } ⁦ if (admin) ⁩ ⁦ begin admins only */
  return admin;
}
