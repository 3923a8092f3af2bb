/* #pragma GCC diagnostic ignored "-Wformat-security" silences the
   format-security error for a region of code, as with the hand-written
   flags, and the program is built; but the silenced finding is an escape
   of the function (an opt-out in the source, honoured and recorded): the
   note lists it, the audit fails format naming it, the link-time check
   refuses it in error mode.  The function after the pop, which prints
   with a literal format, is not listed.  Run, the silenced printf reads
   the stack: a "%p" in the user's string prints a pointer.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target policy_format_error } */

#include <stdio.h>
#include <string.h>

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-security"
void __attribute__ ((noinline))
echo (const char *user)
{
  printf (user);
  printf ("\n");
}
#pragma GCC diagnostic pop

void __attribute__ ((noinline))
echo_safe (const char *user)
{
  printf ("%s\n", user);
}

int
main (void)
{
  char user[16];
  strcpy (user, "[%p]");
  echo (user);
  echo_safe (user);
  return 0;
}

/* { dg-output "\\\[(0x\[0-9a-f\]+|\\(nil\\))\\\]\r?\n\\\[%p\\\]" } */
/* { dg-final { note-escape format echo "printf with a format that is not a literal and no arguments at line 21, -Wformat-security ignored there by #pragma GCC diagnostic$" } } */
/* { dg-final { note-escape-not echo_safe } } */
/* { dg-final { audit-says 1 "^  FAIL format +\\S*escape-14\\.c: function echo: printf with a format that is not a literal" } } */
/* { dg-final { ld-check 1 "error: .*escape-14\\.c: function echo escapes format: printf with a format that is not a literal.*\\\[gcc-hardening\\\]" } } */
