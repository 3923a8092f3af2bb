/* Fortify coverage of a fortifiable function whose address is taken: a
   call through the pointer goes to the plain function, which no wrapper
   checks, so each place that takes the address counts as an unchecked
   site named "&NAME" (a local pointer in main; a global's initializer,
   the variable named), beside main's direct, checked strcpy.  The
   program overflows its buffer through the pointer: fortify does not
   stop it, the stack protector does.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target policy_stackprotector } */
/* { dg-shouldfail "the stack protector ends the overflow" } */

#include <stdio.h>
#include <string.h>

void *(*volatile copy) (void *, const void *, size_t) = memmove;

int
main (int argc, char **argv)
{
  char buf[16], name[16];
  void *(*volatile local) (void *, const void *, size_t) = memcpy;
  const char *s = "a string far longer than sixteen bytes, longer than the frame itself";

  strcpy (name, argc > 8 ? argv[1] : "x");
  local (buf, s, strlen (s) + 1);
  copy (buf, name, 2);
  puts (buf);
  return 0;
}

/* { dg-output "stack smashing detected" } */
/* { dg-final { scan-readelf {-p .note.hardening} {fortify-unchecked &memcpy main 22 [0-9]+ [^ ]*coverage-4\.c\\n} } } */
/* { dg-final { scan-readelf {-p .note.hardening} {fortify-unchecked &memmove copy 16 [0-9]+ [^ ]*coverage-4\.c\\n} } } */
/* { dg-final { scan-audit {^ +[^ ]*coverage-4\.c: [0-9]+ checked at compile time, [0-9]+ at run time, 2 unchecked$} } } */
