// -save-temps with C++: the .ii compiles in the second stage and keeps the
// fortified calls and the canary.
// { dg-do assemble }
// { dg-options "-O2 -save-temps" }
// { dg-require-effective-target policy_stackprotector }

#include <cstring>

extern void use (char *);
char dst[8];

void
f (const char *s)
{
  char buf[4];
  use (buf);
  std::strcpy (dst, s);
}

// { dg-final { scan-file save-temps-2.ii "__builtin___strcpy_chk" } }
// { dg-final { scan-assembler "__strcpy_chk" } }
// { dg-final { scan-assembler-canary } }
