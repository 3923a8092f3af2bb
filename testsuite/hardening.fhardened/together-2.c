/* With a policy asking _FORTIFY_SOURCE=2, -fhardened's higher level is
   the user's explicit choice and the plugin never lowers: one definition,
   -fhardened's, and no "redefined" warning (the plugin used to define 2
   before -fhardened defined 3).  */
/* { dg-do assemble } */
/* { dg-options "-O2 -fhardened -fplugin-arg-hardening-policy=[hardening_policy_file fortify-2.policy]" } */
/* { dg-require-effective-target fhardened } */
/* { dg-require-effective-target fortify_level_3 } */

#include <stdio.h>

#if _FORTIFY_SOURCE != 3
#error "-fhardened's level is not the one defined"
#endif

int
main (void)
{
  return puts ("hello");
}

/* { dg-bogus "redefined|Whardened" "" { target *-*-* } 0 } */
/* { dg-final { scan-hardening-note "PASS fortify +1 unit: applied _FORTIFY_SOURCE=3 by -fhardened" } } */
