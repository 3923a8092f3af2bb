/* The one walker of ELF notes in gcc-hardening, on libelf: used by
   hardening-audit (every note: GNU properties and the provenance notes) and
   hardening-ld.so (the provenance notes of each input).

   Pure C11 on libelf; never prints.  The caller has called elf_version.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef HARDENING_ELF_H
#define HARDENING_ELF_H

#include <gelf.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C"
{
#endif

  /* Called for each note: its header, name (NHDR->n_namesz bytes) and
     descriptor (NHDR->n_descsz bytes).  A non-zero return stops the walk
     and is the walk's result.  */
  typedef int (*hardening_elf_note_fn) (void *arg, const GElf_Nhdr *nhdr,
                                        const char *name, const char *desc);

  /* Walk the notes of DATA, a converted SHT_NOTE section or PT_NOTE
     segment (elf_getdata, elf_getdata_rawchunk with ELF_T_NHDR or
     ELF_T_NHDR8).  Returns 0, or the first non-zero value FN returned.
     A truncated note ends the walk; NULL data has no notes.  */
  int hardening_elf_each_note (Elf_Data *data, hardening_elf_note_fn fn,
                               void *arg);

  /* Does DATA, a converted note section, end in bytes that are no whole
     note (a truncated or overwritten note)?  NULL data is whole only when
     the section is empty (SIZE, its sh_size).  */
  int hardening_elf_notes_truncated (Elf_Data *data, size_t size);

  /* Is the section named NAME gcc-hardening's note section?  */
  int hardening_elf_is_note_section (const char *name);

  /* Called with the descriptor (LEN bytes) of each gcc-hardening unit note.
     A non-zero return stops the walk.  */
  typedef int (*hardening_elf_unit_fn) (void *arg, const char *desc,
                                        size_t len);

  /* Walk the unit notes of ELF's note sections (HARDENING_NOTE_SECTION).
     Returns how many unit notes FN was called for, or -1 when ELF has no
     readable section headers.  */
  long hardening_elf_unit_notes (Elf *elf, hardening_elf_unit_fn fn,
                                 void *arg);

  /* Does a note section HARDENING_NOTE_SECTION of ELF end in bytes that
     are no whole note (hardening_elf_notes_truncated)?  Such a section
     is a corrupt note, not a missing one.  */
  int hardening_elf_unit_notes_truncated (Elf *elf);

  /* A new section of ELF (being written) named by offset NAME in the
     section name table, of TYPE and FLAGS, alignment ALIGN, holding SIZE
     bytes of DATA (ELF_T_BYTE, not converted).  Returns its index, or -1
     with libelf's error.  */
  int hardening_elf_add_section (Elf *elf, size_t name, GElf_Word type,
                                 GElf_Xword flags, size_t align, void *data,
                                 size_t size);

#ifdef __cplusplus
}
#endif

#endif /* HARDENING_ELF_H */
