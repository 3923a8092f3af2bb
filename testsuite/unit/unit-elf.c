/* Unit tests of lib/hardening-elf, the one walker of ELF notes: over the
   note sections of a small relocatable object that the test writes with
   libelf (a C compiler is not at hand here), in the host's class and byte
   order.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _POSIX_C_SOURCE 200809L

#include "unit.h"

#include "hardening-elf.h"
#include "hardening-note.h"

#include <gelf.h>
#include <stdio.h>
#include <string.h>

#define ALIGN4(n) (((n) + 3) & ~(size_t)3)

/* Two unit notes' descriptors, NULs included.  */
static const char unit_a[] = "gcc-hardening 2\nsource a.c\n"
                             "feature pie on applied policy -fPIE\n";
static const char unit_b[]
    = "gcc-hardening 2\nsource b.c\n"
      "feature pie on off env DEB_BUILD_HARDENING_PIE=0\n";

/* Append to BUF (zeroed, so that the padding is) at *LEN a note named
   NAME of TYPE whose descriptor is DESC (DESCSZ bytes), but of which
   only KEEP bytes of descriptor are written (a truncated note when less
   than DESCSZ).  */
static void
put_note (unsigned char *buf, size_t *len, const char *name, unsigned int type,
          const void *desc, size_t descsz, size_t keep)
{
  Elf32_Nhdr nhdr;
  size_t namesz = strlen (name) + 1;

  nhdr.n_namesz = (Elf32_Word)namesz;
  nhdr.n_descsz = (Elf32_Word)descsz;
  nhdr.n_type = type;
  memcpy (buf + *len, &nhdr, sizeof nhdr);
  *len += sizeof nhdr;
  memcpy (buf + *len, name, namesz);
  *len += ALIGN4 (namesz);
  memcpy (buf + *len, desc, keep);
  *len += keep < descsz ? keep : ALIGN4 (descsz);
}

/* The object's sections.  */
static unsigned char hardening_notes[512]; /* .note.hardening */
static size_t hardening_notes_len;
static unsigned char other_notes[256]; /* .note.other: a unit note */
static size_t other_notes_len;
static unsigned char progbits_notes[256]; /* .note.hardening, PROGBITS */
static size_t progbits_notes_len;
static unsigned char cut_notes[128]; /* .note.cut: one note, one cut */
static size_t cut_notes_len;
static const char shstrtab[]
    = "\0.note.hardening\0.note.other\0.note.cut\0.shstrtab";
#define NAME_HARDENING 1
#define NAME_OTHER 17
#define NAME_CUT 29
#define NAME_SHSTRTAB 39

static void
make_notes (void)
{
  static const unsigned char build_id[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };

  /* Two unit notes, a GNU build ID between them and a gcc-hardening note
     of another type after them.  */
  put_note (hardening_notes, &hardening_notes_len, HARDENING_NOTE_NAME,
            HARDENING_NOTE_TYPE_UNIT, unit_a, sizeof unit_a, sizeof unit_a);
  put_note (hardening_notes, &hardening_notes_len, "GNU", 3, build_id,
            sizeof build_id, sizeof build_id);
  put_note (hardening_notes, &hardening_notes_len, HARDENING_NOTE_NAME,
            HARDENING_NOTE_TYPE_UNIT, unit_b, sizeof unit_b, sizeof unit_b);
  put_note (hardening_notes, &hardening_notes_len, HARDENING_NOTE_NAME, 2,
            "xyz", 4, 4);
  put_note (other_notes, &other_notes_len, HARDENING_NOTE_NAME,
            HARDENING_NOTE_TYPE_UNIT, unit_a, sizeof unit_a, sizeof unit_a);
  put_note (progbits_notes, &progbits_notes_len, HARDENING_NOTE_NAME,
            HARDENING_NOTE_TYPE_UNIT, unit_a, sizeof unit_a, sizeof unit_a);
  put_note (cut_notes, &cut_notes_len, "GNU", 3, build_id, sizeof build_id,
            sizeof build_id);
  put_note (cut_notes, &cut_notes_len, "GNU", 3, build_id, 64, 4);
}

/* Write the object to FD: 0, or -1 with libelf's error.  The notes are in
   the host's byte order, and so is the object.  */
static int
write_object (int fd)
{
  const unsigned int one = 1;
  Elf *elf = elf_begin (fd, ELF_C_WRITE, NULL);
  GElf_Ehdr ehdr;
  int shstrndx, ok;

  if (elf == NULL)
    return -1;
  ok = gelf_newehdr (elf, sizeof (void *) == 8 ? ELFCLASS64 : ELFCLASS32) != 0
       && gelf_getehdr (elf, &ehdr) != NULL;
  if (ok)
    {
      ehdr.e_ident[EI_DATA]
          = *(const unsigned char *)&one ? ELFDATA2LSB : ELFDATA2MSB;
      ehdr.e_type = ET_REL;
      ehdr.e_machine = EM_NONE;
      ehdr.e_version = EV_CURRENT;
      ok = hardening_elf_add_section (elf, NAME_HARDENING, SHT_NOTE, 0, 4,
                                      hardening_notes, hardening_notes_len)
               > 0
           && hardening_elf_add_section (elf, NAME_OTHER, SHT_NOTE, 0, 4,
                                         other_notes, other_notes_len)
                  > 0
           && hardening_elf_add_section (elf, NAME_HARDENING, SHT_PROGBITS, 0,
                                         4, progbits_notes, progbits_notes_len)
                  > 0
           && hardening_elf_add_section (elf, NAME_CUT, SHT_NOTE, 0, 4,
                                         cut_notes, cut_notes_len)
                  > 0;
    }
  if (ok)
    {
      shstrndx = hardening_elf_add_section (elf, NAME_SHSTRTAB, SHT_STRTAB, 0,
                                            1, (void *)shstrtab,
                                            sizeof shstrtab);
      ehdr.e_shstrndx = (GElf_Half)shstrndx;
      ok = shstrndx > 0 && gelf_update_ehdr (elf, &ehdr) != 0
           && elf_update (elf, ELF_C_WRITE) >= 0;
    }
  elf_end (elf);
  return ok ? 0 : -1;
}

/* The data of ELF's first section named NAME of TYPE, or NULL.  */
static Elf_Data *
section_data (Elf *elf, const char *name, unsigned int type)
{
  Elf_Scn *scn = NULL;
  size_t shstrndx;
  GElf_Shdr shdr;

  if (elf_getshdrstrndx (elf, &shstrndx) != 0)
    return NULL;
  while ((scn = elf_nextscn (elf, scn)) != NULL)
    {
      const char *s;

      if (gelf_getshdr (scn, &shdr) == NULL || shdr.sh_type != type)
        continue;
      s = elf_strptr (elf, shstrndx, shdr.sh_name);
      if (s != NULL && strcmp (s, name) == 0)
        return elf_getdata (scn, NULL);
    }
  return NULL;
}

/* What a walk saw.  */
#define SEEN_MAX 8
struct seen
{
  int calls;
  int stop_at; /* return 7 from this call (1 the first), 0 never */
  char name[SEEN_MAX][32];
  unsigned int type[SEEN_MAX];
  char desc[SEEN_MAX][128];
  size_t descsz[SEEN_MAX];
};

static void
copy_bytes (char *dst, size_t size, const char *src, size_t len)
{
  if (len >= size)
    len = size - 1;
  memcpy (dst, src, len);
  dst[len] = '\0';
}

static int
record_note (void *arg, const GElf_Nhdr *nhdr, const char *name,
             const char *desc)
{
  struct seen *seen = arg;

  if (seen->calls < SEEN_MAX)
    {
      copy_bytes (seen->name[seen->calls], sizeof seen->name[0], name,
                  nhdr->n_namesz);
      seen->type[seen->calls] = (unsigned int)nhdr->n_type;
      copy_bytes (seen->desc[seen->calls], sizeof seen->desc[0], desc,
                  nhdr->n_descsz);
      seen->descsz[seen->calls] = nhdr->n_descsz;
    }
  seen->calls++;
  return seen->calls == seen->stop_at ? 7 : 0;
}

static int
record_unit (void *arg, const char *desc, size_t len)
{
  struct seen *seen = arg;

  if (seen->calls < SEEN_MAX)
    {
      copy_bytes (seen->desc[seen->calls], sizeof seen->desc[0], desc, len);
      seen->descsz[seen->calls] = len;
    }
  seen->calls++;
  return seen->calls == seen->stop_at ? 7 : 0;
}

static void
test_elf_note_section (void)
{
  check_int (hardening_elf_is_note_section (".note.hardening"), 1,
             "elf: .note.hardening is the note section");
  check_int (hardening_elf_is_note_section (".note.gnu.property"), 0,
             "elf: .note.gnu.property is not");
  check_int (hardening_elf_is_note_section (".note.hardening.x"), 0,
             "elf: .note.hardening.x is not");
  check_int (hardening_elf_is_note_section (""), 0,
             "elf: an empty name is not");
  check_int (hardening_elf_is_note_section (NULL), 0, "elf: NULL is not");
}

static void
test_elf_each_note (Elf *elf)
{
  Elf_Data *data = section_data (elf, HARDENING_NOTE_SECTION, SHT_NOTE);
  struct seen seen;
  int rc;

  check (data != NULL && data->d_type == ELF_T_NHDR,
         "elf: each note: the section's data are notes", "no such data");
  memset (&seen, 0, sizeof seen);
  rc = hardening_elf_each_note (data, record_note, &seen);
  check_int (rc, 0, "elf: each note: 0 after the last note");
  check_int (seen.calls, 4, "elf: each note: one call per note");
  check_str (seen.name[0], HARDENING_NOTE_NAME, "elf: each note: name 1");
  check_int (seen.type[0], HARDENING_NOTE_TYPE_UNIT, "elf: each note: type 1");
  check (seen.descsz[0] == sizeof unit_a && strcmp (seen.desc[0], unit_a) == 0,
         "elf: each note: descriptor 1", seen.desc[0]);
  check_str (seen.name[1], "GNU", "elf: each note: name 2");
  check_int (seen.type[1], 3, "elf: each note: type 2");
  check (seen.descsz[1] == 8
             && memcmp (seen.desc[1], "\1\2\3\4\5\6\7\10", 8) == 0,
         "elf: each note: descriptor 2", "not the build ID");
  check (seen.descsz[2] == sizeof unit_b && strcmp (seen.desc[2], unit_b) == 0,
         "elf: each note: descriptor 3", seen.desc[2]);
  check_int (seen.type[3], 2, "elf: each note: type 4");

  memset (&seen, 0, sizeof seen);
  seen.stop_at = 2;
  rc = hardening_elf_each_note (data, record_note, &seen);
  check_int (rc, 7, "elf: each note: a non-zero return is the result");
  check_int (seen.calls, 2, "elf: each note: a non-zero return stops");

  memset (&seen, 0, sizeof seen);
  rc = hardening_elf_each_note (NULL, record_note, &seen);
  check (rc == 0 && seen.calls == 0, "elf: each note: NULL data, no notes",
         "called");

  memset (&seen, 0, sizeof seen);
  rc = hardening_elf_each_note (section_data (elf, ".note.cut", SHT_NOTE),
                                record_note, &seen);
  check (rc == 0 && seen.calls == 1,
         "elf: each note: a truncated note ends the walk",
         "not one call and 0");

  check_int (hardening_elf_notes_truncated (
                 section_data (elf, ".note.cut", SHT_NOTE), cut_notes_len),
             1, "elf: notes truncated: a note cut short is");
  check_int (hardening_elf_notes_truncated (data, hardening_notes_len), 0,
             "elf: notes truncated: whole notes are not");
  check_int (hardening_elf_notes_truncated (NULL, 0), 0,
             "elf: notes truncated: an empty section is not");
  check_int (hardening_elf_notes_truncated (NULL, 12), 1,
             "elf: notes truncated: a section without data is");
}

static void
test_elf_unit_notes (Elf *elf)
{
  static char not_elf[] = "not an ELF file, not at all";
  struct hardening_note note;
  struct seen seen;
  const char *error;
  long n;
  Elf *other;
  int i, ok = 1;

  memset (&seen, 0, sizeof seen);
  n = hardening_elf_unit_notes (elf, record_unit, &seen);
  check_int (n, 2, "elf: unit notes: two in .note.hardening");
  check_int (seen.calls, 2, "elf: unit notes: one call each");
  check (seen.descsz[0] == sizeof unit_a && strcmp (seen.desc[0], unit_a) == 0,
         "elf: unit notes: descriptor 1", seen.desc[0]);
  check (seen.descsz[1] == sizeof unit_b && strcmp (seen.desc[1], unit_b) == 0,
         "elf: unit notes: descriptor 2", seen.desc[1]);
  for (i = 0; i < 2 && i < seen.calls; i++)
    {
      ok &= hardening_note_decode (seen.desc[i], seen.descsz[i], &note, &error)
            == 0;
      hardening_note_free (&note);
    }
  check (ok, "elf: unit notes: descriptors decode", "one does not");

  memset (&seen, 0, sizeof seen);
  seen.stop_at = 1;
  n = hardening_elf_unit_notes (elf, record_unit, &seen);
  check (n == 1 && seen.calls == 1,
         "elf: unit notes: a non-zero return stops the walk", "more calls");

  check_int (hardening_elf_unit_notes_truncated (elf), 0,
             "elf: unit notes truncated: not in .note.hardening");

  other = elf_memory (not_elf, sizeof not_elf);
  check_int (other ? hardening_elf_unit_notes (other, record_unit, &seen) : 0,
             -1, "elf: unit notes: not ELF is -1");
  elf_end (other);
}

void
unit_elf (void)
{
  FILE *f;
  Elf *elf;

  test_elf_note_section ();

  check (elf_version (EV_CURRENT) != EV_NONE, "elf: libelf version",
         elf_errmsg (-1));
  make_notes ();
  f = tmpfile ();
  if (f == NULL || write_object (fileno (f)) != 0)
    {
      check (0, "elf: write an object", f ? elf_errmsg (-1) : "no tmpfile");
      if (f != NULL)
        fclose (f);
      return;
    }
  check (1, "elf: write an object", "");
  elf = elf_begin (fileno (f), ELF_C_READ, NULL);
  check (elf != NULL && elf_kind (elf) == ELF_K_ELF, "elf: read it back",
         elf_errmsg (-1));
  if (elf != NULL)
    {
      test_elf_each_note (elf);
      test_elf_unit_notes (elf);
    }
  elf_end (elf);
  fclose (f);
}
