/* Unit tests of lib/hardening-policy: the parser and its errors, loading
   a file, matching targets, resolving a policy for a target, the shipped
   policy; and the environment (hardening_env_apply, lib/hardening-model)
   over a resolved policy, whose checks have always come after the
   policy's.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _POSIX_C_SOURCE 200809L

#include "unit.h"

#include "hardening-policy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Policy parser.  */

static const char *
policy_patterns (const struct hardening_policy *policy, size_t i)
{
  return i < policy->n_sections ? policy->sections[i].patterns : NULL;
}

/* Parse TEXT (LEN bytes) and check that it is a valid policy.  */
static int
parse_ok (const char *text, size_t len, struct hardening_policy *policy,
          const char *name)
{
  struct hardening_policy_error error;
  char details[320];
  int status = hardening_policy_parse ("t.policy", text, len, policy, &error);

  snprintf (details, sizeof details, "error %u:%u: %s", error.line,
            error.column, error.message);
  check (status == 0, name, details);
  return status == 0;
}

/* An entry of the last parse: section S, KEY set at LEVEL on LINE.  */
static void
check_entry (const struct hardening_policy *policy, size_t s, int key,
             int level, unsigned int line, const char *name)
{
  char details[128];
  const struct hardening_policy_entry *e;

  if (s >= policy->n_sections)
    {
      check (0, name, "no such section");
      return;
    }
  e = &policy->sections[s].entry[key];
  snprintf (details, sizeof details, "set %d level %d line %u", e->set,
            e->level, e->line);
  check (e->set && e->level == level && e->line == line, name, details);
}

static void
test_policy_valid (void)
{
  static const char comments[] = "# a comment\n"
                                 "; another\n"
                                 "\n"
                                 "   \t \n"
                                 "[*] # the defaults\n"
                                 "  pie = on # why\n"
                                 "\t; indented comment\n"
                                 "relro=off\n"
                                 "glibcxx-assertions =on\n"
                                 "stackprotector\t=\tall\t# tabs\n"
                                 "  # indented\n"
                                 "mode = strict\n";
  static const char crlf[] = "[x86_64-*-linux-gnu]\r\n"
                             "pie = off\r\n"
                             "\r\n"
                             "# c\r\n"
                             "mode = strict\r\n"
                             "[*] \r\n"
                             "fortify = 3\r\n";
  static const char multi[]
      = "[  x86_64-*-linux-gnu\ti?86-*-linux-gnu   *-gnu ]\nbranch = on\n"
        "[hppa*-*-*]\n"
        "[m68k-*-*]\nformat = warn\n";
  struct hardening_policy policy;
  int i, set = 0;

  if (parse_ok (comments, sizeof comments - 1, &policy,
                "policy: comments and blank lines"))
    {
      check_int ((long)policy.n_sections, 1, "policy: comments: one section");
      check_str (policy_patterns (&policy, 0), "*",
                 "policy: comments: header comment ignored");
      check_int (policy.sections[0].line, 5, "policy: comments: header line");
      check_str (policy.file, "t.policy", "policy: file name kept");
      check_entry (&policy, 0, HARDENING_PIE, 1, 6,
                   "policy: comments: indented entry with a comment");
      check_entry (&policy, 0, HARDENING_RELRO, 0, 8,
                   "policy: comments: no spaces around '='");
      check_entry (&policy, 0, HARDENING_GLIBCXX_ASSERTIONS, 1, 9,
                   "policy: comments: key with '-'");
      check_entry (&policy, 0, HARDENING_STACKPROTECTOR, HARDENING_SSP_ALL, 10,
                   "policy: comments: tabs");
      check_entry (&policy, 0, HARDENING_POLICY_MODE_KEY,
                   HARDENING_MODE_STRICT, 12, "policy: mode = strict");
      for (i = 0; i < HARDENING_POLICY_KEYS; i++)
        set += policy.sections[0].entry[i].set;
      check_int (set, 5, "policy: comments: only the keys given are set");
      hardening_policy_free (&policy);
      check (policy.n_sections == 0 && policy.sections == NULL
                 && policy.file == NULL,
             "policy: free empties the policy", "not empty");
      hardening_policy_free (&policy);
      check (1, "policy: free twice", "");
    }

  if (parse_ok (crlf, sizeof crlf - 1, &policy, "policy: CRLF line ends"))
    {
      check_int ((long)policy.n_sections, 2, "policy: CRLF: two sections");
      check_str (policy_patterns (&policy, 0), "x86_64-*-linux-gnu",
                 "policy: CRLF: no CR in the pattern");
      check_str (policy_patterns (&policy, 1), "*",
                 "policy: CRLF: CR and space after the header");
      check_entry (&policy, 0, HARDENING_PIE, 0, 2, "policy: CRLF: entry");
      check_entry (&policy, 0, HARDENING_POLICY_MODE_KEY,
                   HARDENING_MODE_STRICT, 5, "policy: CRLF: mode");
      check_entry (&policy, 1, HARDENING_FORTIFY, 3, 7,
                   "policy: CRLF: line numbers");
      hardening_policy_free (&policy);
    }

  if (parse_ok ("[*]\npie = off", 13, &policy, "policy: no final newline"))
    {
      check_entry (&policy, 0, HARDENING_PIE, 0, 2,
                   "policy: no final newline: last entry taken");
      hardening_policy_free (&policy);
    }
  if (parse_ok ("[*]\r\npie = off\r", 15, &policy,
                "policy: no final newline after CR"))
    {
      check_entry (&policy, 0, HARDENING_PIE, 0, 2,
                   "policy: no final newline after CR: last entry taken");
      hardening_policy_free (&policy);
    }
  /* The text need not end in a NUL: only LEN bytes are read.  */
  if (parse_ok ("[*]\nfortify = 2junk", 15, &policy, "policy: LEN bytes only"))
    {
      check_entry (&policy, 0, HARDENING_FORTIFY, 2, 2,
                   "policy: LEN bytes only: value");
      hardening_policy_free (&policy);
    }

  if (parse_ok (multi, sizeof multi - 1, &policy,
                "policy: several patterns in a header"))
    {
      check_int ((long)policy.n_sections, 3,
                 "policy: several patterns: sections");
      check_str (policy_patterns (&policy, 0),
                 "x86_64-*-linux-gnu i?86-*-linux-gnu *-gnu",
                 "policy: several patterns: normalized to single spaces");
      check_entry (&policy, 0, HARDENING_BRANCH, 1, 2,
                   "policy: several patterns: entry");
      check_str (policy_patterns (&policy, 1), "hppa*-*-*",
                 "policy: section without entries");
      for (i = 0, set = 0; i < HARDENING_POLICY_KEYS; i++)
        set += policy.sections[1].entry[i].set;
      check_int (set, 0, "policy: section without entries: nothing set");
      check_entry (&policy, 2, HARDENING_FORMAT, HARDENING_FORMAT_WARN, 5,
                   "policy: section after an empty one");
      hardening_policy_free (&policy);
    }

  /* The same key in two sections is not a duplicate.  */
  if (parse_ok ("[*]\npie = on\n[*]\npie = off\n", 26, &policy,
                "policy: same key in two sections"))
    hardening_policy_free (&policy);

  if (parse_ok ("", 0, &policy, "policy: empty file"))
    {
      check_int ((long)policy.n_sections, 0, "policy: empty file: no section");
      check_str (policy.file, "t.policy", "policy: empty file: name kept");
      hardening_policy_free (&policy);
    }
  if (parse_ok ("\n\n# only comments\n; here\n", 25, &policy,
                "policy: only comments"))
    {
      check_int ((long)policy.n_sections, 0,
                 "policy: only comments: no section");
      hardening_policy_free (&policy);
    }

  /* Every level of every feature parses.  */
  for (i = 0; i < HARDENING_FEATURE_COUNT; i++)
    {
      int level;
      for (level = 0; hardening_level_name (i, level) != NULL; level++)
        {
          char text[96], name[128];
          int n = snprintf (text, sizeof text, "[*]\n%s = %s\n",
                            hardening_feature_keyword (i),
                            hardening_level_name (i, level));
          snprintf (name, sizeof name, "policy: %s = %s",
                    hardening_feature_keyword (i),
                    hardening_level_name (i, level));
          if (parse_ok (text, (size_t)n, &policy, name))
            {
              strcat (name, ": entry");
              check_entry (&policy, 0, i, level, 2, name);
              hardening_policy_free (&policy);
            }
        }
    }
  if (parse_ok ("[*]\nmode = default\n", 19, &policy,
                "policy: mode = default"))
    {
      check_entry (&policy, 0, HARDENING_POLICY_MODE_KEY,
                   HARDENING_MODE_DEFAULT, 2, "policy: mode = default value");
      hardening_policy_free (&policy);
    }
}

/* A line of LEN bytes: a comment, so that it is valid when not too long.  */
static char *
long_line_policy (size_t len, const char *eol, size_t *size)
{
  size_t eol_len = strlen (eol);
  char *text = malloc (4 + len + eol_len + 16);

  memcpy (text, "[*]\n", 4);
  text[4] = '#';
  memset (text + 5, 'x', len - 1);
  memcpy (text + 4 + len, eol, eol_len);
  memcpy (text + 4 + len + eol_len, "pie = on\n", 9);
  *size = 4 + len + eol_len + 9;
  return text;
}

struct policy_error_case
{
  const char *name;
  const char *text;
  size_t len; /* 0: strlen (text) */
  unsigned int line, column;
  const char *message;
};

static void
check_policy_error (const struct policy_error_case *c)
{
  struct hardening_policy policy;
  struct hardening_policy_error error;
  size_t len = c->len ? c->len : strlen (c->text);
  char name[160], details[400];
  int status;

  memset (&error, 0x5a, sizeof error);
  status = hardening_policy_parse ("t.policy", c->text, len, &policy, &error);
  snprintf (name, sizeof name, "policy error: %s", c->name);
  check_int (status, -1, name);
  if (status != -1)
    {
      hardening_policy_free (&policy);
      return;
    }
  snprintf (name, sizeof name, "policy error: %s: line:column", c->name);
  snprintf (details, sizeof details, "got %u:%u, want %u:%u", error.line,
            error.column, c->line, c->column);
  check (error.line == c->line && error.column == c->column, name, details);
  snprintf (name, sizeof name, "policy error: %s: message", c->name);
  check_str (error.message, c->message, name);
  snprintf (name, sizeof name, "policy error: %s: policy empty", c->name);
  check (policy.n_sections == 0 && policy.sections == NULL
             && policy.file == NULL,
         name, "not empty");
  hardening_policy_free (&policy);
}

static void
test_policy_errors (void)
{
  static const struct policy_error_case cases[] = {
    /* Unknown features and levels.  */
    { "unknown feature", "[*]\nstackprot = on\n", 0, 2, 1,
      "unknown feature 'stackprot'" },
    { "unknown feature, indented", "[*]\n  \tbogus = on\n", 0, 2, 4,
      "unknown feature 'bogus'" },
    { "unknown feature '_' for '-'", "[*]\nglibcxx_assertions = on", 0, 2, 1,
      "unknown feature 'glibcxx_assertions'" },
    { "unknown feature in a later section",
      "[*]\npie = on\n[x86_64-*-*]\nbranch = on\nCET = on\n", 0, 5, 1,
      "unknown feature 'CET'" },
    { "unknown level on/off", "[*]\npie = maybe\n", 0, 2, 7,
      "unknown level 'maybe' for 'pie': expected off|on" },
    { "unknown level stackprotector", "[*]\nstackprotector = max\n", 0, 2, 18,
      "unknown level 'max' for 'stackprotector': expected "
      "off|on|strong|all" },
    { "unknown level fortify", "[*]\nfortify = 4\n", 0, 2, 11,
      "unknown level '4' for 'fortify': expected 0|1|2|3" },
    { "unknown level format", "[*]\nformat   =   fatal # x\n", 0, 2, 14,
      "unknown level 'fatal' for 'format': expected off|warn|error" },
    { "unknown level autovarinit", "[*]\nautovarinit = random\n", 0, 2, 15,
      "unknown level 'random' for 'autovarinit': expected off|zero|pattern" },
    { "unknown level is case sensitive", "[*]\nbranch = On\n", 0, 2, 10,
      "unknown level 'On' for 'branch': expected off|on" },
    { "unknown mode", "[*]\nmode = lax\n", 0, 2, 8,
      "unknown mode 'lax': expected 'default' or 'strict'" },
    { "unknown mode, indented", "[*]\n  mode = Strict\n", 0, 2, 10,
      "unknown mode 'Strict': expected 'default' or 'strict'" },
    /* Section headers.  */
    { "header without ']'", "[x86_64-*-linux-gnu\npie = on\n", 0, 1, 20,
      "section header without ']'" },
    { "header without ']', indented", "[*]\n  [hppa*-*-*\n", 0, 2, 13,
      "section header without ']'" },
    { "header without ']', last line", "[*]\n[hppa", 0, 2, 6,
      "section header without ']'" },
    { "empty header", "[]\n", 0, 1, 2, "empty section header" },
    { "empty header with spaces", "[*]\npie = on\n  [ \t ]\n", 0, 3, 4,
      "empty section header" },
    { "junk after the header", "[*] x\n", 0, 1, 5,
      "unexpected 'x' after the section header" },
    { "entry after the header", "[x86_64-*-*]   pie = off\n", 0, 1, 16,
      "unexpected 'pie = off' after the section header" },
    { "second ']'", "[*]]\n", 0, 1, 4,
      "unexpected ']' after the section header" },
    { "invalid character in a pattern", "[x86_64/linux]\n", 0, 1, 8,
      "invalid character '/' in a target pattern" },
    { "'[' in a pattern", "  [a[b]\n", 0, 1, 5,
      "invalid character '[' in a target pattern" },
    { "'=' in a pattern", "[pie=on]\n", 0, 1, 5,
      "invalid character '=' in a target pattern" },
    { "control character in a pattern", "[*]\n[x86\001]\n", 0, 2, 5,
      "invalid character '?' in a target pattern" },
    { "invalid character in a second pattern", "[*-gnu x86_64+*]\n", 0, 1, 14,
      "invalid character '+' in a target pattern" },
    /* Keys and values.  */
    { "key outside a section", "pie = on\n[*]\n", 0, 1, 1,
      "'pie' outside a section: start with a header such as [*]" },
    { "key outside a section after comments", "# c\n\n  mode = strict # x\n",
      0, 3, 3, "'mode' outside a section: start with a header such as [*]" },
    { "missing '='", "[*]\npie on\n", 0, 2, 5, "expected '=' after 'pie'" },
    { "missing '=' at the end of the line", "[*]\n  fortify\n", 0, 2, 10,
      "expected '=' after 'fortify'" },
    { "':' for '='", "[*]\npie: on\n", 0, 2, 4, "expected '=' after 'pie'" },
    { "missing key", "[*]\n= on\n", 0, 2, 1,
      "expected a feature name, not '= on'" },
    { "key of punctuation", "[*]\n  @pie = on\n", 0, 2, 3,
      "expected a feature name, not '@pie = on'" },
    { "missing value", "[*]\npie =\n", 0, 2, 6, "missing value for 'pie'" },
    { "missing value before a comment", "[*]\npie = # off\n", 0, 2, 7,
      "missing value for 'pie'" },
    { "missing value, spaces", "[*]\nrelro =   \n", 0, 2, 11,
      "missing value for 'relro'" },
    { "missing mode", "[*]\nmode=\n", 0, 2, 6, "missing value for 'mode'" },
    { "junk after the value", "[*]\npie = on off\n", 0, 2, 10,
      "unexpected 'off' after the value" },
    { "junk right after the value", "[*]\nfortify = 3.0\n", 0, 2, 12,
      "unexpected '.0' after the value" },
    { "quoted value", "[*]\npie = \"on\"\n", 0, 2, 7,
      "unexpected '\"on\"' after the value" },
    { "junk after the value is cut at 40 bytes",
      "[*]\npie = on 0123456789012345678901234567890123456789xyz\n", 0, 2, 10,
      "unexpected '0123456789012345678901234567890123456789' after the "
      "value" },
    { "duplicate key", "[*]\npie = on\n# c\npie = off\n", 0, 4, 1,
      "duplicate key 'pie' in section [*], first set at line 2" },
    { "duplicate key, same value", "[*]\nfortify = 3\nfortify = 3\n", 0, 3, 1,
      "duplicate key 'fortify' in section [*], first set at line 2" },
    { "duplicate mode, several patterns",
      "[*]\n[a-*  \t b-*]\n mode = strict\n\n  mode = default\n", 0, 5, 3,
      "duplicate key 'mode' in section [a-* b-*], first set at line 3" },
    /* Bytes.  */
    { "NUL byte", "[*]\npie = o\0n\n", 12, 2, 8,
      "NUL byte in the policy file" },
    { "NUL byte at the start of a line", "[*]\npie = on\n\0\n", 14, 3, 1,
      "NUL byte in the policy file" },
    { "NUL byte in a comment", "# \0\n[*]\n", 8, 1, 3,
      "NUL byte in the policy file" },
    { "NUL byte in the last line", "[*]\n\0", 5, 2, 1,
      "NUL byte in the policy file" },
    { "error on the last line without a newline", "[*]\npie = on\nbogus = 1",
      0, 3, 1, "unknown feature 'bogus'" },
    { "CRLF: header without ']'", "[*]\r\n[hppa\r\n", 0, 2, 6,
      "section header without ']'" },
    { "CRLF: missing '=' at the end of the line", "[*]\r\npie\r\n", 0, 2, 4,
      "expected '=' after 'pie'" },
    { "CRLF: NUL byte", "[*]\r\npie\0\r\n", 10, 2, 4,
      "NUL byte in the policy file" },
    { "CRLF: error line numbers", "[*]\r\npie = on\r\nbogus = 1\r\n", 0, 3, 1,
      "unknown feature 'bogus'" },
  };
  size_t i, len;
  char *text;
  struct hardening_policy policy;

  for (i = 0; i < sizeof cases / sizeof *cases; i++)
    check_policy_error (&cases[i]);

  /* The longest line: HARDENING_POLICY_MAX_LINE bytes, newline excluded.  */
  text = long_line_policy (HARDENING_POLICY_MAX_LINE, "\n", &len);
  if (parse_ok (text, len, &policy, "policy: line of 1024 bytes"))
    hardening_policy_free (&policy);
  free (text);
  text = long_line_policy (HARDENING_POLICY_MAX_LINE, "\r\n", &len);
  if (parse_ok (text, len, &policy, "policy: line of 1024 bytes, CRLF"))
    hardening_policy_free (&policy);
  free (text);
  {
    struct policy_error_case c
        = { "line of 1025 bytes",         NULL, 0, 2, 1025,
            "line longer than 1024 bytes" };
    c.text = text
        = long_line_policy (HARDENING_POLICY_MAX_LINE + 1, "\n", &c.len);
    check_policy_error (&c);
    free (text);
    c.name = "line of 1025 bytes, no final newline";
    c.text = text
        = long_line_policy (HARDENING_POLICY_MAX_LINE + 1, "", &c.len);
    c.len -= 9; /* drop the entry after it */
    check_policy_error (&c);
    free (text);
    c.name = "line of 4000 bytes";
    c.text = text = long_line_policy (4000, "\n", &c.len);
    check_policy_error (&c);
    free (text);
  }
}

/* Write a valid policy of exactly SIZE bytes (at least 6) to PATH.  */
static int
write_policy_of_size (const char *path, long size)
{
  FILE *f = fopen (path, "w");
  long left = size - 4;

  if (f == NULL)
    {
      check (0, "policy load: temporary file", "cannot write it");
      return 0;
    }
  fputs ("[*]\n", f);
  while (left > 0)
    {
      long n = left >= 64 ? 32 : left;
      fputc ('#', f);
      for (n -= 2; n > 0; n--)
        fputc ('x', f);
      fputc ('\n', f);
      left -= left >= 64 ? 32 : left;
    }
  fclose (f);
  return 1;
}

/* hardening_policy_load: files, and errors about the whole file.  */
static void
test_policy_load (const char *shipped)
{
  struct hardening_policy policy;
  struct hardening_policy_error error;
  char path[] = "/tmp/unit-tests-policy-XXXXXX";
  int fd, status;
  FILE *f;

  status = hardening_policy_load (shipped, &policy, &error);
  {
    char details[400];
    snprintf (details, sizeof details, "%.100s:%u:%u: %s", shipped, error.line,
              error.column, error.message);
    check (status == 0, "policy load: the shipped policy", details);
  }
  if (status == 0)
    {
      check_str (policy.file, shipped, "policy load: file is the path given");
      check (policy.n_sections >= 2, "policy load: shipped sections",
             "fewer than two");
      check_str (policy_patterns (&policy, 0), "*",
                 "policy load: shipped policy starts with [*]");
      hardening_policy_free (&policy);
    }

  status = hardening_policy_load ("/nonexistent/hardening.policy", &policy,
                                  &error);
  check_int (status, -1, "policy load: missing file");
  check_int (error.line, 0, "policy load: missing file: line 0");
  check_int (error.column, 0, "policy load: missing file: column 0");
  check_str (error.message,
             "cannot read the policy file: No such file or directory",
             "policy load: missing file: message");
  check (policy.n_sections == 0 && policy.sections == NULL
             && policy.file == NULL,
         "policy load: missing file: policy empty", "not empty");

  status = hardening_policy_load (".", &policy, &error);
  check_int (status, -1, "policy load: a directory");
  check_int (error.line, 0, "policy load: a directory: line 0");
  check_str (error.message, "cannot read the policy file: Is a directory",
             "policy load: a directory: message");
  check (policy.n_sections == 0 && policy.file == NULL,
         "policy load: a directory: policy empty", "not empty");

  /* A device (or a FIFO: policy.exp, ld.exp) is refused unread.  */
  status = hardening_policy_load ("/dev/null", &policy, &error);
  check_int (status, -1, "policy load: a device");
  check_int (error.line, 0, "policy load: a device: line 0");
  check_str (error.message, "cannot read the policy file: not a regular file",
             "policy load: a device: message");
  check (policy.n_sections == 0 && policy.file == NULL,
         "policy load: a device: policy empty", "not empty");

  fd = mkstemp (path);
  f = fd >= 0 ? fdopen (fd, "w") : NULL;
  if (f == NULL)
    {
      check (0, "policy load: temporary file", "cannot create one");
      return;
    }
  fputs ("[*]\npie = on\n[hppa*-*-*]\npie = of\n", f);
  fclose (f);
  status = hardening_policy_load (path, &policy, &error);
  check_int (status, -1, "policy load: error in a file");
  check_int (error.line, 4, "policy load: error in a file: line");
  check_int (error.column, 7, "policy load: error in a file: column");
  check_str (error.message, "unknown level 'of' for 'pie': expected off|on",
             "policy load: error in a file: message");
  check (policy.n_sections == 0 && policy.file == NULL,
         "policy load: error in a file: policy empty", "not empty");

  /* 1 MiB is a policy file; a byte more is not.  */
  if (write_policy_of_size (path, 1024L * 1024))
    {
      status = hardening_policy_load (path, &policy, &error);
      check_int (status, 0, "policy load: file of 1 MiB");
      if (status == 0)
        hardening_policy_free (&policy);
    }
  if (write_policy_of_size (path, 1024L * 1024 + 1))
    {
      status = hardening_policy_load (path, &policy, &error);
      check_int (status, -1, "policy load: file over 1 MiB");
      check_int (error.line, 0, "policy load: file over 1 MiB: line 0");
      check_str (error.message, "the policy file is larger than 1048576 bytes",
                 "policy load: file over 1 MiB: message");
      check (policy.n_sections == 0 && policy.file == NULL,
             "policy load: file over 1 MiB: policy empty", "not empty");
    }
  remove (path);
}

static void
test_policy_match (void)
{
  static const struct
  {
    const char *patterns, *target;
    size_t want;
  } cases[] = {
    { "*", "x86_64-linux-gnu", 1 },
    { "*", "", 1 },
    { "x86_64-*-linux-gnu", "x86_64-linux-gnu", 18 },
    { "x86_64-*-linux-gnu", "x86_64-pc-linux-gnu", 18 },
    { "x86_64-*-linux-gnu", "x86_64-linux-gnux32", 0 },
    { "x86_64-*-linux-gnux32", "x86_64-linux-gnux32", 21 },
    /* Exact names beat any pattern.  */
    { "x86_64-unknown-linux-gnu", "x86_64-linux-gnu",
      HARDENING_POLICY_EXACT + 25 },
    { "x86_64-linux-gnu", "x86_64-linux-gnu", HARDENING_POLICY_EXACT + 17 },
    { "i?86-*-linux-gnu", "i686-linux-gnu", 15 },
    { "i?86-*-linux-gnu", "x86_64-linux-gnu", 0 },
    { "x86_64-*-linux-gnu i?86-*-linux-gnu", "i686-linux-gnu", 15 },
    { "x86_64-*-linux-gnu i?86-*-linux-gnu", "x86_64-linux-gnu", 18 },
    { "* x86_64-*-linux-gnu", "x86_64-linux-gnu", 18 },
    { "x86_64-*-linux-gnu *", "x86_64-linux-gnu", 18 },
    { "aarch64*-*-linux-gnu", "aarch64-linux-gnu", 19 },
    { "aarch64*-*-linux-gnu", "x86_64-linux-gnu", 0 },
    { "hppa*-*-*", "hppa-linux-gnu", 7 },
    { "hppa*-*-*", "hppa64-linux-gnu", 7 },
    { "powerpc*-*-linux-gnu*", "powerpc64le-linux-gnu", 19 },
    { "*-kfreebsd-gnu", "x86_64-kfreebsd-gnu", 14 },
    { "x86_64-*-kfreebsd-gnu", "x86_64-kfreebsd-gnu", 21 },
    { "i686-*-gnu", "i686-gnu", 0 },
    { "x86_64-*-linux-gnu", "", 0 },
  };
  size_t i;
  char name[160];

  for (i = 0; i < sizeof cases / sizeof *cases; i++)
    check_int (
        (long)hardening_policy_match (cases[i].patterns, cases[i].target),
        (long)cases[i].want,
        named (name, sizeof name, "policy match [%s] '%s'", cases[i].patterns,
               cases[i].target));
}

/* See unit.h.  */
int
resolve_text (const char *text, const char *target,
              struct hardening_effective *eff, const char *name)
{
  struct hardening_policy policy;
  struct hardening_policy_error error;

  hardening_effective_init (eff);
  /* A helper, not a check of its own: only a failure is reported.  */
  if (hardening_policy_parse ("t.policy", text, strlen (text), &policy, &error)
      != 0)
    {
      check (0, name, error.message);
      return 0;
    }
  hardening_policy_resolve (&policy, target, "t.policy", eff);
  hardening_policy_free (&policy);
  return 1;
}

/* See unit.h.  */
void
check_setting (const struct hardening_setting *s, int level,
               enum hardening_source source, const char *origin,
               const char *name)
{
  char details[256];

  snprintf (details, sizeof details,
            "got level %d source %d origin '%s', want %d %d '%s'", s->level,
            (int)s->source, s->origin, level, (int)source, origin);
  check (s->level == level && s->source == source
             && strcmp (s->origin, origin) == 0,
         name, details);
}

/* A policy that names no key does not turn everything
   off.  A feature it leaves out takes the built-in default of the target
   (the shipped policy's level), with the source builtin and an origin that
   says so; a feature is off only where a line says so, and its origin names
   that line.  */
static void
test_policy_defaults (void)
{
  static const char *const targets[]
      = { "x86_64-linux-gnu", "aarch64-linux-gnu", "hppa-linux-gnu",
          "x86_64-linux-gnux32", "i686-gnu" };
  struct hardening_policy shipped;
  struct hardening_policy_error error;
  struct hardening_effective eff, want;
  char name[128], origin[96];
  size_t t;
  int f;

  check_int (hardening_policy_parse ("builtin", hardening_builtin_policy,
                                     hardening_builtin_policy_size, &shipped,
                                     &error),
             0, "defaults: the built-in policy parses");
  for (t = 0; t < sizeof targets / sizeof *targets; t++)
    {
      hardening_effective_init (&want);
      hardening_policy_resolve (&shipped, targets[t], "builtin", &want);
      snprintf (origin, sizeof origin, "built-in default for %s", targets[t]);
      snprintf (name, sizeof name, "defaults: [*] alone for %s", targets[t]);
      if (!resolve_text ("[*]\n", targets[t], &eff, name))
        continue;
      for (f = 0; f < HARDENING_FEATURE_COUNT; f++)
        {
          snprintf (name, sizeof name, "defaults: [*] alone for %s: %s",
                    targets[t],
                    hardening_feature_keyword ((enum hardening_feature)f));
          check_setting (&eff.feature[f], want.feature[f].level,
                         HARDENING_FROM_BUILTIN, origin, name);
          check_int (eff.policy_level[f], want.feature[f].level, name);
        }
      check_setting (&eff.mode, want.mode.level, HARDENING_FROM_BUILTIN,
                     origin, "defaults: [*] alone: mode");
      check_setting (&eff.link_check, want.link_check.level,
                     HARDENING_FROM_BUILTIN, origin,
                     "defaults: [*] alone: link-check");
      /* hardening_policy_defaults alone gives the same.  */
      hardening_effective_init (&want);
      hardening_policy_defaults (targets[t], &want);
      for (f = 0; f < HARDENING_FEATURE_COUNT; f++)
        if (want.feature[f].level != eff.feature[f].level
            || strcmp (want.feature[f].origin, origin) != 0)
          break;
      check_int (f, HARDENING_FEATURE_COUNT,
                 "defaults: hardening_policy_defaults as resolve");
    }
  hardening_policy_free (&shipped);

  /* The defaults are the target's: not [*]'s, and never all off.  */
  if (resolve_text ("[*]\n", "x86_64-linux-gnu", &eff, "defaults: x86_64"))
    {
      check_int (eff.feature[HARDENING_STACKPROTECTOR].level,
                 HARDENING_SSP_STRONG, "defaults: x86_64 stack protector");
      check_int (eff.feature[HARDENING_FORTIFY].level, 3,
                 "defaults: x86_64 fortify");
      check_int (eff.feature[HARDENING_STACKCLASH].level, 1,
                 "defaults: x86_64 stack clash from its own section");
      check_int (eff.feature[HARDENING_BRANCH].level, 1,
                 "defaults: x86_64 branch from its own section");
      check_int (eff.link_check.level, HARDENING_LINK_CHECK_WARN,
                 "defaults: x86_64 link-check");
    }
  if (resolve_text ("[*]\n", "hppa-linux-gnu", &eff, "defaults: hppa"))
    check_setting (&eff.feature[HARDENING_STACKPROTECTOR], 0,
                   HARDENING_FROM_BUILTIN,
                   "built-in default for hppa-linux-gnu",
                   "defaults: hppa has no stack protector, built in");

  /* Off only by a line, which the origin names; the rest stays default.  */
  if (resolve_text ("# a comment\n[*]\nstackprotector = off\n"
                    "[x86_64-*-linux-gnu]\nfortify = 0\n",
                    "x86_64-linux-gnu", &eff, "defaults: off by a line"))
    {
      check_setting (&eff.feature[HARDENING_STACKPROTECTOR], 0,
                     HARDENING_FROM_POLICY, "t.policy:3",
                     "defaults: stack protector off by line 3");
      check_setting (&eff.feature[HARDENING_FORTIFY], 0, HARDENING_FROM_POLICY,
                     "t.policy:5", "defaults: fortify off by line 5");
      check_setting (&eff.feature[HARDENING_PIE], 1, HARDENING_FROM_BUILTIN,
                     "built-in default for x86_64-linux-gnu",
                     "defaults: pie not named: built-in default");
      check_int (eff.policy_level[HARDENING_STACKPROTECTOR], 0,
                 "defaults: policy level of a line's off");
      check_int (eff.policy_level[HARDENING_PIE], 1,
                 "defaults: policy level of a default");
    }
  /* A section of another target names nothing for this one.  */
  if (resolve_text ("[*]\n[aarch64-*-*]\nstackprotector = off\n",
                    "x86_64-linux-gnu", &eff, "defaults: other section"))
    check_setting (&eff.feature[HARDENING_STACKPROTECTOR],
                   HARDENING_SSP_STRONG, HARDENING_FROM_BUILTIN,
                   "built-in default for x86_64-linux-gnu",
                   "defaults: another target's off does not apply");
}

static void
test_policy_resolve (void)
{
  static const char text[] = "[x86_64-*-linux-gnu]\n"    /* 1 */
                             "fortify = 2\n"             /* 2 */
                             "[*]\n"                     /* 3 */
                             "fortify = 1\n"             /* 4 */
                             "pie = on\n"                /* 5 */
                             "stackprotector = on\n"     /* 6 */
                             "[x86_64-*-linux-gnu]\n"    /* 7 */
                             "stackprotector = all\n"    /* 8 */
                             "[x86_64-*-linux-gnu]\n"    /* 9 */
                             "stackprotector = strong\n" /* 10 */
                             "mode = strict\n"           /* 11 */
                             "[aarch64*-*-linux-gnu]\n"  /* 12 */
                             "pie = off\n"               /* 13 */
                             "[*]\n"                     /* 14 */
                             "relro = on\n"              /* 15 */
                             "[*-linux-gnu]\n"           /* 16 */
                             "relro = off\n";            /* 17 */
  const enum hardening_source P = HARDENING_FROM_POLICY;
  struct hardening_effective eff;
  int i, ok;

  if (resolve_text (text, "x86_64-linux-gnu", &eff, "resolve: policy"))
    {
      check_setting (&eff.feature[HARDENING_FORTIFY], 2, P, "t.policy:2",
                     "resolve: most specific wins over a later [*]");
      check_setting (&eff.feature[HARDENING_PIE], 1, P, "t.policy:5",
                     "resolve: key not in the specific section from [*]");
      check_setting (&eff.feature[HARDENING_STACKPROTECTOR],
                     HARDENING_SSP_STRONG, P, "t.policy:10",
                     "resolve: ties go to the later section");
      check_setting (&eff.mode, HARDENING_MODE_STRICT, P, "t.policy:11",
                     "resolve: mode");
      check_setting (&eff.feature[HARDENING_RELRO], 0, P, "t.policy:17",
                     "resolve: a more specific pattern than [*]");
      check_setting (&eff.feature[HARDENING_BRANCH], 1, HARDENING_FROM_BUILTIN,
                     "built-in default for x86_64-linux-gnu",
                     "resolve: key set nowhere takes the built-in default");
      for (i = 0, ok = 1; i < HARDENING_FEATURE_COUNT; i++)
        ok &= eff.policy_level[i] == eff.feature[i].level;
      check (ok, "resolve: policy levels recorded", "differ");
    }
  if (resolve_text (text, "aarch64-linux-gnu", &eff, "resolve: policy"))
    {
      check_setting (&eff.feature[HARDENING_PIE], 0, P, "t.policy:13",
                     "resolve aarch64: own section");
      check_setting (&eff.feature[HARDENING_FORTIFY], 1, P, "t.policy:4",
                     "resolve aarch64: [*]");
      check_setting (&eff.feature[HARDENING_STACKPROTECTOR], HARDENING_SSP_ON,
                     P, "t.policy:6",
                     "resolve aarch64: other targets' sections ignored");
      check_setting (&eff.mode, HARDENING_MODE_DEFAULT, HARDENING_FROM_BUILTIN,
                     "built-in default for aarch64-linux-gnu",
                     "resolve aarch64: mode built in");
      check_int (eff.policy_level[HARDENING_PIE], 0,
                 "resolve aarch64: policy level of pie");
      check_int (eff.policy_level[HARDENING_FORTIFY], 1,
                 "resolve aarch64: policy level of fortify");
    }
  if (resolve_text (text, "hppa-linux-gnu", &eff, "resolve: policy"))
    check_setting (&eff.feature[HARDENING_RELRO], 0, P, "t.policy:17",
                   "resolve hppa: [*-linux-gnu]");
  if (resolve_text (text, "i686-gnu", &eff, "resolve: policy"))
    check_setting (&eff.feature[HARDENING_RELRO], 1, P, "t.policy:15",
                   "resolve i686-gnu: [*] only");
  {
    struct hardening_policy empty = { NULL, NULL, 0 };
    hardening_effective_init (&eff);
    hardening_policy_resolve (&empty, "x86_64-linux-gnu", "t.policy", &eff);
    check_setting (&eff.feature[HARDENING_PIE], 1, HARDENING_FROM_BUILTIN,
                   "built-in default for x86_64-linux-gnu",
                   "resolve: empty policy leaves built-in defaults");
  }
  test_policy_defaults ();
  /* A long origin name is cut, not overflowed.  */
  {
    struct hardening_policy policy;
    char origin[200];
    memset (origin, 'o', sizeof origin - 1);
    origin[sizeof origin - 1] = '\0';
    hardening_effective_init (&eff);
    if (parse_ok ("[*]\npie = on\n", 13, &policy, "resolve: long origin"))
      {
        hardening_policy_resolve (&policy, "x86_64-linux-gnu", origin, &eff);
        check_int ((long)strlen (eff.feature[HARDENING_PIE].origin),
                   (long)sizeof eff.feature[HARDENING_PIE].origin - 1,
                   "resolve: long origin cut");
        hardening_policy_free (&policy);
      }
  }
}

/* The shipped policy, read as a file.  */

static const char *shipped_text_lines[256];
static char *shipped_text;

/* The text of line N of the shipped policy, or "".  */
static const char *
shipped_line (unsigned int n)
{
  return n > 0 && n < 256 && shipped_text_lines[n] ? shipped_text_lines[n]
                                                   : "";
}

static void
read_shipped_lines (const char *path)
{
  FILE *f = fopen (path, "rb");
  size_t len;
  unsigned int n = 1;
  char *p;

  if (f == NULL)
    return;
  shipped_text = malloc (65536);
  len = fread (shipped_text, 1, 65535, f);
  fclose (f);
  shipped_text[len] = '\0';
  for (p = shipped_text; *p && n < 256; n++)
    {
      char *nl = strchr (p, '\n');
      shipped_text_lines[n] = p;
      if (nl == NULL)
        break;
      *nl = '\0';
      p = nl + 1;
    }
}

/* FEATURE on TARGET from the shipped policy: LEVEL, from the line of the
   policy that sets it ("hardening.policy:N" where line N is
   "keyword = level").  */
static void
check_shipped (const struct hardening_effective *eff, const char *target,
               enum hardening_feature feature, int level)
{
  const struct hardening_setting *s = &eff->feature[feature];
  const char *kw = hardening_feature_keyword (feature);
  char name[160], details[320], want_line[64];
  unsigned int line = 0;
  int n = 0;

  snprintf (name, sizeof name, "shipped policy %s: %s = %s", target, kw,
            hardening_level_name (feature, level));
  snprintf (details, sizeof details, "got %s (%s)",
            hardening_level_name (feature, s->level)
                ? hardening_level_name (feature, s->level)
                : "?",
            s->origin);
  check (s->level == level && s->source == HARDENING_FROM_POLICY, name,
         details);
  snprintf (name, sizeof name, "shipped policy %s: %s origin", target, kw);
  snprintf (want_line, sizeof want_line, "%s = %s", kw,
            hardening_level_name (feature, level));
  if (sscanf (s->origin, "hardening.policy:%u%n", &line, &n) != 1
      || s->origin[n] != '\0'
      || strncmp (shipped_line (line), want_line, strlen (want_line)) != 0)
    {
      snprintf (details, sizeof details,
                "origin '%s' is not a line '%s' (it reads '%s')", s->origin,
                want_line, shipped_line (line));
      check (0, name, details);
    }
  else
    check (1, name, "");
}

static void
test_shipped_policy (const char *path)
{
  static const struct
  {
    const char *target;
    int levels[HARDENING_FEATURE_COUNT];
  } expect[] = {
  /* GCC 14's -fhardened, and format, noexecstack, the format wrappers'
     warnings (doc/format-wrappers.md), zero-init-padding and the
     bidi-chars error (unpaired) besides.  */
#define ALL_ON(stackclash, branch)                                            \
  { [HARDENING_STACKPROTECTOR] = HARDENING_SSP_STRONG,                        \
    [HARDENING_FORTIFY] = 3,                                                  \
    [HARDENING_FORMAT] = HARDENING_FORMAT_ERROR,                              \
    [HARDENING_PIE] = 1,                                                      \
    [HARDENING_RELRO] = 1,                                                    \
    [HARDENING_BINDNOW] = 1,                                                  \
    [HARDENING_STACKCLASH] = stackclash,                                      \
    [HARDENING_BRANCH] = branch,                                              \
    [HARDENING_AUTOVARINIT] = HARDENING_AUTOVARINIT_ZERO,                     \
    [HARDENING_GLIBCXX_ASSERTIONS] = 1,                                       \
    [HARDENING_NOEXECSTACK] = 1,                                              \
    [HARDENING_FORMAT_WRAPPERS] = HARDENING_FORMAT_WARN,                      \
    [HARDENING_ZERO_INIT_PADDING] = 1,                                        \
    [HARDENING_BIDI_CHARS] = HARDENING_BIDI_UNPAIRED }
    { "x86_64-linux-gnu", ALL_ON (1, 1) },
    { "x86_64-pc-linux-gnu", ALL_ON (1, 1) },
    { "i686-linux-gnu", ALL_ON (1, 1) },
    { "aarch64-linux-gnu", ALL_ON (1, 1) },
    { "riscv64-linux-gnu", ALL_ON (0, 0) },
    /* arm and mips64el: prologue and alloca probed (porters.exp).  */
    { "arm-linux-gnueabihf", ALL_ON (1, 0) },
    { "arm-linux-gnueabi", ALL_ON (1, 0) },
    { "mips64el-linux-gnuabi64", ALL_ON (1, 0) },
    { "mipsel-linux-gnu", ALL_ON (0, 0) },
    { "powerpc64le-linux-gnu", ALL_ON (1, 0) },
    { "s390x-linux-gnu", ALL_ON (1, 0) },
    { "loongarch64-linux-gnu", ALL_ON (0, 0) },
#undef ALL_ON
  };
  struct hardening_policy policy;
  struct hardening_policy_error error;
  struct hardening_effective eff;
  size_t i;
  int f;

  if (hardening_policy_load (path, &policy, &error) != 0)
    {
      check (0, "shipped policy loads", error.message);
      return;
    }
  read_shipped_lines (path);
  for (i = 0; i < sizeof expect / sizeof *expect; i++)
    {
      hardening_effective_init (&eff);
      hardening_policy_resolve (&policy, expect[i].target, "hardening.policy",
                                &eff);
      for (f = 0; f < HARDENING_FEATURE_COUNT; f++)
        check_shipped (&eff, expect[i].target, f, expect[i].levels[f]);
    }

  /* The exceptions, each from its own section.  */
  {
    static const struct
    {
      const char *target;
      enum hardening_feature feature;
      int level;
    } off[] = {
      { "hppa-linux-gnu", HARDENING_STACKPROTECTOR, 0 },
      /* PIE and RELRO work on hppa and m68k today (doc/arch-matrix.md).  */
      { "hppa-linux-gnu", HARDENING_PIE, 1 },
      { "hppa-linux-gnu", HARDENING_RELRO, 1 },
      { "hppa-linux-gnu", HARDENING_BINDNOW, 1 },
      { "hppa-linux-gnu", HARDENING_FORTIFY, 3 },
      { "hppa-linux-gnu", HARDENING_STACKCLASH, 0 },
      { "x86_64-linux-gnux32", HARDENING_PIE, 0 },
      { "x86_64-linux-gnux32", HARDENING_STACKCLASH, 1 },
      { "x86_64-linux-gnux32", HARDENING_BRANCH, 1 },
      { "m68k-linux-gnu", HARDENING_PIE, 1 },
      { "m68k-linux-gnu", HARDENING_STACKPROTECTOR, HARDENING_SSP_STRONG },
      { "alpha-linux-gnu", HARDENING_STACKPROTECTOR, 0 },
      { "alpha-linux-gnu", HARDENING_PIE, 0 },
      { "ia64-linux-gnu", HARDENING_STACKPROTECTOR, 0 },
      { "ia64-linux-gnu", HARDENING_PIE, 0 },
      { "ia64-linux-gnu", HARDENING_RELRO, 0 },
      { "sh4-linux-gnu", HARDENING_PIE, 0 },
      { "nios2-linux-gnu", HARDENING_STACKPROTECTOR, 0 },
      { "nios2-linux-gnu", HARDENING_PIE, 1 },
    };
    for (i = 0; i < sizeof off / sizeof *off; i++)
      {
        hardening_effective_init (&eff);
        hardening_policy_resolve (&policy, off[i].target, "hardening.policy",
                                  &eff);
        check_shipped (&eff, off[i].target, off[i].feature, off[i].level);
      }
  }
  hardening_effective_init (&eff);
  hardening_policy_resolve (&policy, "x86_64-linux-gnu", "hardening.policy",
                            &eff);
  check_int (eff.mode.level, HARDENING_MODE_DEFAULT,
             "shipped policy: mode default");
  check_int (eff.mode.source, HARDENING_FROM_POLICY,
             "shipped policy: mode from the policy");
  for (f = 0; f < HARDENING_FEATURE_COUNT; f++)
    if (eff.policy_level[f] != eff.feature[f].level)
      break;
  check_int (f, HARDENING_FEATURE_COUNT, "shipped policy: policy levels");
  hardening_policy_free (&policy);
  free (shipped_text);
  shipped_text = NULL;
}

/* The given policy, else the installed one, else the built-in copy.  */
static void
test_policy_load_default (const char *shipped)
{
  static const char builtin[] = "[*]\nfortify = 1\n";
  struct hardening_policy policy;
  struct hardening_policy_error error;
  const char *name = NULL;

  check_int (hardening_policy_load_default (NULL, "/nonexistent/policy",
                                            builtin, sizeof builtin - 1,
                                            &policy, &error, &name),
             0, "load default: no installed policy: the built-in copy");
  check_str (name, HARDENING_POLICY_BUILTIN_NAME,
             "load default: the built-in copy's name");
  check_int ((long)policy.n_sections, 1, "load default: built-in parsed");
  hardening_policy_free (&policy);

  check_int (hardening_policy_load_default (NULL, shipped, builtin,
                                            sizeof builtin - 1, &policy,
                                            &error, &name),
             0, "load default: the installed policy");
  check_str (name, shipped, "load default: the installed policy's name");
  check ((long)policy.n_sections > 1, "load default: installed parsed",
         "one section: the built-in copy was read");
  hardening_policy_free (&policy);

  check_int (hardening_policy_load_default ("/nonexistent/given", shipped,
                                            builtin, sizeof builtin - 1,
                                            &policy, &error, &name),
             -1, "load default: a given policy that is missing is an error");
  check_str (name, "/nonexistent/given",
             "load default: the given policy's name, not a fallback");
}

/* Environment.  */

/* A policy whose levels are not all "full", so that raising back to the
   policy level can be told from raising to the full level.  */
static const char env_policy[] = "[*]\n"
                                 "stackprotector = strong\n"
                                 "fortify = 2\n"
                                 "format = warn\n"
                                 "pie = on\n"
                                 "relro = on\n"
                                 "bindnow = off\n"
                                 "autovarinit = pattern\n"
                                 "glibcxx-assertions = on\n"
                                 "[hppa*-*-*]\n"
                                 "stackprotector = off\n"
                                 "[m68k-*-*]\n"
                                 "stackprotector = on\n";

static enum hardening_status
env_run (const char *target, const char *const *envp,
         struct hardening_effective *eff, struct hardening_diag *diag)
{
  resolve_text (env_policy, target, eff, "env: policy parses");
  memset (diag, 0x5a, sizeof *diag);
  return hardening_env_apply (eff, envp, diag);
}

/* Every feature at its policy level, from the policy, but for EXCEPT (or
   -1).  */
static int
env_untouched (const struct hardening_effective *eff, int except)
{
  int i;

  for (i = 0; i < HARDENING_FEATURE_COUNT; i++)
    if (i != except
        && (eff->feature[i].level != eff->policy_level[i]
            || (eff->feature[i].source != HARDENING_FROM_POLICY
                && eff->feature[i].source != HARDENING_FROM_BUILTIN)))
      return 0;
  return 1;
}

static void
test_env (void)
{
  const enum hardening_source E = HARDENING_FROM_ENV;
  struct hardening_effective eff;
  struct hardening_diag diag;
  int i, ok;

  {
    const char *const envp[]
        = { "PATH=/usr/bin", "DEB_BUILD_OPTIONS=nocheck",
            "DEB_BUILD_HARDENINGX=0",
            "DEB_BUILD_MAINT_OPTIONSX=hardening=-all", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: unrelated variables");
    check (env_untouched (&eff, -1), "env: unrelated variables ignored",
           "changed");
    check_int (env_run ("x86_64-linux-gnu", NULL, &eff, &diag), HARDENING_OK,
               "env: NULL environment");
    check_int (diag.status, HARDENING_OK, "env: diag cleared on success");
  }

  /* DEB_BUILD_HARDENING.  */
  {
    const char *const envp[] = { "DEB_BUILD_HARDENING=0", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: DEB_BUILD_HARDENING=0");
    for (i = 0, ok = 1; i < HARDENING_FEATURE_COUNT; i++)
      ok &= eff.feature[i].level == 0 && eff.feature[i].source == E
            && strcmp (eff.feature[i].origin, "DEB_BUILD_HARDENING") == 0;
    check (ok, "env: DEB_BUILD_HARDENING=0 turns every feature off",
           "some feature left on or wrong origin");
    check_int (eff.policy_level[HARDENING_PIE], 1,
               "env: DEB_BUILD_HARDENING=0 keeps the policy levels");
  }
  {
    const char *const envp[] = { "DEB_BUILD_HARDENING=1", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: DEB_BUILD_HARDENING=1");
    check (env_untouched (&eff, -1),
           "env: DEB_BUILD_HARDENING=1 changes nothing", "changed");
  }
  {
    const char *const envp[] = { "DEB_BUILD_HARDENING=yes", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag),
               HARDENING_BAD_VALUE, "env: DEB_BUILD_HARDENING=yes");
    check_int (diag.status, HARDENING_BAD_VALUE,
               "env: DEB_BUILD_HARDENING=yes: diag status");
    check_str (diag.key, "DEB_BUILD_HARDENING",
               "env: DEB_BUILD_HARDENING=yes: names the variable");
    check_str (diag.value, "yes", "env: DEB_BUILD_HARDENING=yes: value");
    check_str (diag.expected, "'0' or '1'",
               "env: DEB_BUILD_HARDENING=yes: expected");
  }
  {
    const char *const envp[] = { "DEB_BUILD_HARDENING=", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag),
               HARDENING_BAD_VALUE, "env: DEB_BUILD_HARDENING empty");
  }

  /* The qa area: bug-implicit-func, else bug, decides
     implicit-function-declaration; the last qa= of a variable counts;
     unknown and unsigned words warn as dpkg-buildflags does.  */
  {
    const char *const envp[]
        = { "DEB_BUILD_MAINT_OPTIONS=qa=-bug-implicit-func", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: qa=-bug-implicit-func");
    check_setting (&eff.feature[HARDENING_IMPLICIT_FUNCTION], 0, E,
                   "DEB_BUILD_MAINT_OPTIONS qa=-bug-implicit-func",
                   "env: qa=-bug-implicit-func turns it off");
    check (env_untouched (&eff, HARDENING_IMPLICIT_FUNCTION),
           "env: qa=-bug-implicit-func leaves the rest", "changed");
  }
  {
    const char *const envp[] = { "DEB_BUILD_OPTIONS=qa=-bug",
                                 "DEB_BUILD_MAINT_OPTIONS=qa=+canary", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: qa=-bug");
    check_setting (&eff.feature[HARDENING_IMPLICIT_FUNCTION], 0, E,
                   "DEB_BUILD_OPTIONS qa=-bug",
                   "env: qa=-bug stands for bug-implicit-func");
    check_int (diag.n_warnings, 0, "env: qa=+canary: no warning");
  }
  {
    const char *const envp[]
        = { "DEB_BUILD_MAINT_OPTIONS=qa=-all qa=-bug,+Bug-Implicit-Func,-x,y",
            NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: qa= twice");
    check (eff.feature[HARDENING_IMPLICIT_FUNCTION].source != E,
           "env: +bug-implicit-func named wins over -bug and -all "
           "(a raise to the policy's level changes nothing)",
           eff.feature[HARDENING_IMPLICIT_FUNCTION].origin);
    check_int (diag.n_warnings, 2, "env: qa=-x,y: two warnings");
    check_str (diag.warnings[0],
               "unknown qa feature in DEB_BUILD_MAINT_OPTIONS variable: x",
               "env: qa=-x: dpkg's warning");
    check_str (diag.warnings[1],
               "incorrect value in qa option of DEB_BUILD_MAINT_OPTIONS "
               "variable: y",
               "env: qa=y: dpkg's warning");
  }

  /* DEB_BUILD_MAINT_OPTIONS.  */
  {
    const char *const envp[]
        = { "DEB_BUILD_MAINT_OPTIONS=hardening=-pie", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: hardening=-pie");
    check_setting (&eff.feature[HARDENING_PIE], 0, E,
                   "DEB_BUILD_MAINT_OPTIONS hardening=-pie",
                   "env: hardening=-pie turns pie off");
    check (env_untouched (&eff, HARDENING_PIE),
           "env: hardening=-pie leaves the rest", "changed");
  }
  {
    const char *const envp[] = {
      "DEB_BUILD_MAINT_OPTIONS=hardening=+all,-pie,-stackprotectorstrong", NULL
    };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: hardening=+all,-pie,-stackprotectorstrong");
    check_setting (&eff.feature[HARDENING_PIE], 0, E,
                   "DEB_BUILD_MAINT_OPTIONS hardening=-pie",
                   "env: +all,-pie: pie off");
    check_setting (&eff.feature[HARDENING_STACKPROTECTOR], HARDENING_SSP_ON, E,
                   "DEB_BUILD_MAINT_OPTIONS hardening=-stackprotectorstrong",
                   "env: -stackprotectorstrong lowers strong to on");
    /* A raise that changes nothing leaves the policy as the origin.  */
    check_setting (&eff.feature[HARDENING_FORTIFY], 2, HARDENING_FROM_POLICY,
                   "t.policy:3",
                   "env: +all restores the policy level, not more (fortify)");
    check_setting (&eff.feature[HARDENING_BINDNOW], 0, HARDENING_FROM_POLICY,
                   "t.policy:7",
                   "env: +all leaves off what the policy has off");
    check_setting (&eff.feature[HARDENING_AUTOVARINIT],
                   HARDENING_AUTOVARINIT_PATTERN, HARDENING_FROM_POLICY,
                   "t.policy:8", "env: +all keeps autovarinit = pattern");
  }
  {
    const char *const envp[]
        = { "DEB_BUILD_MAINT_OPTIONS=hardening=-all", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: hardening=-all");
    for (i = 0, ok = 1; i < HARDENING_FEATURE_COUNT; i++)
      ok &= eff.feature[i].level == 0 && eff.feature[i].source == E;
    check (ok, "env: hardening=-all turns every feature off", "not so");
  }
  {
    const char *const envp[]
        = { "DEB_BUILD_MAINT_OPTIONS=hardening=-stackprotector", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: hardening=-stackprotector");
    check_int (eff.feature[HARDENING_STACKPROTECTOR].level, 0,
               "env: -stackprotector turns it off");
  }
  {
    const char *const envp[]
        = { "DEB_BUILD_MAINT_OPTIONS=hardening=-stackprotectorstrong", NULL };
    check_int (env_run ("m68k-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: -stackprotectorstrong at on");
    check_int (eff.feature[HARDENING_STACKPROTECTOR].level, HARDENING_SSP_ON,
               "env: -stackprotectorstrong leaves on as on");
    check_int (env_run ("hppa-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: -stackprotectorstrong at off");
    check_int (eff.feature[HARDENING_STACKPROTECTOR].level, 0,
               "env: -stackprotectorstrong leaves off as off");
  }
  {
    /* dpkg's +stackprotectorstrong asks for the strong protector, which
       the policy may not allow on the target: raising restores the policy
       level and no more.  */
    const char *const envp[]
        = { "DEB_BUILD_MAINT_OPTIONS=hardening=+stackprotectorstrong", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: +stackprotectorstrong");
    check_int (eff.feature[HARDENING_STACKPROTECTOR].level,
               HARDENING_SSP_STRONG, "env: +stackprotectorstrong at strong");
    check_int (env_run ("m68k-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: +stackprotectorstrong, policy on");
    check_int (eff.feature[HARDENING_STACKPROTECTOR].level, HARDENING_SSP_ON,
               "env: +stackprotectorstrong does not raise above the policy "
               "level (on)");
    check_int (env_run ("hppa-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: +stackprotectorstrong, policy off");
    check_int (eff.feature[HARDENING_STACKPROTECTOR].level, 0,
               "env: +stackprotectorstrong does not turn on what the policy "
               "has off (hppa)");
  }
  {
    const char *const envp[]
        = { "DEB_BUILD_MAINT_OPTIONS=qa=+bug future=+lfs reproducible=+all",
            NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: other DEB_BUILD_MAINT_OPTIONS words");
    check (env_untouched (&eff, -1),
           "env: other DEB_BUILD_MAINT_OPTIONS words ignored", "changed");
  }
  {
    const char *const envp[]
        = { "DEB_BUILD_MAINT_OPTIONS=qa=+bug\thardening=-format,-relro "
            " future=+lfs",
            NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: hardening= among other words");
    check_setting (&eff.feature[HARDENING_FORMAT], 0, E,
                   "DEB_BUILD_MAINT_OPTIONS hardening=-format",
                   "env: hardening= among other words: format off");
    check_setting (&eff.feature[HARDENING_RELRO], 0, E,
                   "DEB_BUILD_MAINT_OPTIONS hardening=-relro",
                   "env: hardening= among other words: relro off");
    check_int (eff.feature[HARDENING_PIE].level, 1,
               "env: hardening= among other words: pie kept");
  }
  /* dpkg-buildflags only warns about an unknown feature or one without a
     sign, and goes on with the rest: so do we.  */
  {
    const char *const envp[]
        = { "DEB_BUILD_MAINT_OPTIONS=hardening=+all,-bogus,-pie", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: hardening=-bogus is no error");
    check_int ((int)diag.n_warnings, 1, "env: hardening=-bogus warns");
    check_str (diag.warnings[0],
               "unknown hardening feature in DEB_BUILD_MAINT_OPTIONS "
               "variable: bogus",
               "env: hardening=-bogus: dpkg's warning");
    check_setting (&eff.feature[HARDENING_PIE], 0, E,
                   "DEB_BUILD_MAINT_OPTIONS hardening=-pie",
                   "env: the feature after -bogus applies");
  }
  {
    const char *const envp[]
        = { "DEB_BUILD_MAINT_OPTIONS=hardening=pie", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: hardening=pie without a sign is no error");
    check_str (diag.warnings[0],
               "incorrect value in hardening option of "
               "DEB_BUILD_MAINT_OPTIONS variable: pie",
               "env: hardening=pie: dpkg's warning");
    check (env_untouched (&eff, -1), "env: hardening=pie changes nothing",
           "changed");
  }
  /* The last hardening= of a variable replaces the earlier ones.  */
  {
    const char *const envp[]
        = { "DEB_BUILD_MAINT_OPTIONS=hardening=+all,-pie hardening=-format",
            NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: two hardening= options");
    check_int (eff.feature[HARDENING_PIE].level, 1,
               "env: the later hardening= replaces -pie");
    check_setting (&eff.feature[HARDENING_FORMAT], 0, E,
                   "DEB_BUILD_MAINT_OPTIONS hardening=-format",
                   "env: the later hardening= applies");
  }
  /* Features are lowercased; so is the sign's field.  */
  {
    const char *const envp[]
        = { "DEB_BUILD_MAINT_OPTIONS=hardening=-PIE,+All", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: hardening=-PIE");
    check_int ((int)diag.n_warnings, 0, "env: -PIE: no warning");
    check_int (eff.feature[HARDENING_PIE].level, 1, "env: -PIE then +All: on");
  }
  {
    const char *const envp[]
        = { "DEB_BUILD_MAINT_OPTIONS=hardening=-PIE", NULL };
    env_run ("x86_64-linux-gnu", envp, &eff, &diag);
    check_setting (&eff.feature[HARDENING_PIE], 0, E,
                   "DEB_BUILD_MAINT_OPTIONS hardening=-pie",
                   "env: -PIE is -pie");
  }
  /* A word that is not NAME[=VALUE] is warned about and skipped.  */
  {
    const char *const envp[]
        = { "DEB_BUILD_MAINT_OPTIONS=Hardening=-pie hardening=-relro", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: an invalid option word");
    check_str (diag.warnings[0],
               "invalid flag in DEB_BUILD_MAINT_OPTIONS: Hardening=-pie",
               "env: an invalid option word: dpkg's warning");
    check_int (eff.feature[HARDENING_PIE].level, 1,
               "env: an invalid option word is skipped");
    check_setting (&eff.feature[HARDENING_RELRO], 0, E,
                   "DEB_BUILD_MAINT_OPTIONS hardening=-relro",
                   "env: the valid word after it applies");
  }
  /* relro off turns bindnow off; stackprotector off turns
     stackprotectorstrong off, whatever the order.  */
  {
    const char *const envp[]
        = { "DEB_BUILD_MAINT_OPTIONS=hardening=+all,-relro", NULL };
    env_run ("x86_64-linux-gnu", envp, &eff, &diag);
    check_setting (&eff.feature[HARDENING_BINDNOW], 0, E,
                   "DEB_BUILD_MAINT_OPTIONS hardening=-relro",
                   "env: -relro turns bindnow off");
  }
  {
    const char *const envp[]
        = { "DEB_BUILD_MAINT_OPTIONS=hardening=-stackprotector,"
            "+stackprotectorstrong",
            NULL };
    env_run ("x86_64-linux-gnu", envp, &eff, &diag);
    check_setting (&eff.feature[HARDENING_STACKPROTECTOR], 0, E,
                   "DEB_BUILD_MAINT_OPTIONS hardening=-stackprotector",
                   "env: +stackprotectorstrong needs stackprotector");
  }
  /* DEB_BUILD_OPTIONS's hardening= first, DEB_BUILD_MAINT_OPTIONS's on
     top of it.  */
  {
    const char *const envp[]
        = { "DEB_BUILD_OPTIONS=nocheck hardening=-pie,-format",
            "DEB_BUILD_MAINT_OPTIONS=hardening=+format", NULL };
    env_run ("x86_64-linux-gnu", envp, &eff, &diag);
    check_setting (&eff.feature[HARDENING_PIE], 0, E,
                   "DEB_BUILD_OPTIONS hardening=-pie",
                   "env: DEB_BUILD_OPTIONS's hardening=");
    check_int (eff.feature[HARDENING_FORMAT].level,
               eff.policy_level[HARDENING_FORMAT],
               "env: DEB_BUILD_MAINT_OPTIONS's after DEB_BUILD_OPTIONS's");
  }
  /* Empty fields at the end are dropped; one in the middle warns.  */
  {
    const char *const envp[]
        = { "DEB_BUILD_MAINT_OPTIONS=hardening=-pie,,-relro,,", NULL };
    env_run ("x86_64-linux-gnu", envp, &eff, &diag);
    check_int ((int)diag.n_warnings, 1, "env: one empty field warned about");
    check_int (eff.feature[HARDENING_RELRO].level, 0,
               "env: the field after an empty one applies");
  }

  /* DEB_BUILD_HARDENING_<FEATURE>.  */
  for (i = 0; i < HARDENING_FEATURE_COUNT; i++)
    {
      char var[80], name[160];
      const char *envp[2];
      const char *kw = hardening_feature_keyword (i);
      size_t k, n = (size_t)snprintf (var, sizeof var, "DEB_BUILD_HARDENING_");

      for (k = 0; kw[k]; k++)
        var[n++] = kw[k] == '-' ? '_' : (char)(kw[k] - 'a' + 'A');
      var[n] = '\0';
      strcat (var, "=0");
      envp[0] = var;
      envp[1] = NULL;
      snprintf (name, sizeof name, "env: %s", var);
      check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
                 name);
      var[n] = '\0';
      snprintf (name, sizeof name, "env: %s=0 turns %s off", var, kw);
      check_setting (&eff.feature[i], 0, E, var, name);
      snprintf (name, sizeof name, "env: %s=0 leaves the rest", var);
      check (env_untouched (&eff, i), name, "changed");
    }
  {
    const char *const envp[]
        = { "DEB_BUILD_HARDENING=0", "DEB_BUILD_HARDENING_FORTIFY=1",
            "DEB_BUILD_HARDENING_STACKPROTECTOR=1",
            "DEB_BUILD_HARDENING_BINDNOW=1", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: =1 after DEB_BUILD_HARDENING=0");
    check_setting (&eff.feature[HARDENING_FORTIFY], 2, E,
                   "DEB_BUILD_HARDENING_FORTIFY",
                   "env: DEB_BUILD_HARDENING_FORTIFY=1 restores the policy "
                   "level, not more");
    check_setting (
        &eff.feature[HARDENING_STACKPROTECTOR], HARDENING_SSP_STRONG, E,
        "DEB_BUILD_HARDENING_STACKPROTECTOR",
        "env: DEB_BUILD_HARDENING_STACKPROTECTOR=1 restores strong");
    check_setting (&eff.feature[HARDENING_BINDNOW], 0, E,
                   "DEB_BUILD_HARDENING",
                   "env: DEB_BUILD_HARDENING_BINDNOW=1 keeps the policy's off "
                   "(and the origin that turned it off)");
    check_setting (&eff.feature[HARDENING_PIE], 0, E, "DEB_BUILD_HARDENING",
                   "env: others stay off");
  }
  {
    const char *const envp[] = { "DEB_BUILD_HARDENING_PIE=yes", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag),
               HARDENING_BAD_VALUE, "env: DEB_BUILD_HARDENING_PIE=yes");
    check_str (diag.key, "DEB_BUILD_HARDENING_PIE",
               "env: DEB_BUILD_HARDENING_PIE=yes names the variable");
    check_str (diag.value, "yes", "env: DEB_BUILD_HARDENING_PIE=yes value");
    check_str (diag.expected, "'0' or '1'",
               "env: DEB_BUILD_HARDENING_PIE=yes expected");
  }
  {
    const char *const envp[] = { "DEB_BUILD_HARDENING_PIE=1 ", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag),
               HARDENING_BAD_VALUE, "env: DEB_BUILD_HARDENING_PIE='1 '");
  }
  {
    const char *const envp[]
        = { "DEB_BUILD_HARDENING_PIE=0", "DEB_BUILD_HARDENING_FOO=0", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag),
               HARDENING_UNKNOWN_FEATURE, "env: DEB_BUILD_HARDENING_FOO");
    check_str (diag.key, "DEB_BUILD_HARDENING_FOO",
               "env: DEB_BUILD_HARDENING_FOO names the variable");
    check_str (diag.value, "FOO",
               "env: DEB_BUILD_HARDENING_FOO names the feature");
  }
  {
    const char *const envp[] = { "DEB_BUILD_HARDENING_pie=0", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag),
               HARDENING_UNKNOWN_FEATURE,
               "env: DEB_BUILD_HARDENING_pie (lower case) unknown");
    check_str (diag.key, "DEB_BUILD_HARDENING_pie",
               "env: DEB_BUILD_HARDENING_pie names the variable");
  }
  {
    const char *const envp[]
        = { "DEB_BUILD_HARDENING_GLIBCXX-ASSERTIONS=0", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag),
               HARDENING_UNKNOWN_FEATURE,
               "env: DEB_BUILD_HARDENING_GLIBCXX-ASSERTIONS unknown");
  }
  {
    const char *const envp[] = { "DEB_BUILD_HARDENING_PIEX=0", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag),
               HARDENING_UNKNOWN_FEATURE,
               "env: DEB_BUILD_HARDENING_PIEX unknown");
    check_str (diag.key, "DEB_BUILD_HARDENING_PIEX",
               "env: DEB_BUILD_HARDENING_PIEX names the variable");
  }

  /* All three channels, the most specific winning whatever the order of
     the environment.  */
  {
    const char *const envp[]
        = { "DEB_BUILD_HARDENING_RELRO=0", "DEB_BUILD_HARDENING_FORTIFY=1",
            "DEB_BUILD_MAINT_OPTIONS=hardening=+pie,+relro,+fortify,"
            "-stackprotectorstrong",
            "DEB_BUILD_HARDENING=0", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: three channels");
    check_setting (&eff.feature[HARDENING_PIE], 1, E,
                   "DEB_BUILD_MAINT_OPTIONS hardening=+pie",
                   "env: +pie over DEB_BUILD_HARDENING=0");
    check_setting (&eff.feature[HARDENING_RELRO], 0, E,
                   "DEB_BUILD_HARDENING_RELRO",
                   "env: DEB_BUILD_HARDENING_RELRO=0 over +relro");
    /* +fortify already restored it: the later =1 changes nothing.  */
    check_setting (&eff.feature[HARDENING_FORTIFY], 2, E,
                   "DEB_BUILD_MAINT_OPTIONS hardening=+fortify",
                   "env: DEB_BUILD_HARDENING_FORTIFY=1 named last");
    check_setting (&eff.feature[HARDENING_STACKPROTECTOR], 0, E,
                   "DEB_BUILD_HARDENING",
                   "env: -stackprotectorstrong after DEB_BUILD_HARDENING=0");
    check_setting (&eff.feature[HARDENING_FORMAT], 0, E, "DEB_BUILD_HARDENING",
                   "env: the rest from "
                   "DEB_BUILD_HARDENING=0");
    check_int (eff.policy_level[HARDENING_PIE], 1,
               "env: policy levels untouched");
  }
  {
    const char *const envp[]
        = { "DEB_BUILD_HARDENING_PIE=1",
            "DEB_BUILD_MAINT_OPTIONS=hardening=-pie", NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: =1 over -pie");
    check_setting (&eff.feature[HARDENING_PIE], 1, E,
                   "DEB_BUILD_HARDENING_PIE",
                   "env: DEB_BUILD_HARDENING_PIE=1 over hardening=-pie");
  }
  {
    const char *const envp[]
        = { "DEB_BUILD_HARDENING=0", "DEB_BUILD_MAINT_OPTIONS=hardening=+all",
            NULL };
    check_int (env_run ("x86_64-linux-gnu", envp, &eff, &diag), HARDENING_OK,
               "env: +all over DEB_BUILD_HARDENING=0");
    for (i = 0, ok = 1; i < HARDENING_FEATURE_COUNT; i++)
      ok &= eff.feature[i].level == eff.policy_level[i];
    check (ok, "env: +all restores every policy level", "not so");
  }
}

void
unit_policy (const char *shipped)
{
  test_policy_valid ();
  test_policy_errors ();
  test_policy_load (shipped);
  test_policy_load_default (shipped);
  test_policy_match ();
  test_policy_resolve ();
  test_shipped_policy (shipped);
  test_env ();
}
