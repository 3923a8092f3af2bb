# 1 "preproc-1.c"
/* Preprocessed input: no _FORTIFY_SOURCE definition is added (the verbose
   note says why) and the file compiles; the stack protector still
   applies.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-verbose" } */
/* { dg-require-effective-target policy_stackprotector } */

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-note "hardening feature .fortify. not applicable: preprocessed input \\\[-fplugin-arg-hardening-verbose\\\]" "" { target *-*-* } 0 } */
/* { dg-prune-output "hardening feature .* applied" } */
/* { dg-final { scan-assembler-canary } } */
