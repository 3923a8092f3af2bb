/* hardening-audit: what the parts of the analysis core share (not for the
   command-line tool, which uses hardening-audit.h).

     audit-core.c       the buffer: ELF or ar archive, one report a file
     audit-elf.c        the facts of one ELF file (libelf)
     evidence-notes.c   gcc-hardening's notes: per unit, per function
     judges.c           one judge a check of AUDIT_TESTS, and the policy
     output.c           text and JSON
     audit-buf.c        growing strings, names escaped for text and JSON

   A new check is a line of AUDIT_TESTS and a judge in judges.c; a new
   source of evidence is a file of its own that fills struct facts and
   that the judges consult.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef AUDIT_INTERNAL_H
#define AUDIT_INTERNAL_H

#include "hardening-audit.h"
#include "hardening-note.h"

#include <gelf.h>
#include <stdint.h>

/* Units named in one check's details; the rest are counted.  */
#define MAX_DETAILS 16

/* GNU_PROPERTY_AARCH64_FEATURE_1_AND bits.  */
#define PROPERTY_AARCH64_BTI 1u
#define PROPERTY_AARCH64_PAC 2u
/* Functions named in the PAC verdict; the rest are counted.  */
#define PAC_NAMED 4

/* glibc's functions with a checked __NAME_chk variant (audit-elf.c).  */
#define N_FORTIFIABLE 78
extern const char *const audit_fortifiable[N_FORTIFIABLE];

/* The AUDIT_TESTS table's columns (judges.c).  */
extern const char *const audit_test_names[AUDIT_TEST_COUNT];
extern const int audit_test_features[AUDIT_TEST_COUNT];

/* ------------------------------------------------------------------------
   Strings (audit-buf.c).  */

void buf_add (struct audit_buf *b, const char *s, size_t len);
void buf_printf (struct audit_buf *b, const char *format, ...)
    __attribute__ ((format (printf, 2, 3)));
/* S for the text output: control characters escaped as in JSON.  */
void buf_text_name (struct audit_buf *b, const char *s);
/* S as a JSON string.  */
void buf_json_string (struct audit_buf *b, const char *s);

/* ------------------------------------------------------------------------
   Facts (audit-elf.c).  */

struct unit
{
  struct hardening_note note;
};

/* What audit-elf.c gathers from one ELF file, and the units of our notes
   (evidence-notes.c).  */
struct facts
{
  GElf_Ehdr ehdr;
  const char *target;

  /* Program headers.  */
  int has_phdrs, has_interp, has_relro, has_dynamic;
  int gnu_stack, gnu_stack_flags;
  int wx_segment; /* index of the first W+X PT_LOAD, or -1 */

  /* Dynamic section.  */
  int bind_now, textrel;
  GElf_Xword flags, flags_1;
  /* Its strings (malloc'd; NULL when absent): DT_RPATH, DT_RUNPATH,
     DT_SONAME and the DT_NEEDED names in order.  */
  char *rpath, *runpath, *soname;
  char **needed;
  size_t n_needed;

  /* Sections of an object.  */
  int gnu_stack_section, gnu_stack_section_exec;
  char wx_section[64];

  /* GNU properties.  */
  int has_property; /* a FEATURE_1_AND property was seen */
  uint32_t feature_1;

  /* aarch64's return address signing, from the code (code-pac.c).  */
  int pac_scanned; /* an executable section was read */
  size_t pac_signed, pac_unsigned;
  size_t pac_unauth; /* returns that leave signed, unauthenticated */
  char pac_unauth_named[64];
  size_t pac_start_files; /* unsigned saves in the start files' functions */
  char pac_named[PAC_NAMED][64]; /* functions that save it unsigned */
  size_t pac_n_named;

  /* --deps: the libraries down the DT_NEEDED chain (deps.c), or NULL.  */
  struct deps *deps;

  /* Notes.  */
  struct unit *units;
  size_t n_units;
  char note_error[192]; /* what is wrong with the first corrupt note */

  /* Symbols.  */
  int has_symtab;
  int canary; /* a canary symbol, by name */
  char canary_symbol[32];
  unsigned char fortified[N_FORTIFIABLE];   /* __NAME_chk imported */
  unsigned char unfortified[N_FORTIFIABLE]; /* NAME imported */
};

/* Gather the facts of ELF into F (zeroed by the caller).  Returns 0, or -1
   with *ERROR set.  */
int gather (struct facts *f, Elf *elf, const char **error);
void facts_free (struct facts *f);
/* The strings of the dynamic segment DYNAMIC into F (elf-dynamic.c).
   Returns 0, or -1 with *ERROR set.  */
int dynamic_strings (struct facts *f, Elf *elf, const GElf_Phdr *dynamic,
                     size_t phnum, const char **error);
/* The file offset of the address ADDR by ELF's PT_LOAD segments (PHNUM
   of them) into *OFFSET; returns 0, or -1 outside them.  */
int address_offset (Elf *elf, size_t phnum, GElf_Addr addr, uint64_t *offset);
int is_object (const struct facts *f);
int is_linked (const struct facts *f);
/* "pie executable", "shared library", "object"...  */
const char *file_type (const struct facts *f);

/* ------------------------------------------------------------------------
   The code (code-pac.c).  */

/* Read ELF's code (aarch64) for the return address signing into F.  */
void scan_pac (struct facts *f, Elf *elf);
/* Does F lack PAC?  Into WHY (SIZE bytes): what the property and the code
   say, the functions that save the return address unsigned.  */
int pac_missing (const struct facts *f, char *why, size_t size);

/* ------------------------------------------------------------------------
   Verdicts (judges.c).  */

struct result
{
  enum audit_verdict verdict;
  char reason[256];
  struct audit_buf details; /* lines, each ending in '\n' */
  unsigned n_details, more;
};

struct report
{
  const char *name;
  const char *type;
  struct result r[AUDIT_TEST_COUNT];
};

/* R's verdict and reason.  */
void set (struct result *r, enum audit_verdict v, const char *format, ...)
    __attribute__ ((format (printf, 3, 4)));
/* A line of R's details (MAX_DETAILS at most; the others are counted).  */
void detail (struct result *r, const char *format, ...)
    __attribute__ ((format (printf, 2, 3)));
/* Every check for F into REP; POLICY_LEVEL per feature, -1 without one.  */
void judge (struct report *rep, const struct facts *f,
            const int *policy_level);
/* The judges of their own files.  */
void judge_rpath (struct result *r, const struct facts *f,
                  enum hardening_feature feature, int policy_level);
void judge_deps (struct result *r, const struct facts *f,
                 enum hardening_feature feature, int policy_level);

/* ------------------------------------------------------------------------
   --deps (deps.c).  */

/* Find the libraries of the linked file F (read from PATH) down its
   DT_NEEDED chain as ld.so would, under OPTS->root, into F->deps.  Returns
   0, or -1 when out of memory.  */
int deps_follow (struct facts *f, const char *path,
                 const struct audit_options *opts);
void deps_free (struct deps *d);

/* ------------------------------------------------------------------------
   Our notes (evidence-notes.c).  */

/* Decode the unit note DESC (LEN bytes) into F; a corrupt note is recorded
   in F->note_error.  Returns -1 when out of memory.  */
int add_unit (struct facts *f, const char *desc, size_t len);
const char *unit_source (const struct hardening_note *note);
/* The notes' verdict for FEATURE into R: 0 when no unit says anything of
   the feature (R untouched), 1 otherwise.  */
int judge_notes (const struct facts *f, enum hardening_feature feature,
                 int policy_level, struct result *r);
/* The first noexecstack escape (a trampoline on the stack), its unit in
 *UNIT, and how many there are in *COUNT.  */
const struct hardening_note_escape *
exec_stack_escape (const struct facts *f, const struct hardening_note **unit,
                   size_t *count);

/* ------------------------------------------------------------------------
   Output (output.c).  */

void format_text (struct audit_buf *out, const struct report *rep,
                  const struct facts *f, const struct audit_options *opts);
void format_json (struct audit_buf *out, const struct report *rep,
                  const struct facts *f, enum audit_status status);
/* "NAME: MESSAGE" into ERR.  */
void error_line (struct audit_buf *err, const char *name, const char *message);
/* A JSON object for a file that could not be judged.  */
void json_error (struct audit_buf *out, unsigned *n_files, const char *name,
                 const char *message);

#endif /* AUDIT_INTERNAL_H */
