/* -fhardened and the plugin on one command line: _FORTIFY_SOURCE is
   defined once, by -fhardened (no "redefined" warning), the plugin adds
   no -Whardened warning of its own, and its note records every feature as
   applied, the fortification as done by -fhardened.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -fhardened -Wall -fplugin-arg-hardening-verbose" } */
/* { dg-require-effective-target fhardened } */

#include <string.h>

int
copy (char *dst, const char *src)
{
  char buf[16];
  strcpy (buf, src);
  strcpy (dst, buf);
  return buf[0];
}

#if _FORTIFY_SOURCE != __USE_FORTIFY_LEVEL || _FORTIFY_SOURCE < 2
#error "_FORTIFY_SOURCE is not what glibc honours"
#endif

/* { dg-note "hardening feature .fortify. applied: _FORTIFY_SOURCE=\[23\] by -fhardened" "" { target *-*-* } 0 } */
/* { dg-note "hardening feature .(stackprotector|pie|format|stackclash|branch|autovarinit|zero-init-padding|bidi-chars). applied" "" { target *-*-* } 0 } */
/* { dg-bogus "redefined|Whardened" "" { target *-*-* } 0 } */
/* { dg-final { scan-hardening-note "PASS fortify +1 unit: applied _FORTIFY_SOURCE=\[23\] by -fhardened" } } */
/* { dg-final { scan-hardening-note "PASS stackprotector +1 unit: applied -fstack-protector-strong" } } */
/* { dg-final { scan-hardening-note-not "lowered|FAIL" } } */
