/* Default mode: -Wno-format-security wins: a non-literal format is
   accepted; the verbose note names the option.  */
/* { dg-do compile } */
/* { dg-options "-O2 -Wno-format-security -fplugin-arg-hardening-verbose" } */

#include <stdio.h>

void
f (const char *user)
{
  printf (user); /* { dg-bogus "format not a string literal" } */
  printf (""); /* { dg-warning "zero-length gnu_printf format string" } */
}

/* { dg-note "hardening feature .format. lowered by .-Wno-format-security. \\\[-fplugin-arg-hardening-verbose\\\]" "" { target *-*-* } 0 } */
/* { dg-prune-output "hardening feature .* applied" } */
