/* Kernel code (-mcmodel=kernel, with the -fno-pie it needs) is exempt
   only from what needs the C library or what kernel code cannot have: no
   canary (the kernel brings its own guard and __stack_chk_fail, with its
   own options), no _FORTIFY_SOURCE (glibc's), no PIE.  What needs no
   library stays: stack clash probes, endbr64, zeroed automatic variables
   and the format checks (kernel-6.c); the verbose notes name the option
   and the reason, feature by feature.  */
/* { dg-do compile } */
/* { dg-require-effective-target x86_64 } */
/* { dg-options "-O2 -mcmodel=kernel -fno-pie -fplugin-arg-hardening-verbose" } */

#if defined _FORTIFY_SOURCE
#error "_FORTIFY_SOURCE defined for kernel code"
#endif
#ifdef __SSP_STRONG__
#error "stack protector set for kernel code"
#endif

extern void use (char *);

void
f (int n)
{
  char buf[4];
  char vla[n];
  use (buf);
  use (vla);
}

/* { dg-note "hardening feature 'stackprotector' exempt: -mcmodel=kernel: kernel code: the kernel's own guard and __stack_chk_fail \\\[-fplugin-arg-hardening-verbose\\\]" "" { target policy_stackprotector } 0 } */
/* { dg-note "hardening feature 'fortify' exempt: -mcmodel=kernel: kernel code: no C library \\(the kernel has its own fortify\\) \\\[-fplugin-arg-hardening-verbose\\\]" "" { target policy_fortify } 0 } */
/* { dg-note "hardening feature 'pie' exempt: -mcmodel=kernel: the kernel code model does not support PIC \\\[-fplugin-arg-hardening-verbose\\\]" "" { target policy_pie } 0 } */
/* { dg-note "hardening feature 'stackclash' applied: -fstack-clash-protection" "" { target policy_stackclash } 0 } */
/* { dg-note "hardening feature 'branch' applied: " "" { target policy_branch } 0 } */
/* { dg-note "hardening feature 'autovarinit' applied: -ftrivial-auto-var-init=" "" { target { policy_autovarinit && autovarinit } } 0 } */
/* { dg-note "hardening feature 'zero-init-padding' applied: -fzero-init-padding-bits=all" "" { target policy_zero_init_padding } 0 } */
/* { dg-note "hardening feature 'bidi-chars' applied: -W(error=)?bidi-chars=" "" { target policy_bidi_chars } 0 } */
/* { dg-prune-output "hardening feature '(format|format-wrappers|glibcxx-assertions)' " } */
/* { dg-final { scan-assembler-canary-not } } */
/* { dg-final { scan-assembler "or\[bql\]\\s+\\\$0, (-?\[0-9\]+)?\\(%rsp" { target { x86_64 && policy_stackclash } } } } */
/* { dg-final { scan-assembler "^f:\\n(\[ \t\]*\\.\[^\\n\]*\\n)*\[ \t\]*endbr64$" { target { x86_64 && policy_branch } } } } */
