/* Default mode: -fstack-protector-explicit wins: only functions marked
   stack_protect get a canary; the verbose note names it.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fstack-protector-explicit -fplugin-arg-hardening-verbose" } */
/* { dg-require-effective-target policy_stackprotector } */

#if !defined __SSP_EXPLICIT__ || defined __SSP_STRONG__
#error "the user's -fstack-protector-explicit did not win"
#endif

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-note "hardening feature .stackprotector. lowered by .-fstack-protector-explicit. \\\[-fplugin-arg-hardening-verbose\\\]" "" { target *-*-* } 0 } */
/* { dg-prune-output "hardening feature .* applied" } */
/* { dg-final { scan-assembler-canary-not } } */
