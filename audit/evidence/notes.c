/* hardening-audit: the first source of evidence, gcc-hardening's own
   notes (lib/hardening-note.c decodes them): what the compiler did to
   each unit, which source file opted out and why, and the functions whose
   code escapes what their unit has.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "audit-internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
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

int
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
dwarf_unit_noted (struct facts *f, const char *name, const char *producer)
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
     wait for the notes that are left (dwarf_units_match): a unit built
     without the plugin does not take the note of one built with it,
     whatever their order.  */
  if (plugin_in_producer (producer))
    {
      take_note (f, base_name (name));
      return 0;
    }
  pending = audit_grow (f->pending, f->n_pending, &f->pending_alloc,
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
dwarf_units_match (struct facts *f)
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
uncovered_inputs (const struct facts *f)
{
  return f->n_links ? f->link.unnoted + f->link.corrupt : f->dwarf_unnoted;
}

void
describe_uncovered (const struct facts *f, char *buf, size_t size)
{
  size_t i, len;
  unsigned long n = uncovered_inputs (f);

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
unit_source (const struct hardening_note *note)
{
  return note->source[0] ? note->source : "<unknown source>";
}

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
         && (has_libc (f) || imports_symbols (f))
         && !hardening_note_libc_start_file (unit_source (note));
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
    snprintf (line, size, "%s: %s by %s", unit_source (note), what,
              nf->reason);
  else if (unchecked)
    snprintf (line, size,
              "%s: a preprocessed unit compiled without _FORTIFY_SOURCE: "
              "%lu fortifiable call%s unchecked",
              unit_source (note), unchecked, unchecked == 1 ? "" : "s");
  else if (nf->status == HARDENING_NOTE_OFF && policy_level > 0)
    snprintf (line, size, "%s: off (%s), but the policy asks for it",
              unit_source (note), nf->reason);
  else if (!exemption_void (f, feature, note, nf))
    return 0;
  else if (has_libc (f))
    snprintf (line, size, "%s: exempt (%s), but this %s %s: the exemption "
              "does not hold",
              unit_source (note), nf->reason, file_type (f),
              dynamic_with_libc (f) ? "is loaded with the C library"
                                    : "has the C library linked in");
  else
    snprintf (line, size, "%s: exempt (%s), but this %s leaves %s for the "
              "process that loads it: the exemption does not hold",
              unit_source (note), nf->reason, file_type (f), f->import_first);
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
                        unit_source (note),
                        hardening_note_escape_kind (feature),
                        note->escapes[e].function, note->escapes[e].reason);
            escapes++;
          }
    }
  if (failed == 0 && escapes == 1)
    set (r, AUDIT_FAIL, "%s", escape_line);
  else if (failed == 0 && escapes)
    set (r, AUDIT_FAIL, "%zu %ss without it", escapes,
         hardening_note_escape_kind (feature));
  else if (failed == 1)
    /* One unit: its line (the last that failed) is the reason.  */
    set (r, AUDIT_FAIL, "%s", line);
  else if (failed)
    {
      set (r, AUDIT_FAIL, "%zu of %zu unit%s without it", failed, said,
           said == 1 ? "" : "s");
      for (i = 0; i < f->n_units; i++)
        {
          const struct hardening_note *note = &f->units[i].note;
          const struct hardening_note_feature *nf = &note->feature[feature];
          if (nf->present
              && unit_fails (f, feature, note, nf, policy_level, line,
                             sizeof line))
            detail (r, "%s", line);
        }
    }
  else if (protect && uncovered_inputs (f))
    {
      /* The notes speak for their units only: code linked in from
         objects without one is judged by nothing here.  The caller may
         ask the other evidence (notes_partial).  */
      describe_uncovered (f, line, sizeof line);
      set (r, AUDIT_UNKNOWN, "%zu unit%s: %s %s, but %s", protect,
           protect == 1 ? "" : "s",
           hardening_note_status_word (first_protect->status),
           first_protect->reason, line);
      partial = 1;
    }
  else if (protect)
    {
      set (r, AUDIT_PASS, "%zu unit%s: %s %s", protect,
           protect == 1 ? "" : "s",
           hardening_note_status_word (first_protect->status),
           first_protect->reason);
      if (na)
        detail (r, "%zu other unit%s: n/a (%s)", na, na == 1 ? "" : "s",
                first_na->reason);
    }
  else
    set (r, AUDIT_NA, "%s: %s (%s)", unit_source (first_na_unit),
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
          detail (r, "%s: %s %s: %s", unit_source (note),
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
notes_contradict (const struct facts *f, enum hardening_feature feature,
                  char *why, size_t size)
{
  unsigned long n = 0;
  size_t i;
  const char *what, *how, *missing;

  if (!is_object (f) && f->n_needed == 0)
    return 0;
  for (i = 0; i < f->n_units; i++)
    {
      const struct hardening_note *note = &f->units[i].note;
      if (feature == HARDENING_STACKPROTECTOR && note->has_canaries)
        n += note->canaries;
      else if (feature == HARDENING_FORTIFY && note->has_fortify_calls)
        n += note->fortify_calls[HARDENING_FORTIFY_RUN_TIME];
    }
  if (n == 0)
    return 0;
  if (feature == HARDENING_STACKPROTECTOR)
    {
      if (f->canary)
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
verdict_over (struct result *r, struct result *other, const char *label)
{
  char was[sizeof r->reason];

  if (other->verdict != AUDIT_PASS && other->verdict != AUDIT_FAIL)
    {
      audit_buf_free (&other->details);
      return;
    }
  snprintf (was, sizeof was, "%s", r->reason);
  audit_buf_free (&r->details);
  *r = *other;
  detail (r, "%s: %s", label, was);
}

void
notes_or_evidence (struct result *r, struct result *other)
{
  verdict_over (r, other, "the notes");
}

size_t
fortify_coverage (const struct facts *f,
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

/* Coverage is information, not a verdict: an unchecked call is one whose
   object's size no compiler could know (a pointer parameter), and the
   feature is in force for all the others.  */
void
fortify_coverage_details (const struct facts *f, struct result *r)
{
  unsigned long totals[HARDENING_FORTIFY_KINDS];
  size_t i, none = 0, units = fortify_coverage (f, totals);

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
    detail (r,
            "calls in %zu units: %lu checked at compile time, %lu at run "
            "time, %lu unchecked",
            units, totals[HARDENING_FORTIFY_COMPILE_TIME],
            totals[HARDENING_FORTIFY_RUN_TIME],
            totals[HARDENING_FORTIFY_UNCHECKED]);
  if (units > 1 && none)
    detail (r, "%zu of them call%s no fortifiable function", none,
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
      detail (r,
              "%s: %lu checked at compile time, %lu at run time, "
              "%lu unchecked",
              unit_source (note), c[HARDENING_FORTIFY_COMPILE_TIME],
              c[HARDENING_FORTIFY_RUN_TIME], c[HARDENING_FORTIFY_UNCHECKED]);
    }
}

/* The first noexecstack escape of the notes (a function that builds a
   trampoline on the stack), its unit in *UNIT, and how many there are.  */
const struct hardening_note_escape *
exec_stack_escape (const struct facts *f, const struct hardening_note **unit,
                   size_t *count)
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
