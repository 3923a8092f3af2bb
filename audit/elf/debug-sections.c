/* hardening-audit: the debug sections of a separate debug file, made
   ready for libdw (evidence/dwarf.c).

   dwarf_begin_elf decompresses every known debug section with zlib; in
   the debug files of Debian's -dbgsym packages (all zlib-compressed) that
   was most of the time of hardening-audit.  Here the sections that the
   reading of the units' DIEs (producer, name, ranges) never needs (line
   tables, location lists, frames...) become SHT_NOBITS, which libdw
   skips, and the others are decompressed with libdeflate (twice as fast
   as zlib, with the same checks: the zlib stream's Adler-32, the exact
   size of the compression header's ch_size) and handed to libdw as
   uncompressed sections.  A section that is not one zlib stream that
   libdeflate decompresses whole is left compressed, for libelf to read or
   reject as before.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "elf/elf.h"

#include <gelf.h>
#include <libdeflate.h>
#include <libelf.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* A thread's decompressor, and its arena for the sections of one debug
   file at a time: reused, its pages are not faulted in and given back
   for each file.  A file that needs more than ARENA_MAX (a thread keeps
   that much at most) has its sections malloc'd.  Freed when the thread
   ends.  */
#define ARENA_MAX ((size_t)16 << 20)
struct inflate_state
{
  struct libdeflate_decompressor *z;
  char *arena;
  size_t size, used;
};

static pthread_key_t inflate_key;
static int inflate_key_ok;
static pthread_once_t inflate_once = PTHREAD_ONCE_INIT;

static void
inflate_state_free (void *p)
{
  struct inflate_state *st = p;
  if (st->z)
    libdeflate_free_decompressor (st->z);
  free (st->arena);
  free (st);
}

static void
inflate_key_create (void)
{
  inflate_key_ok = pthread_key_create (&inflate_key, inflate_state_free) == 0;
}

static struct inflate_state *
inflate_state (void)
{
  struct inflate_state *st;

  pthread_once (&inflate_once, inflate_key_create);
  if (!inflate_key_ok)
    return NULL;
  st = pthread_getspecific (inflate_key);
  if (st == NULL && (st = calloc (1, sizeof *st)) != NULL)
    {
      if ((st->z = libdeflate_alloc_decompressor ()) == NULL
          || pthread_setspecific (inflate_key, st) != 0)
        {
          inflate_state_free (st);
          return NULL;
        }
    }
  return st;
}

/* SIZE bytes for a section of the current file: from the arena when it
   has room (grown to NEED, the file's total, first), else malloc'd and
   recorded in D.  */
static void *
inflate_buffer (struct inflate_state *st, struct debug_sections *d,
                size_t size, size_t need)
{
  void *buf;

  if (need <= ARENA_MAX && need > st->size && st->used == 0)
    {
      free (st->arena);
      st->size = 0;
      if ((st->arena = malloc (need)) != NULL)
        st->size = need;
    }
  if (st->arena && st->size - st->used >= size)
    {
      buf = st->arena + st->used;
      st->used += (size + 15) & ~(size_t)15;
      if (st->used > st->size)
        st->used = st->size;
      return buf;
    }
  if (d->n == MAX_INFLATED || (buf = malloc (size)) == NULL)
    return NULL;
  d->buf[d->n++] = buf;
  return buf;
}

void
elf_debug_sections_free (struct debug_sections *d)
{
  struct inflate_state *st = inflate_state ();
  if (st)
    st->used = 0;
  while (d->n > 0)
    free (d->buf[--d->n]);
}

/* Is NAME a section that libdw never reads for the units' DIEs?  */
static int
unread_section (const char *name)
{
  static const char *const unread[] = {
    ".debug_line",    ".debug_loc",          ".debug_loclists",
    ".debug_frame",   ".debug_aranges",      ".debug_macro",
    ".debug_macinfo", ".debug_pubnames",     ".debug_pubtypes",
    ".debug_names",   ".debug_gnu_pubnames", ".debug_gnu_pubtypes",
  };
  size_t i;

  for (i = 0; i < sizeof unread / sizeof *unread; i++)
    if (strcmp (name, unread[i]) == 0)
      return 1;
  return 0;
}

/* Section SCN of ELF (header SHDR, named NAME) to decompress: its
   compression header into *CHDR.  */
static int
to_inflate (Elf_Scn *scn, const GElf_Shdr *shdr, const char *name,
            GElf_Chdr *chdr)
{
  return shdr->sh_type == SHT_PROGBITS && (shdr->sh_flags & SHF_COMPRESSED)
         && strncmp (name, ".debug_", 7) == 0 && !unread_section (name)
         && gelf_getchdr (scn, chdr) != NULL
         && chdr->ch_type == ELFCOMPRESS_ZLIB && chdr->ch_size > 0
         && chdr->ch_size <= (GElf_Xword)1 << 32;
}

void
elf_debug_sections_prepare (struct debug_sections *d, Elf *elf)
{
  struct inflate_state *st = inflate_state ();
  size_t shstrndx, need = 0, chdr_size;
  Elf_Scn *scn = NULL;
  int pass, all_ours = 1;

  d->n = 0;
  if (elf == NULL || elf_kind (elf) != ELF_K_ELF)
    return;
  chdr_size = gelf_fsize (elf, ELF_T_CHDR, 1, EV_CURRENT);
  if (st == NULL || elf_getshdrstrndx (elf, &shstrndx) != 0 || chdr_size == 0)
    return;
  /* What the file needs in all, for the arena; each section; then, when
     every compressed section that libdw reads was decompressed here, the
     hiding of the others.  Else libdw sees them all as before: without
     .debug_info (corrupt), libdw takes a file with .debug_line or
     .debug_frame and fails later, with another message.  */
  for (pass = 0; pass < 3; pass++)
    while ((scn = elf_nextscn (elf, scn)) != NULL)
      {
        GElf_Shdr shdr;
        GElf_Chdr chdr;
        const char *name;
        Elf_Data *raw, *data;
        size_t in;
        void *buf;

        if (gelf_getshdr (scn, &shdr) == NULL
            || (name = elf_strptr (elf, shstrndx, shdr.sh_name)) == NULL)
          continue;
        if (pass == 1 && strncmp (name, ".zdebug", 7) == 0)
          all_ours = 0; /* GNU's old compression: libelf's alone */
        if (!(shdr.sh_flags & SHF_COMPRESSED))
          continue;
        if (pass == 0)
          {
            if (to_inflate (scn, &shdr, name, &chdr))
              need += ((size_t)chdr.ch_size + 15) & ~(size_t)15;
            continue;
          }
        if (shdr.sh_type != SHT_PROGBITS || strncmp (name, ".debug_", 7) != 0)
          continue;
        if (unread_section (name))
          {
            if (pass == 2 && all_ours)
              {
                shdr.sh_type = SHT_NOBITS;
                gelf_update_shdr (scn, &shdr);
              }
            continue;
          }
        if (pass == 2)
          continue;
        buf = NULL;
        if (to_inflate (scn, &shdr, name, &chdr)
            && (raw = elf_rawdata (scn, NULL)) != NULL && raw->d_buf != NULL
            && raw->d_size > chdr_size)
          buf = inflate_buffer (st, d, (size_t)chdr.ch_size, need);
        /* One zlib stream, all of the section, exactly ch_size bytes:
           else libelf tries (it takes concatenated streams) and decides,
           as before.  */
        if (buf == NULL
            || libdeflate_zlib_decompress_ex (
                   st->z, (const char *)raw->d_buf + chdr_size,
                   raw->d_size - chdr_size, buf, (size_t)chdr.ch_size, &in,
                   NULL)
                   != LIBDEFLATE_SUCCESS
            || in != raw->d_size - chdr_size)
          {
            all_ours = 0;
            continue;
          }
        /* The section, uncompressed: its header says so, and its data is
           the buffer.  */
        shdr.sh_flags &= ~(GElf_Xword)SHF_COMPRESSED;
        shdr.sh_size = chdr.ch_size;
        if (gelf_update_shdr (scn, &shdr) == 0
            || (data = elf_getdata (scn, NULL)) == NULL)
          {
            all_ours = 0;
            continue;
          }
        data->d_buf = buf;
        data->d_size = (size_t)chdr.ch_size;
        data->d_type = ELF_T_BYTE;
        /* libdw of elfutils newer than 0.188 (trixie's 0.192, sid's) takes
           a debug section by elf_rawdata, not elf_getdata: the raw
           descriptor, still the compressed bytes, says the same.  libelf
           frees its own buffers by other pointers, not this one.  */
        raw->d_buf = buf;
        raw->d_size = (size_t)chdr.ch_size;
        raw->d_type = ELF_T_BYTE;
      }
}
