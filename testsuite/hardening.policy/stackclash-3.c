/* Where -mthumb is Thumb-1 (stackclash-2.c), arm code (-marm) has the
   probes: the 64 KiB frame's prologue stores to every 4 KiB of it (the
   .LPSRL loop) before moving the stack pointer.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -g -marm -save-temps -fplugin-arg-hardening-stackclash=on" } */
/* { dg-require-effective-target thumb1 } */

extern void use (char *);

int
big (void)
{
  char buf[65536];
  use (buf);
  return buf[7];
}

/* { dg-final { scan-assembler "\\.LPSRL\[0-9\]+:" } } */
/* { dg-final { scan-assembler "str\\s+r0, \\\[ip, #0\\\]" } } */
/* { dg-final { scan-audit "^  PASS stackclash +1 unit: applied -fstack-clash-protection$" } } */
/* { dg-final { scan-readelf {--debug-dump=info} {DW_AT_producer.*-fstack-clash-protection} } } */
