/* #pragma GCC diagnostic warning "-Wformat" is -Wformat=1, which sets
   -Wformat-security off for the rest of the unit as the command line's
   would (the option's variable, not a classification at a location):
   the build goes past a real finding without a word.  The unit started
   with -Wformat-security as an error: the finding is an escape of its
   function, as one that a pragma ignores is (escape-14.c).  The function
   before the pragma is not listed.  Run, the printf reads the stack: a
   "%p" in the user's string prints a pointer.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target policy_format_error } */

#include <stdio.h>
#include <string.h>

void __attribute__ ((noinline))
echo_safe (const char *user)
{
  printf ("%s\n", user);
}

#pragma GCC diagnostic warning "-Wformat"
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
  echo_safe (user);
  echo (user);
  return 0;
}

/* { dg-output "\\\[%p\\\]\r?\n\\\[(0x\[0-9a-f\]+|\\(nil\\))\\\]" } */
/* { dg-final { note-escape format echo "printf with a format that is not a literal and no arguments at line 26, -Wformat-security turned off there by #pragma GCC diagnostic$" } } */
/* { dg-final { note-escape-not echo_safe } } */
/* { dg-final { audit-says 1 "^  FAIL format +\\S*escape-16\\.c: function echo: printf with a format that is not a literal and no arguments at line 26, -Wformat-security turned off there" } } */
/* { dg-final { ld-check 1 "error: .*escape-16\\.c: function echo escapes format: printf with a format that is not a literal.*\\\[gcc-hardening\\\]" } } */
