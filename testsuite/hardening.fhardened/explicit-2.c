/* Where the plugin differs from -fhardened on purpose (gcc-hardening(7)):
   in strict mode the policy wins over the explicit option, with a note,
   where -fhardened always lets the option win.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fhardened -fno-stack-protector -fplugin-arg-hardening-mode=strict" } */
/* { dg-require-effective-target fhardened } */

extern void use (char *);

void
f (void)
{
  char buf[64];
  use (buf);
}

/* { dg-prune-output "is not enabled by .-fhardened. because it was specified" } */
/* { dg-note "strict mode overrides .-fno-stack-protector.: feature .stackprotector. forced \\\[-fplugin-arg-hardening-mode=strict\\\]" "" { target *-*-* } 0 } */
/* { dg-final { scan-assembler-canary } } */
