/* strict-flex-arrays where GCC lacks -fstrict-flex-arrays (GCC 11 and
   12): the note says unsupported, and why; from GCC 13 applied.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file opt-in.policy]" } */

struct rec
{
  int len;
  char name[1];
};

int
len (struct rec *r)
{
  return r->len;
}

/* { dg-final { scan-audit "^  N/A  strict-flex-arrays .*: unsupported \\(-fstrict-flex-arrays is GCC 13's\\)$" { target { ! strict_flex_arrays } } } } */
/* { dg-final { scan-audit "^  PASS strict-flex-arrays 1 unit: applied -fstrict-flex-arrays=3$" { target strict_flex_arrays } } } */
