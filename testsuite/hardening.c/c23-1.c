/* C23, the default of GCC 15 and later (-std=gnu2x before): the plugin
   hardens as under C17: strcpy into a known buffer is fortified and the
   frame has a canary.  */
/* { dg-do compile } */
/* { dg-options "-O2 -std=gnu2x" } */
/* { dg-require-effective-target policy_fortify } */
/* { dg-require-effective-target policy_stackprotector } */

#include <string.h>

[[nodiscard]] int
f (const char *user)
{
  char buf[8];
  strcpy (buf, user);
  return buf[1];
}

/* { dg-final { scan-assembler "__strcpy_chk" } } */
/* { dg-final { scan-assembler-canary } } */
