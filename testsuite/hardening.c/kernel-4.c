/* Strict mode hardens freestanding code too: canary and _FORTIFY_SOURCE
   (kernel-5.c: the format-security error).  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffreestanding -fplugin-arg-hardening-mode=strict" } */
/* { dg-require-effective-target policy_stackprotector } */
/* { dg-prune-output "strict mode" } */

#ifndef _FORTIFY_SOURCE
#error "_FORTIFY_SOURCE not defined in strict mode"
#endif

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-final { scan-assembler-canary } } */
