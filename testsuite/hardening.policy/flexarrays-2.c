/* Without strict-flex-arrays (the shipped policy's default) a trailing
   char[1] counts as a flexible array member: _FORTIFY_SOURCE cannot check
   a strcpy into it, and the program of flexarrays-1.c runs (its write
   stays inside the allocation).  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target policy_fortify } */

#include <stdio.h>
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
  printf ("name: %s\n", r->name);
  return 0;
}

/* { dg-output "name: twelve bytes" } */
/* { dg-final { scan-hardening-note "^  N/A  strict-flex-arrays .*: off in the policy \\(hardening\\.policy:\[0-9\]+\\)$" } } */
