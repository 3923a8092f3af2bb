/* hardening-audit: the verdicts.  Each check of the AUDIT_TESTS table
   (hardening-audit.h) has one judge here that turns the facts of a file
   (elf/facts.c) and the evidence (evidence/notes.c) into PASS, FAIL or
   N/A with a reason and details; judge_report () runs them all and applies the
   policy.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "judge/judge.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PROPERTY_X86_IBT 1u
#define PROPERTY_X86_SHSTK 2u
#ifndef DF_1_PIE
#define DF_1_PIE 0x08000000
#endif

/* Does every unit whose note says anything of FEATURE have it in its
   code (applied, kept, overridden), and some unit say so?  */
static int
every_unit_protects (const struct facts *f, enum hardening_feature feature)
{
  size_t i, n = 0;

  for (i = 0; i < f->n_units; i++)
    {
      const struct hardening_note_feature *nf
          = &f->units[i].note.feature[feature];
      if (!nf->present)
        continue;
      if (!hardening_note_status_protects (nf->status))
        return 0;
      n++;
    }
  return n > 0;
}

/* branch: the GNU property, the notes for why not; on aarch64 the
   property's BTI, and PAC from the property or else the code
   (evidence/pac.c).  */
static void
judge_branch (struct result *r, const struct facts *f,
              enum hardening_feature feature, int policy_level)
{
  int x86 = f->ehdr.e_machine == EM_X86_64 || f->ehdr.e_machine == EM_386;
  int arm = f->ehdr.e_machine == EM_AARCH64;
  uint32_t want
      = x86 ? PROPERTY_X86_IBT | PROPERTY_X86_SHSTK : PROPERTY_AARCH64_BTI;
  const char *what = x86 ? "IBT and SHSTK" : "BTI";
  struct result notes = { 0 };
  int have_notes, no_pac = 0;
  char pac[256] = "";

  if (!x86 && !arm)
    {
      judge_set (r, AUDIT_NA, "no branch protection on %s", f->target);
      return;
    }
  if (!elf_is_object (f) && !elf_is_linked (f))
    {
      judge_set (r, AUDIT_NA, "%s", elf_file_type (f));
      return;
    }
  if (arm)
    no_pac = ev_pac_missing (f, pac, sizeof pac);
  if (no_pac)
    for (size_t i = 0; i < f->n_units; i++)
      {
        const struct hardening_note_feature *nf
            = &f->units[i].note.feature[feature];
        if (nf->present && !hardening_note_status_protects (nf->status))
          {
            /* A unit the notes have without it (off in its policy, or
               exempt) saves the return address unsigned: the notes
               judge it.  */
            no_pac = 0;
            snprintf (pac, sizeof pac, "PAC as the notes say");
            break;
          }
      }
  have_notes = judge_notes (f, feature, policy_level, &notes);
  if (f->has_property && (f->feature_1 & want) == want)
    {
      if (have_notes && notes.verdict == AUDIT_FAIL)
        {
          /* The property says every input was compiled for it; the notes
             say which functions' code still lacks it.  */
          *r = notes;
          memset (&notes, 0, sizeof notes);
          judge_detail (r, "GNU property: %s, but the code lacks it", what);
        }
      else if (f->pad_missing && f->ehdr.e_type != ET_REL)
        /* ld -z ibt, -z force-bti mark a file whatever its code: a global
           function without a landing pad faults when called through a
           pointer or from another module.  */
        judge_set (
            r, AUDIT_FAIL,
            "GNU property: %s, but %u of %u global functions start without "
            "%s, such as %s: an indirect call to it faults",
            what, f->pad_missing, f->pad_globals,
            x86 ? "endbr64" : "a BTI landing pad", f->pad_first);
      else if (no_pac)
        judge_set (r, AUDIT_FAIL, "BTI, but no PAC: %s", pac);
      else
        judge_set (r, AUDIT_PASS, "GNU property: %s%s%s", what,
                   arm ? ", " : "",
                   strncmp (pac, "GNU property: ", 14) == 0 ? pac + 14 : pac);
    }
  else if (have_notes && notes.verdict != AUDIT_PASS)
    {
      /* Lowered or turned off; or off in the policy, exempt, not
         applicable: the notes say why.  */
      *r = notes;
      memset (&notes, 0, sizeof notes);
    }
  else if (have_notes && every_unit_protects (f, feature)
           && (elf_is_object (f)
               || (f->pad_own && f->pad_own_missing == f->pad_own && f->n_links
                   && f->n_needed)))
    {
      /* Every unit's note says it was compiled for it: an object has the
         property then, and a dynamically linked file whose link record
         says the notes cover every input has landing pads at its global
         functions (the ones another module may call through a pointer;
         not the start files', nor a static program's C library's).  Not
         one pad: the notes were not made with this code.  Some functions
         without one may come from an archive that the link record skips
         as the toolchain's, and prove nothing of the notes.  */
      struct result other = { 0 };
      if (elf_is_object (f))
        judge_set (&other, AUDIT_FAIL,
                   "the notes claim it, but the %s: the code was not compiled "
                   "for it",
                   !f->has_property
                       ? (x86 ? "object has no IBT and SHSTK property"
                              : "object has no BTI property")
                   : x86 && (f->feature_1 & PROPERTY_X86_IBT)
                       ? "GNU property lacks SHSTK"
                   : x86 && (f->feature_1 & PROPERTY_X86_SHSTK)
                       ? "GNU property lacks IBT"
                   : x86 ? "GNU property lacks IBT and SHSTK"
                         : "GNU property lacks BTI");
      else
        judge_set (&other, AUDIT_FAIL,
                   "the notes claim it, but %u of %u global functions start "
                   "without %s, such as %s: the code was not compiled for it",
                   f->pad_own_missing, f->pad_own,
                   x86 ? "endbr64" : "a BTI landing pad", f->pad_own_first);
      *r = notes;
      memset (&notes, 0, sizeof notes);
      judge_notes_or_evidence (r, &other);
    }
  else if (have_notes && elf_is_linked (f) && !no_pac)
    judge_set (r, AUDIT_NA,
               "compiled for it (%s), but not marked: ld marks a binary only "
               "when every input has the %s property, and this system's start "
               "files (crt1.o, crti.o) have none",
               notes.reason, what);
  else if (!f->has_property && elf_is_linked (f) && !no_pac
           && judge_compiled_for_branch (f, notes.reason, sizeof notes.reason))
    judge_set (r, AUDIT_NA,
               "compiled for it (%s), but not marked: ld marks a binary only "
               "when every input has the %s property, and this system's start "
               "files (crt1.o, crti.o) have none",
               notes.reason, what);
  else if (arm)
    judge_set (r, AUDIT_FAIL, "%s: %s%s; %s",
               no_pac ? "no BTI or PAC" : "no BTI",
               f->has_property ? "GNU property lacks BTI" : "no BTI property",
               elf_is_linked (f) ? " (ld drops it when any input lacks it)"
                                 : ": not compiled with -fcf-protection or "
                                   "-mbranch-protection",
               pac);
  else if (f->has_property)
    judge_set (r, AUDIT_FAIL, "GNU property lacks %s",
               (f->feature_1 & PROPERTY_X86_IBT)     ? "SHSTK"
               : (f->feature_1 & PROPERTY_X86_SHSTK) ? "IBT"
                                                     : "IBT and SHSTK");
  else
    judge_set (r, AUDIT_FAIL, "no %s property%s", what,
               elf_is_linked (f)
                   ? " (ld drops it when any input lacks it, such as "
                     "start files built without it)"
                   : ": not compiled with -fcf-protection or "
                     "-mbranch-protection");
  buf_free (&notes.details);
}

/* The checks of the AUDIT_TESTS table, one function each: the verdict for
   the file F into R.  POLICY_LEVEL is the --policy level of the check's
   feature for the file's target, or -1 (no --policy, or no feature).  */

static void
judge_notes_present (struct result *r, const struct facts *f,
                     enum hardening_feature feature, int policy_level)
{
  size_t i;
  char uncovered[512];

  if (f->n_units && ev_notes_uncovered (f))
    {
      ev_notes_describe_uncovered (f, uncovered, sizeof uncovered);
      judge_set (r, AUDIT_FAIL, "%s", uncovered);
      judge_detail (r, "%zu unit%s compiled with hardening.so", f->n_units,
                    f->n_units == 1 ? "" : "s");
    }
  else if (f->n_units)
    {
      judge_set (r, AUDIT_PASS, "%zu unit%s compiled with hardening.so",
                 f->n_units, f->n_units == 1 ? "" : "s");
      for (i = 0; i < f->n_units; i++)
        judge_detail (
            r, "%s: %s, %s, %s mode", ev_notes_unit_source (&f->units[i].note),
            f->units[i].note.language, f->units[i].note.producer,
            hardening_mode_name ((enum hardening_mode)f->units[i].note.mode));
    }
  else if (elf_is_object (f))
    judge_set (r, AUDIT_FAIL,
               "no gcc-hardening note: not compiled with "
               "hardening.so");
  else if (f->n_links)
    judge_set (
        r, AUDIT_NA,
        "no gcc-hardening notes (the link record: %lu input%s, none with "
        "one): verdicts from the ELF alone",
        f->link.inputs, f->link.inputs == 1 ? "" : "s");
  else
    judge_set (r, AUDIT_NA,
               "no gcc-hardening notes: verdicts from the ELF alone");
}

static void
judge_pie (struct result *r, const struct facts *f,
           enum hardening_feature feature, int policy_level)
{
  size_t i;

  if (elf_is_object (f))
    {
      if (!judge_notes (f, feature, policy_level, r))
        judge_set (r, AUDIT_NA, "relocatable object: decided at link");
    }
  else if (f->ehdr.e_type == ET_EXEC)
    {
      judge_set (r, AUDIT_FAIL, "ET_EXEC: not position-independent");
      for (i = 0; i < f->n_units; i++)
        {
          const struct hardening_note *note = &f->units[i].note;
          const struct hardening_note_feature *nf = &note->feature[feature];
          if (nf->present && !hardening_note_status_protects (nf->status))
            judge_detail (r, "%s: %s (%s)", ev_notes_unit_source (note),
                          hardening_note_status_word (nf->status), nf->reason);
        }
    }
  else if (f->ehdr.e_type == ET_DYN && (f->flags_1 & DF_1_PIE))
    judge_set (r, AUDIT_PASS, "ET_DYN with DF_1_PIE");
  else if (f->ehdr.e_type == ET_DYN && f->has_interp)
    judge_set (r, AUDIT_PASS,
               "ET_DYN with an interpreter (no DF_1_PIE: an older "
               "linker)");
  else if (f->ehdr.e_type == ET_DYN)
    judge_set (r, AUDIT_NA, "shared library");
  else
    judge_set (r, AUDIT_NA, "%s", elf_file_type (f));
}

/* relro, bindnow, textrel and wx judge the linked file: N/A (into R) for
   anything else, and then 1.  */
static int
not_linked (struct result *r, const struct facts *f)
{
  if (elf_is_linked (f))
    return 0;
  judge_set (r, AUDIT_NA, "%s",
             elf_is_object (f) ? "relocatable object: decided at link"
                               : elf_file_type (f));
  return 1;
}

static void
judge_relro (struct result *r, const struct facts *f,
             enum hardening_feature feature, int policy_level)
{
  if (not_linked (r, f))
    return;
  if (f->has_relro && f->relro_gap[0])
    judge_set (r, AUDIT_FAIL, "PT_GNU_RELRO, but %s: it stays writable",
               f->relro_gap);
  else if (f->has_relro)
    judge_set (r, AUDIT_PASS, "PT_GNU_RELRO");
  else
    judge_set (r, AUDIT_FAIL, "no PT_GNU_RELRO segment");
}

static void
judge_bindnow (struct result *r, const struct facts *f,
               enum hardening_feature feature, int policy_level)
{
  if (not_linked (r, f))
    return;
  if (f->bind_now)
    judge_set (r, AUDIT_PASS, "%s",
               f->flags_1 & DF_1_NOW    ? "DF_1_NOW"
               : f->flags & DF_BIND_NOW ? "DF_BIND_NOW"
                                        : "DT_BIND_NOW");
  /* A static program binds nothing by name, but its start-up code sets
     the IFUNC pointers (elf/irelative.c): -z now puts them under
     RELRO.  */
  else if (elf_static_executable (f) && f->irelative_writable)
    judge_set (r, AUDIT_FAIL,
               "%u of %u IFUNC pointers (IRELATIVE, set at start-up) stay "
               "writable outside PT_GNU_RELRO, the first at %#llx: not linked "
               "with -z now",
               f->irelative_writable, f->irelative,
               (unsigned long long)f->irelative_first);
  else if (elf_static_executable (f) && f->irelative)
    judge_set (r, AUDIT_PASS,
               "statically linked: the %u IFUNC pointers (IRELATIVE, set at "
               "start-up) are under PT_GNU_RELRO",
               f->irelative);
  else if (elf_static_executable (f) || !f->has_dynamic)
    judge_set (r, AUDIT_NA, "statically linked: nothing to bind");
  else
    judge_set (r, AUDIT_FAIL,
               "lazy binding: no DT_BIND_NOW, DF_BIND_NOW or DF_1_NOW");
}

static void
judge_textrel (struct result *r, const struct facts *f,
               enum hardening_feature feature, int policy_level)
{
  if (not_linked (r, f))
    return;
  if (!f->has_dynamic)
    judge_set (r, AUDIT_NA, "no dynamic section");
  else if (f->textrel)
    judge_set (r, AUDIT_FAIL, "text relocations (DT_TEXTREL)");
  else
    judge_set (r, AUDIT_PASS, "no DT_TEXTREL");
}

/* wx: an object's sections, a linked file's segments.  */
static void
judge_wx (struct result *r, const struct facts *f,
          enum hardening_feature feature, int policy_level)
{
  if (elf_is_object (f) && f->wx_section[0])
    judge_set (r, AUDIT_FAIL, "section %s is writable and executable",
               f->wx_section);
  else if (elf_is_object (f))
    judge_set (r, AUDIT_PASS, "no section is writable and executable");
  else if (not_linked (r, f))
    return;
  else if (f->wx_segment >= 0)
    judge_set (r, AUDIT_FAIL,
               "program header %d (PT_LOAD) is writable and executable",
               f->wx_segment);
  else
    judge_set (r, AUDIT_PASS, "no segment is writable and executable");
}

static void
judge_noexecstack (struct result *r, const struct facts *f,
                   enum hardening_feature feature, int policy_level)
{
  const struct hardening_note *unit = NULL;
  size_t escapes;
  const struct hardening_note_escape *escape
      = ev_notes_exec_stack_escape (f, &unit, &escapes);

  if (escape && (elf_is_object (f) || elf_is_linked (f)))
    {
      /* The code needs an executable stack: a gap whether the stack is
         executable (then for every function) or not (then the program
         crashes when it runs the trampoline).  */
      if (elf_is_object (f) || (f->gnu_stack && !(f->gnu_stack_flags & PF_X)))
        judge_set (
            r, AUDIT_FAIL, "function %s (%s) escapes: %s%s", escape->function,
            ev_notes_unit_source (unit), escape->reason,
            elf_is_object (f) ? ""
                              : ", but PT_GNU_STACK is not executable: the "
                                "program crashes there");
      else
        judge_set (r, AUDIT_FAIL,
                   "PT_GNU_STACK is executable: function %s (%s) escapes: %s",
                   escape->function, ev_notes_unit_source (unit),
                   escape->reason);
      for (size_t i = 0; i < f->n_units; i++)
        for (size_t e = 0; e < f->units[i].note.n_escapes; e++)
          if (f->units[i].note.escapes[e].feature == HARDENING_NOEXECSTACK
              && &f->units[i].note.escapes[e] != escape)
            judge_detail (r, "%s: function %s escapes: %s",
                          ev_notes_unit_source (&f->units[i].note),
                          f->units[i].note.escapes[e].function,
                          f->units[i].note.escapes[e].reason);
      return;
    }
  if (elf_is_object (f))
    {
      if (!f->gnu_stack_section)
        judge_set (
            r, AUDIT_FAIL,
            "no .note.GNU-stack section: ld assumes an executable stack");
      else if (f->gnu_stack_section_exec)
        judge_set (r, AUDIT_FAIL,
                   ".note.GNU-stack asks for an executable stack");
      else
        judge_set (r, AUDIT_PASS, ".note.GNU-stack without SHF_EXECINSTR");
    }
  else if (elf_is_linked (f))
    {
      if (!f->gnu_stack)
        judge_set (r, AUDIT_FAIL,
                   "no PT_GNU_STACK: the kernel may map the stack executable");
      else if (f->gnu_stack_flags & PF_X)
        judge_set (r, AUDIT_FAIL, "PT_GNU_STACK is executable");
      else
        judge_set (r, AUDIT_PASS, "PT_GNU_STACK without PF_X");
    }
  else
    judge_set (r, AUDIT_NA, "%s", elf_file_type (f));
}

/* stackprotector: the notes, else the symbols.  */
static void stackprotector_without_notes (struct result *r,
                                          const struct facts *f);

/* The notes passed R, but their counts contradict the file: a FAIL for
   WHY, the notes' view a detail (judge_notes_or_evidence).  */
static void
fail_contradicted (struct result *r, const char *why)
{
  struct result other = { 0 };

  judge_set (&other, AUDIT_FAIL, "%s", why);
  judge_notes_or_evidence (r, &other);
}

/* Is the canary of F something else than the C library's guard?  Why,
   into WHY (SIZE bytes).  x86: elf_gather and ev_code_gather said so
   (F->foreign_guard).  aarch64: there the C library's guard is ld.so's
   __stack_chk_guard; a dynamically linked program or library that
   defines its own binds its canaries to it, which nothing makes random
   (a static program's is its C library's, set at start-up).  */
static int
foreign_guard (const struct facts *f, char *why, size_t size)
{
  if (!elf_dynamic_with_libc (f))
    return 0;
  if (f->foreign_guard[0])
    snprintf (why, size, "%s", f->foreign_guard);
  else if (f->ehdr.e_machine == EM_AARCH64 && f->defines_guard
           && !(f->soname && strncmp (f->soname, "ld-linux", 8) == 0))
    snprintf (why, size,
              "the canary is the program's own __stack_chk_guard, not the "
              "one ld.so makes random");
  else
    return 0;
  return 1;
}

static void
judge_stackprotector (struct result *r, const struct facts *f,
                      enum hardening_feature feature, int policy_level)
{
  int said = judge_notes (f, feature, policy_level, r);
  char why[256];

  if (said == NOTES_PARTIAL)
    {
      struct result other = { 0 };
      stackprotector_without_notes (&other, f);
      judge_notes_or_evidence (r, &other);
    }
  else if (said)
    {
      if (r->verdict == AUDIT_PASS
          && judge_notes_contradict (f, feature, why, sizeof why))
        fail_contradicted (r, why);
      else if (r->verdict == AUDIT_PASS && !f->canary
               && f->evidence[EV_CODE].ev[AUDIT_STACKPROTECTOR].good)
        judge_detail (r, "code: %s, no __stack_chk_fail reference: the "
                         "functions with a canary never return",
                      f->evidence[EV_CODE].ev[AUDIT_STACKPROTECTOR].how);
      else if (r->verdict == AUDIT_PASS && !f->canary && f->has_symtab)
        judge_detail (r, "no function needed a canary (no __stack_chk_fail "
                         "reference)");
    }
  else
    stackprotector_without_notes (r, f);
  /* Canaries, but not checked against the C library's random guard: the
     code says so whatever the notes, annobin, DWARF or symbols said.  */
  if (r->verdict == AUDIT_PASS && foreign_guard (f, why, sizeof why))
    {
      struct result other = { 0 };
      judge_set (&other, AUDIT_FAIL, "%s", why);
      judge_verdict_over (r, &other, "otherwise");
    }
}

/* UNKNOWN for check T of a static program: its file type, WHAT, and why
   no other evidence decides.  */
static void
static_unknown (struct result *r, const struct facts *f, enum audit_test t,
                const char *what)
{
  char why[512];

  judge_why_unknown (f, t, why, sizeof why);
  judge_set (r, AUDIT_UNKNOWN, "%s%s; %s", elf_file_type (f), what, why);
}

/* The symbols, the DWARF, the code.  */
static void
stackprotector_without_notes (struct result *r, const struct facts *f)
{
  if (judge_stackprotector_evidence (r, f))
    return;
  else if (elf_static_with_libc (f))
    {
      /* glibc's libc.a, built with -fstack-protector-strong, has
         canaries and references __stack_chk_fail in any program.  */
      char what[160];
      snprintf (what, sizeof what,
                ": the C library linked into it has canaries (%s) whatever "
                "its own code was built with",
                f->canary ? f->canary_symbol : "canary loads");
      static_unknown (r, f, AUDIT_STACKPROTECTOR, what);
    }
  else if (f->canary)
    judge_set (r, AUDIT_PASS, "%s referenced", f->canary_symbol);
  else if (elf_static_executable (f) && !f->has_static_symtab
           && !f->canary_scan)
    /* A stripped static program: its C library's references are in no
       symbol table left, and the code was not searched.  */
    static_unknown (r, f, AUDIT_STACKPROTECTOR,
                    " without .symtab: what its code references does not "
                    "show in its symbols");
  else if (!f->has_symtab)
    {
      char why[512];
      judge_why_unknown (f, AUDIT_STACKPROTECTOR, why, sizeof why);
      judge_set (r, AUDIT_UNKNOWN, "no symbol table, %s", why);
    }
  else
    judge_set (r, AUDIT_FAIL,
               "no __stack_chk_fail or __stack_chk_guard "
               "reference");
}

/* Up to six of the fortifiable functions whose COUNTS are non-zero, as
   PREFIX NAME SUFFIX, into LIST; returns how many were named.  */
static size_t
name_functions (struct audit_buf *list, const unsigned char *counts,
                const char *prefix, const char *suffix)
{
  size_t i, n;

  for (i = 0, n = 0; i < N_FORTIFIABLE && n < 6; i++)
    if (counts[i])
      buf_printf (list, "%s%s%s%s", n++ ? ", " : "", prefix,
                  elf_fortifiable[i], suffix);
  return n;
}

/* How many units say FEATURE is n/a because lto1 left it to its inputs'
   notes (HARDENING_NOTE_LTO_COMPILE_TIME), when every unit that says
   anything of it says that; else 0.  */
static size_t
units_deferred (const struct facts *f, enum hardening_feature feature)
{
  size_t i, n = 0;

  for (i = 0; i < f->n_units; i++)
    {
      const struct hardening_note_feature *nf
          = &f->units[i].note.feature[feature];
      if (!nf->present)
        continue;
      if (nf->status != HARDENING_NOTE_NOT_APPLICABLE
          || strcmp (nf->reason, HARDENING_NOTE_LTO_COMPILE_TIME) != 0)
        return 0;
      n++;
    }
  return n;
}

/* fortify: the notes, else the imports (also when only LTRANS units,
   which leave it to their inputs' notes, say anything of it).  */
static void fortify_without_notes (struct result *r, const struct facts *f,
                                   size_t deferred);

static void
judge_fortify (struct result *r, const struct facts *f,
               enum hardening_feature feature, int policy_level)
{
  size_t deferred = 0;

  int said = judge_notes (f, feature, policy_level, r);

  if (said == NOTES_PARTIAL)
    {
      /* Objects without notes linked in: the imports of the whole file
         decide, the notes are a detail.  */
      struct result other = { 0 };
      fortify_without_notes (&other, f, 0);
      judge_notes_or_evidence (r, &other);
      judge_fortify_details (f, r);
      return;
    }
  if (said)
    {
      /* Only LTRANS units said it, each leaving it to its inputs' notes,
         which a link of slim LTO objects drops: the notes do not decide,
         the imports do.  */
      deferred = r->verdict == AUDIT_NA ? units_deferred (f, feature) : 0;
      if (!deferred)
        {
          char why[256];
          if (r->verdict == AUDIT_PASS
              && judge_notes_contradict (f, feature, why, sizeof why))
            fail_contradicted (r, why);
          judge_fortify_details (f, r);
          return;
        }
    }
  fortify_without_notes (r, f, deferred);
}

/* The DWARF, else the imports; DEFERRED: LTRANS units left it to notes
   the link dropped (judge_fortify).  */
static void
fortify_without_notes (struct result *r, const struct facts *f,
                       size_t deferred)
{
  size_t i, n, good = 0, bad = 0;
  struct audit_buf list = { 0 };

  if (!deferred && judge_other_evidence (r, f, AUDIT_FORTIFY))
    return;
  for (i = 0; i < N_FORTIFIABLE; i++)
    {
      good += f->fortified[i];
      bad += f->unfortified[i];
    }
  if (good)
    {
      n = name_functions (&list, f->fortified, "__", "_chk");
      judge_set (r, AUDIT_PASS, "%zu checked function%s imported: %s%s", good,
                 good == 1 ? "" : "s", list.s ? list.s : "",
                 good > n ? ", ..." : "");
    }
  else if (bad)
    {
      n = name_functions (&list, f->unfortified, "", "");
      judge_set (r, AUDIT_FAIL, "only unchecked functions imported: %s%s",
                 list.s ? list.s : "", bad > n ? ", ..." : "");
    }
  else if (elf_static_with_libc (f))
    /* The functions are linked in, not imported: which calls were
       checked does not show.  */
    static_unknown (r, f, AUDIT_FORTIFY,
                    ": the C library's functions are linked in, not "
                    "imported: the symbols do not show whether its calls "
                    "were checked");
  else
    judge_set (r, AUDIT_NA,
               "no function that _FORTIFY_SOURCE checks is "
               "imported");
  buf_free (&list);
  if (deferred)
    {
      judge_detail (r, "%zu LTO unit%s: n/a (%s, in notes the link left out)",
                    deferred, deferred == 1 ? "" : "s",
                    HARDENING_NOTE_LTO_COMPILE_TIME);
      judge_fortify_details (f, r);
    }
}

/* The features only the notes show.  */
static void
judge_notes_only (struct result *r, const struct facts *f,
                  enum hardening_feature feature, int policy_level)
{
  if (judge_notes (f, feature, policy_level, r))
    return;
  if (f->n_units)
    judge_set (r, AUDIT_NA, "the notes say nothing of it");
  else
    judge_set (r, AUDIT_NA,
               "no gcc-hardening notes, and the code does not show it");
}

/* The opt-in link features.  What the policy asks: --policy's
   level, else the highest level the notes record (a unit's note holds the
   link features' levels of its compile's policy), -1 when neither says.  */
static int
link_feature_asked (const struct facts *f, enum hardening_feature feature,
                    int policy_level)
{
  int asked = policy_level;
  size_t i;

  for (i = 0; i < f->n_units && policy_level < 0; i++)
    if (f->units[i].note.feature[feature].present
        && f->units[i].note.feature[feature].level > asked)
      asked = f->units[i].note.feature[feature].level;
  return asked;
}

/* --as-needed and --no-copy-dt-needed-entries leave nothing in the output
   to tell them by (a DT_NEEDED no symbol uses would need the libraries).  */
static void
judge_link_unseen (struct result *r, const struct facts *f,
                   enum hardening_feature feature, int policy_level)
{
  int asked = link_feature_asked (f, feature, policy_level);

  if (not_linked (r, f))
    return;
  judge_set (r, AUDIT_NA, "not visible in a linked file (%s)",
             asked > 0 ? "the policy asks it"
             : asked == 0
                 ? "off in the policy"
                 : "no notes and no --policy say whether it was asked");
}

/* -z nodlopen: DF_1_NOOPEN on a shared library.  Opt-in: its absence
   fails only where the policy, or without --policy the notes, ask it.  */
static void
judge_nodlopen (struct result *r, const struct facts *f,
                enum hardening_feature feature, int policy_level)
{
  int asked = link_feature_asked (f, feature, policy_level);

  if (not_linked (r, f))
    return;
  if (f->flags_1 & DF_1_NOOPEN)
    judge_set (r, AUDIT_PASS, "DF_1_NOOPEN");
  else if (!f->has_dynamic)
    judge_set (r, AUDIT_NA, "statically linked: nothing to dlopen");
  else if (f->ehdr.e_type == ET_EXEC || (f->flags_1 & DF_1_PIE))
    /* GNU ld marks shared libraries only, and glibc's dlopen refuses an
       executable anyway.  */
    judge_set (r, AUDIT_NA, "%s: dlopen refuses it anyway", elf_file_type (f));
  else if (asked > 0)
    judge_set (r, AUDIT_FAIL, "no DF_1_NOOPEN: not linked with -z nodlopen");
  else
    judge_set (r, AUDIT_NA, "no DF_1_NOOPEN (%s)",
               asked == 0 ? "off in the policy"
                          : "opt-in: no notes and no --policy ask it");
}

typedef void (*judge_fn) (struct result *, const struct facts *,
                          enum hardening_feature, int);

static const judge_fn test_judges[] = {
#define AUDIT_JUDGE(id, name, feature, judge, description) judge,
  AUDIT_TESTS (AUDIT_JUDGE)
#undef AUDIT_JUDGE
};

/* Every check, then: what the policy has off for this target is no
   failure.  */
void
judge_report (struct report *rep, const struct facts *f,
              const int *policy_level)
{
  size_t i;

  for (i = 0; i < AUDIT_TEST_COUNT; i++)
    {
      int feature = judge_check_features[i];
      test_judges[i](&rep->r[i], f, (enum hardening_feature)feature,
                     feature >= 0 ? policy_level[feature] : -1);
    }
  for (i = 0; i < AUDIT_TEST_COUNT; i++)
    {
      int feature = judge_check_features[i];
      if (feature >= 0 && policy_level[feature] == 0
          && rep->r[i].verdict == AUDIT_FAIL)
        {
          char reason[sizeof rep->r[i].reason];
          snprintf (reason, sizeof reason, "%s", rep->r[i].reason);
          judge_set (&rep->r[i], AUDIT_NA, "off in the policy for %s (%s)",
                     f->target, reason);
        }
    }
}
