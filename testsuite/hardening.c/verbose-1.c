/* -fplugin-arg-hardening-verbose reports every applied feature as a note.
   With -Werror the notes stay notes and the compile succeeds, opt-out
   notes included.  */
/* { dg-do compile } */
/* { dg-options "-O2 -Werror -Wall -fno-pie -fplugin-arg-hardening-verbose" } */
/* { dg-require-effective-target policy_stackprotector } */

int i;

/* { dg-note "hardening feature .stackprotector. applied: -fstack-protector-strong \\\[-fplugin-arg-hardening-verbose\\\]" "" { target *-*-* } 0 } */
/* { dg-note "hardening feature .fortify. applied: _FORTIFY_SOURCE=[hardening_fortify_level]\[^\n\]* \\\[-fplugin-arg-hardening-verbose\\\]" "" { target *-*-* } 0 } */
/* { dg-note "hardening feature .format. applied\[^\n\]*\\\[-fplugin-arg-hardening-verbose\\\]" "" { target *-*-* } 0 } */
/* { dg-note "hardening feature .pie. lowered by .-fno-pie. \\\[-fplugin-arg-hardening-verbose\\\]" "" { target *-*-* } 0 } */
/* { dg-note "hardening feature .(stackclash|branch|autovarinit|zero-init-padding|bidi-chars). applied\[^\n\]*\\\[-fplugin-arg-hardening-verbose\\\]" "" { target *-*-* } 0 } */
/* { dg-bogus "error|warning" "" { target *-*-* } 0 } */
