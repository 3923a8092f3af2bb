/* hardening-audit: the first source of evidence, gcc-hardening's own
   notes (lib/hardening-note.c decodes them): what the compiler did to
   each unit, which source file opted out and why, and the functions whose
   code escapes what their unit has.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "evidence/evidence.h"
#include "hardening-elf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int
add_unit (struct facts *f, const char *desc, size_t len)
{
  struct hardening_note note;
  const char *error;
  struct unit *units;

  if (hardening_note_decode (desc, len, &note, &error) != 0)
    {
      if (f->note_error[0] == '\0')
        snprintf (f->note_error, sizeof f->note_error, "%s", error);
      return 0;
    }
  units = realloc (f->units, (f->n_units + 1) * sizeof *units);
  if (units == NULL)
    {
      hardening_note_free (&note);
      return -1;
    }
  f->units = units;
  f->units[f->n_units++].note = note;
  return 0;
}

static int
add_link (struct facts *f, const char *desc, size_t len)
{
  struct hardening_link_note link;
  const char *error;
  size_t i;

  if (hardening_link_note_decode (desc, len, &link, &error) != 0)
    {
      if (f->note_error[0] == '\0')
        snprintf (f->note_error, sizeof f->note_error, "%s", error);
      return 0;
    }
  f->n_links++;
  f->link.inputs += link.inputs;
  f->link.noted += link.noted;
  f->link.unnoted += link.unnoted;
  f->link.corrupt += link.corrupt;
  for (i = 0; i < link.n_names && f->link.n_names < HARDENING_LINK_MAX_NAMES;
       i++)
    f->link.names[f->link.n_names++] = link.names[i];
  return 0;
}

/* One note of our note section: a unit's note or a link record.  */
static int
ours_note (void *arg, const GElf_Nhdr *nhdr, const char *name,
           const char *desc)
{
  struct facts *f = arg;

  if (hardening_note_is_unit (name, nhdr->n_namesz, nhdr->n_type))
    return add_unit (f, desc, nhdr->n_descsz);
  if (hardening_note_is_link (name, nhdr->n_namesz, nhdr->n_type))
    return add_link (f, desc, nhdr->n_descsz);
  return 0;
}

int
ev_notes_gather (struct facts *f, Elf *elf, const struct ev_input *in,
                 char *error, size_t size)
{
  size_t shstrndx;
  int have_shstr = elf_getshdrstrndx (elf, &shstrndx) == 0;
  Elf_Scn *scn = NULL;

  (void)in;
  while ((scn = elf_nextscn (elf, scn)) != NULL)
    {
      GElf_Shdr shdr;
      const char *name = NULL;
      Elf_Data *data;

      if (gelf_getshdr (scn, &shdr) == NULL || shdr.sh_type != SHT_NOTE)
        continue;
      if (have_shstr)
        name = elf_strptr (elf, shstrndx, shdr.sh_name);
      if (!hardening_elf_is_note_section (name))
        continue;
      data = elf_getdata (scn, NULL);
      if (hardening_elf_each_note (data, ours_note, f) != 0)
        {
          snprintf (error, size, "out of memory");
          return -1;
        }
      if (f->note_error[0] == '\0'
          && hardening_elf_notes_truncated (data, (size_t)shdr.sh_size))
        snprintf (f->note_error, sizeof f->note_error,
                  "a note cut short in %s", name);
    }
  return 0;
}

void
ev_notes_free (struct facts *f)
{
  size_t i;

  for (i = 0; i < f->n_units; i++)
    hardening_note_free (&f->units[i].note);
  free (f->units);
  f->units = NULL;
  f->n_units = 0;
  free (f->note_names);
  free (f->note_taken);
  f->note_names = NULL;
  f->note_taken = NULL;
  for (i = 0; i < f->n_pending; i++)
    free (f->pending[i]);
  free (f->pending);
  f->pending = NULL;
  f->n_pending = f->pending_alloc = 0;
}

/* The base name of PATH.  */
static const char *
base_name (const char *path)
{
  const char *slash = strrchr (path, '/');
  return slash ? slash + 1 : path;
}

static int
by_name (const void *a, const void *b)
{
  return strcmp (*(const char *const *)a, *(const char *const *)b);
}

/* Does PRODUCER record -fplugin=DIR/hardening*.so: the unit was compiled
   with our plugin (its note may name a preprocessed file, "x.i", where
   DW_AT_name has the source's name from the line markers)?  */
static int
plugin_in_producer (const char *producer)
{
  const char *p = producer;

  while ((p = strstr (p, " -fplugin=")) != NULL)
    {
      size_t len;
      const char *start = p + 10, *last = start;
      len = strcspn (start, " ");
      for (p = start; p < start + len; p++)
        if (*p == '/')
          last = p + 1;
      if (strncmp (last, "hardening", 9) == 0)
        return 1;
    }
  return 0;
}

/* Take a note of base name BASE not yet taken: 1, else 0.  */
static int
take_note (struct facts *f, const char *base)
{
  size_t lo = 0, hi = f->n_note_names;

  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (strcmp (f->note_names[mid], base) < 0)
        lo = mid + 1;
      else
        hi = mid;
    }
  for (; lo < f->n_note_names && strcmp (f->note_names[lo], base) == 0; lo++)
    if (!f->note_taken[lo])
      {
        f->note_taken[lo] = 1;
        return 1;
      }
  return 0;
}

int
ev_notes_dwarf_unit (struct facts *f, const char *name, const char *producer)
{
  char *copy, **pending;

  if (f->n_units == 0 || f->n_links)
    return 0;
  /* Compiled code: not the assembler's ("GNU AS 2.40"), not lto1's
     (DW_AT_name "<artificial>": the units of the sources have their own
     early DWARF).  */
  if (strncmp (producer, "GNU AS ", 7) == 0 || name == NULL
      || strcmp (name, "<artificial>") == 0)
    return 0;
  if (f->note_names == NULL)
    {
      size_t i;
      f->note_names = malloc (f->n_units * sizeof *f->note_names);
      f->note_taken = calloc (f->n_units, 1);
      if (f->note_names == NULL || f->note_taken == NULL)
        return -1;
      for (i = 0; i < f->n_units; i++)
        f->note_names[i] = base_name (f->units[i].note.source);
      qsort (f->note_names, f->n_units, sizeof *f->note_names, by_name);
      f->n_note_names = f->n_units;
    }
  f->dwarf_compiled++;
  /* A unit the plugin compiled has a note: it takes the one of its base
     name, if any (a preprocessed file's note names "x.i").  The others
     wait for the notes that are left (ev_notes_match_dwarf): a unit built
     without the plugin does not take the note of one built with it,
     whatever their order.  */
  if (plugin_in_producer (producer))
    {
      take_note (f, base_name (name));
      return 0;
    }
  pending = buf_grow (f->pending, f->n_pending, &f->pending_alloc,
                      sizeof *pending, 16);
  if (pending == NULL)
    return -1;
  f->pending = pending;
  if ((copy = strdup (name)) == NULL)
    return -1;
  f->pending[f->n_pending++] = copy;
  return 0;
}

void
ev_notes_match_dwarf (struct facts *f)
{
  size_t i, len;

  for (i = 0; i < f->n_pending; i++)
    {
      if (!take_note (f, base_name (f->pending[i])))
        {
          len = strlen (f->dwarf_unnoted_names);
          if (f->dwarf_unnoted++ < 8
              && len + 1 < sizeof f->dwarf_unnoted_names)
            snprintf (f->dwarf_unnoted_names + len,
                      sizeof f->dwarf_unnoted_names - len, "%s %s",
                      len ? "," : "", f->pending[i]);
        }
      free (f->pending[i]);
    }
  free (f->pending);
  f->pending = NULL;
  f->n_pending = f->pending_alloc = 0;
}

unsigned long
ev_notes_uncovered (const struct facts *f)
{
  return f->n_links ? f->link.unnoted + f->link.corrupt : f->dwarf_unnoted;
}

unsigned long
ev_notes_count_canaries (const struct facts *f)
{
  unsigned long n = 0;
  size_t i;

  for (i = 0; i < f->n_units; i++)
    if (f->units[i].note.has_canaries)
      n += f->units[i].note.canaries;
  return n;
}

void
ev_notes_describe_uncovered (const struct facts *f, char *buf, size_t size)
{
  size_t i, len;
  unsigned long n = ev_notes_uncovered (f);

  if (!f->n_links)
    {
      /* No link record: the DWARF names what was linked.  */
      snprintf (buf, size,
                "%lu of %lu DWARF unit%s without a gcc-hardening note (no "
                "link record):%s%s",
                n, f->dwarf_compiled, f->dwarf_compiled == 1 ? "" : "s",
                f->dwarf_unnoted_names, n > 8 ? ", ..." : "");
      return;
    }
  snprintf (buf, size, "%lu of %lu linked input%s without a gcc-hardening "
            "note:", n, f->link.inputs, f->link.inputs == 1 ? "" : "s");
  for (i = 0; i < f->link.n_names && (len = strlen (buf)) + 1 < size; i++)
    snprintf (buf + len, size - len, "%s %s%s", i ? "," : "",
              f->link.names[i].name,
              f->link.names[i].corrupt ? " (corrupt note)" : "");
  if (n > f->link.n_names && (len = strlen (buf)) + 1 < size)
    snprintf (buf + len, size - len, ", and %lu more",
              n - (unsigned long)f->link.n_names);
}

const char *
ev_notes_unit_source (const struct hardening_note *note)
{
  return note->source[0] ? note->source : "<unknown source>";
}

size_t
ev_notes_fortify_coverage (const struct facts *f,
                           unsigned long totals[HARDENING_FORTIFY_KINDS])
{
  size_t i, units = 0;
  int k;

  for (k = 0; k < HARDENING_FORTIFY_KINDS; k++)
    totals[k] = 0;
  for (i = 0; i < f->n_units; i++)
    if (f->units[i].note.has_fortify_calls)
      {
        units++;
        for (k = 0; k < HARDENING_FORTIFY_KINDS; k++)
          totals[k] += f->units[i].note.fortify_calls[k];
      }
  return units;
}

/* The first noexecstack escape of the notes (a function that builds a
   trampoline on the stack), its unit in *UNIT, and how many there are.  */
const struct hardening_note_escape *
ev_notes_exec_stack_escape (const struct facts *f,
                            const struct hardening_note **unit, size_t *count)
{
  const struct hardening_note_escape *first = NULL;
  size_t i, e;

  *count = 0;
  for (i = 0; i < f->n_units; i++)
    for (e = 0; e < f->units[i].note.n_escapes; e++)
      if (f->units[i].note.escapes[e].feature == HARDENING_NOEXECSTACK)
        {
          if (!first)
            {
              first = &f->units[i].note.escapes[e];
              *unit = &f->units[i].note;
            }
          ++*count;
        }
  return first;
}
