/* Without -fplugin-arg-hardening-verbose an opt-out is silent: no note, and
   -fno-stack-protector still wins.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-stack-protector -U_FORTIFY_SOURCE -Wno-format-security -fno-pie" } */

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-bogus "hardening" "" { target *-*-* } 0 } */
/* { dg-final { scan-assembler-canary-not } } */
