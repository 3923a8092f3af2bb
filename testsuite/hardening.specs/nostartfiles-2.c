/* -nostartfiles with -static: nothing starts the C library (no TLS for
   the stack protector's guard; __stack_chk_fail from libc.a would even
   pull in the start code, whose _init and _fini are missing), so the
   stack protector and _FORTIFY_SOURCE are exempt, with that reason; the
   program links and runs, and keeps what needs no library.  */
/* { dg-do run } */
/* { dg-options "-O2 -nostartfiles -static" } */
/* { dg-require-effective-target x86_64 } */
/* The link-time check reports the position-dependent executable.  */
/* { dg-prune-output "position-dependent executable: not linked with -static-pie \\\[gcc-hardening\\\]" } */

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

/* An array: a canary under -fstack-protector-strong, were it applied.  */
__attribute__ ((noipa)) long
work (const char *msg, unsigned long n)
{
  char line[64];

  for (unsigned long i = 0; i < n && i < sizeof line; i++)
    ((volatile char *)line)[i] = msg[i];
  return sys3 (1, 1, (long)line, (long)n);
}

__attribute__ ((force_align_arg_pointer, noreturn)) void
_start (void)
{
  static const char msg[] = "static program without start files ran\n";
  long status = work (msg, sizeof msg - 1) != (long)sizeof msg - 1;
  for (;;)
    sys3 (60, status, 0, 0);
}

/* { dg-output "static program without start files ran" } */
/* { dg-final { scan-objdump-not -d {__stack_chk_fail|%fs:0x28} } } */
/* { dg-final { scan-objdump -d {<work>:\n\s+[0-9a-f]+:\s+f3 0f 1e fa\s+endbr64} { target policy_branch } } } */
/* { dg-final { scan-hardening-note "N/A  stackprotector +\\S+nostartfiles-2\\.c: exempt \\(-nostartfiles -static: no C library start code sets up the guard \\(TLS\\)\\)" } } */
/* { dg-final { scan-hardening-note "N/A  fortify +\\S+nostartfiles-2\\.c: exempt \\(-nostartfiles -static: " } } */
/* { dg-final { if { [is-effective-target policy_stackclash] } { scan-hardening-note "PASS stackclash +1 unit: applied -fstack-clash-protection" } } } */
