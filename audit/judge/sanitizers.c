/* hardening-audit: the sanitizers check, a debugging runtime in a
   production binary.

   AddressSanitizer, UndefinedBehaviorSanitizer with its diagnostics
   runtime, ThreadSanitizer, LeakSanitizer, HWAddressSanitizer and
   MemorySanitizer (clang's) are for testing: their runtimes read options
   from the environment (ASAN_OPTIONS=log_path=... writes where the caller
   says, and some options run programs), map large shadow regions, and
   turn off other protections' assumptions.  A file linked with one is a
   WARN, naming the runtime and how it shows:

     - DT_NEEDED of the runtime (GCC links libasan.so.8, libubsan.so.1,
       libtsan.so.2, liblsan.so.0, libhwasan.so.0 by default; clang's
       shared runtimes are libclang_rt.NAME-ARCH.so);
     - the runtime linked in (GCC's -static-libasan, clang's default): its
       initialization function defined (__asan_init, __tsan_init,
       __hwasan_init, __msan_init, __lsan_init) or, for UBSan, a handler
       __ubsan_handle_* defined, in a linked file (an object that defines
       one is part of a runtime, or a stand-in as valgrind's);
     - instrumented code that references the runtime, undefined and not
       weak (an object compiled with -fsanitize=address has undefined
       __asan_report_* references: linking it pulls the runtime in).

   A static program without .symtab shows none of these symbols: its
   read-only data is searched for the runtime's name as it reports
   ("UndefinedBehaviorSanitizer", as a string of its own) with
   sanitizer_common's default tool name "SanitizerTool", which every
   runtime carries.

   A weak undefined reference (code that cooperates with a sanitizer when
   one is loaded) is not one.  -fsanitize-trap leaves no handler and no
   runtime: nothing shows, which is right, the trap is a hardening.  Nor
   is UBSan's minimal runtime (clang's -fsanitize-minimal-runtime, made
   for production: __ubsan_handle_*_minimal, libclang_rt.ubsan_minimal).
   LeakSanitizer is part of AddressSanitizer's runtime (which defines
   __lsan_*): it is named alone only without AddressSanitizer.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "judge/judge.h"

#include <stdio.h>
#include <string.h>

/* Does LIB (a DT_NEEDED name) start with the prefix P and go on with a
   version or an architecture: "libasan.so.8", "libclang_rt.asan-x86_64.so",
   "libclang_rt.asan.so"; not "libclang_rt.asan_cxx" nor
   "libclang_rt.ubsan_minimal".  */
static int
names_runtime (const char *lib, const char *p)
{
  size_t n;

  if (p == NULL)
    return 0;
  n = strlen (p);
  return strncmp (lib, p, n) == 0
         && (lib[n] == '\0' || lib[n] == '.' || lib[n] == '-');
}

void
judge_sanitizers (struct result *r, const struct facts *f,
                  enum hardening_feature feature, int policy_level)
{
  struct audit_buf found = { 0 };
  size_t s, i, n = 0;
  char how[SANITIZER_COUNT][128];
  int needed[SANITIZER_COUNT];

  (void)feature;
  (void)policy_level;
  if (!elf_is_object (f) && !elf_is_linked (f))
    {
      judge_set (r, AUDIT_NA, "%s", elf_file_type (f));
      return;
    }
  for (s = 0; s < SANITIZER_COUNT; s++)
    {
      how[s][0] = '\0';
      needed[s] = 0;
      for (i = 0; i < f->n_needed && !needed[s]; i++)
        if (names_runtime (f->needed[i], elf_sanitizers[s].gnu_lib)
            || names_runtime (f->needed[i], elf_sanitizers[s].clang))
          {
            snprintf (how[s], sizeof how[s], "DT_NEEDED %s", f->needed[i]);
            needed[s] = 1;
          }
      if (!how[s][0] && f->sanitizer[s].how[0])
        snprintf (how[s], sizeof how[s], "%s", f->sanitizer[s].how);
    }
  /* ASan's runtime has LSan's symbols in it; clang's static runtimes of
     ASan, HWASan, TSan and MSan have UBSan's handlers: only a reference
     to one, or its own runtime, says UBSan.  */
  if (how[SANITIZER_ASAN][0] && !needed[SANITIZER_LSAN])
    how[SANITIZER_LSAN][0] = '\0';
  if ((how[SANITIZER_ASAN][0] || how[SANITIZER_HWASAN][0]
       || how[SANITIZER_TSAN][0] || how[SANITIZER_MSAN][0])
      && !needed[SANITIZER_UBSAN]
      && strncmp (how[SANITIZER_UBSAN], "its runtime", 11) == 0)
    how[SANITIZER_UBSAN][0] = '\0';
  for (s = 0; s < SANITIZER_COUNT; s++)
    if (how[s][0])
      buf_printf (&found, "%s%s (%s)", n++ ? ", " : "", elf_sanitizers[s].name,
                  how[s]);
  if (found.oom)
    judge_set (r, AUDIT_UNKNOWN, "out of memory");
  else if (n && elf_is_object (f))
    judge_set (
        r, AUDIT_WARN,
        "compiled with %s: linking it pulls in the runtime, for testing, "
        "not production",
        found.s);
  else if (n)
    judge_set (r, AUDIT_WARN,
               "linked with %s: a runtime for testing, not production",
               found.s);
  else if (elf_static_executable (f) && !f->has_static_symtab)
    judge_set (
        r, AUDIT_PASS,
        "%s without .symtab: no sanitizer runtime's strings in its data",
        elf_file_type (f));
  else if (elf_is_linked (f) && !f->has_symtab && !f->has_dynamic)
    judge_set (r, AUDIT_UNKNOWN, "no symbol table and no dynamic section");
  else
    judge_set (r, AUDIT_PASS,
               "no sanitizer runtime needed, linked in or "
               "referenced");
  buf_free (&found);
}
