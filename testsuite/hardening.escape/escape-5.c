/* -mmanual-endbr gives endbr64 only to the functions with the cf_check
   attribute: every other function that an indirect branch may reach is
   listed in the note, failed by the audit, refused by the link-time
   check; the cf_check function starts with endbr64 and is not listed, nor
   is a static function only called directly, which needs none.  */
/* { dg-do run } */
/* { dg-options "-O2 -mmanual-endbr" } */
/* { dg-require-effective-target x86_64 } */
/* { dg-require-effective-target policy_branch } */

static int __attribute__ ((noinline))
direct (int x)
{
  return x - 1;
}

int __attribute__ ((noinline))
unmarked (int x)
{
  return direct (x) * 3;
}

__attribute__ ((noinline, cf_check)) int
marked (int x)
{
  return x * 5;
}

int (*volatile fp) (int) = marked;

int
main (void)
{
  return fp (1) + unmarked (2) == 8 ? 0 : 1;
}

/* { dg-final { function-code-lacks unmarked "endbr64" } } */
/* { dg-final { function-code-lacks main "endbr64" } } */
/* { dg-final { function-code-has marked "\\A *\[0-9a-f\]+:\\s+endbr64" } } */
/* { dg-final { note-escape branch unmarked "no endbr64: -mmanual-endbr and no cf_check attribute$" } } */
/* { dg-final { note-escape branch main "no endbr64: -mmanual-endbr and no cf_check attribute$" } } */
/* { dg-final { note-escape-not marked } } */
/* { dg-final { note-escape-not direct } } */
/* { dg-final { audit-says 1 "^  FAIL branch +2 functions without it" } } */
/* { dg-final { audit-says 1 "^ +\\S*escape-5\\.c: function unmarked: no endbr64: -mmanual-endbr" } } */
/* { dg-final { ld-check 1 "error: .*escape-5\\.c: function unmarked escapes branch: no endbr64: -mmanual-endbr and no cf_check attribute \\\[gcc-hardening\\\]" } } */
