/* -fplugin-arg-hardening-target=hppa-linux-gnu prints hppa's section
   (no stack protector; PIE and RELRO on) but changes nothing in the
   compile: on x86_64 the canary and endbr64 are still there.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-hardening-print-policy -fplugin-arg-hardening-target=hppa-linux-gnu" } */
/* { dg-require-effective-target x86_64 } */
/* { dg-prune-output "^(hardening policy for |  \[a-z\])" } */

extern void use (char *);

void
f (void)
{
  char buf[4];
  use (buf);
}

/* { dg-final { scan-compile-output "^hardening policy for hppa-linux-gnu:$" } } */
/* { dg-final { scan-compile-output "^  stackprotector +off +hardening\\.policy:\[0-9\]+$" } } */
/* { dg-final { scan-compile-output "^  pie +on +hardening\\.policy:\[0-9\]+$" } } */
/* { dg-final { scan-compile-output "^  relro +on +hardening\\.policy:\[0-9\]+ \\(link\\)$" } } */
/* { dg-final { scan-compile-output "^  fortify +3 +hardening\\.policy:\[0-9\]+$" } } */
/* { dg-final { scan-assembler-canary } } */
/* { dg-final { scan-assembler "endbr64" } } */
