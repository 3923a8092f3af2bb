/* The ELF note walker: see hardening-elf.h.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-elf.h"
#include "hardening-note.h"

#include <string.h>

/* The one loop over DATA's notes: FN (when not NULL) for each whole note,
   until it returns non-zero.  *END is where the whole notes end.  */
static int
walk_notes (Elf_Data *data, hardening_elf_note_fn fn, void *arg, size_t *end)
{
  size_t offset = 0, name_off, desc_off, next;
  GElf_Nhdr nhdr;
  int status = 0;

  while (status == 0 && offset < data->d_size
         && (next = gelf_getnote (data, offset, &nhdr, &name_off, &desc_off))
                > 0)
    {
      offset = next;
      if (fn)
        status = fn (arg, &nhdr, (const char *)data->d_buf + name_off,
                     (const char *)data->d_buf + desc_off);
    }
  *end = offset;
  return status;
}

int
hardening_elf_each_note (Elf_Data *data, hardening_elf_note_fn fn, void *arg)
{
  size_t end;

  if (data == NULL || data->d_buf == NULL)
    return 0;
  return walk_notes (data, fn, arg, &end);
}

int
hardening_elf_notes_truncated (Elf_Data *data, size_t size)
{
  size_t end;

  if (data == NULL || data->d_buf == NULL)
    return size != 0;
  walk_notes (data, NULL, NULL, &end);
  return end < data->d_size;
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

/* The one loop over ELF's gcc-hardening note sections: FN for each, with
   its data and sh_size, until it returns non-zero.  Returns -1 when ELF has
   no readable section headers, else the last value FN returned.  */
static int
each_note_section (Elf *elf, int (*fn) (void *, Elf_Data *, size_t), void *arg)
{
  Elf_Scn *scn = NULL;
  size_t shstrndx;
  int status = 0;

  if (elf_getshdrstrndx (elf, &shstrndx) != 0)
    return -1;
  while (status == 0 && (scn = elf_nextscn (elf, scn)) != NULL)
    {
      GElf_Shdr shdr;

      if (gelf_getshdr (scn, &shdr) != NULL && shdr.sh_type == SHT_NOTE
          && hardening_elf_is_note_section (
              elf_strptr (elf, shstrndx, shdr.sh_name)))
        status = fn (arg, elf_getdata (scn, NULL), (size_t)shdr.sh_size);
    }
  return status;
}

static int
unit_section (void *arg, Elf_Data *data, size_t size)
{
  return hardening_elf_each_note (data, unit_note, arg) != 0;
}

long
hardening_elf_unit_notes (Elf *elf, hardening_elf_unit_fn fn, void *arg)
{
  struct unit_walk walk = { fn, arg, 0 };

  if (each_note_section (elf, unit_section, &walk) < 0)
    return -1;
  return walk.count;
}

static int
truncated_section (void *arg, Elf_Data *data, size_t size)
{
  return hardening_elf_notes_truncated (data, size);
}

int
hardening_elf_unit_notes_truncated (Elf *elf)
{
  return each_note_section (elf, truncated_section, NULL) > 0;
}

int
hardening_elf_add_section (Elf *elf, size_t name, GElf_Word type,
                           GElf_Xword flags, size_t align, void *data,
                           size_t size)
{
  Elf_Scn *scn = elf_newscn (elf);
  Elf_Data *d = scn ? elf_newdata (scn) : NULL;
  GElf_Shdr shdr;

  if (d == NULL || gelf_getshdr (scn, &shdr) == NULL)
    return -1;
  d->d_buf = data;
  d->d_size = size;
  d->d_type = ELF_T_BYTE;
  d->d_align = align;
  d->d_version = EV_CURRENT;
  shdr.sh_name = name;
  shdr.sh_type = type;
  shdr.sh_flags = flags;
  shdr.sh_addralign = align;
  if (gelf_update_shdr (scn, &shdr) == 0)
    return -1;
  return (int)elf_ndxscn (scn);
}
