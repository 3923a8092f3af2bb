/* hardening-audit: what kind of file the facts say it is (an object, a
   program or library, static, loaded with the C library...), which the
   layers above ask before they judge.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "elf/elf.h"

#include <string.h>

int
elf_is_object (const struct facts *f)
{
  return f->ehdr.e_type == ET_REL;
}

int
elf_is_linked (const struct facts *f)
{
  return f->ehdr.e_type == ET_EXEC || f->ehdr.e_type == ET_DYN;
}

int
elf_static_executable (const struct facts *f)
{
  return !f->has_interp
         && (f->ehdr.e_type == ET_EXEC
             || (f->ehdr.e_type == ET_DYN && (f->flags_1 & DF_1_PIE)));
}

int
elf_static_with_libc (const struct facts *f)
{
  return elf_static_executable (f)
         && (f->canary || f->evidence[EV_CODE].ev[AUDIT_STACKPROTECTOR].good);
}

int
elf_dynamic_with_libc (const struct facts *f)
{
  return f->ehdr.e_type != ET_REL && (f->has_interp || f->n_needed > 0);
}

int
elf_has_libc (const struct facts *f)
{
  return elf_dynamic_with_libc (f)
         || (elf_static_executable (f) && f->abi_tag);
}

int
elf_imports_symbols (const struct facts *f)
{
  return f->import_first[0] != '\0'; /* set for linked files only */
}

const char *
elf_file_type (const struct facts *f)
{
  switch (f->ehdr.e_type)
    {
    case ET_REL:
      return "object";
    case ET_EXEC:
      return f->has_dynamic ? "executable" : "static executable";
    case ET_DYN:
      if (f->flags_1 & DF_1_PIE)
        return f->has_interp ? "pie executable" : "static-pie executable";
      return f->has_interp ? "shared object with an interpreter"
                           : "shared library";
    case ET_CORE:
      return "core file";
    default:
      return "unknown ELF type";
    }
}
