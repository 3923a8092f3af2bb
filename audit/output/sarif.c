/* hardening-audit: which verdicts set the exit status (--fail-on), and the
   SARIF 2.1.0 output (--sarif) that code scanning services read.

   One SARIF log, one run: the tool's driver with one rule a check of the
   AUDIT_TESTS table (its name the rule's id), then one result a verdict
   that is a FAIL or a WARN, in the order of the reports.  A result's
   level is "error" when the verdict sets the exit status (--fail-on),
   "warning" otherwise.  Its location is the file given on the command
   line: a relative path as given, an absolute one as a file:// URI, both
   percent-encoded; the member of an ar archive or of a .deb is in that
   file, which is the physical location, and the report's name of the
   member ("pkg.deb(/usr/bin/tool)", "lib.a(x.o)") is a logical location
   of kind "module" and starts the message.  Files that cannot be read
   are tool execution notifications of the invocation, not results.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "output/output.h"

#include <stdio.h>
#include <string.h>

static void
add (struct audit_buf *out, const char *s)
{
  buf_add (out, s, strlen (s));
}

int
out_verdict_fails (const struct audit_options *opts, enum audit_test t,
                   enum audit_verdict v)
{
  if (v == AUDIT_FAIL)
    return opts->fail_on == NULL || (opts->fail_on[t] & AUDIT_FAIL_ON_FAIL);
  if (v == AUDIT_WARN)
    return opts->fail_on != NULL && (opts->fail_on[t] & AUDIT_FAIL_ON_WARN);
  return 0;
}

/* NAME as a URI reference: file:///... when absolute; the bytes other
   than RFC 3986's unreserved characters, '/' and the sub-delimiters as
   %XX (':' too, so that a relative path does not read as a scheme).  */
static void
sarif_uri (struct audit_buf *out, const char *name)
{
  static const char keep[] = "-._~/!$&'()*+,;=@";
  const unsigned char *p = (const unsigned char *)name;
  struct audit_buf uri = { 0 };

  if (*p == '/')
    add (&uri, "file://");
  for (; *p; p++)
    if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')
        || (*p >= '0' && *p <= '9') || strchr (keep, *p))
      buf_add (&uri, (const char *)p, 1);
    else
      buf_printf (&uri, "%%%02X", *p);
  buf_json_string (out, uri.s ? uri.s : "");
  if (uri.oom)
    out->oom = 1;
  buf_free (&uri);
}

void
out_sarif (struct audit_buf *out, const struct report *rep,
           const struct audit_options *opts)
{
  const char *artifact = opts->artifact ? opts->artifact : rep->name;
  int member = strcmp (artifact, rep->name) != 0;
  size_t i;

  for (i = 0; i < AUDIT_TEST_COUNT; i++)
    {
      const struct result *r = &rep->r[i];
      struct audit_buf text = { 0 };
      const char *p;
      int first = 1;

      if (r->verdict != AUDIT_FAIL && r->verdict != AUDIT_WARN)
        continue;
      if (out->len)
        add (out, ",\n");
      buf_printf (out,
                  "{\"ruleId\": \"%s\", \"ruleIndex\": %zu, \"level\": "
                  "\"%s\", \"message\": {\"text\": ",
                  judge_check_names[i], i,
                  out_verdict_fails (opts, (enum audit_test)i, r->verdict)
                      ? "error"
                      : "warning");
      if (member)
        buf_printf (&text, "%s: ", rep->name);
      buf_printf (&text, "%s", r->reason);
      buf_json_string (out, text.s ? text.s : "");
      buf_free (&text);
      add (out, "}, \"locations\": [{\"physicalLocation\": "
                    "{\"artifactLocation\": {\"uri\": ");
      sarif_uri (out, artifact);
      add (out, "}}");
      if (member)
        {
          add (out, ", \"logicalLocations\": [{\"fullyQualifiedName\": ");
          buf_json_string (out, rep->name);
          add (out, ", \"kind\": \"module\"}]");
        }
      buf_printf (out, "}], \"properties\": {\"verdict\": \"%s\", "
                       "\"type\": ",
                  r->verdict == AUDIT_FAIL ? "fail" : "warn");
      buf_json_string (out, rep->type);
      add (out, ", \"details\": [");
      for (p = r->details.s; p && *p;)
        {
          size_t len = strcspn (p, "\n");
          struct audit_buf line = { 0 };
          buf_add (&line, p, len);
          if (!first)
            add (out, ", ");
          buf_json_string (out, line.s ? line.s : "");
          buf_free (&line);
          first = 0;
          p += len + (p[len] == '\n');
        }
      add (out, "]}}");
    }
}

void
out_sarif_begin (struct audit_buf *out, const char *version)
{
  size_t i;

  buf_printf (out,
              "{\"$schema\": \"https://docs.oasis-open.org/sarif/sarif/v2.1.0/"
              "os/schemas/sarif-schema-2.1.0.json\",\n"
              "\"version\": \"2.1.0\",\n"
              "\"runs\": [{\"tool\": {\"driver\": {\"name\": "
              "\"hardening-audit\", \"version\": ");
  buf_json_string (out, version);
  add (out, ", \"rules\": [");
  for (i = 0; i < AUDIT_TEST_COUNT; i++)
    {
      struct audit_buf help = { 0 };
      int feature = judge_check_features[i];

      buf_printf (out,
                  "%s\n  {\"id\": \"%s\", \"shortDescription\": {\"text\": ",
                  i ? "," : "", judge_check_names[i]);
      buf_json_string (out, judge_check_description ((enum audit_test)i));
      buf_printf (&help,
                  "%s: %s. A FAIL is an error, a WARN a warning (an error "
                  "when --fail-on names the check). See hardening-audit(1), "
                  "CHECKS.",
                  judge_check_names[i],
                  judge_check_description ((enum audit_test)i));
      add (out, "}, \"help\": {\"text\": ");
      buf_json_string (out, help.s ? help.s : "");
      buf_free (&help);
      /* GitHub's code scanning files a rule tagged "security" among the
         security alerts.  */
      add (out, "}, \"properties\": {\"tags\": [\"security\", "
                "\"hardening\"], \"feature\": ");
      if (feature < 0)
        add (out, "null");
      else
        buf_json_string (out, hardening_feature_keyword (
                                  (enum hardening_feature)feature));
      add (out, "}}");
    }
  add (out, "]}},\n\"results\": [\n");
}

void
out_sarif_notification (struct audit_buf *out, const char *text, size_t len)
{
  struct audit_buf line = { 0 };

  buf_add (&line, text, len);
  if (out->len)
    add (out, ",\n");
  add (out, "  {\"level\": \"error\", \"message\": {\"text\": ");
  buf_json_string (out, line.s ? line.s : "");
  add (out, "}}");
  buf_free (&line);
}

void
out_sarif_end (struct audit_buf *out, const struct audit_buf *notes,
               int exit_code)
{
  buf_printf (out,
              "\n],\n\"invocations\": [{\"executionSuccessful\": %s, "
              "\"exitCode\": %d, \"toolExecutionNotifications\": [\n",
              exit_code == AUDIT_ERROR ? "false" : "true", exit_code);
  buf_add (out, notes->s ? notes->s : "", notes->len);
  add (out, "]}]}]}\n");
}
