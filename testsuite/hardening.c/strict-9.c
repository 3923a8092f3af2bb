/* Strict mode forces PIE over -fno-pie: __PIE__ is 2, the code is
   position independent (it links as a PIE, which absolute code could not),
   and a note says so.  */
/* { dg-do link } */
/* { dg-options "-O2 -fno-pie -fplugin-arg-hardening-mode=strict" } */
/* { dg-require-effective-target default_pie } */
/* { dg-require-effective-target policy_pie } */

#if !defined __PIE__ || __PIE__ != 2
#error "PIE not forced"
#endif

static const char *msgs[] = { "a", "b" };
int n = 1;

int
main (void)
{
  return msgs[n][0] != 'b';
}

/* { dg-note "strict mode overrides .-fno-pie.: feature .pie. forced \\\[-fplugin-arg-hardening-mode=strict\\\]" "" { target *-*-* } 0 } */
/* { dg-final { scan-readelf "-hW" "Type:\[ \t\]+DYN" } } */
