/* Default mode: -Wno-format wins: no format diagnostics at all; the
   verbose note names the option.  */
/* { dg-do compile } */
/* { dg-options "-O2 -Wno-format -fplugin-arg-hardening-verbose" } */

#include <stdio.h>

void
f (const char *user, int i)
{
  printf (user); /* { dg-bogus "format" } */
  printf ("", i); /* { dg-bogus "format" } */
}

/* { dg-note "hardening feature .format. lowered by .-Wno-format. \\\[-fplugin-arg-hardening-verbose\\\]" "" { target *-*-* } 0 } */
/* { dg-prune-output "hardening feature .* applied" } */
