/* hardening-audit: the evidence beyond our notes and the judges it
   decides.  The sources, in the order they are believed: annobin's notes
   (evidence/annobin.c), the options in DW_AT_producer (evidence/dwarf.c),
   the code (evidence/code.c).  Each verdict's reason names its source.  A
   check that no source covers is UNKNOWN, with why: never PASS.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "judge/judge.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Source S's verdict for check T into R: 1 if it covers T.  */
static int
source_verdict (struct result *r, const struct facts *f,
                enum evidence_source s, enum audit_test t, int fail_verdict)
{
  const struct evidence_set *src = &f->evidence[s];
  const struct evidence *ev = &src->ev[t];
  unsigned units = ev->good + ev->bad + ev->uncovered;
  const char *word = s == EV_CODE ? "" : " unit";
  const char *p;

  if (src->partial && !ev->bad)
    return 0;
  if (ev->bad)
    {
      if (ev->bad == 1 || s == EV_CODE)
        judge_set (r, fail_verdict, "%s: %s", src->where, ev->first_bad);
      else
        judge_set (r, fail_verdict, "%s: %u of %u%s%s without it", src->where,
                   ev->bad, units, word, units == 1 ? "" : "s");
      if (ev->bad > 1 && s != EV_CODE)
        for (p = ev->bad_lines.s; p && *p;)
          {
            size_t len = strcspn (p, "\n");
            judge_detail (r, "%.*s", (int)len, p);
            p += len + (p[len] == '\n');
          }
      if (ev->bad > ev->n_bad_lines && s != EV_CODE)
        r->more += ev->bad - ev->n_bad_lines;
      return 1;
    }
  if (ev->good && ev->uncovered)
    {
      judge_set (r, AUDIT_UNKNOWN,
                 "%s: %u of %u%s%s %s, %u without recorded options",
                 src->where, ev->good, units, word, units == 1 ? "" : "s",
                 ev->how, ev->uncovered);
      return 1;
    }
  if (ev->good)
    {
      if (s == EV_CODE)
        judge_set (r, AUDIT_PASS, "%s: %s", src->where, ev->how);
      else
        judge_set (r, AUDIT_PASS, "%s: %u%s%s: %s", src->where, ev->good, word,
                   ev->good == 1 ? "" : "s", ev->how);
      return 1;
    }
  return 0;
}

int
judge_other_evidence (struct result *r, const struct facts *f,
                      enum audit_test t)
{
  const struct evidence *dw = &f->evidence[EV_DWARF].ev[t];
  const struct evidence *code = &f->evidence[EV_CODE].ev[t];

  /* A function that allocates a page or more with one sub and no probe
     has no stack clash protection, whatever annobin or DWARF say of its
     unit (an optimize attribute; a unit that its options do not
     describe): where they would pass it, the code's own proof fails it,
     and what they say is a detail.  */
  if (t == AUDIT_STACKCLASH && code->bad)
    {
      struct result said = { 0 };
      if ((source_verdict (&said, f, EV_ANNOBIN, t, AUDIT_FAIL)
           || source_verdict (&said, f, EV_DWARF, t, AUDIT_FAIL))
          && said.verdict == AUDIT_PASS)
        {
          source_verdict (r, f, EV_CODE, t, AUDIT_FAIL);
          judge_detail (r, "%s", said.reason);
          buf_free (&said.details);
          return 1;
        }
      buf_free (&said.details);
    }
  if (source_verdict (r, f, EV_ANNOBIN, t, AUDIT_FAIL))
    return 1;
  /* DWARF units that only lack the option: the compiler's default, which
     the code shows to be on when it has the protection and nothing
     without it.  */
  if (dw->bad && dw->bad == dw->silent && code->good && !code->bad)
    {
      source_verdict (r, f, EV_CODE, t, AUDIT_FAIL);
      judge_detail (
          r, "%s: %u unit%s without the option: the compiler's default",
          f->evidence[EV_DWARF].where, dw->silent, dw->silent == 1 ? "" : "s");
      return 1;
    }
  if (source_verdict (r, f, EV_DWARF, t, AUDIT_FAIL))
    return 1;
  return source_verdict (r, f, EV_CODE, t, AUDIT_FAIL);
}

/* The DWARF units that record no stack protector option and whose code
   has no canary load (ev_code_gather looked, in a file with canaries): the
   compiler's default may have had it, or nothing protects them.  Such
   units make R UNKNOWN, naming the first: 1; else 0.  */
static int
quiet_without_canary (struct result *r, const struct facts *f)
{
  size_t i, n = 0;
  const char *first = NULL;

  for (i = 0; i < f->n_quiet; i++)
    if (f->quiet[i].code && !f->quiet[i].canary && n++ == 0)
      first = f->quiet[i].name;
  if (n == 0)
    return 0;
  judge_set (
      r, AUDIT_UNKNOWN,
      "%s: %zu unit%s without a stack protector option and without a "
      "canary load in %s code, such as %s: the compiler's default, or no "
      "protection",
      f->evidence[EV_DWARF].where, n, n == 1 ? "" : "s",
      n == 1 ? "its" : "their", first);
  return 1;
}

int
judge_stackprotector_evidence (struct result *r, const struct facts *f)
{
  const enum audit_test t = AUDIT_STACKPROTECTOR;
  const struct evidence *dw = &f->evidence[EV_DWARF].ev[t];
  const struct evidence *code = &f->evidence[EV_CODE].ev[t];

  if (source_verdict (r, f, EV_ANNOBIN, t, AUDIT_FAIL))
    return 1;
  /* Units without the option, in a file whose code has canaries: the
     compiler's default (Ubuntu's is -fstack-protector-strong); not in a
     static executable, whose C library brings its own.  */
  if (dw->bad && dw->bad == dw->silent && (f->canary || code->good)
      && !elf_static_with_libc (f))
    {
      if (quiet_without_canary (r, f))
        return 1;
      if (f->canary)
        judge_set (r, AUDIT_PASS, "%s referenced", f->canary_symbol);
      else
        source_verdict (r, f, EV_CODE, t, AUDIT_FAIL);
      judge_detail (
          r,
          "%s: %u unit%s without the option, with canary loads in %s "
          "code: the compiler's default",
          f->evidence[EV_DWARF].where, dw->silent, dw->silent == 1 ? "" : "s",
          dw->silent == 1 ? "its" : "their");
      return 1;
    }
  if (source_verdict (r, f, EV_DWARF, t, AUDIT_FAIL))
    {
      /* Some units unrecorded: the symbols may still speak, when each
         such unit's code has canaries.  */
      if (r->verdict != AUDIT_UNKNOWN || !f->canary)
        return 1;
      buf_free (&r->details);
      memset (r, 0, sizeof *r);
      if (quiet_without_canary (r, f))
        return 1;
    }
  /* The symbols, else the code (a stripped file may reference no
     __stack_chk_fail and still load canaries); neither speaks for a
     static executable (stackprotector_without_notes).  */
  if (f->canary || elf_static_with_libc (f))
    return 0;
  return source_verdict (r, f, EV_CODE, t, AUDIT_FAIL);
}

int
judge_compiled_for_branch (const struct facts *f, char *why, size_t size)
{
  static const enum evidence_source order[]
      = { EV_ANNOBIN, EV_DWARF, EV_CODE };
  size_t i;

  for (i = 0; i < sizeof order / sizeof *order; i++)
    {
      const struct evidence_set *src = &f->evidence[order[i]];
      const struct evidence *ev = &src->ev[AUDIT_BRANCH];
      if (ev->bad || ev->uncovered || (src->partial && ev->good))
        return 0;
      if (ev->good)
        {
          if (order[i] == EV_CODE)
            snprintf (why, size, "%s: %s", src->where, ev->how);
          else
            snprintf (why, size, "%s: %u unit%s: %s", src->where, ev->good,
                      ev->good == 1 ? "" : "s", ev->how);
          return 1;
        }
    }
  return 0;
}

void
judge_why_unknown (const struct facts *f, enum audit_test t, char *why,
                   size_t size)
{
  const char *dwarf;
  char buf[400];

  if (f->evidence[EV_DWARF].present)
    {
      snprintf (buf, sizeof buf, "%s without %s", f->evidence[EV_DWARF].where,
                t == AUDIT_FORTIFY || t == AUDIT_GLIBCXX_ASSERTIONS
                        || t == AUDIT_FORMAT
                    ? "it (DW_AT_producer leaves out -D and -W options)"
                    : "a unit that records options");
      dwarf = buf;
    }
  else
    dwarf = f->no_dwarf[0] ? f->no_dwarf : "no DWARF";
  snprintf (why, size,
            "no gcc-hardening%s notes, %s, and the code does not "
            "show it",
            f->evidence[EV_ANNOBIN].present ? "" : " or annobin", dwarf);
}

/* The checks that our notes decide and other evidence may: format,
   stackclash, autovarinit, glibcxx-assertions.  */
void
judge_evidence (struct result *r, const struct facts *f,
                enum hardening_feature feature, int policy_level)
{
  enum audit_test t;
  char why[512];
  int said = judge_notes (f, feature, policy_level, r);

  for (t = 0; t < AUDIT_TEST_COUNT; t++)
    if (judge_check_features[t] == (int)feature)
      break;
  if (said == NOTES_PARTIAL)
    {
      /* Objects without notes linked in: the DWARF or the code of the
         whole file may decide.  */
      struct result other = { 0 };
      if (t < AUDIT_TEST_COUNT && judge_other_evidence (&other, f, t))
        judge_notes_or_evidence (r, &other);
      return;
    }
  if (said)
    {
      /* The notes pass it, and a function of the file allocates a page
         unprobed: they do not describe this code (a unit the plugin
         compiled records such a function as an escape).  */
      if (r->verdict == AUDIT_PASS && t == AUDIT_STACKCLASH
          && f->evidence[EV_CODE].ev[t].bad)
        {
          struct result other = { 0 };
          source_verdict (&other, f, EV_CODE, t, AUDIT_FAIL);
          judge_notes_or_evidence (r, &other);
        }
      return;
    }
  if (t == AUDIT_GLIBCXX_ASSERTIONS && !f->evidence[EV_DWARF].present
      && f->evidence[EV_ANNOBIN].ev[t].bad && f->n_units == 0)
    {
      /* annobin says "no" of C units too.  */
      judge_set (
          r, AUDIT_UNKNOWN,
          "%s: no _GLIBCXX_ASSERTIONS, but the notes do not say whether "
          "the units are C++",
          f->evidence[EV_ANNOBIN].where);
      return;
    }
  if (t < AUDIT_TEST_COUNT && judge_other_evidence (r, f, t))
    return;
  if (f->n_units)
    {
      judge_set (r, AUDIT_NA, "the notes say nothing of it");
      return;
    }
  judge_why_unknown (f, t, why, sizeof why);
  judge_set (r, AUDIT_UNKNOWN, "%s", why);
}

/* Is the -O level LEVEL of a note ("-O2", "-Os"...) one that keeps
   _FORTIFY_SOURCE whole: -O2 or more, -Os, -Oz, -Ofast (annocheck's
   rule, and evidence/dwarf-producer.c's)?  */
static int
optimize_enough (const char *level)
{
  if (strncmp (level, "-O", 2) != 0)
    return 0;
  if (strcmp (level + 2, "s") == 0 || strcmp (level + 2, "z") == 0
      || strcmp (level + 2, "fast") == 0)
    return 1;
  return level[2] >= '0' && level[2] <= '9' && atoi (level + 2) >= 2;
}

/* The -O levels our notes record (a plugin of today): the verdict, when
   every unit says its level; else other evidence decides.  */
static int
judge_optimization_notes (struct result *r, const struct facts *f)
{
  const struct hardening_note *first_good = NULL, *first_bad = NULL;
  size_t i, good = 0, bad = 0, same = 0;

  if (f->n_units == 0)
    return 0;
  for (i = 0; i < f->n_units; i++)
    {
      const struct hardening_note *note = &f->units[i].note;
      if (note->opt_level[0] == '\0')
        return 0;
      if (optimize_enough (note->opt_level))
        {
          if (first_good == NULL)
            first_good = note;
          same += strcmp (note->opt_level, first_good->opt_level) == 0;
          good++;
        }
      else
        {
          if (first_bad == NULL)
            first_bad = note;
          bad++;
        }
    }
  if (bad == 1)
    judge_set (r, AUDIT_FAIL, "%s: %s, below -O2",
               ev_notes_unit_source (first_bad), first_bad->opt_level);
  else if (bad)
    {
      judge_set (r, AUDIT_FAIL, "%zu of %zu units below -O2", bad, f->n_units);
      for (i = 0; i < f->n_units; i++)
        if (!optimize_enough (f->units[i].note.opt_level))
          judge_detail (r, "%s: %s", ev_notes_unit_source (&f->units[i].note),
                        f->units[i].note.opt_level);
    }
  else if (ev_notes_uncovered (f))
    {
      char uncovered[512];
      ev_notes_describe_uncovered (f, uncovered, sizeof uncovered);
      judge_set (r, AUDIT_UNKNOWN, "%zu unit%s: %s%s, but %s", good,
                 good == 1 ? "" : "s", first_good->opt_level,
                 same == good ? "" : " or another level of -O2 or more",
                 uncovered);
    }
  else
    judge_set (r, AUDIT_PASS, "%zu unit%s: %s%s", good, good == 1 ? "" : "s",
               first_good->opt_level,
               same == good ? "" : " or another level of -O2 or more");
  return 1;
}

void
judge_optimization (struct result *r, const struct facts *f,
                    enum hardening_feature feature, int policy_level)
{
  char why[512];

  (void)feature;
  (void)policy_level;
  if (judge_optimization_notes (r, f))
    return;
  if (judge_other_evidence (r, f, AUDIT_OPTIMIZATION))
    return;
  judge_why_unknown (f, AUDIT_OPTIMIZATION, why, sizeof why);
  judge_set (r, AUDIT_UNKNOWN, "%s", why);
}

/* threads: a C unit of a program with threads compiled without
   -fexceptions runs no cleanup handler when a thread is cancelled through
   it (annocheck's "threads" test): a warning.  */
void
judge_threads (struct result *r, const struct facts *f,
               enum hardening_feature feature, int policy_level)
{
  const struct evidence_set *dw = &f->evidence[EV_DWARF];
  const struct evidence *ev = &dw->ev[AUDIT_THREADS];
  char why[512];

  (void)feature;
  (void)policy_level;
  if (!f->threads)
    {
      judge_set (r, AUDIT_NA, "no threads (no pthread_create reference)");
      return;
    }
  if (f->register_cancel)
    {
      judge_set (r, AUDIT_WARN,
                 "__pthread_register_cancel referenced: C code uses "
                 "pthread_cleanup_push without -fexceptions");
      return;
    }
  if (source_verdict (r, f, EV_DWARF, AUDIT_THREADS, AUDIT_WARN))
    return;
  if (dw->present && ev->good + ev->bad + ev->uncovered == 0)
    {
      judge_set (r, AUDIT_NA, "%s: no C unit", dw->where);
      return;
    }
  judge_why_unknown (f, AUDIT_THREADS, why, sizeof why);
  judge_set (r, AUDIT_UNKNOWN, "%s", why);
}
