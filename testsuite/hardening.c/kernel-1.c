/* Freestanding code (-ffreestanding) is exempt only from what needs the C
   library: no canary (no __stack_chk_fail or guard assumed), no
   _FORTIFY_SOURCE (no __*_chk functions).  What needs no library stays:
   stack clash probes, endbr64, zeroed automatic variables and the format
   checks (kernel-6.c); the verbose notes name the option and the reason,
   feature by feature.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffreestanding -fplugin-arg-hardening-verbose" } */

#if defined _FORTIFY_SOURCE
#error "_FORTIFY_SOURCE defined for freestanding code"
#endif
#ifdef __SSP_STRONG__
#error "stack protector set for freestanding code"
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

/* { dg-note "hardening feature 'stackprotector' exempt: -ffreestanding: no C library assumed for __stack_chk_fail and the guard \\\[-fplugin-arg-hardening-verbose\\\]" "" { target policy_stackprotector } 0 } */
/* { dg-note "hardening feature 'fortify' exempt: -ffreestanding: no C library assumed for the __\\*_chk functions \\\[-fplugin-arg-hardening-verbose\\\]" "" { target policy_fortify } 0 } */
/* { dg-note "hardening feature 'stackclash' applied: -fstack-clash-protection" "" { target policy_stackclash } 0 } */
/* { dg-note "hardening feature 'branch' applied: " "" { target policy_branch } 0 } */
/* { dg-note "hardening feature 'autovarinit' applied: -ftrivial-auto-var-init=" "" { target { policy_autovarinit && autovarinit } } 0 } */
/* { dg-note "hardening feature 'zero-init-padding' applied: -fzero-init-padding-bits=all" "" { target policy_zero_init_padding } 0 } */
/* { dg-note "hardening feature 'bidi-chars' applied: -W(error=)?bidi-chars=" "" { target policy_bidi_chars } 0 } */
/* { dg-prune-output "hardening feature '(pie|format|format-wrappers|glibcxx-assertions)' " } */
/* { dg-final { scan-assembler-canary-not } } */
/* { dg-final { scan-assembler "or\[bql\]\\s+\\\$0, (-?\[0-9\]+)?\\(%rsp" { target { x86_64 && policy_stackclash } } } } */
/* { dg-final { scan-assembler "^f:\\n(\[ \t\]*\\.\[^\\n\]*\\n)*\[ \t\]*endbr64$" { target { x86_64 && policy_branch } } } } */
