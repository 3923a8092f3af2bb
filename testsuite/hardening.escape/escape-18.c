/* -w silences every warning, the format-security error too, for the
   whole unit, and the program is built; each function with a silenced
   finding is an escape, and the note says -w did it, not a pragma (the
   words were those of a pragma before, while the source had none).  Run,
   the printf reads the stack: a "%p" in the user's string prints a
   pointer.  */
/* { dg-do run } */
/* { dg-options "-O2 -w" } */
/* { dg-require-effective-target policy_format_error } */

#include <stdio.h>
#include <string.h>

void __attribute__ ((noinline))
echo (const char *user)
{
  printf (user);
  printf ("\n");
}

int
main (void)
{
  char user[16];
  strcpy (user, "[%p]");
  echo (user);
  return 0;
}

/* { dg-output "\\\[(0x\[0-9a-f\]+|\\(nil\\))\\\]" } */
/* { dg-final { note-escape format echo "printf with a format that is not a literal and no arguments at line 17, -Wformat-security suppressed by -w$" } } */
/* { dg-final { audit-says 1 "^  FAIL format +\\S*escape-18\\.c: function echo: printf with a format that is not a literal .* suppressed by -w$" } } */
/* { dg-final { ld-check 1 "error: .*escape-18\\.c: function echo escapes format: printf with a format that is not a literal.*suppressed by -w \\\[gcc-hardening\\\]" } } */
