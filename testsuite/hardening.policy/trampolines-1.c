/* trampolines: -Wtrampolines warns at a nested function's trampoline on
   the stack, where GCC builds one (the escape of noexecstack); where the
   plugin puts trampolines on the heap (GCC 14 on x86_64 and aarch64
   GNU/Linux, noexecstack on) there is none, and the note says n/a.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -fplugin-arg-hardening-policy=[hardening_policy_file opt-in.policy]" } */

static int
apply (int (*fn) (int), int x)
{
  return fn (x);
}

__attribute__ ((noipa)) int
add_all (int k)
{
  int add (int x) { return x + k; } /* { dg-warning "trampoline generated for nested function .add." "" { target { ! heap_trampolines } } } */
  return apply (add, k);
}

/* { dg-final { scan-audit "^  PASS trampolines +1 unit: applied -Wtrampolines$" { target { ! heap_trampolines } } } } */
/* { dg-final { scan-audit "^  N/A  trampolines +.*: n/a \\(trampolines on the heap \\(-ftrampoline-impl=heap\\)\\)$" { target heap_trampolines } } } */
