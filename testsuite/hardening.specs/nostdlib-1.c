/* A program without the C library (-nostdlib) is exempt from what needs
   it, and only that: it links without __stack_chk_fail or the __*_chk
   functions and runs, and its code keeps what needs no library: stack
   clash probes, endbr64, zeroed automatic variables.  The note says so
   feature by feature, with the option and the reason.  */
/* { dg-do run } */
/* { dg-options "-O2 -nostdlib -static" } */
/* { dg-require-effective-target x86_64 } */
/* The link-time check reports the position-dependent executable.  */
/* { dg-prune-output "position-dependent executable: not linked with -static-pie \\\[gcc-hardening\\\]" } */

#include <string.h>

/* GCC requires memcpy and memset of code without the C library (it calls
   them for copies and, with -ftrivial-auto-var-init, to clear large
   arrays): volatile, so that these loops do not become calls to
   themselves.  */
void *
memset (void *s, int c, size_t n)
{
  volatile unsigned char *p = s;
  while (n--)
    *p++ = (unsigned char)c;
  return s;
}

void *
memcpy (void *d, const void *s, size_t n)
{
  volatile unsigned char *p = d;
  const unsigned char *q = s;
  while (n--)
    *p++ = *q++;
  return d;
}

static long
sys3 (long nr, long a, long b, long c)
{
  long ret;
  __asm__ volatile ("syscall"
                    : "=a"(ret)
                    : "0"(nr), "D"(a), "S"(b), "d"(c)
                    : "rcx", "r11", "memory");
  return ret;
}

/* A frame larger than a page (probed), an array (a canary under
   -fstack-protector-strong, were it applied) and a variable-sized copy
   into it (__memcpy_chk under _FORTIFY_SOURCE, were it defined).  */
__attribute__ ((noipa)) long
work (const char *msg, unsigned long n)
{
  char big[16384];
  char line[64];

  if (n > sizeof line)
    n = sizeof line;
  memcpy (line, msg, n);
  big[n] = line[0];
  __asm__ volatile ("" : : "r"(big) : "memory");
  return sys3 (1, 1, (long)line, (long)n);
}

__attribute__ ((force_align_arg_pointer, noreturn)) void
_start (void)
{
  static const char msg[] = "nostdlib program ran\n";
  long status = work (msg, sizeof msg - 1) != (long)sizeof msg - 1;
  for (;;)
    sys3 (60, status, 0, 0);
}

/* { dg-output "nostdlib program ran" } */
/* { dg-final { scan-objdump -d {or[bq]\s+\$0x0,(-?0x[0-9a-f]+)?\(%rsp\)} { target policy_stackclash } } } */
/* { dg-final { scan-objdump -d {<work>:\n\s+[0-9a-f]+:\s+f3 0f 1e fa\s+endbr64} { target policy_branch } } } */
/* { dg-final { scan-objdump-not -d {__stack_chk_fail|__memcpy_chk} } } */
/* { dg-final { scan-hardening-note "N/A  stackprotector +\\S+nostdlib-1\\.c: exempt \\(-nostdlib: no C library for __stack_chk_fail and the guard\\)" } } */
/* { dg-final { scan-hardening-note "N/A  fortify +\\S+nostdlib-1\\.c: exempt \\(-nostdlib: no C library for the __\\*_chk functions\\)" } } */
/* { dg-final { if { [is-effective-target policy_stackclash] } { scan-hardening-note "PASS stackclash +1 unit: applied -fstack-clash-protection" } } } */
/* { dg-final { if { [is-effective-target policy_branch] } { scan-hardening-note "PASS branch +GNU property: IBT and SHSTK" } } } */
/* { dg-final { if { [is-effective-target policy_autovarinit] && [is-effective-target autovarinit] } { scan-hardening-note "PASS autovarinit +1 unit: applied -ftrivial-auto-var-init=" } } } */
