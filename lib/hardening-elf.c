/* The ELF note walker: see hardening-elf.h.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-elf.h"
#include "hardening-note.h"

#include <string.h>

int
hardening_elf_each_note (Elf_Data *data, hardening_elf_note_fn fn, void *arg)
{
  size_t offset = 0, name_off, desc_off, next;
  GElf_Nhdr nhdr;
  int status;

  if (data == NULL || data->d_buf == NULL)
    return 0;
  while (offset < data->d_size
         && (next = gelf_getnote (data, offset, &nhdr, &name_off, &desc_off))
                > 0)
    {
      offset = next;
      status = fn (arg, &nhdr, (const char *)data->d_buf + name_off,
                   (const char *)data->d_buf + desc_off);
      if (status != 0)
        return status;
    }
  return 0;
}

int
hardening_elf_notes_truncated (Elf_Data *data, size_t size)
{
  size_t offset = 0, name_off, desc_off, next;
  GElf_Nhdr nhdr;

  if (data == NULL || data->d_buf == NULL)
    return size != 0;
  while (offset < data->d_size
         && (next = gelf_getnote (data, offset, &nhdr, &name_off, &desc_off))
                > 0)
    offset = next;
  return offset < data->d_size;
}

int
hardening_elf_is_note_section (const char *name)
{
  return name != NULL && strcmp (name, HARDENING_NOTE_SECTION) == 0;
}

struct unit_walk
{
  hardening_elf_unit_fn fn;
  void *arg;
  long count;
};

static int
unit_note (void *arg, const GElf_Nhdr *nhdr, const char *name,
           const char *desc)
{
  struct unit_walk *walk = arg;

  if (!hardening_note_is_unit (name, nhdr->n_namesz, nhdr->n_type))
    return 0;
  walk->count++;
  return walk->fn (walk->arg, desc, nhdr->n_descsz);
}

long
hardening_elf_unit_notes (Elf *elf, hardening_elf_unit_fn fn, void *arg)
{
  struct unit_walk walk = { fn, arg, 0 };
  Elf_Scn *scn = NULL;
  size_t shstrndx;

  if (elf_getshdrstrndx (elf, &shstrndx) != 0)
    return -1;
  while ((scn = elf_nextscn (elf, scn)) != NULL)
    {
      GElf_Shdr shdr;

      if (gelf_getshdr (scn, &shdr) == NULL || shdr.sh_type != SHT_NOTE
          || !hardening_elf_is_note_section (
              elf_strptr (elf, shstrndx, shdr.sh_name)))
        continue;
      if (hardening_elf_each_note (elf_getdata (scn, NULL), unit_note, &walk)
          != 0)
        break;
    }
  return walk.count;
}

int
hardening_elf_unit_notes_truncated (Elf *elf)
{
  Elf_Scn *scn = NULL;
  size_t shstrndx;

  if (elf_getshdrstrndx (elf, &shstrndx) != 0)
    return 0;
  while ((scn = elf_nextscn (elf, scn)) != NULL)
    {
      GElf_Shdr shdr;

      if (gelf_getshdr (scn, &shdr) != NULL && shdr.sh_type == SHT_NOTE
          && hardening_elf_is_note_section (
              elf_strptr (elf, shstrndx, shdr.sh_name))
          && hardening_elf_notes_truncated (elf_getdata (scn, NULL),
                                            (size_t)shdr.sh_size))
        return 1;
    }
  return 0;
}
