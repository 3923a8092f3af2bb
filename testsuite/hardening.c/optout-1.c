/* Default mode: an explicit -fno-stack-protector wins (no canary) and the
   verbose note names it.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-stack-protector -fplugin-arg-hardening-verbose" } */
/* { dg-require-effective-target policy_stackprotector } */

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-note "hardening feature .stackprotector. lowered by .-fno-stack-protector. \\\[-fplugin-arg-hardening-verbose\\\]" "" { target *-*-* } 0 } */
/* { dg-prune-output "hardening feature .* applied" } */
/* { dg-final { scan-assembler-canary-not } } */
