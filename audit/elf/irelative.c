/* hardening-audit: the IFUNC pointers of a static program, for the
   bindnow check.

   A static program has no dynamic linker and nothing to bind by name,
   but glibc's string functions (memcpy, strlen...) are IFUNCs: its
   start-up code (apply_irel, or _dl_relocate_static_pie for a
   static-pie) calls each resolver and writes the function's address
   where an R_*_IRELATIVE relocation says, a slot of .got.plt (.got with
   -z now).  Linked with -z now, ld lays those slots out under
   PT_GNU_RELRO, which the start-up code then makes read-only; without
   it, .got.plt stays after the RELRO pages, and every IFUNC pointer is a
   writable function pointer for the life of the process, as the GOT of a
   dynamically linked program with lazy binding.  This counts them: the
   IRELATIVE relocations of the program's allocated relocation sections
   (.rela.iplt, .rela.plt of a static-pie), and those whose slot lies
   outside the PT_GNU_RELRO pages.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "elf/elf.h"

#include <stdio.h>

#ifndef R_X86_64_IRELATIVE
#define R_X86_64_IRELATIVE 37
#endif
#ifndef R_386_IRELATIVE
#define R_386_IRELATIVE 42
#endif
#ifndef R_AARCH64_IRELATIVE
#define R_AARCH64_IRELATIVE 1032
#endif

static void
irelative_at (struct facts *f, GElf_Addr offset)
{
  f->irelative++;
  if (f->has_relro && offset >= f->relro_start && offset < f->relro_end)
    return;
  if (f->irelative_writable++ == 0)
    f->irelative_first = offset;
}

void
elf_static_irelative (struct facts *f, Elf *elf)
{
  Elf_Scn *scn = NULL;
  unsigned type;

  switch (f->ehdr.e_machine)
    {
    case EM_X86_64:
      type = R_X86_64_IRELATIVE;
      break;
    case EM_386:
      type = R_386_IRELATIVE;
      break;
    case EM_AARCH64:
      type = R_AARCH64_IRELATIVE;
      break;
    default:
      return;
    }
  while ((scn = elf_nextscn (elf, scn)) != NULL)
    {
      GElf_Shdr shdr;
      Elf_Data *data;
      size_t i, n, entsize;

      if (gelf_getshdr (scn, &shdr) == NULL || !(shdr.sh_flags & SHF_ALLOC)
          || (shdr.sh_type != SHT_RELA && shdr.sh_type != SHT_REL)
          || (data = elf_getdata (scn, NULL)) == NULL)
        continue;
      entsize = gelf_fsize (elf, shdr.sh_type == SHT_RELA ? ELF_T_RELA
                                                          : ELF_T_REL,
                            1, EV_CURRENT);
      if (entsize == 0)
        continue;
      n = data->d_size / entsize;
      for (i = 0; i < n; i++)
        {
          GElf_Rela rela;
          GElf_Rel rel;

          if (shdr.sh_type == SHT_RELA)
            {
              if (gelf_getrela (data, (int)i, &rela) == NULL)
                break;
              if (GELF_R_TYPE (rela.r_info) == type)
                irelative_at (f, rela.r_offset);
            }
          else
            {
              if (gelf_getrel (data, (int)i, &rel) == NULL)
                break;
              if (GELF_R_TYPE (rel.r_info) == type)
                irelative_at (f, rel.r_offset);
            }
        }
    }
}
