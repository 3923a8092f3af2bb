/* Default mode: -Wno-error=format-security wins: the check stays but as a
   warning; the verbose note names the option.  */
/* { dg-do compile } */
/* { dg-options "-O2 -Wno-error=format-security -fplugin-arg-hardening-verbose" } */

#include <stdio.h>

void
f (const char *user)
{
  printf (user); /* { dg-warning "format not a string literal and no format arguments \\\[-Wformat-security\\\]" } */
}

/* { dg-note "hardening feature .format. lowered by .-Wno-error=format-security. \\\[-fplugin-arg-hardening-verbose\\\]" "" { target *-*-* } 0 } */
/* { dg-prune-output "hardening feature .* applied" } */
