/* A GNU nested function whose address is taken needs a
   trampoline.  The specs link with -z noexecstack, and the program used
   to crash there.  Where GCC has heap trampolines (GCC 14, x86_64 and
   aarch64) the plugin applies -ftrampoline-impl=heap and the stack stays
   non-executable; elsewhere the note lists the function as an escape of
   noexecstack, the link-time check keeps this output's stack executable
   with a warning, and the audit fails it, naming the function.  Either
   way the program runs.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target policy_noexecstack } */
/* { dg-prune-output "escapes noexecstack" } */

#include <stdio.h>

static int
apply (int (*f) (int), int x)
{
  return f (x);
}

int __attribute__ ((noinline))
add_all (int n, int k)
{
  int add (int x) { return x + k; }
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += apply (add, i);
  return sum;
}

int
main (void)
{
  printf ("sum %d\n", add_all (10, 3));
  return 0;
}

/* { dg-output "sum 75" } */

/* Without heap trampolines: the escape, the warning, an executable stack
   for this output, the audit's FAIL.  */
/* { dg-final { scan-readelf {-p .note.hardening} {escape noexecstack add_all a trampoline needs an executable stack} { target { ! heap_trampolines } } } } */
/* { dg-final { scan-compile-output {warning: [^:]*: [^:]*trampoline-1\.c: function 'add_all' escapes noexecstack: a trampoline needs an executable stack; \S+ keeps an executable stack \[gcc-hardening\]} { target { ! heap_trampolines } } } } */
/* { dg-final { scan-readelf -lW {^\s*GNU_STACK\s.*\sRWE\s} { target { ! heap_trampolines } } } } */
/* { dg-final { scan-audit {FAIL noexecstack +PT_GNU_STACK is executable: function add_all \([^)]*trampoline-1\.c\) escapes: a trampoline needs an executable stack} { target { ! heap_trampolines } } } } */
/* { dg-final { scan-audit-exit 1 { target { ! heap_trampolines } } } } */

/* With them: libgcc's heap trampolines, a stack without PF_X, no escape,
   nothing to warn about, the audit's PASS.  */
/* { dg-final { scan-objdump -d {call.*<__gcc_nested_func_ptr_created|bl\s.*<__gcc_nested_func_ptr_created} { target heap_trampolines } } } */
/* { dg-final { scan-readelf {-p .note.hardening} {feature noexecstack on applied policy .*-ftrampoline-impl=heap} { target heap_trampolines } } } */
/* { dg-final { scan-readelf-not {-p .note.hardening} {escape noexecstack} { target heap_trampolines } } } */
/* { dg-final { scan-compile-output-not {escapes noexecstack} { target heap_trampolines } } } */
/* { dg-final { scan-readelf -lW {^\s*GNU_STACK\s.*\sRW\s} { target heap_trampolines } } } */
/* { dg-final { scan-audit {PASS noexecstack} { target heap_trampolines } } } */
