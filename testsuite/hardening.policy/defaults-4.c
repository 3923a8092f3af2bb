/* A feature is off only where a policy line says so,
   and the note names that line (files/ssp-off-only.policy:4); the features
   the policy does not name keep the built-in default (fortify here).  */
/* { dg-do assemble } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file ssp-off-only.policy]" } */
/* { dg-require-effective-target policy_fortify } */

#include <string.h>

extern void use (char *);

void
f (const char *s)
{
  char buf[4];
  strcpy (buf, s);
  use (buf);
}

/* { dg-final { scan-readelf-not "-s" "__stack_chk_fail" } } */
/* { dg-final { scan-readelf "-s" " UND __strcpy_chk$" } } */
/* { dg-final { scan-readelf "-p .note.hardening" "feature stackprotector off off policy ssp-off-only\\.policy:4" } } */
/* { dg-final { scan-readelf "-p .note.hardening" "feature fortify \[1-3\] applied builtin _FORTIFY_SOURCE=" } } */
