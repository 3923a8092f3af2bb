/* #pragma GCC diagnostic warning "-Wformat-security" makes the
   format-security error a warning for the code after it, and the build
   goes past a real finding, as with the hand-written flags; the finding
   is an escape of its function, as a pragma that ignores it is
   (escape-14.c).  The function after the pop is not listed.  Run, the
   printf reads the stack: a "%p" in the user's string prints a
   pointer.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target policy_format_error } */

#include <stdio.h>
#include <string.h>

#pragma GCC diagnostic push
#pragma GCC diagnostic warning "-Wformat-security"
void __attribute__ ((noinline))
echo (const char *user)
{
  printf (user); /* { dg-warning "format not a string literal and no format arguments" } */
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
/* { dg-final { note-escape format echo "printf with a format that is not a literal and no arguments at line 20, -Wformat-security a warning there by #pragma GCC diagnostic$" } } */
/* { dg-final { note-escape-not echo_safe } } */
/* { dg-final { audit-says 1 "^  FAIL format +\\S*escape-15\\.c: function echo: printf with a format that is not a literal and no arguments at line 20, -Wformat-security a warning there" } } */
/* { dg-final { ld-check 1 "error: .*escape-15\\.c: function echo escapes format: printf with a format that is not a literal.*\\\[gcc-hardening\\\]" } } */
