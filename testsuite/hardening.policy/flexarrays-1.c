/* strict-flex-arrays (GCC 13 and later): a trailing char[1] is an array
   of one byte, so _FORTIFY_SOURCE checks a strcpy into it and the
   overflow aborts, though it stays inside the allocation
   (flexarrays-2.c: the same program without the feature runs).  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file opt-in.policy]" } */
/* { dg-require-effective-target strict_flex_arrays } */
/* { dg-require-effective-target policy_fortify } */
/* { dg-shouldfail "buffer overflow detected" } */

#include <stdlib.h>
#include <string.h>

struct rec
{
  int len;
  char name[1];
};

__attribute__ ((noipa)) void
set_name (struct rec *r, const char *name)
{
  strcpy (r->name, name);
}

int
main (void)
{
  struct rec *r = malloc (sizeof *r + 16);
  volatile const char *name = "twelve bytes";

  set_name (r, (const char *) name);
  return r->name[0] != 't';
}

/* { dg-output "\\*\\*\\* buffer overflow detected \\*\\*\\*: terminated" } */
/* { dg-final { scan-hardening-note "^  PASS strict-flex-arrays +1 unit: applied -fstrict-flex-arrays=3$" } } */
