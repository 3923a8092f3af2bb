/* Unit tests of lib/hardening-note: what the encoder writes, the decoder
   reads back, and the decoder's refusals (hardening-audit and
   hardening-ld.so rely on both).

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "unit.h"

#include "hardening-asm.h"
#include "hardening-note.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What the plugin writes in every version 3 note beside the lines a test
   is about: the language, the target and a line for each feature (a note
   without them is refused as incomplete).  */
static void
note_complete (struct hardening_note *note)
{
  int f;

  if (note->language[0] == '\0')
    snprintf (note->language, sizeof note->language, "C");
  if (note->target[0] == '\0')
    snprintf (note->target, sizeof note->target, "x86_64-linux-gnu");
  for (f = 0; f < HARDENING_FEATURE_COUNT; f++)
    if (!note->feature[f].present)
      {
        note->feature[f].present = 1;
        note->feature[f].level = hardening_level_full (f);
        note->feature[f].status = HARDENING_NOTE_APPLIED;
        note->feature[f].source = HARDENING_FROM_POLICY;
        snprintf (note->feature[f].reason, HARDENING_NOTE_TEXT, "test");
      }
}

static void
test_note_roundtrip (void)
{
  struct hardening_note note, back;
  const char *error = NULL;
  char buf[2048], small[16];
  size_t len, need;

  hardening_note_init (&note);
  snprintf (note.producer, sizeof note.producer, "GCC 12.2.0");
  snprintf (note.plugin, sizeof note.plugin, "0.1");
  snprintf (note.language, sizeof note.language, "C");
  snprintf (note.target, sizeof note.target, "x86_64-linux-gnu");
  snprintf (note.source, sizeof note.source, "src/a b.c");
  snprintf (note.opt_level, sizeof note.opt_level, "-Os");
  note.mode = HARDENING_MODE_STRICT;
  note.feature[HARDENING_STACKPROTECTOR].present = 1;
  note.feature[HARDENING_STACKPROTECTOR].level = HARDENING_SSP_STRONG;
  note.feature[HARDENING_STACKPROTECTOR].status = HARDENING_NOTE_LOWERED;
  note.feature[HARDENING_STACKPROTECTOR].source = HARDENING_FROM_OPTION;
  snprintf (note.feature[HARDENING_STACKPROTECTOR].reason, HARDENING_NOTE_TEXT,
            "-fno-stack-protector");
  note.feature[HARDENING_FORTIFY].present = 1;
  note.feature[HARDENING_FORTIFY].level = 3;
  note.feature[HARDENING_FORTIFY].status = HARDENING_NOTE_OFF;
  note.feature[HARDENING_FORTIFY].source = HARDENING_FROM_ENV;
  snprintf (note.feature[HARDENING_FORTIFY].reason, HARDENING_NOTE_TEXT,
            "bad\nline");
  check_int (hardening_note_add_escape (&note, HARDENING_STACKPROTECTOR,
                                        "my fn",
                                        "no_stack_protector "
                                        "attribute"),
             0, "note: add escape");

  note_complete (&note);
  len = hardening_note_encode (&note, buf, sizeof buf);
  check (len > 0 && len < sizeof buf && buf[len - 1] == '\0',
         "note: encode ends in one NUL", buf);
  check (strstr (buf, "feature fortify 3 off env bad?line\n") != NULL,
         "note: encode replaces newlines in values", buf);
  check (strstr (buf, "escape stackprotector my_fn no_stack_protector "
                      "attribute\n")
             != NULL,
         "note: escape function is one word", buf);
  need = hardening_note_encode (&note, small, sizeof small);
  check_int ((long)need, (long)len, "note: encode says the size needed");

  check_int (hardening_note_decode (buf, len, &back, &error), 0,
             "note: decode what was encoded");
  check_str (back.source, "src/a b.c", "note: source with a space");
  check_str (back.opt_level, "-Os", "note: the unit's -O level");
  check_str (back.producer, "GCC 12.2.0", "note: producer");
  check_int (back.mode, HARDENING_MODE_STRICT, "note: mode");
  check_int (back.feature[HARDENING_STACKPROTECTOR].status,
             HARDENING_NOTE_LOWERED, "note: status lowered");
  check_str (back.feature[HARDENING_STACKPROTECTOR].reason,
             "-fno-stack-protector", "note: reason");
  check_int (back.feature[HARDENING_PIE].present, 1, "note: pie round trip");
  {
    /* Version 3: a note without a feature's line, the language or the
       target was not written by the plugin; version 2 may lack them.  */
    static const char *const cut[][2] = {
      { "feature pie ", "incomplete note: no line for feature pie" },
      { "feature noexecstack ",
        "incomplete note: no line for feature noexecstack" },
      { "language ", "incomplete note: no language line" },
      { "target ", "incomplete note: no target line" },
    };
    char shorter[2048];
    size_t k;

    for (k = 0; k < sizeof cut / sizeof *cut; k++)
      {
        const char *line = strstr (buf, cut[k][0]);
        const char *eol = line ? strchr (line, '\n') : NULL;
        struct hardening_note part;
        char name[96];

        check (line != NULL && eol != NULL, "note: line to cut", cut[k][0]);
        if (line == NULL || eol == NULL)
          continue;
        snprintf (shorter, sizeof shorter, "%.*s%s", (int)(line - buf), buf,
                  eol + 1);
        snprintf (name, sizeof name, "note v3: without '%s' refused",
                  cut[k][0]);
        check_int (hardening_note_decode (shorter, strlen (shorter) + 1, &part,
                                          &error),
                   -1, name);
        snprintf (name, sizeof name, "note v3: without '%s': the reason",
                  cut[k][0]);
        check_str (error, cut[k][1], name);
        hardening_note_free (&part);
        shorter[14] = '2'; /* "gcc-hardening 2" */
        snprintf (name, sizeof name, "note v2: without '%s' read", cut[k][0]);
        check_int (hardening_note_decode (shorter, strlen (shorter) + 1, &part,
                                          &error),
                   0, name);
        if (k == 0)
          check_int (part.feature[HARDENING_PIE].present, 0,
                     "note v2: absent feature stays absent");
        hardening_note_free (&part);
      }
    {
      struct hardening_note part;
      check_int (
          hardening_note_decode ("gcc-hardening 3\n", 17, &part, &error), -1,
          "note v3: the header alone refused");
      hardening_note_free (&part);
    }
  }
  check_int ((long)back.n_escapes, 1, "note: one escape");
  check_str (back.n_escapes ? back.escapes[0].function : NULL, "my_fn",
             "note: escape function");
  check_int (hardening_note_status_protects (HARDENING_NOTE_KEPT), 1,
             "note: kept protects");
  check_int (hardening_note_status_protects (HARDENING_NOTE_OFF), 0,
             "note: off does not protect");
  hardening_note_free (&back);
  /* Without its final NUL (the length excludes it): the same.  */
  check_int (hardening_note_decode (buf, len - 1, &back, &error), 0,
             "note: decode without the NUL");
  hardening_note_free (&back);
  hardening_note_free (&note);

  {
    static const char newer[] = "gcc-hardening 1\nsource x.c\n"
                                "wibble 1 2 3\n"
                                "feature shiny on applied -fshiny\n"
                                "feature pie on applied -fPIE\n";
    check_int (hardening_note_decode (newer, sizeof newer, &back, &error), 0,
               "note: unknown lines and features ignored");
    check_int (back.feature[HARDENING_PIE].present, 1,
               "note: known feature after unknown ones");
    hardening_note_free (&back);
  }
  {
    /* Descriptor 1: a version newer than the reader's.  */
    char newer_version[32];
    const char *const bad[]
        = { "",
            newer_version,
            "gcc-hardening\n",
            "gcc-hardening x\n",
            "other 1\n",
            "gcc-hardening 1\nfeature pie\n",
            "gcc-hardening 1\nfeature pie on bogus\n",
            "gcc-hardening 1\nfeature pie sideways applied\n",
            "gcc-hardening 1\nescape pie\n" };
    size_t i;

    snprintf (newer_version, sizeof newer_version, "gcc-hardening %d\n",
              HARDENING_NOTE_VERSION + 1);
    for (i = 0; i < sizeof bad / sizeof *bad; i++)
      {
        char name[64];
        int rc
            = hardening_note_decode (bad[i], strlen (bad[i]), &back, &error);
        snprintf (name, sizeof name, "note: refuses bad descriptor %zu", i);
        check (rc == -1 && error != NULL && back.n_escapes == 0, name, bad[i]);
      }
  }
}

/* Version 2: each feature line says where its level came from, and the
   decoder gives it back.  */
/* The escapes of the opt-in features in version 3: a
   zero-call-used-regs escape names a function, a strict-flex-arrays one
   a field, STRUCT.FIELD; both come back as written.  */
static void
test_note_opt_in_escapes (void)
{
  static const char zero_why[]
      = "no registers zeroed on return: zero_call_used_regs (\"skip\") "
        "attribute";
  static const char flex_why[]
      = "trailing array name[1] is a flexible array member, unchecked by "
        "_FORTIFY_SOURCE: strict_flex_array (1) attribute";
  struct hardening_note note, back;
  const char *error = NULL;
  char buf[4096];
  size_t len;

  hardening_note_init (&note);
  note_complete (&note);
  check_int (hardening_note_add_escape (&note, HARDENING_ZERO_CALL_USED_REGS,
                                        "unzeroed", zero_why),
             0, "note: add a zero-call-used-regs escape");
  check_int (hardening_note_add_escape (&note, HARDENING_STRICT_FLEX_ARRAYS,
                                        "loose.name", flex_why),
             0, "note: add a strict-flex-arrays escape");
  len = hardening_note_encode (&note, buf, sizeof buf);
  check (len > 0 && len < sizeof buf
             && strstr (buf, "escape strict-flex-arrays loose.name trailing "
                             "array name[1] ")
                    != NULL,
         "note: strict-flex-arrays escape encoded", buf);
  check_int (hardening_note_decode (buf, len, &back, &error), 0,
             "note: opt-in escapes decoded");
  check_int ((long)back.n_escapes, 2, "note: two opt-in escapes");
  if (back.n_escapes == 2)
    {
      check_int (back.escapes[0].feature, HARDENING_ZERO_CALL_USED_REGS,
                 "note: zero-call-used-regs escape keyword");
      check_str (back.escapes[0].reason, zero_why,
                 "note: zero-call-used-regs escape reason");
      check_int (back.escapes[1].feature, HARDENING_STRICT_FLEX_ARRAYS,
                 "note: strict-flex-arrays escape keyword");
      check_str (back.escapes[1].function, "loose.name",
                 "note: strict-flex-arrays escape names STRUCT.FIELD");
    }
  check_str (hardening_note_escape_kind (HARDENING_STRICT_FLEX_ARRAYS),
             "field", "note: a strict-flex-arrays escape is a field's");
  check_str (hardening_note_escape_kind (HARDENING_ZERO_CALL_USED_REGS),
             "function", "note: a zero-call-used-regs escape is a function's");
  hardening_note_free (&note);
  hardening_note_free (&back);
}

static void
test_note_source (void)
{
  static const struct
  {
    enum hardening_feature feature;
    enum hardening_note_status status;
    enum hardening_source source;
    const char *reason;
  } features[] = {
    { HARDENING_STACKPROTECTOR, HARDENING_NOTE_APPLIED, HARDENING_FROM_POLICY,
      "-fstack-protector-strong" },
    { HARDENING_FORTIFY, HARDENING_NOTE_LOWERED, HARDENING_FROM_OPTION,
      "-U_FORTIFY_SOURCE" },
    { HARDENING_PIE, HARDENING_NOTE_OFF, HARDENING_FROM_ENV,
      "DEB_BUILD_HARDENING_PIE=0" },
    { HARDENING_RELRO, HARDENING_NOTE_OFF, HARDENING_FROM_ARG,
      "-fplugin-arg-hardening-disable=relro" },
    { HARDENING_BINDNOW, HARDENING_NOTE_OFF, HARDENING_FROM_BUILTIN, "" },
  };
  static const struct
  {
    const char *name;
    const char *desc;
  } bad[] = {
    { "note v2: feature line without its source word refused",
      "gcc-hardening 2\nfeature pie on off\n" },
    { "note v2: version 1 feature line refused",
      "gcc-hardening 2\nfeature pie on off DEB_BUILD_HARDENING_PIE=0\n" },
    { "note v2: unknown source word refused",
      "gcc-hardening 2\nfeature pie on off wibble "
      "DEB_BUILD_HARDENING_PIE=0\n" },
  };
  struct hardening_note note, back;
  const char *error = NULL;
  char buf[2048], name[96], desc[96];
  size_t i, len;
  int s;

  hardening_note_init (&note);
  for (i = 0; i < sizeof features / sizeof *features; i++)
    {
      struct hardening_note_feature *nf = &note.feature[features[i].feature];

      nf->present = 1;
      nf->level = hardening_level_full (features[i].feature);
      nf->status = features[i].status;
      nf->source = features[i].source;
      snprintf (nf->reason, sizeof nf->reason, "%s", features[i].reason);
    }
  note_complete (&note);
  len = hardening_note_encode (&note, buf, sizeof buf);
  check (len < sizeof buf && strncmp (buf, "gcc-hardening 3\n", 16) == 0,
         "note v3: encode writes version 3", buf);
  check (strstr (buf, "\nfeature pie on off env DEB_BUILD_HARDENING_PIE=0\n")
             != NULL,
         "note v2: encode writes the source word", buf);
  check (strstr (buf, "\nfeature bindnow on off builtin\n") != NULL,
         "note v2: encode without a reason", buf);
  check_int (hardening_note_decode (buf, len, &back, &error), 0,
             "note v2: decode what was encoded");
  check_int (back.version, 3, "note v3: decoded version");
  for (i = 0; i < sizeof features / sizeof *features; i++)
    {
      const struct hardening_note_feature *nf
          = &back.feature[features[i].feature];
      const char *keyword = hardening_feature_keyword (features[i].feature);

      check_str (hardening_source_name (nf->source),
                 hardening_source_name (features[i].source),
                 named (name, sizeof name, "note v2: source of %s%s", keyword,
                        " round trip"));
      check_str (nf->reason, features[i].reason,
                 named (name, sizeof name, "note v2: reason of %s%s", keyword,
                        " round trip"));
    }
  hardening_note_free (&back);
  hardening_note_free (&note);

  /* Every word of HARDENING_SOURCES reads back as its source.  */
  for (s = 0; s < HARDENING_SOURCE_COUNT; s++)
    {
      const char *word = hardening_source_name ((enum hardening_source)s);
      int rc;

      snprintf (desc, sizeof desc,
                "gcc-hardening 2\nfeature pie on off %s x\n", word);
      rc = hardening_note_decode (desc, strlen (desc), &back, &error);
      check (rc == 0 && (int)back.feature[HARDENING_PIE].source == s
                 && strcmp (back.feature[HARDENING_PIE].reason, "x") == 0,
             named (name, sizeof name, "note v2: source word %s%s", word, ""),
             rc == 0 ? "another source or reason" : error);
      hardening_note_free (&back);
    }

  for (i = 0; i < sizeof bad / sizeof *bad; i++)
    {
      int rc = hardening_note_decode (bad[i].desc, strlen (bad[i].desc), &back,
                                      &error);
      check (rc == -1 && error != NULL, bad[i].name, bad[i].desc);
      hardening_note_free (&back);
    }

  {
    static const char newer[] = "gcc-hardening 2\n"
                                "feature shiny on applied sparkly -fshiny\n"
                                "feature pie on applied policy -fPIE\n";
    check_int (hardening_note_decode (newer, sizeof newer, &back, &error), 0,
               "note v2: unknown feature's source word not checked");
    check_int (back.feature[HARDENING_PIE].present, 1,
               "note v2: known feature after an unknown one");
    hardening_note_free (&back);
  }
}

/* Version 1 notes (no source word) are still read, their source inferred
   from the reason as the readers of version 1 did.  */
static void
test_note_v1 (void)
{
  static const char v1[] = "gcc-hardening 1\n"
                           "feature pie on off DEB_BUILD_HARDENING_PIE=0\n";
  static const struct
  {
    const char *reason;
    enum hardening_source source;
  } sources[] = {
    { "DEB_BUILD_HARDENING_PIE=0", HARDENING_FROM_ENV },
    { "DEB_BUILD_MAINT_OPTIONS=hardening=+all,-pie", HARDENING_FROM_ENV },
    { "-fplugin-arg-hardening-disable=pie", HARDENING_FROM_ARG },
    { "hardening.policy:12", HARDENING_FROM_POLICY },
    { "-fno-PIE", HARDENING_FROM_POLICY },
    { "", HARDENING_FROM_POLICY },
  };
  struct hardening_note back;
  const char *error = NULL;
  char desc[128], name[96];
  size_t i;
  int rc;

  rc = hardening_note_decode (v1, sizeof v1 - 1, &back, &error);
  check (rc == 0, "note v1: decodes", error ? error : "");
  check_int (back.version, 1, "note v1: version");
  check (back.feature[HARDENING_PIE].present
             && back.feature[HARDENING_PIE].level == 1
             && back.feature[HARDENING_PIE].status == HARDENING_NOTE_OFF,
         "note v1: level and status", "not pie on off");
  check_str (back.feature[HARDENING_PIE].reason, "DEB_BUILD_HARDENING_PIE=0",
             "note v1: the reason is the rest of the line");
  check_int (back.feature[HARDENING_PIE].source, HARDENING_FROM_ENV,
             "note v1: DEB_BUILD* is env");
  check_int (hardening_note_finding (&back.feature[HARDENING_PIE]),
             HARDENING_FINDING_OFF_BY_PACKAGE,
             "note v1: off by DEB_BUILD* is off by the package");
  hardening_note_free (&back);

  for (i = 0; i < sizeof sources / sizeof *sources; i++)
    {
      snprintf (desc, sizeof desc, "gcc-hardening 1\nfeature pie on off%s%s\n",
                sources[i].reason[0] ? " " : "", sources[i].reason);
      rc = hardening_note_decode (desc, strlen (desc), &back, &error);
      check_str (
          rc == 0 ? hardening_source_name (back.feature[HARDENING_PIE].source)
                  : error,
          hardening_source_name (sources[i].source),
          named (name, sizeof name, "note v1: source of '%s'%s",
                 sources[i].reason, ""));
      hardening_note_free (&back);
    }
}

/* The one judgement of hardening-ld.so and hardening-audit.  */
static void
test_note_finding (void)
{
  static const struct
  {
    enum hardening_note_status status;
    enum hardening_source source;
    enum hardening_note_finding want;
  } cases[] = {
    { HARDENING_NOTE_LOWERED, HARDENING_FROM_OPTION,
      HARDENING_FINDING_LOWERED },
    { HARDENING_NOTE_LOWERED, HARDENING_FROM_POLICY,
      HARDENING_FINDING_LOWERED },
    { HARDENING_NOTE_OFF, HARDENING_FROM_ENV,
      HARDENING_FINDING_OFF_BY_PACKAGE },
    { HARDENING_NOTE_OFF, HARDENING_FROM_ARG,
      HARDENING_FINDING_OFF_BY_PACKAGE },
    { HARDENING_NOTE_OFF, HARDENING_FROM_POLICY, HARDENING_FINDING_NONE },
    { HARDENING_NOTE_OFF, HARDENING_FROM_BUILTIN, HARDENING_FINDING_NONE },
    { HARDENING_NOTE_APPLIED, HARDENING_FROM_POLICY, HARDENING_FINDING_NONE },
    { HARDENING_NOTE_APPLIED, HARDENING_FROM_ENV, HARDENING_FINDING_NONE },
    { HARDENING_NOTE_APPLIED, HARDENING_FROM_ARG, HARDENING_FINDING_NONE },
    { HARDENING_NOTE_KEPT, HARDENING_FROM_OPTION, HARDENING_FINDING_NONE },
    { HARDENING_NOTE_OVERRIDDEN, HARDENING_FROM_OPTION,
      HARDENING_FINDING_NONE },
  };
  struct hardening_note_feature nf;
  char name[96];
  size_t i;

  for (i = 0; i < sizeof cases / sizeof *cases; i++)
    {
      memset (&nf, 0, sizeof nf);
      nf.present = 1;
      nf.status = cases[i].status;
      nf.source = cases[i].source;
      check_int (hardening_note_finding (&nf), cases[i].want,
                 named (name, sizeof name, "note finding: %s from %s",
                        hardening_note_status_word (cases[i].status),
                        hardening_source_name (cases[i].source)));
    }
  check_str (hardening_note_finding_word (HARDENING_FINDING_LOWERED),
             "lowered", "note finding word: lowered");
  check_str (hardening_note_finding_word (HARDENING_FINDING_OFF_BY_PACKAGE),
             "turned off", "note finding word: off by the package");
  check_str (hardening_note_finding_word (HARDENING_FINDING_NONE), NULL,
             "note finding word: none");
}

/* Format wrappers, forwards and calls (doc/note-format.md): a round trip,
   and a reader of today ignores the lines of a later revision.  */
static void
test_note_formats (void)
{
  struct hardening_note note, back;
  struct hardening_note_format w, c;
  const char *error = NULL;
  char buf[2048];
  size_t len;
  int rc;

  hardening_note_init (&note);
  memset (&w, 0, sizeof w);
  w.kind = HARDENING_FORMAT_WRAPPER;
  snprintf (w.function, sizeof w.function, "_ZN6logger3logEPKcz");
  snprintf (w.name, sizeof w.name, "logger::log");
  w.format = 2;
  w.first = 3;
  snprintf (w.archetype, sizeof w.archetype, "printf");
  snprintf (w.callee, sizeof w.callee, "vfprintf");
  snprintf (w.callee_name, sizeof w.callee_name, "vfprintf");
  w.callee_arg = 2;
  w.line = 18;
  w.column = 1;
  snprintf (w.file, sizeof w.file, "src/my file.c");
  memset (&c, 0, sizeof c);
  c.kind = HARDENING_FORMAT_CALL;
  snprintf (c.function, sizeof c.function, "statusline");
  snprintf (c.name, sizeof c.name, "status line");
  c.format = 2;
  c.error = 1;
  c.line = 580;
  c.column = 3;
  snprintf (c.file, sizeof c.file, "files.c");
  check_int (hardening_note_add_format (&note, &w), 0, "note formats: add");
  check_int (hardening_note_add_format (&note, &c), 0, "note formats: add");
  note_complete (&note);
  len = hardening_note_encode (&note, buf, sizeof buf);
  check (len <= sizeof buf, "note formats: encodes", "too long");
  check (strstr (buf, "format-wrapper _ZN6logger3logEPKcz logger::log 2 3 "
                      "printf vfprintf vfprintf 2 18 1 src/my file.c\n")
             != NULL,
         "note formats: wrapper line", buf);
  check (strstr (buf, "format-call statusline status_line 2 error 580 3 "
                      "files.c\n")
             != NULL,
         "note formats: call line, a name is one word", buf);
  rc = hardening_note_decode (buf, len, &back, &error);
  check (rc == 0, "note formats: decodes", error ? error : "");
  check_int ((long)back.n_formats, 2, "note formats: two records back");
  if (rc == 0 && back.n_formats == 2)
    {
      check_int (back.formats[0].kind, HARDENING_FORMAT_WRAPPER,
                 "note formats: wrapper kind");
      check_int (back.formats[0].first, 3, "note formats: wrapper first");
      check_str (back.formats[0].file, "src/my file.c",
                 "note formats: the file runs to the end of the line");
      check_int (back.formats[1].error, 1, "note formats: call is an error");
      check_int ((long)back.formats[1].line, 580, "note formats: call line");
    }
  hardening_note_free (&back);
  hardening_note_free (&note);

  rc = hardening_note_decode ("gcc-hardening 2\nformat-whatever x y\n", 36,
                              &back, &error);
  check (rc == 0, "note formats: an unknown format- line is ignored",
         error ? error : "");
  hardening_note_free (&back);
  rc = hardening_note_decode ("gcc-hardening 2\nformat-call f f x warning\n",
                              42, &back, &error);
  check (rc != 0, "note formats: a bad format-call line is an error", "");
  hardening_note_free (&back);
}

/* Fortify coverage (a revision of version 3): a round trip, a note
   without the counts (an older plugin) has none, and listed calls beyond
   the count or a bad count are errors.  */
static void
test_note_fortify_calls (void)
{
  struct hardening_note note, back;
  struct hardening_note_call call;
  const char *error = NULL;
  char buf[4096], text[4096];
  size_t len;
  int rc;

  hardening_note_init (&note);
  note_complete (&note);
  len = hardening_note_encode (&note, buf, sizeof buf);
  check (strstr (buf, "fortify-") == NULL,
         "note fortify: no line without counts", buf);
  rc = hardening_note_decode (buf, len, &back, &error);
  check (rc == 0 && !back.has_fortify_calls,
         "note fortify: a note without the line has no counts",
         error ? error : "");
  hardening_note_free (&back);

  note.has_fortify_calls = 1;
  note.fortify_calls[HARDENING_FORTIFY_COMPILE_TIME] = 7;
  note.fortify_calls[HARDENING_FORTIFY_RUN_TIME] = 3;
  note.fortify_calls[HARDENING_FORTIFY_UNCHECKED] = 2;
  memset (&call, 0, sizeof call);
  snprintf (call.callee, sizeof call.callee, "memcpy");
  snprintf (call.function, sizeof call.function, "copy name");
  call.line = 42;
  call.column = 5;
  snprintf (call.file, sizeof call.file, "src/a file.c");
  check_int (hardening_note_add_unchecked (&note, &call), 0,
             "note fortify: add");
  len = hardening_note_encode (&note, buf, sizeof buf);
  check (strstr (buf, "fortify-calls 7 3 2\n"
                      "fortify-unchecked memcpy copy_name 42 5 src/a file.c\n")
             != NULL,
         "note fortify: lines", buf);
  rc = hardening_note_decode (buf, len, &back, &error);
  check (rc == 0, "note fortify: decodes", error ? error : "");
  check (back.has_fortify_calls
             && back.fortify_calls[HARDENING_FORTIFY_COMPILE_TIME] == 7
             && back.fortify_calls[HARDENING_FORTIFY_RUN_TIME] == 3
             && back.fortify_calls[HARDENING_FORTIFY_UNCHECKED] == 2,
         "note fortify: counts back", "");
  check_int ((long)back.n_unchecked, 1, "note fortify: one call back");
  if (back.n_unchecked == 1)
    {
      check_str (back.unchecked[0].file, "src/a file.c",
                 "note fortify: the file runs to the end of the line");
      check_int ((long)back.unchecked[0].line, 42, "note fortify: line");
      check_str (back.unchecked[0].function, "copy_name",
                 "note fortify: a function is one word");
    }
  hardening_note_free (&back);

  /* A flexible array member without counted_by among the unchecked.  */
  snprintf (call.function, sizeof call.function, "packet.data");
  check_int (hardening_note_add_flexible (&note, &call), 0,
             "note fortify: add a flexible array");
  len = hardening_note_encode (&note, buf, sizeof buf);
  check (strstr (buf, "fortify-flexible memcpy packet.data 42 5 src/a file.c\n")
             != NULL,
         "note fortify: flexible line", buf);
  rc = hardening_note_decode (buf, len, &back, &error);
  check (rc == 0 && back.n_flexible == 1
             && strcmp (back.flexible[0].function, "packet.data") == 0
             && strcmp (back.flexible[0].file, "src/a file.c") == 0
             && back.flexible[0].line == 42,
         "note fortify: flexible array back", error ? error : "");
  hardening_note_free (&back);
  snprintf (text, sizeof text, "%.*s%s", (int)(len - 1), buf,
            "fortify-flexible memcpy a.b 1 1 x.c\n"
            "fortify-flexible memcpy a.b 2 1 x.c\n");
  rc = hardening_note_decode (text, strlen (text), &back, &error);
  check (rc != 0, "note fortify: more flexible arrays than unchecked calls",
         "");
  hardening_note_free (&back);
  free (note.flexible);
  note.flexible = NULL;
  note.n_flexible = 0;

  /* Two listed, one counted.  */
  snprintf (text, sizeof text, "%.*s%s", (int)(len - 1), buf,
            "fortify-unchecked read r 1 1 x.c\nfortify-unchecked read r 2 1 "
            "x.c\n");
  rc = hardening_note_decode (text, strlen (text), &back, &error);
  check (rc != 0, "note fortify: more calls listed than counted", "");
  hardening_note_free (&back);
  snprintf (text, sizeof text, "gcc-hardening 2\nfortify-calls 1 x 0\n");
  rc = hardening_note_decode (text, strlen (text), &back, &error);
  check (rc != 0, "note fortify: a bad count is an error", "");
  hardening_note_free (&back);
  snprintf (text, sizeof text,
            "gcc-hardening 2\nfortify-unchecked m f 1 1 a\n");
  rc = hardening_note_decode (text, strlen (text), &back, &error);
  check (rc != 0, "note fortify: a listed call without counts is an error",
         "");
  hardening_note_free (&back);
  hardening_note_free (&note);
}

/* The asm-function lines (a revision of version 3): written, read back,
   and a note without them (every older note) read as naming none.  */
static void
test_note_asm_functions (void)
{
  struct hardening_note note, back;
  const char *error = NULL;
  char buf[4096], text[4096];
  size_t len;
  int rc;

  hardening_note_init (&note);
  note_complete (&note);
  len = hardening_note_encode (&note, buf, sizeof buf);
  check (strstr (buf, "asm-function") == NULL,
         "note asm: no line without asm functions", buf);
  rc = hardening_note_decode (buf, len, &back, &error);
  check (rc == 0 && back.n_asm_functions == 0,
         "note asm: a note without the line names none", error ? error : "");
  hardening_note_free (&back);

  check_int (hardening_note_add_asm_function (&note, "asm_copy", 8), 0,
             "note asm: add");
  check_int (hardening_note_add_asm_function (&note, "asm_copy", 8), 0,
             "note asm: add again");
  check_int (hardening_note_add_asm_function (&note, "two words", 9), 0,
             "note asm: add a name with a space");
  check_int ((long)note.n_asm_functions, 2, "note asm: each name once");
  len = hardening_note_encode (&note, buf, sizeof buf);
  check (strstr (buf, "asm-function asm_copy\nasm-function two_words\n")
             != NULL,
         "note asm: lines", buf);
  rc = hardening_note_decode (buf, len, &back, &error);
  check (rc == 0 && back.n_asm_functions == 2
             && strcmp (back.asm_functions[0], "asm_copy") == 0
             && strcmp (back.asm_functions[1], "two_words") == 0,
         "note asm: names back", error ? error : "");
  hardening_note_free (&back);

  /* The line names one function.  */
  snprintf (text, sizeof text, "%.*sasm-function\n", (int)(len - 1), buf);
  rc = hardening_note_decode (text, strlen (text) + 1, &back, &error);
  check (rc != 0, "note asm: a line without a name is an error", "");
  hardening_note_free (&back);
  hardening_note_free (&note);
}

struct asm_found
{
  char names[256];
};

static void
asm_found (void *data, const char *name, size_t len)
{
  struct asm_found *f = data;
  size_t have = strlen (f->names);
  snprintf (f->names + have, sizeof f->names - have, "%s%.*s",
            have ? " " : "", (int)len, name);
}

/* The names hardening_asm_functions finds in the statements TEXTS (NULL
   ends them), one unit.  */
static void
check_asm (const char *const *texts, const char *want, const char *name)
{
  struct hardening_asm_state state;
  struct asm_found f;

  f.names[0] = '\0';
  hardening_asm_init (&state);
  for (; *texts; texts++)
    hardening_asm_functions (*texts, &state, asm_found, &f);
  check_str (f.names, want, name);
}

static void
test_asm_functions (void)
{
  static const char *const typed[]
      = { "\t.globl f\n\t.type f, @function\nf:\n\tret\n", NULL };
  static const char *const label[] = { "g: ret", NULL };
  static const char *const data[]
      = { ".data\nd: .long 1\n.text\nh: ret\n", NULL };
  static const char *const section[]
      = { ".section .rodata,\"a\"\nr: .byte 1\n"
          ".section .mytext,\"ax\",@progbits\nx: ret\n"
          ".pushsection .data\nd2: .long 1\n.popsection\ny: ret\n"
          ".section .text.hot\nz: ret\n",
          NULL };
  static const char *const across[]
      = { ".section .rodata\n", "blob: .incbin \"x\"\n", ".previous\n",
          "p: ret\n", NULL };
  static const char *const type_in_data[]
      = { ".data\n.type q, %function\n.type v, @object\n", NULL };
  static const char *const local[]
      = { ".L1: ret\n1: ret\n# c: ret\n/* e: ret */ w: ret // k: ret\n",
          NULL };
  static const char *const separated[]
      = { "a1: nop; a2: ret; .ascii \"s; t: \"\n", NULL };
  static const char *const ifunc[]
      = { ".data\n.type sel, @gnu_indirect_function\n", NULL };

  check_asm (typed, "f f", "asm: a function by its .type and its label");
  check_asm (label, "g", "asm: a label in the first section, .text");
  check_asm (data, "h", "asm: a label in .data is no function");
  check_asm (section, "x y z",
             "asm: .section flags, .pushsection and .popsection");
  check_asm (across, "p", "asm: the section carried from one statement on");
  check_asm (type_in_data, "q", "asm: .type function wherever it is");
  check_asm (local, "w", "asm: local labels, numeric labels, comments");
  check_asm (separated, "a1 a2", "asm: ';' separates, not in a string");
  check_asm (ifunc, "sel", "asm: an indirect function's resolver");
}

/* A unit compiled from preprocessed input: unfortified when it has
   unchecked calls and no wrapper's (fortify-wrapped 0), or, in a note
   without that line, none checked at run time.  */
static void
test_note_preprocessed (void)
{
  struct hardening_note note, back;
  struct hardening_note_feature *nf;
  const char *error = NULL;
  char buf[4096];
  size_t len;
  int rc;

  hardening_note_init (&note);
  note_complete (&note);
  nf = &note.feature[HARDENING_FORTIFY];
  nf->status = HARDENING_NOTE_NOT_APPLICABLE;
  snprintf (nf->reason, sizeof nf->reason, "%s", HARDENING_NOTE_PREPROCESSED);
  check_int ((long)hardening_note_unfortified_preprocessed (&note), 0,
             "note preprocessed: no counts, no finding");
  note.has_fortify_calls = 1;
  note.fortify_calls[HARDENING_FORTIFY_COMPILE_TIME] = 1;
  note.fortify_calls[HARDENING_FORTIFY_UNCHECKED] = 2;
  check_int ((long)hardening_note_unfortified_preprocessed (&note), 2,
             "note preprocessed: without fortify-wrapped, none at run time");
  note.fortify_calls[HARDENING_FORTIFY_RUN_TIME] = 1;
  check_int ((long)hardening_note_unfortified_preprocessed (&note), 0,
             "note preprocessed: without fortify-wrapped, one at run time");
  note.fortify_calls[HARDENING_FORTIFY_RUN_TIME] = 0;
  note.has_fortify_wrapped = 1;
  note.fortify_wrapped = 1;
  len = hardening_note_encode (&note, buf, sizeof buf);
  check (strstr (buf, "fortify-calls 1 0 2\nfortify-wrapped 1\n") != NULL,
         "note preprocessed: the fortify-wrapped line", buf);
  rc = hardening_note_decode (buf, len, &back, &error);
  check (rc == 0 && back.has_fortify_wrapped && back.fortify_wrapped == 1,
         "note preprocessed: fortify-wrapped back", error ? error : "");
  check_int ((long)hardening_note_unfortified_preprocessed (&back), 0,
             "note preprocessed: a wrapper's unchecked call is no finding");
  hardening_note_free (&back);
  note.fortify_wrapped = 0;
  check_int ((long)hardening_note_unfortified_preprocessed (&note), 2,
             "note preprocessed: no wrapper's call, 2 unchecked");
  nf->status = HARDENING_NOTE_APPLIED;
  check_int ((long)hardening_note_unfortified_preprocessed (&note), 0,
             "note preprocessed: applied is no finding");
  nf->status = HARDENING_NOTE_NOT_APPLICABLE;
  snprintf (nf->reason, sizeof nf->reason, "not optimizing");
  check_int ((long)hardening_note_unfortified_preprocessed (&note), 0,
             "note preprocessed: another n/a is no finding");
  hardening_note_free (&note);
}

void
unit_note (void)
{
  test_note_preprocessed ();
  test_note_asm_functions ();
  test_asm_functions ();
  test_note_fortify_calls ();
  test_note_formats ();
  test_note_roundtrip ();
  test_note_opt_in_escapes ();
  test_note_source ();
  test_note_v1 ();
  test_note_finding ();
}
