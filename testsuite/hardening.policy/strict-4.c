/* In strict mode (the argument) -fplugin-arg-hardening-disable= can still
   lower a feature: no canary, and no note about an override.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-mode=strict -fplugin-arg-hardening-disable=stackprotector" } */

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-bogus "strict mode overrides" "" { target *-*-* } 0 } */
/* { dg-final { scan-assembler-canary-not } } */
