/* __attribute__ ((optimize ("no-stack-clash-protection"))) takes the
   probes away from a function with a frame larger than a page: listed in
   the note, failed by the audit, refused by the link-time check; its twin
   keeps its probes ("or $0" on the stack pointer) and is not listed.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target x86_64 } */
/* { dg-require-effective-target policy_stackclash } */

void __attribute__ ((noinline)) use (char *p) { __asm__ volatile ("" : : "r"(p) : "memory"); }

__attribute__ ((noinline, optimize ("no-stack-clash-protection"))) int
unprobed (int n)
{
  char buf[100000];
  buf[n] = 1;
  use (buf);
  return buf[n];
}

int __attribute__ ((noinline))
probed (int n)
{
  char buf[100000];
  buf[n] = 1;
  use (buf);
  return buf[n];
}

int
main (void)
{
  return unprobed (3) + probed (4) == 2 ? 0 : 1;
}

/* { dg-final { function-code-lacks unprobed "or\[bwlq\]?\\s+\\\$0x0,.*\\(%rsp\\)" } } */
/* { dg-final { function-code-has probed "or\[bwlq\]?\\s+\\\$0x0,.*\\(%rsp\\)" } } */
/* { dg-final { note-escape stackclash unprobed "no stack clash probes: a frame of \[0-9\]+ bytes, -fno-stack-clash-protection by an optimize attribute or #pragma GCC optimize$" } } */
/* { dg-final { note-escape-not probed } } */
/* { dg-final { audit-says 1 "^  FAIL stackclash +\\S*escape-3\\.c: function unprobed: no stack clash probes" } } */
/* { dg-final { ld-check 1 "error: .*escape-3\\.c: function unprobed escapes stackclash: no stack clash probes.*\\\[gcc-hardening\\\]" } } */
