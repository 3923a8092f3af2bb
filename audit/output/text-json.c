/* hardening-audit: the report of one file, as text or JSON, and the
   error lines and objects of a file that cannot be judged.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "output/output.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const verdict_words[]
    = { "PASS", "FAIL", "N/A", "UNKNOWN", "WARN" };
static const char *const verdict_json[]
    = { "pass", "fail", "n/a", "unknown", "warn" };
static const char *const verdict_colors[]
    = { "\033[32m", "\033[1;31m", "\033[33m", "\033[35m", "\033[1;33m" };

#define DETAIL_INDENT (2 + 4 + 1 + 18 + 1)

/* --verbose: the unchecked calls the notes list, after the fortify
   check's details: "FILE:LINE:COL: memcpy in FUNCTION", and how many
   more a unit has.  */
static void
text_unchecked_calls (struct audit_buf *out, const struct facts *f)
{
  size_t i, c;

  for (i = 0; i < f->n_units; i++)
    {
      const struct hardening_note *note = &f->units[i].note;
      unsigned long unlisted;

      if (!note->has_fortify_calls)
        continue;
      for (c = 0; c < note->n_unchecked; c++)
        {
          const struct hardening_note_call *call = &note->unchecked[c];
          buf_printf (out, "%*s", DETAIL_INDENT, "");
          buf_text_name (out, call->file);
          buf_printf (out, ":%u:%u: unchecked ", call->line, call->column);
          buf_text_name (out, call->callee);
          buf_add (out, " in ", 4);
          buf_text_name (out, call->function);
          buf_add (out, "\n", 1);
        }
      unlisted = note->fortify_calls[HARDENING_FORTIFY_UNCHECKED]
                 - note->n_unchecked;
      if (unlisted)
        {
          buf_printf (out, "%*s... and %lu more unchecked in ", DETAIL_INDENT,
                      "", unlisted);
          buf_text_name (out, ev_notes_unit_source (note));
          buf_add (out, "\n", 1);
        }
      /* Of those, the writes into a flexible array member that
         counted_by would bound (a compiler that has the attribute).  */
      for (c = 0; c < note->n_flexible; c++)
        {
          const struct hardening_note_call *call = &note->flexible[c];
          buf_printf (out, "%*s", DETAIL_INDENT, "");
          buf_text_name (out, call->file);
          buf_printf (out, ":%u:%u: flexible array member ", call->line,
                      call->column);
          buf_text_name (out, call->function);
          buf_add (out, " written by ", 12);
          buf_text_name (out, call->callee);
          buf_printf (out, " has no counted_by: with it, _FORTIFY_SOURCE=3 "
                           "checks the call\n");
        }
    }
}

void
out_text (struct audit_buf *out, const struct report *rep,
          const struct facts *f, const struct audit_options *opts)
{
  size_t i;

  buf_add (out, opts->color ? "\033[1m" : "", opts->color ? 4 : 0);
  buf_text_name (out, rep->name);
  buf_printf (out, "%s: %s, %s", opts->color ? "\033[0m" : "", rep->type,
              f->target);
  if (f->n_units)
    buf_printf (out, ", %zu gcc-hardening note%s", f->n_units,
                f->n_units == 1 ? "" : "s");
  if (f->debug)
    {
      buf_printf (out, ", debug file ");
      buf_text_name (out, f->debug->name);
    }
  buf_add (out, "\n", 1);
  for (i = 0; i < AUDIT_TEST_COUNT; i++)
    {
      const struct result *r = &rep->r[i];
      const char *p;

      buf_printf (out, "  %s%-4s%s %-18s %s\n",
                  opts->color ? verdict_colors[r->verdict] : "",
                  verdict_words[r->verdict], opts->color ? "\033[0m" : "",
                  judge_check_names[i], r->reason);
      if (r->verdict == AUDIT_PASS && !opts->verbose)
        continue;
      for (p = r->details.s; p && *p;)
        {
          size_t len = strcspn (p, "\n");
          buf_printf (out, "%*s%.*s\n", DETAIL_INDENT, "", (int)len, p);
          p += len + (p[len] == '\n');
        }
      if (r->more)
        buf_printf (out, "%*s... and %u more\n", DETAIL_INDENT, "", r->more);
      if (i == AUDIT_FORTIFY && opts->verbose)
        text_unchecked_calls (out, f);
    }
  buf_add (out, "\n", 1);
}

static void
json_counts (struct audit_buf *out, const unsigned long *counts)
{
  buf_printf (
      out, "\"compile_time\": %lu, \"run_time\": %lu, \"unchecked\": %lu",
      counts[HARDENING_FORTIFY_COMPILE_TIME],
      counts[HARDENING_FORTIFY_RUN_TIME], counts[HARDENING_FORTIFY_UNCHECKED]);
}

/* The fortify check's "coverage": the totals, and per unit its counts
   and the unchecked calls its note lists (those it does not list are
   "unlisted").  Only when a note has the counts.  */
static void
json_coverage (struct audit_buf *out, const struct facts *f)
{
  unsigned long totals[HARDENING_FORTIFY_KINDS];
  size_t i, c, n = 0;

  if (ev_notes_fortify_coverage (f, totals) == 0)
    return;
  buf_printf (out, ", \"coverage\": {");
  json_counts (out, totals);
  buf_printf (out, ", \"units\": [");
  for (i = 0; i < f->n_units; i++)
    {
      const struct hardening_note *note = &f->units[i].note;

      if (!note->has_fortify_calls)
        continue;
      buf_printf (out, "%s{\"unit\": ", n++ ? ", " : "");
      buf_json_string (out, ev_notes_unit_source (note));
      buf_add (out, ", ", 2);
      json_counts (out, note->fortify_calls);
      buf_printf (out, ", \"unchecked_calls\": [");
      for (c = 0; c < note->n_unchecked; c++)
        {
          const struct hardening_note_call *call = &note->unchecked[c];
          buf_printf (out, "%s{\"callee\": ", c ? ", " : "");
          buf_json_string (out, call->callee);
          buf_printf (out, ", \"function\": ");
          buf_json_string (out, call->function);
          buf_printf (out, ", \"file\": ");
          buf_json_string (out, call->file);
          buf_printf (out, ", \"line\": %u, \"column\": %u}", call->line,
                      call->column);
        }
      buf_printf (out, "], \"unlisted\": %lu}",
                  note->fortify_calls[HARDENING_FORTIFY_UNCHECKED]
                      - note->n_unchecked);
    }
  buf_add (out, "]}", 2);
}

void
out_json (struct audit_buf *out, const struct report *rep,
          const struct facts *f, enum audit_status status)
{
  size_t i;

  buf_add (out, "{\"file\": ", 9);
  buf_json_string (out, rep->name);
  buf_add (out, ", \"type\": ", 10);
  buf_json_string (out, rep->type);
  buf_add (out, ", \"target\": ", 12);
  buf_json_string (out, f->target);
  if (f->debug)
    {
      buf_add (out, ", \"debug_file\": ", 16);
      buf_json_string (out, f->debug->name);
    }
  buf_printf (out, ", \"notes\": %zu, \"result\": \"%s\", \"checks\": {",
              f->n_units,
              status == AUDIT_ALL_PASS    ? "pass"
              : status == AUDIT_SOME_FAIL ? "fail"
                                          : "n/a");
  for (i = 0; i < AUDIT_TEST_COUNT; i++)
    {
      const struct result *r = &rep->r[i];
      const char *p;
      int first = 1;

      buf_printf (
          out, "%s\n  \"%s\": {\"result\": \"%s\", \"reason\": ", i ? "," : "",
          judge_check_names[i], verdict_json[r->verdict]);
      buf_json_string (out, r->reason);
      buf_add (out, ", \"details\": [", 14);
      for (p = r->details.s; p && *p;)
        {
          size_t len = strcspn (p, "\n");
          char *line = strndup (p, len);
          if (line == NULL)
            break;
          if (!first)
            buf_add (out, ", ", 2);
          buf_json_string (out, line);
          free (line);
          first = 0;
          p += len + (p[len] == '\n');
        }
      buf_printf (out, "], \"more\": %u", r->more);
      if (i == AUDIT_FORTIFY)
        json_coverage (out, f);
      buf_add (out, "}", 1);
    }
  buf_add (out, "}}", 2);
}

void
out_error_line (struct audit_buf *err, const char *name, const char *message)
{
  buf_text_name (err, name);
  buf_printf (err, ": %s\n", message);
}

void
out_json_error (struct audit_buf *out, unsigned *n_files, const char *name,
                const char *message)
{
  if (*n_files)
    buf_add (out, ",\n", 2);
  buf_add (out, "{\"file\": ", 9);
  buf_json_string (out, name);
  buf_add (out, ", \"result\": \"error\", \"error\": ", 30);
  buf_json_string (out, message);
  buf_add (out, "}", 1);
  (*n_files)++;
}
