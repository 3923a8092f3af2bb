/* The strict_flex_array (1) attribute gives one trailing char[1] field
   back its old meaning, a flexible array member, in a unit built with
   -fstrict-flex-arrays=3: _FORTIFY_SOURCE no longer checks a strcpy into
   it (no __strcpy_chk; the strcpy of 12 bytes, inside the allocation,
   runs), while its twin without the attribute is checked.  The note lists
   the field as STRUCT.FIELD, the audit fails the feature naming it, the
   link-time check refuses it.  No escape for the attribute at level 3, nor
   for a char[4] at level 1, which stays an array of 4 at that level.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file opt-in.policy]" } */
/* { dg-require-effective-target strict_flex_arrays } */
/* { dg-require-effective-target policy_fortify } */

#include <stdlib.h>
#include <string.h>

struct loose
{
  int len;
  char name[1] __attribute__ ((strict_flex_array (1)));
};

struct strict
{
  int len;
  char name[1];
};

struct same
{
  int len;
  char name[1] __attribute__ ((strict_flex_array (3)));
};

struct four
{
  int len;
  char name[4] __attribute__ ((strict_flex_array (1)));
};

__attribute__ ((noipa)) void
set_loose (struct loose *r, const char *name)
{
  strcpy (r->name, name);
}

__attribute__ ((noipa)) void
set_strict (struct strict *r, const char *name)
{
  strcpy (r->name, name);
}

__attribute__ ((noipa)) int
lengths (struct same *s, struct four *f)
{
  return s->len + f->len;
}

int
main (void)
{
  struct loose *l = malloc (sizeof *l + 16);
  struct strict *s = malloc (sizeof *s + 16);
  struct same sm = { 1, "" };
  struct four fo = { 2, "abc" };
  volatile const char *name = "twelve bytes";

  set_loose (l, (const char *) name);
  set_strict (s, "");
  return l->name[0] != 't' || s->name[0] != '\0' || lengths (&sm, &fo) != 3;
}

/* { dg-final { function-code-lacks set_loose "__strcpy_chk" } } */
/* { dg-final { function-code-has set_strict "__strcpy_chk" } } */
/* { dg-final { note-escape strict-flex-arrays loose\\.name "trailing array name\\\[1\\\] is a flexible array member, unchecked by _FORTIFY_SOURCE: strict_flex_array \\(1\\) attribute$" } } */
/* { dg-final { note-escape-not strict\\.name } } */
/* { dg-final { note-escape-not same\\.name } } */
/* { dg-final { note-escape-not four\\.name } } */
/* { dg-final { audit-says 1 "^  FAIL strict-flex-arrays +\\S*escape-12\\.c: field loose\\.name: trailing array name\\\[1\\\] is a flexible array member" } } */
/* { dg-final { ld-check 1 "error: .*escape-12\\.c: field loose\\.name escapes strict-flex-arrays: trailing array .*strict_flex_array \\(1\\) attribute \\\[gcc-hardening\\\]" } } */
