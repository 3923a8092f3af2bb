/* __attribute__ ((optimize ("trivial-auto-var-init=uninitialized")))
   leaves one function's automatic variables uninitialized: listed in the
   note, failed by the audit, refused by the link-time check; its twin is
   not listed.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target autovarinit } */

void __attribute__ ((noinline)) use (int *p) { __asm__ volatile ("" : : "r"(p) : "memory"); }

__attribute__ ((noinline, optimize ("trivial-auto-var-init=uninitialized"))) int
uninitialized (int n)
{
  int a[8];
  use (a);
  return a[n] & 0;
}

int __attribute__ ((noinline))
initialized (int n)
{
  int a[8];
  use (a);
  return a[n];
}

int
main (void)
{
  return uninitialized (1) + initialized (2);
}

/* { dg-final { note-escape autovarinit uninitialized "automatic variables not initialized: -ftrivial-auto-var-init=uninitialized by an optimize attribute or #pragma GCC optimize$" } } */
/* { dg-final { note-escape-not initialized } } */
/* { dg-final { audit-says 1 "^  FAIL autovarinit +\\S*escape-6\\.c: function uninitialized: automatic variables not initialized" } } */
/* { dg-final { ld-check 1 "error: .*escape-6\\.c: function uninitialized escapes autovarinit: .*\\\[gcc-hardening\\\]" } } */
