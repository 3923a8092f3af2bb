/* hardening-audit: the strings of the dynamic section (DT_RPATH,
   DT_RUNPATH, DT_SONAME, DT_NEEDED), read from DT_STRTAB through the
   PT_LOAD segments as ld.so reads them, so that a file without section
   headers has them too.  A facts file of elf_gather ().

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "elf/elf.h"

#include <gelf.h>
#include <libelf.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The file offset of the address ADDR (SIZE bytes from there in the file
   image) as ld.so maps it: by the PT_LOAD segments.  Returns 0, or -1.  */
int
elf_address_offset (Elf *elf, size_t phnum, GElf_Addr addr, uint64_t *offset)
{
  size_t i;

  for (i = 0; i < phnum; i++)
    {
      GElf_Phdr phdr;
      if (gelf_getphdr (elf, (int)i, &phdr) != NULL && phdr.p_type == PT_LOAD
          && addr >= phdr.p_vaddr && addr - phdr.p_vaddr < phdr.p_filesz)
        {
          *offset = phdr.p_offset + (addr - phdr.p_vaddr);
          return 0;
        }
    }
  return -1;
}

/* The dynamic section's strings (DT_RPATH, DT_RUNPATH, DT_SONAME,
   DT_NEEDED), read from DT_STRTAB as ld.so reads them, so that a stripped
   file without section headers has them too.  Returns 0, or -1 with
   *ERROR set (a corrupt string table, or out of memory).  */
int
elf_dynamic_strings (struct facts *f, Elf *elf, const GElf_Phdr *dynamic,
                     size_t phnum, const char **error)
{
  size_t entsize = gelf_fsize (elf, ELF_T_DYN, 1, EV_CURRENT);
  size_t i, n, size = 0, n_strings = 0;
  GElf_Addr strtab = 0;
  GElf_Xword strsz = 0;
  uint64_t offset;
  const char *image = elf_rawfile (elf, &size);
  Elf_Data *data;

  if (entsize == 0 || dynamic->p_filesz == 0 || image == NULL)
    return 0;
  data = elf_getdata_rawchunk (elf, (int64_t)dynamic->p_offset,
                               (size_t)dynamic->p_filesz, ELF_T_DYN);
  if (data == NULL)
    return 0;
  n = data->d_size / entsize;
  for (i = 0; i < n; i++)
    {
      GElf_Dyn dyn;
      if (gelf_getdyn (data, (int)i, &dyn) == NULL || dyn.d_tag == DT_NULL)
        break;
      if (dyn.d_tag == DT_STRTAB)
        strtab = dyn.d_un.d_ptr;
      else if (dyn.d_tag == DT_STRSZ)
        strsz = dyn.d_un.d_val;
      else if (dyn.d_tag == DT_RPATH || dyn.d_tag == DT_RUNPATH
               || dyn.d_tag == DT_SONAME || dyn.d_tag == DT_NEEDED)
        n_strings++;
    }
  if (n_strings == 0)
    return 0;
  if (strtab == 0 || elf_address_offset (elf, phnum, strtab, &offset) != 0
      || offset > size || strsz > size - offset)
    {
      *error = "corrupt dynamic section: DT_STRTAB outside the file";
      return -1;
    }
  for (i = 0; i < n; i++)
    {
      GElf_Dyn dyn;
      char **slot, *s;
      if (gelf_getdyn (data, (int)i, &dyn) == NULL || dyn.d_tag == DT_NULL)
        break;
      switch (dyn.d_tag)
        {
        case DT_RPATH:
          slot = &f->rpath;
          break;
        case DT_RUNPATH:
          slot = &f->runpath;
          break;
        case DT_SONAME:
          slot = &f->soname;
          break;
        case DT_NEEDED:
          {
            char **needed
                = realloc (f->needed, (f->n_needed + 1) * sizeof *needed);
            if (needed == NULL)
              goto oom;
            f->needed = needed;
            slot = &needed[f->n_needed++];
            *slot = NULL;
          }
          break;
        default:
          continue;
        }
      if (dyn.d_un.d_val >= strsz
          || memchr (image + offset + dyn.d_un.d_val, '\0',
                     strsz - dyn.d_un.d_val)
                 == NULL)
        {
          *error = "corrupt dynamic section: a string beyond DT_STRSZ";
          return -1;
        }
      /* A second DT_RPATH is ignored, as ld.so ignores it.  */
      if (*slot != NULL)
        continue;
      s = strdup (image + offset + dyn.d_un.d_val);
      if (s == NULL)
        goto oom;
      *slot = s;
    }
  return 0;
oom:
  *error = "out of memory";
  return -1;
}
