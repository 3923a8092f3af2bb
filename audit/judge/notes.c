/* hardening-audit: the verdict of gcc-hardening's own notes
   (evidence/notes.c reads them) for a feature, and how it meets the
   verdict of the other evidence.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "judge/judge.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Does an exemption of the unit NOTE from FEATURE (NF) not hold in F?
   The stack protector and fortify are exempt where no C library is
   assumed (-ffreestanding, -nostdlib, -nodefaultlibs, -nolibc) or in
   kernel code; a program or library that the dynamic linker loads with
   the C library (PT_INTERP, DT_NEEDED), or a static program that its
   start files start, has its __stack_chk_fail, its guard and its __*_chk
   functions all the same, and the unit's code is simply without them:
   -ffreestanding in CFLAGS would otherwise make an unprotected program
   pass.  So has a library linked -nostdlib that names no DT_NEEDED but
   leaves functions (strcpy) or variables for the dynamic linker to find
   in the process that loads it.  The C library's own start code keeps
   its exemption.  */
static int
exemption_void (const struct facts *f, enum hardening_feature feature,
                const struct hardening_note *note,
                const struct hardening_note_feature *nf)
{
  return nf->status == HARDENING_NOTE_EXEMPT
         && (feature == HARDENING_STACKPROTECTOR
             || feature == HARDENING_FORTIFY)
         && (elf_has_libc (f) || elf_imports_symbols (f))
         && !hardening_note_libc_start_file (ev_notes_unit_source (note));
}

/* Does the unit NOTE of F fail FEATURE (NF): lowered, turned off by the
   package, off where the policy asks for it, exempt where the exemption
   does not hold, or (fortify) compiled from input preprocessed without
   _FORTIFY_SOURCE, which its coverage counts show?  If so, its detail line
   goes into LINE (SIZE bytes).  */
static int
unit_fails (const struct facts *f, enum hardening_feature feature,
            const struct hardening_note *note,
            const struct hardening_note_feature *nf, int policy_level,
            char *line, size_t size)
{
  const char *what = hardening_note_finding_word (hardening_note_finding (nf));
  unsigned long unchecked
      = feature == HARDENING_FORTIFY
            ? hardening_note_unfortified_preprocessed (note)
            : 0;

  if (what)
    snprintf (line, size, "%s: %s by %s", ev_notes_unit_source (note), what,
              nf->reason);
  else if (unchecked)
    snprintf (line, size,
              "%s: a preprocessed unit compiled without _FORTIFY_SOURCE: "
              "%lu fortifiable call%s unchecked",
              ev_notes_unit_source (note), unchecked,
              unchecked == 1 ? "" : "s");
  else if (nf->status == HARDENING_NOTE_OFF && policy_level > 0)
    snprintf (line, size, "%s: off (%s), but the policy asks for it",
              ev_notes_unit_source (note), nf->reason);
  else if (!exemption_void (f, feature, note, nf))
    return 0;
  else if (elf_has_libc (f))
    snprintf (line, size,
              "%s: exempt (%s), but this %s %s: the exemption "
              "does not hold",
              ev_notes_unit_source (note), nf->reason, elf_file_type (f),
              elf_dynamic_with_libc (f) ? "is loaded with the C library"
                                        : "has the C library linked in");
  else
    snprintf (line, size,
              "%s: exempt (%s), but this %s leaves %s for the "
              "process that loads it: the exemption does not hold",
              ev_notes_unit_source (note), nf->reason, elf_file_type (f),
              f->import_first);
  return 1;
}

/* The notes' verdict for FEATURE into R.  Returns 0 when no unit says
   anything of the feature (R untouched), 1 otherwise.  POLICY_LEVEL is the
   --policy level for the file's target, or -1 without --policy.  */
int
judge_notes (const struct facts *f, enum hardening_feature feature,
             int policy_level, struct result *r)
{
  size_t i, protect = 0, failed = 0, na = 0, said = 0, escapes = 0;
  int partial = 0;
  char line[768], escape_line[600];
  const struct hardening_note_feature *first_protect = NULL;
  const struct hardening_note *first_na_unit = NULL;
  const struct hardening_note_feature *first_na = NULL;

  for (i = 0; i < f->n_units; i++)
    {
      const struct hardening_note *note = &f->units[i].note;
      const struct hardening_note_feature *nf = &note->feature[feature];

      if (!nf->present)
        continue;
      said++;
      if (hardening_note_status_protects (nf->status))
        {
          if (first_protect == NULL)
            first_protect = nf;
          protect++;
        }
      else if (unit_fails (f, feature, note, nf, policy_level, line,
                           sizeof line))
        failed++;
      else
        {
          if (first_na == NULL)
            {
              first_na = nf;
              first_na_unit = note;
            }
          na++;
        }
    }
  if (said == 0)
    return 0;
  /* A function whose code lacks what its unit has (an escape) fails the
     feature as a unit does.  */
  for (i = 0; i < f->n_units; i++)
    {
      const struct hardening_note *note = &f->units[i].note;
      size_t e;
      for (e = 0; e < note->n_escapes; e++)
        if (note->escapes[e].feature == feature)
          {
            if (escapes == 0)
              snprintf (escape_line, sizeof escape_line, "%s: %s %s: %s",
                        ev_notes_unit_source (note),
                        hardening_note_escape_kind (feature),
                        note->escapes[e].function, note->escapes[e].reason);
            escapes++;
          }
    }
  if (failed == 0 && escapes == 1)
    judge_set (r, AUDIT_FAIL, "%s", escape_line);
  else if (failed == 0 && escapes)
    judge_set (r, AUDIT_FAIL, "%zu %ss without it", escapes,
               hardening_note_escape_kind (feature));
  else if (failed == 1)
    /* One unit: its line (the last that failed) is the reason.  */
    judge_set (r, AUDIT_FAIL, "%s", line);
  else if (failed)
    {
      judge_set (r, AUDIT_FAIL, "%zu of %zu unit%s without it", failed, said,
                 said == 1 ? "" : "s");
      for (i = 0; i < f->n_units; i++)
        {
          const struct hardening_note *note = &f->units[i].note;
          const struct hardening_note_feature *nf = &note->feature[feature];
          if (nf->present
              && unit_fails (f, feature, note, nf, policy_level, line,
                             sizeof line))
            judge_detail (r, "%s", line);
        }
    }
  else if (protect && ev_notes_uncovered (f))
    {
      /* The notes speak for their units only: code linked in from
         objects without one is judged by nothing here.  The caller may
         ask the other evidence (notes_partial).  */
      ev_notes_describe_uncovered (f, line, sizeof line);
      judge_set (r, AUDIT_UNKNOWN, "%zu unit%s: %s %s, but %s", protect,
                 protect == 1 ? "" : "s",
                 hardening_note_status_word (first_protect->status),
                 first_protect->reason, line);
      partial = 1;
    }
  else if (protect)
    {
      judge_set (r, AUDIT_PASS, "%zu unit%s: %s %s", protect,
                 protect == 1 ? "" : "s",
                 hardening_note_status_word (first_protect->status),
                 first_protect->reason);
      if (na)
        judge_detail (r, "%zu other unit%s: n/a (%s)", na, na == 1 ? "" : "s",
                      first_na->reason);
    }
  else
    judge_set (r, AUDIT_NA, "%s: %s (%s)",
               ev_notes_unit_source (first_na_unit),
               first_na->status == HARDENING_NOTE_OFF
                   ? "off in the policy"
                   : hardening_note_status_word (first_na->status),
               first_na->reason);
  for (i = 0; i < f->n_units; i++)
    {
      const struct hardening_note *note = &f->units[i].note;
      size_t e;
      for (e = 0; e < note->n_escapes; e++)
        if (note->escapes[e].feature == feature && (failed || escapes > 1))
          judge_detail (r, "%s: %s %s: %s", ev_notes_unit_source (note),
                        hardening_note_escape_kind (feature),
                        note->escapes[e].function, note->escapes[e].reason);
    }
  return partial ? NOTES_PARTIAL : 1;
}

/* Do the notes' own counts contradict the file?  Units that counted
   functions with a canary, or calls checked at run time, in a file that
   references no __stack_chk_fail or no __*_chk function: the notes were
   not made with this code (copied from another object), and pass
   nothing.  Only where those references must be symbols of the file: an
   object, or a program or library that takes the C library as a shared
   library (DT_NEEDED); a static program may define and strip them.  */
int
judge_notes_contradict (const struct facts *f, enum hardening_feature feature,
                        char *why, size_t size)
{
  unsigned long n = 0;
  size_t i;
  const char *what, *how, *missing;

  if (!elf_is_object (f) && f->n_needed == 0)
    return 0;
  if (feature == HARDENING_STACKPROTECTOR)
    n = ev_notes_count_canaries (f);
  else if (feature == HARDENING_FORTIFY)
    for (i = 0; i < f->n_units; i++)
      if (f->units[i].note.has_fortify_calls)
        n += f->units[i].note.fortify_calls[HARDENING_FORTIFY_RUN_TIME];
  if (n == 0)
    return 0;
  if (feature == HARDENING_STACKPROTECTOR)
    {
      /* Canary loads in the code (evidence/code.c looked for them):
         functions that never return keep the load and lose the check.  */
      if (f->canary || f->evidence[EV_CODE].ev[AUDIT_STACKPROTECTOR].good)
        return 0;
      what = "function";
      how = " with a canary";
      missing = "nothing references __stack_chk_fail";
    }
  else
    {
      for (i = 0; i < N_FORTIFIABLE; i++)
        if (f->fortified[i])
          return 0;
      what = "call";
      how = " checked at run time";
      missing = "no __*_chk function is referenced";
    }
  snprintf (why, size,
            "the notes count %lu %s%s%s, but %s: they do not describe this "
            "file's code",
            n, what, n == 1 ? "" : "s", how, missing);
  return 1;
}

void
judge_verdict_over (struct result *r, struct result *other, const char *label)
{
  char was[sizeof r->reason];

  if (other->verdict != AUDIT_PASS && other->verdict != AUDIT_FAIL)
    {
      buf_free (&other->details);
      return;
    }
  snprintf (was, sizeof was, "%s", r->reason);
  buf_free (&r->details);
  *r = *other;
  judge_detail (r, "%s: %s", label, was);
}

void
judge_notes_or_evidence (struct result *r, struct result *other)
{
  judge_verdict_over (r, other, "the notes");
}

/* Coverage is information, not a verdict: an unchecked call is one whose
   object's size no compiler could know (a pointer parameter), and the
   feature is in force for all the others.  */
void
judge_fortify_details (const struct facts *f, struct result *r)
{
  unsigned long totals[HARDENING_FORTIFY_KINDS];
  size_t i, none = 0, units = ev_notes_fortify_coverage (f, totals);

  for (i = 0; i < f->n_units; i++)
    {
      const unsigned long *c = f->units[i].note.fortify_calls;
      if (f->units[i].note.has_fortify_calls
          && c[HARDENING_FORTIFY_COMPILE_TIME] + c[HARDENING_FORTIFY_RUN_TIME]
                     + c[HARDENING_FORTIFY_UNCHECKED]
                 == 0)
        none++;
    }
  if (units > 1)
    judge_detail (
        r,
        "calls in %zu units: %lu checked at compile time, %lu at run "
        "time, %lu unchecked",
        units, totals[HARDENING_FORTIFY_COMPILE_TIME],
        totals[HARDENING_FORTIFY_RUN_TIME],
        totals[HARDENING_FORTIFY_UNCHECKED]);
  if (units > 1 && none)
    judge_detail (r, "%zu of them call%s no fortifiable function", none,
                  none == 1 ? "s" : "");
  /* A unit a line; with several, those without any call say nothing
     more.  */
  for (i = 0; i < f->n_units; i++)
    {
      const struct hardening_note *note = &f->units[i].note;
      const unsigned long *c = note->fortify_calls;

      if (!note->has_fortify_calls
          || (units > 1
              && c[HARDENING_FORTIFY_COMPILE_TIME]
                         + c[HARDENING_FORTIFY_RUN_TIME]
                         + c[HARDENING_FORTIFY_UNCHECKED]
                     == 0))
        continue;
      judge_detail (
          r,
          "%s: %lu checked at compile time, %lu at run time, "
          "%lu unchecked",
          ev_notes_unit_source (note), c[HARDENING_FORTIFY_COMPILE_TIME],
          c[HARDENING_FORTIFY_RUN_TIME], c[HARDENING_FORTIFY_UNCHECKED]);
    }
}
