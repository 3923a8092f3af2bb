/* At -O0 glibc does not fortify: _FORTIFY_SOURCE stays undefined (the
   verbose note says why), but the stack protector is applied.  */
/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-hardening-verbose" } */
/* { dg-require-effective-target policy_stackprotector } */

#ifdef _FORTIFY_SOURCE
#error "_FORTIFY_SOURCE defined at -O0"
#endif

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-note "hardening feature .fortify. not applicable: not optimizing \\\[-fplugin-arg-hardening-verbose\\\]" "" { target *-*-* } 0 } */
/* { dg-prune-output "hardening feature .* applied" } */
/* { dg-final { scan-assembler-canary } } */
