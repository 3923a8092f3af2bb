/* The nocf_check attribute takes endbr64 away from a function that is
   called through a pointer: listed in the note, failed by the audit,
   refused by the link-time check; its twin starts with endbr64 and is
   not listed.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target x86_64 } */
/* { dg-require-effective-target policy_branch } */

__attribute__ ((noinline, nocf_check)) int
unmarked (int x)
{
  return x * 3;
}

int __attribute__ ((noinline))
marked (int x)
{
  return x * 5;
}

int (*volatile fp) (int) = marked;

int
main (void)
{
  return fp (1) + unmarked (1) == 8 ? 0 : 1;
}

/* { dg-final { function-code-lacks unmarked "endbr64" } } */
/* { dg-final { function-code-has marked "\\A *\[0-9a-f\]+:\\s+endbr64" } } */
/* { dg-final { note-escape branch unmarked "no endbr64: nocf_check attribute$" } } */
/* { dg-final { note-escape-not marked } } */
/* { dg-final { audit-says 1 "^  FAIL branch +\\S*escape-4\\.c: function unmarked: no endbr64" } } */
/* { dg-final { ld-check 1 "error: .*escape-4\\.c: function unmarked escapes branch: no endbr64: nocf_check attribute \\\[gcc-hardening\\\]" } } */
