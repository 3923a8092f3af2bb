/* The explicit-option rule is -fhardened's: an option the user gave wins,
   in the plugin's default mode as in -fhardened ("is not enabled by
   -fhardened because it was specified on the command line").  With
   -fno-stack-protector there is no canary, -fhardened says why with
   -Whardened and the plugin with its note.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fhardened -fno-stack-protector -fplugin-arg-hardening-verbose" } */
/* { dg-require-effective-target fhardened } */

extern void use (char *);

void
f (void)
{
  char buf[64];
  use (buf);
}

/* { dg-warning ".-fstack-protector-strong. is not enabled by .-fhardened. because it was specified on the command line" "" { target *-*-* } 0 } */
/* { dg-note "hardening feature .stackprotector. lowered by .-fno-stack-protector." "" { target *-*-* } 0 } */
/* { dg-note "hardening feature .(fortify|pie|format|stackclash|branch|autovarinit|zero-init-padding|bidi-chars). applied" "" { target *-*-* } 0 } */
/* { dg-final { scan-assembler-canary-not } } */
