/* No false escape: a function lowered by a pragma or an attribute that
   would not have had the protection at its unit's level either (no array
   for the stack protector, a small frame for stack clash protection, no
   automatic variable for their initialization), and a static nocf_check
   function only called directly, lost nothing: the note lists nothing,
   the audit passes, the link-time check links.  */
/* { dg-do run } */
/* { dg-options "-O2 -pie -Wl,-z,relro,-z,now,-z,noexecstack" } */

#pragma GCC push_options
#pragma GCC optimize ("no-stack-protector")
int __attribute__ ((noinline))
scalar (int x)
{
  return x + 1;
}
#pragma GCC pop_options

void __attribute__ ((noinline)) use (char *p) { __asm__ volatile ("" : : "r"(p) : "memory"); }

__attribute__ ((noinline, optimize ("no-stack-clash-protection"))) int
small_frame (int n)
{
  char buf[100];
  buf[n] = 1;
  use (buf);
  return buf[n];
}

/* GCC 12 and later: GCC 11 has no -ftrivial-auto-var-init.  */
#if __GNUC__ >= 12
__attribute__ ((optimize ("trivial-auto-var-init=uninitialized")))
#endif
__attribute__ ((noinline)) int
no_locals (int x)
{
  return x * 2;
}

/* nocf_check is x86's (-fcf-protection, endbr64); elsewhere GCC ignores it
   with a warning, and aarch64's branch protection (BTI) has no such
   attribute.  */
#if defined __x86_64__ || defined __i386__
#define NOCF_CHECK nocf_check
#else
#define NOCF_CHECK
#endif

static __attribute__ ((noinline, NOCF_CHECK)) int
direct (int x)
{
  return x - 1;
}

int
main (void)
{
  return scalar (1) + small_frame (2) + no_locals (3) + direct (4) == 2 + 1 + 6 + 3 ? 0 : 1;
}

/* { dg-final { note-escape-not "" } } */
/* { dg-final { audit-says 0 "^  (PASS|N/A) +stackprotector" } } */
/* { dg-final { ld-check 0 "escapes" } } */
