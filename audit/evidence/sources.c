/* hardening-audit: the sources of evidence, one table, and the one door
   through which they fill the facts of a file (ev_gather) and release
   what they kept (ev_free).

   A source is a line of ev_sources: its name, the stage it runs at, and
   two callbacks of the same form for every source.  EV_STAGE_FILE runs
   for every ELF file right after its facts (elf/facts.c): gcc-hardening's
   own notes, whose corrupt note is an error of the file.  EV_STAGE_CODE
   runs for an object, executable or shared library whose notes read
   well, in the order of the table: annobin's notes, the options in
   DW_AT_producer (which the notes' units are then matched to), the code's
   probes, landing pads and canary loads (which look only at what the ones
   before leave open), aarch64's return address signing.

   A new source is a file of its own in evidence/ with its two callbacks,
   a line here, and the judges that weigh it (judge/).

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "evidence/evidence.h"

const struct ev_source ev_sources[] = {
  { "gcc-hardening notes", EV_STAGE_FILE, ev_notes_gather, ev_notes_free },
  { "annobin notes", EV_STAGE_CODE, ev_annobin_gather, NULL },
  { "DWARF producer", EV_STAGE_CODE, ev_dwarf_gather, ev_dwarf_free },
  { "code", EV_STAGE_CODE, ev_code_gather, NULL },
  { "aarch64 PAC", EV_STAGE_CODE, ev_pac_gather, NULL },
};

const size_t ev_n_sources = sizeof ev_sources / sizeof ev_sources[0];

int
ev_gather (struct facts *f, Elf *elf, enum ev_stage stage,
           const struct ev_input *in, char *error, size_t size)
{
  size_t i;

  for (i = 0; i < ev_n_sources; i++)
    if (ev_sources[i].stage == stage
        && ev_sources[i].gather (f, elf, in, error, size) != 0)
      return -1;
  return 0;
}

void
ev_free (struct facts *f)
{
  size_t i;

  for (i = 0; i < ev_n_sources; i++)
    if (ev_sources[i].free)
      ev_sources[i].free (f);
  ev_record_free (f);
}
