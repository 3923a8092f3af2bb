/* -flto through the specs: lto1 loads the plugin too, so the executable
   keeps the canary, PIE and CET (endbr64 at function entries), and the
   link side (RELRO, BIND_NOW).  */
/* { dg-do link } */
/* { dg-options "-O2 -flto" } */

#include <string.h>

extern void use (char *) __attribute__ ((noipa));

void
use (char *p)
{
  __asm__ volatile ("" : : "r" (p) : "memory");
}

__attribute__ ((noipa)) int
f (const char *s)
{
  char buf[8];
  strcpy (buf, s);
  use (buf);
  return buf[0];
}

int
main (int argc, char **argv)
{
  return f (argc > 5 ? argv[0] : "x");
}

/* { dg-final { scan-elf-hardened pie-exe } } */
/* The canary where the policy has a stack protector for the target.  */
/* { dg-final { if { [is-effective-target policy_stackprotector] } { scan-objdump {-d --no-show-raw-insn} {<f>:(\n.*)*\n.*__stack_chk_fail} } else { unsupported "[hardening_current name] canary: [effective_target_reason_policy_stackprotector]" } } } */
/* { dg-final { scan-objdump {-d --no-show-raw-insn} {<main>:\n\s+[0-9a-f]+:\s+endbr64} { target { x86_64-*-* i?86-*-* } } } } */
/* { dg-final { scan-objdump {-d --no-show-raw-insn} {<f>:\n\s+[0-9a-f]+:\s+endbr64} { target { x86_64-*-* i?86-*-* } } } } */
