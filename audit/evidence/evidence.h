/* hardening-audit, layer 3 (evidence): what the compiler did to each
   unit of a file, from the sources of evidence beyond the ELF's own
   facts, each a file of its own behind the same two callbacks, all
   entering through one table (evidence/sources.c: ev_gather, ev_free):
   gcc-hardening's notes (evidence/notes.c), annobin's notes
   (evidence/annobin.c), the options of DW_AT_producer (evidence/dwarf.c,
   evidence/dwarf-producer.c), the code's probes, landing pads and canary
   loads (evidence/code.c), aarch64's return address signing
   (evidence/pac.c).  The sources beyond our notes count their units per
   check in struct evidence (evidence/record.c: ev_unit).

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef AUDIT_EVIDENCE_EVIDENCE_H
#define AUDIT_EVIDENCE_EVIDENCE_H

#include "elf/elf.h"

/* ------------------------------------------------------------------------
   The sources, one table (evidence/sources.c).  */

/* When a source runs: for every ELF file right after its facts (our
   notes: a corrupt one is an error of the file), or for an object,
   executable or shared library whose notes read well.  */
enum ev_stage
{
  EV_STAGE_FILE,
  EV_STAGE_CODE
};

/* What a source may want beyond the file: the file at PATH (NULL for an
   archive member or a library of --deps: no separate debug file), and
   the options (NULL for a library of --deps).  */
struct ev_input
{
  const char *path;
  const struct audit_options *opts;
};

/* A source's callbacks.  GATHER reads ELF into F's slots of the source;
   returns 0, or -1 with what is wrong in ERROR (SIZE bytes), which makes
   the file an error (corrupt DWARF, out of memory).  FREE releases what
   it kept (F zeroed or gathered, whichever).  */
typedef int ev_gather_fn (struct facts *f, Elf *elf, const struct ev_input *in,
                          char *error, size_t size);
typedef void ev_free_fn (struct facts *f);

struct ev_source
{
  const char *name;
  enum ev_stage stage;
  ev_gather_fn *gather;
  ev_free_fn *free; /* or NULL */
};

/* The sources in the order they run.  */
extern const struct ev_source ev_sources[];
extern const size_t ev_n_sources;

/* Every source of STAGE for F (its facts gathered by elf_gather) from
   ELF, in order; returns 0, or -1 with ERROR set by the first that
   failed.  */
int ev_gather (struct facts *f, Elf *elf, enum ev_stage stage,
               const struct ev_input *in, char *error, size_t size);
/* What every source kept for F, and the evidence records.  */
void ev_free (struct facts *f);

/* The sources' callbacks, each in its own file.  */
ev_gather_fn ev_notes_gather; /* evidence/notes.c */
ev_free_fn ev_notes_free;
ev_gather_fn ev_annobin_gather; /* evidence/annobin.c */
ev_gather_fn ev_dwarf_gather;   /* evidence/dwarf.c */
ev_free_fn ev_dwarf_free;
ev_gather_fn ev_code_gather; /* evidence/code.c */
ev_gather_fn ev_pac_gather;  /* evidence/pac.c */

/* ------------------------------------------------------------------------
   The records of the sources beyond our notes (evidence/record.c).  */

/* A unit of SOURCE for check T: GOOD (how: HOW), bad (why: the line
   WHY), SILENT (bad by a missing option), or saying nothing (GOOD < 0).  */
void ev_unit (struct facts *f, enum evidence_source source, enum audit_test t,
              int good, int silent, const char *how, const char *why);
void ev_record_free (struct facts *f);

/* ------------------------------------------------------------------------
   Our notes (evidence/notes.c): queries of the judges and of the other
   sources.  */

/* The DWARF's unit NAME (DW_AT_name) of PRODUCER (DW_AT_producer), in a
   file with notes and no link record: counted in F->dwarf_unnoted when
   it is compiled code that no note covers.  Returns -1 when out of
   memory.  */
int ev_notes_dwarf_unit (struct facts *f, const char *name,
                         const char *producer);
/* After the DWARF: the units that ev_notes_dwarf_unit kept for the notes
   left, matched to them by base name.  */
void ev_notes_match_dwarf (struct facts *f);
/* The inputs of the link that no unit note covers (the link records'
   unnoted and corrupt ones); without a record, the DWARF's units that no
   note covers.  */
unsigned long ev_notes_uncovered (const struct facts *f);
/* The functions with a canary that the units' notes count.  */
unsigned long ev_notes_count_canaries (const struct facts *f);
/* "N of M linked inputs without a gcc-hardening note: NAME, NAME...", or
   "N of M DWARF units ..." */
void ev_notes_describe_uncovered (const struct facts *f, char *buf,
                                  size_t size);
const char *ev_notes_unit_source (const struct hardening_note *note);
/* Fortify coverage (notes of a plugin that counts the calls): the totals
   of the units that have it into *TOTALS, and how many units those are.  */
size_t
ev_notes_fortify_coverage (const struct facts *f,
                           unsigned long totals[HARDENING_FORTIFY_KINDS]);
/* The first noexecstack escape (a trampoline on the stack), its unit in
 *UNIT, and how many there are in *COUNT.  */
const struct hardening_note_escape *
ev_notes_exec_stack_escape (const struct facts *f,
                            const struct hardening_note **unit, size_t *count);

/* ------------------------------------------------------------------------
   The DWARF (evidence/dwarf.c, evidence/dwarf-producer.c).  */

/* The separate debug file that gather_dwarf kept (evidence/dwarf.c): its
   Elf, or NULL.  */
Elf *ev_debug_kept_elf (const struct facts *f);
/* The unit NAME whose DW_AT_producer is PRODUCER (evidence/dwarf-producer.c).
 */
/* Returns 1 when the unit records no stack protector option (the
   compiler's default, or no options at all).  */
int ev_producer_unit (struct facts *f, const char *name, const char *producer);
/* The units of ev_producer_unit that said 1, and their code's ranges
   (ev_free frees them).  */
size_t ev_quiet_unit (struct facts *f, const char *name);
void ev_quiet_range (struct facts *f, size_t unit, GElf_Addr start,
                     GElf_Addr end);

/* ------------------------------------------------------------------------
   aarch64's return address signing (evidence/pac.c).  */

/* Does F lack PAC?  Into WHY (SIZE bytes): what the property and the code
   say, the functions that save the return address unsigned.  */
int ev_pac_missing (const struct facts *f, char *why, size_t size);

#endif /* AUDIT_EVIDENCE_EVIDENCE_H */
