// A C++ executable linked through the specs alone: ET_DYN with the PIE
// flag, PT_GNU_RELRO, BIND_NOW, a stack that is not executable, the canary.
// { dg-do link }
// { dg-options "-O2" }

#include <cstdio>
#include <cstring>
#include <string>

int
main (int argc, char **argv)
{
  char buf[32];
  std::snprintf (buf, sizeof buf, "%s", argv[0]);
  std::string s (buf);
  return s.empty ();
}

// { dg-final { scan-elf-hardened pie-exe } }
