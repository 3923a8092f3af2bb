/* -Wformat as the plugin sets it enables every warning it implies:
   -Wformat-zero-length, -Wformat-extra-args, -Wformat-contains-nul,
   -Wnonnull, -Wformat-overflow and -Wformat-truncation besides -Wformat=
   itself, and they stay warnings.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-prune-output "note: .__builtin_" } */
/* { dg-prune-output "note: in a call to function" } */

#include <stdio.h>

extern void take (char *) __attribute__ ((nonnull));
char small[4];

void
f (int i)
{
  printf (""); /* { dg-warning "zero-length gnu_printf format string \\\[-Wformat-zero-length\\\]" } */
  printf ("%d\n", i, i); /* { dg-warning "too many arguments for format \\\[-Wformat-extra-args\\\]" } */
  printf ("a\0b"); /* { dg-warning "embedded .\\\\0. in format \\\[-Wformat-contains-nul\\\]" } */
  printf ("%s\n", i); /* { dg-warning "format .%s. expects argument of type .char \\*., but argument 2 has type .int. \\\[-Wformat=\\\]" } */
  take (0); /* { dg-warning "argument 1 null where non-null expected \\\[-Wnonnull\\\]" } */
  sprintf (small, "%s", "hello world"); /* { dg-warning "writing 11 bytes into a region of size 4 \\\[-Wformat-overflow=\\\]" } */
  snprintf (small, sizeof small, "%s", "hello world"); /* { dg-warning "output truncated writing 11 bytes into a region of size 4 \\\[-Wformat-truncation=\\\]" } */
}
