/* hardening-audit, layer 4 (judge): the verdicts.  One judge a check of
   AUDIT_TESTS (hardening-audit.h; the table's columns in
   judge/checks.c), all of the same form, run by judge_report ()
   (judge/judges.c), which holds the judges of the ELF's own checks; the
   others are in files of their own: our notes' verdict (judge/notes.c),
   the evidence beyond them (judge/evidence.c), rpath (judge/rpath.c),
   sanitizers (judge/sanitizers.c), --deps (judge/deps.c,
   judge/deps-libs.c).  A verdict's reason and details: judge/verdict.c.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef AUDIT_JUDGE_JUDGE_H
#define AUDIT_JUDGE_JUDGE_H

#include "evidence/evidence.h"

/* The AUDIT_TESTS table's columns (judge/checks.c).  */
extern const char *const judge_check_names[AUDIT_TEST_COUNT];
extern const int judge_check_features[AUDIT_TEST_COUNT];

/* ------------------------------------------------------------------------
   Verdicts (judge/verdict.c), and every check's (judge/judges.c).  */

struct result
{
  enum audit_verdict verdict;
  char reason[1024];        /* room for a "where" and a no_dwarf (320 each) */
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
void judge_set (struct result *r, enum audit_verdict v, const char *format,
                ...) __attribute__ ((format (printf, 3, 4)));
/* A line of R's details (MAX_DETAILS at most; the others are counted).  */
void judge_detail (struct result *r, const char *format, ...)
    __attribute__ ((format (printf, 2, 3)));
/* Every check for F into REP; POLICY_LEVEL per feature, -1 without one.  */
void judge_report (struct report *rep, const struct facts *f,
                   const int *policy_level);
/* The judges of their own files.  */
void judge_rpath (struct result *r, const struct facts *f,
                  enum hardening_feature feature, int policy_level);
void judge_deps (struct result *r, const struct facts *f,
                 enum hardening_feature feature, int policy_level);
void judge_sanitizers (struct result *r, const struct facts *f,
                       enum hardening_feature feature, int policy_level);

/* ------------------------------------------------------------------------
   The verdicts of the evidence beyond our notes (judge/evidence.c) and
   --deps (judge/deps.c).  */

/* Find the libraries of the linked file F (read from PATH) down its
   DT_NEEDED chain as ld.so would, under OPTS->root, into F->deps.  Returns
   0, or -1 when out of memory.  */
int judge_deps_follow (struct facts *f, const char *path,
                       const struct audit_options *opts);
void judge_deps_free (struct deps *d);
/* The verdict of the evidence beyond our notes for check T into R, the
   sources in order (annobin, DWARF, code): 1 when one covers it, else 0
   (R untouched).  */
int judge_other_evidence (struct result *r, const struct facts *f,
                          enum audit_test t);
/* The stack protector from annobin and DWARF, else 0 for the symbols
   and then the code.  */
int judge_stackprotector_evidence (struct result *r, const struct facts *f);
/* Does evidence beyond the notes show every unit compiled for branch
   protection?  Then 1, and which evidence in WHY.  */
int judge_compiled_for_branch (const struct facts *f, char *why, size_t size);
/* Why no evidence covers check T, for an UNKNOWN reason.  */
void judge_why_unknown (const struct facts *f, enum audit_test t, char *why,
                        size_t size);
void judge_evidence (struct result *r, const struct facts *f,
                     enum hardening_feature feature, int policy_level);
void judge_optimization (struct result *r, const struct facts *f,
                         enum hardening_feature feature, int policy_level);
void judge_threads (struct result *r, const struct facts *f,
                    enum hardening_feature feature, int policy_level);

/* ------------------------------------------------------------------------
   The verdict of our notes (judge/notes.c).  */

/* What judge_notes returns when its units have the feature but objects
   without a note were linked in: R is UNKNOWN, and other evidence of the
   whole file may decide (judge_notes_or_evidence).  */
#define NOTES_PARTIAL 2
/* OTHER's verdict, when it is PASS or FAIL, replaces R's (the notes'
   partial view), which becomes a detail line; OTHER is consumed.  */
void judge_notes_or_evidence (struct result *r, struct result *other);
/* The same, R's reason kept as the detail line "LABEL: REASON".  */
void judge_verdict_over (struct result *r, struct result *other,
                         const char *label);
/* The notes' counts of canaries (stackprotector) or run-time checks
   (fortify) against the file's symbols: 1, with WHY, when the file lacks
   what they count.  */
int judge_notes_contradict (const struct facts *f,
                            enum hardening_feature feature, char *why,
                            size_t size);
/* The notes' verdict for FEATURE into R: 0 when no unit says anything of
   the feature (R untouched), 1 otherwise.  */
int judge_notes (const struct facts *f, enum hardening_feature feature,
                 int policy_level, struct result *r);
/* Its detail lines into R: with several units, the totals and how many
   units call no fortifiable function; then "SOURCE: N checked at compile
   time, N at run time, N unchecked" a unit (with several, a unit that
   calls any).  */
void judge_fortify_details (const struct facts *f, struct result *r);

#endif /* AUDIT_JUDGE_JUDGE_H */
