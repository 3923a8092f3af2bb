/* hardening-audit: the report of one file, as text or JSON, and the
   error lines and objects of a file that cannot be judged.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "audit-internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const verdict_words[] = { "PASS", "FAIL", "N/A" };
static const char *const verdict_json[] = { "pass", "fail", "n/a" };
static const char *const verdict_colors[]
    = { "\033[32m", "\033[1;31m", "\033[33m" };

void
format_text (struct audit_buf *out, const struct report *rep,
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
                  audit_test_names[i], r->reason);
      if (r->verdict == AUDIT_PASS && !opts->verbose)
        continue;
      for (p = r->details.s; p && *p;)
        {
          size_t len = strcspn (p, "\n");
          buf_printf (out, "%*s%.*s\n", 2 + 4 + 1 + 18 + 1, "", (int)len, p);
          p += len + (p[len] == '\n');
        }
      if (r->more)
        buf_printf (out, "%*s... and %u more\n", 2 + 4 + 1 + 18 + 1, "",
                    r->more);
    }
  buf_add (out, "\n", 1);
}

void
format_json (struct audit_buf *out, const struct report *rep,
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

      buf_printf (out, "%s\n  \"%s\": {\"result\": \"%s\", \"reason\": ",
                  i ? "," : "", audit_test_names[i], verdict_json[r->verdict]);
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
      buf_printf (out, "], \"more\": %u}", r->more);
    }
  buf_add (out, "}}", 2);
}

void
error_line (struct audit_buf *err, const char *name, const char *message)
{
  buf_text_name (err, name);
  buf_printf (err, ": %s\n", message);
}

void
json_error (struct audit_buf *out, unsigned *n_files, const char *name,
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
