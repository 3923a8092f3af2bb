/* A stack protector guard of the program's own
   (-mstack-protector-guard=global: __stack_chk_guard) lifts the
   exemption of -nostdlib: the canary is applied, and a smashed one calls
   the program's __stack_chk_fail.  */
/* { dg-do run } */
/* { dg-options "-O2 -nostdlib -static -mstack-protector-guard=global" } */
/* { dg-require-effective-target x86_64 } */
/* { dg-require-effective-target policy_stackprotector } */
/* { dg-shouldfail "stack smashing caught" } */
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

unsigned long __stack_chk_guard = 0x5a17c0ffee00d00dUL;

__attribute__ ((noreturn)) void
__stack_chk_fail (void)
{
  static const char msg[] = "stack smashing caught\n";
  sys3 (1, 2, (long)msg, sizeof msg - 1);
  for (;;)
    sys3 (60, 1, 0, 0);
}

/* Writes N bytes into an array of 8.  */
__attribute__ ((noipa)) void
smash (unsigned long n)
{
  char buf[8];

  for (unsigned long i = 0; i < n; i++)
    ((volatile char *)buf)[i] = 'x';
}

__attribute__ ((force_align_arg_pointer, noreturn)) void
_start (void)
{
  smash (64);
  for (;;)
    sys3 (60, 0, 0, 0);
}

/* { dg-output "stack smashing caught" } */
/* { dg-final { scan-hardening-note "PASS stackprotector +1 unit: applied -fstack-protector" } } */
/* { dg-final { scan-hardening-note "N/A  fortify +\\S+nostdlib-2\\.c: exempt \\(-nostdlib: " } } */
