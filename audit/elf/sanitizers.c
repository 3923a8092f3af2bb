/* hardening-audit: the sanitizers' runtimes as the symbols and the
   read-only data of a file show them (judge/sanitizers.c says what they
   mean): each runtime's names, the symbol walk's view of one symbol, and
   a static program's strings when it has no .symtab.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "elf/elf.h"

#include <stdio.h>
#include <string.h>

const struct elf_sanitizer elf_sanitizers[SANITIZER_COUNT] = {
  { "AddressSanitizer", "libasan.so", "libclang_rt.asan", "__asan_",
    "__asan_init" },
  { "HWAddressSanitizer", "libhwasan.so", "libclang_rt.hwasan", "__hwasan_",
    "__hwasan_init" },
  { "ThreadSanitizer", "libtsan.so", "libclang_rt.tsan", "__tsan_",
    "__tsan_init" },
  { "MemorySanitizer", NULL, "libclang_rt.msan", "__msan_", "__msan_init" },
  { "UndefinedBehaviorSanitizer", "libubsan.so", "libclang_rt.ubsan",
    "__ubsan_handle_", NULL },
  { "LeakSanitizer", "liblsan.so", "libclang_rt.lsan", "__lsan_",
    "__lsan_init" },
};

void
elf_sanitizer_symbol (struct facts *f, const char *name, size_t len,
                      const GElf_Sym *sym)
{
  int undefined = sym->st_shndx == SHN_UNDEF;
  int weak = GELF_ST_BIND (sym->st_info) == STB_WEAK;
  size_t s;

  if (undefined && weak)
    return;
  for (s = 0; s < SANITIZER_COUNT; s++)
    {
      size_t n = strlen (elf_sanitizers[s].prefix);
      int runtime;

      /* The first reference, else the first definition.  */
      if (len <= n || memcmp (name, elf_sanitizers[s].prefix, n) != 0
          || (f->sanitizer[s].how[0]
              && (!undefined || f->sanitizer[s].how[0] == 'r')))
        continue;
      if (memmem (name, len, "_minimal", 8) != NULL)
        continue;
      runtime = elf_sanitizers[s].init
                    ? strlen (elf_sanitizers[s].init) == len
                          && memcmp (name, elf_sanitizers[s].init, len) == 0
                    : 1;
      /* An object that defines one is a runtime's own (or a stand-in, as
         valgrind's): only its references say it was instrumented.  */
      if (!undefined && (!runtime || elf_is_object (f)))
        continue;
      snprintf (f->sanitizer[s].how, sizeof f->sanitizer[s].how, "%s %.*s",
                undefined ? "references" : "its runtime linked in: defines",
                (int)len, name);
    }
}

/* The runtimes' names as they report (SanitizerToolName), and the
   default name that every runtime of sanitizer_common carries.  */
static const char *const tool_names[SANITIZER_COUNT]
    = { "AddressSanitizer", "HWAddressSanitizer",         "ThreadSanitizer",
        "MemorySanitizer",  "UndefinedBehaviorSanitizer", "LeakSanitizer" };
#define COMMON_NAME "SanitizerTool"

/* Is NAME (LEN bytes) in DATA (SIZE bytes) as a string of its own: a NUL
   before and after?  */
static int
has_string (const char *data, size_t size, const char *name, size_t len)
{
  const char *p = data, *end = data + size;

  while ((p = memmem (p, (size_t)(end - p), name, len)) != NULL)
    {
      if ((p == data || p[-1] == '\0') && p + len < end && p[len] == '\0')
        return 1;
      p++;
    }
  return 0;
}

void
elf_sanitizer_strings (struct facts *f, Elf *elf)
{
  Elf_Scn *scn = NULL;
  int common = 0, found[SANITIZER_COUNT] = { 0 };
  size_t s;

  while ((scn = elf_nextscn (elf, scn)) != NULL)
    {
      GElf_Shdr shdr;
      Elf_Data *data;

      if (gelf_getshdr (scn, &shdr) == NULL || shdr.sh_type != SHT_PROGBITS
          || (shdr.sh_flags & (SHF_ALLOC | SHF_EXECINSTR)) != SHF_ALLOC
          || (data = elf_getdata (scn, NULL)) == NULL || data->d_buf == NULL)
        continue;
      common |= has_string (data->d_buf, data->d_size, COMMON_NAME,
                            sizeof COMMON_NAME - 1);
      for (s = 0; s < SANITIZER_COUNT; s++)
        found[s] |= has_string (data->d_buf, data->d_size, tool_names[s],
                                strlen (tool_names[s]));
    }
  for (s = 0; s < SANITIZER_COUNT && common; s++)
    if (found[s] && !f->sanitizer[s].how[0])
      snprintf (f->sanitizer[s].how, sizeof f->sanitizer[s].how,
                "its runtime linked in: the strings \"%s\" and \"%s\"",
                tool_names[s], COMMON_NAME);
}
