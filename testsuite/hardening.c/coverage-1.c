/* Fortify coverage: a memcpy into a fixed array with a
   constant size is checked at compile time, one with a variable size at
   run time (__memcpy_chk), one into a pointer of unknown size is left
   unchecked (GCC 11 folds the first into loads and stores without a
   location, which the plugin cannot count).  The note counts them and lists the unchecked one with its
   file:line, the audit shows the counts and still passes (coverage is
   information), and the object stays that of the hand-written flags.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>
#include <string.h>

char src[64] = "0123456789abcdef";

__attribute__ ((noipa)) void
constant_size (void)
{
  char buf[16];
  memcpy (buf, src, 8);
  buf[8] = '\0';
  puts (buf);
}

__attribute__ ((noipa)) void
variable_size (size_t n)
{
  char buf[16];
  memcpy (buf, src, n);
  buf[15] = '\0';
  puts (buf);
}

__attribute__ ((noipa)) void
unknown_object (char *dest, size_t n)
{
  memcpy (dest, src, n);
}

int
main (void)
{
  char out[32];

  constant_size ();
  variable_size (4);
  unknown_object (out, 8);
  out[8] = '\0';
  puts (out);
  return 0;
}

/* { dg-output "01234567" } */
/* { dg-final { scan-readelf {-p .note.hardening} {fortify-calls 1 1 1\\n} { target fold_keeps_location } } } */
/* { dg-final { scan-readelf {-p .note.hardening} {fortify-calls 0 1 1\\n} { target { ! fold_keeps_location } } } } */
/* { dg-final { scan-readelf {-p .note.hardening} {fortify-unchecked memcpy unknown_object 37 3 [^ ]*coverage-1\.c\\n} } } */
/* { dg-final { scan-audit {^ +[^ ]*coverage-1\.c: 1 checked at compile time, 1 at run time, 1 unchecked$} { target fold_keeps_location } } } */
/* { dg-final { scan-audit {^ +[^ ]*coverage-1\.c:37:3: unchecked memcpy in unknown_object$} } } */
/* { dg-final { audit-object fortify PASS {1 unit: applied _FORTIFY_SOURCE=[23]( \(the policy's 3 is more than glibc does here\))?$} 0 } } */
/* { dg-final { audit-object-json {"fortify": \{"result": "pass", [^\n]*"coverage": \{"compile_time": 1, "run_time": 1, "unchecked": 1, "units": \[\{"unit": "[^"]*coverage-1\.c", "compile_time": 1, "run_time": 1, "unchecked": 1, "unchecked_calls": \[\{"callee": "memcpy", "function": "unknown_object", "file": "[^"]*coverage-1\.c", "line": 37, "column": 3\}\], "unlisted": 0\}\]\}\}} { target fold_keeps_location } } } */
/* { dg-final { object-matches-handwritten [hardening_handwritten_flags] } } */
