/* With a policy of [*] alone the object has what the
   built-in defaults of the target ask (x86_64: the canary, _FORTIFY_SOURCE,
   the stack clash probes' option, IBT and SHSTK), and its note says each
   feature was applied with the source builtin, none off (but the opt-in
   ones, whose built-in default is off).  */
/* { dg-do assemble } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file no-key.policy]" } */
/* { dg-require-effective-target x86_64 } */
/* { dg-require-effective-target lp64 } */

#include <string.h>

extern void use (char *);

void
f (const char *s)
{
  char buf[4];
  strcpy (buf, s);
  use (buf);
}

/* { dg-final { scan-readelf "-s" " UND __stack_chk_fail$" } } */
/* { dg-final { scan-readelf "-s" " UND __strcpy_chk$" } } */
/* { dg-final { scan-readelf "-n" "x86 feature: IBT, SHSTK" } } */
/* { dg-final { scan-readelf "-p .note.hardening" "feature stackprotector strong applied builtin -fstack-protector-strong" } } */
/* { dg-final { scan-readelf "-p .note.hardening" "feature fortify \[23\] applied builtin _FORTIFY_SOURCE=\[23\]" } } */
/* { dg-final { scan-readelf "-p .note.hardening" "feature stackclash on applied builtin -fstack-clash-protection" } } */
/* { dg-final { scan-readelf "-p .note.hardening" "feature branch on applied builtin -fcf-protection=full" } } */
/* { dg-final { scan-readelf-not "-p .note.hardening" "feature (stackprotector|fortify|format|pie|stackclash|branch|autovarinit|format-wrappers) \[a-z0-9\]+ off " } } */
/* The opt-in features are off there: the target's built-in default.  */
/* { dg-final { scan-readelf "-p .note.hardening" "feature qa off off builtin built-in default for x86_64-linux-gnu" } } */
/* { dg-final { scan-hardening-note "PASS +stackprotector " } } */
