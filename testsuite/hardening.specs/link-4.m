/* An Objective-C program linked through the specs alone: cc1obj loads the
   plugin, the unit has its note (and _FORTIFY_SOURCE, a C-family feature),
   and the link-time check has nothing to say.  */
/* { dg-do link } */
/* { dg-options "-O2 -save-temps" } */
/* { dg-require-effective-target objc } */

#include <stdio.h>
#include <string.h>

int
main (int argc, char **argv)
{
  char buf[32];
  /* A length only known at run time: __strcpy_chk where fortified (a
     link test: never run).  */
  strcpy (buf, argv[0]);
  puts (buf);
  return buf[0] == 0;
}

/* { dg-final { scan-readelf -nW {gcc-hardening\s+0x[0-9a-f]+\s+NT_VERSION} } } */
/* { dg-final { scan-compile-output-not "gcc-hardening" } } */
/* { dg-final { scan-elf-hardened pie-exe } } */
/* { dg-final { if { [is-effective-target policy_fortify] } { scan-readelf {--dyn-syms -W} {__strcpy_chk} } } } */
/* { dg-final { if { [is-effective-target policy_stackprotector] } { scan-assembler-canary } else { unsupported "[hardening_current name] canary: [effective_target_reason_policy_stackprotector]" } } } */
