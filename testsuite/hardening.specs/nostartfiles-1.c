/* -nostartfiles alone exempts nothing: the C library is still linked, and
   the dynamic linker starts it before the program's own _start.  A
   strcpy overflow there aborts with _FORTIFY_SOURCE's message, and the
   note says every feature applied (before, the unit
   was exempt from all of them and overflowed silently).  */
/* { dg-do run } */
/* { dg-options "-O2 -nostartfiles" } */
/* { dg-require-effective-target policy_fortify } */
/* { dg-shouldfail "buffer overflow detected" } */
/* The specs add no -pie to a -nostartfiles link (gcc-hardening(7)): where
   the compiler does not make PIE by default (hppa, m68k), the link-time
   check reports the position-dependent executable.  */
/* { dg-prune-output "position-dependent executable: not linked with -pie \\\[gcc-hardening\\\]" { target { ! default_pie } } } */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char dst[8];
static char src[32];

/* The kernel enters _start with the stack aligned for no return address:
   the x86 ABIs' functions expect one.  */
#if defined __x86_64__ || defined __i386__
__attribute__ ((force_align_arg_pointer))
#endif
void
_start (void)
{
  volatile size_t n = 20;

  memset (src, 'x', n);
  strcpy (dst, src);
  printf ("not detected: %s\n", dst);
  exit (0);
}

/* { dg-output "\\*\\*\\* buffer overflow detected \\*\\*\\*: terminated" } */
/* { dg-final { scan-hardening-note "PASS fortify +1 unit: applied _FORTIFY_SOURCE=" } } */
/* { dg-final { if { [is-effective-target policy_stackprotector] } { scan-hardening-note "PASS stackprotector +1 unit: applied -fstack-protector" } } } */
/* { dg-final { scan-hardening-note-not ": exempt \\(" } } */
/* The checked strcpy is imported and, on x86, called from _start.  */
/* { dg-final { scan-readelf "-W --dyn-syms" { UND __strcpy_chk\M} } } */
/* { dg-final { scan-objdump -d {call.*<__strcpy_chk@plt>} { target { x86_64-*-* i?86-*-* } } } } */
