/* Strict mode forces -strong over a weaker -fstack-protector: a 4-byte
   array gets a canary; a note says so.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fstack-protector -fplugin-arg-hardening-mode=strict" } */
/* { dg-require-effective-target policy_stackprotector } */

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-note "strict mode overrides .-fstack-protector.: feature .stackprotector. forced \\\[-fplugin-arg-hardening-mode=strict\\\]" "" { target *-*-* } 0 } */
/* { dg-final { scan-assembler-canary } } */
