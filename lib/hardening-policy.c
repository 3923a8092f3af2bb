/* The per-architecture policy file of gcc-hardening: see hardening-policy.h.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _POSIX_C_SOURCE 200809L

#include "hardening-policy.h"

#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* A policy file bigger than this is not a policy file.  */
#define MAX_FILE_SIZE (1024 * 1024)

static int policy_error (struct hardening_policy_error *error,
                         unsigned int line, unsigned int column,
                         const char *format, ...)
    __attribute__ ((format (printf, 4, 5)));

static int
policy_error (struct hardening_policy_error *error, unsigned int line,
              unsigned int column, const char *format, ...)
{
  va_list ap;

  error->line = line;
  error->column = column;
  va_start (ap, format);
  vsnprintf (error->message, sizeof error->message, format, ap);
  va_end (ap);
  return -1;
}

static int
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

static int
is_key_char (char c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
         || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

static int
is_pattern_char (char c)
{
  return is_key_char (c) || c == '*' || c == '?' || c == '.' || c == '!';
}

/* Print at most 40 bytes of S for a message, with anything unprintable as
   '?'.  */
static const char *
shown (const char *s, size_t len, char *buf, size_t size)
{
  size_t i, n = len < size - 1 ? len : size - 1;

  if (n > 40)
    n = 40;
  for (i = 0; i < n; i++)
    buf[i] = (s[i] >= 0x20 && s[i] < 0x7f) ? s[i] : '?';
  buf[n] = '\0';
  return buf;
}

static char *
copy_string (const char *s, size_t len)
{
  char *copy = malloc (len + 1);

  if (copy)
    {
      memcpy (copy, s, len);
      copy[len] = '\0';
    }
  return copy;
}

void
hardening_policy_free (struct hardening_policy *policy)
{
  size_t i;

  for (i = 0; i < policy->n_sections; i++)
    free (policy->sections[i].patterns);
  free (policy->sections);
  free (policy->file);
  policy->sections = NULL;
  policy->n_sections = 0;
  policy->file = NULL;
}

/* Parse a section header "[pattern pattern...]" at P (LEN bytes, P[0] is
   '[').  */
static int
parse_section (struct hardening_policy *policy, const char *p, size_t len,
               unsigned int line, struct hardening_policy_error *error)
{
  struct hardening_policy_section *sections, *section;
  const char *close = memchr (p, ']', len);
  const char *rest, *q;
  char *patterns, *w;
  size_t n = 0;
  char buf[48];

  /* A bracket expression "[a-z]" inside a pattern is not supported: the
     first ']' closes the header.  */
  if (close == NULL)
    return policy_error (error, line, (unsigned)len + 1,
                         "section header without %s", "']'");
  for (rest = close + 1; rest < p + len; rest++)
    if (!is_space (*rest))
      {
        if (*rest == '#')
          break;
        return policy_error (
            error, line, (unsigned)(rest - p) + 1,
            "unexpected '%s' after the section header",
            shown (rest, (size_t)(p + len - rest), buf, sizeof buf));
      }
  for (q = p + 1; q < close; q++)
    if (!is_space (*q) && !is_pattern_char (*q))
      return policy_error (error, line, (unsigned)(q - p) + 1,
                           "invalid character '%s' in a target pattern",
                           shown (q, 1, buf, sizeof buf));

  /* Normalize the patterns to single spaces.  Every pattern must fit
     hardening_policy_match's buffer.  */
  patterns = malloc ((size_t)(close - p));
  if (patterns == NULL)
    return policy_error (error, line, 1, "out of memory");
  w = patterns;
  for (q = p + 1; q < close;)
    {
      const char *start;
      while (q < close && is_space (*q))
        q++;
      if (q == close)
        break;
      if (w != patterns)
        *w++ = ' ';
      start = q;
      while (q < close && !is_space (*q))
        *w++ = *q++;
      if ((size_t)(q - start) > HARDENING_POLICY_MAX_PATTERN)
        {
          free (patterns);
          return policy_error (error, line, (unsigned)(start - p) + 1,
                               "target pattern longer than %d characters",
                               HARDENING_POLICY_MAX_PATTERN);
        }
      n++;
    }
  *w = '\0';
  if (n == 0)
    {
      free (patterns);
      return policy_error (error, line, 2, "empty section header");
    }

  sections = realloc (policy->sections,
                      (policy->n_sections + 1) * sizeof *sections);
  if (sections == NULL)
    {
      free (patterns);
      return policy_error (error, line, 1, "out of memory");
    }
  policy->sections = sections;
  section = &sections[policy->n_sections++];
  memset (section, 0, sizeof *section);
  section->patterns = patterns;
  section->line = line;
  return 0;
}

/* Parse "key = value [# comment]" at P (LEN bytes).  */
static int
parse_entry (struct hardening_policy *policy, const char *p, size_t len,
             unsigned int line, struct hardening_policy_error *error)
{
  struct hardening_policy_section *section;
  const char *key = p, *end = p + len, *value, *q;
  size_t key_len, value_len;
  int feature, level;
  char buf[48];

  for (q = p; q < end && is_key_char (*q); q++)
    ;
  key_len = (size_t)(q - key);
  if (key_len == 0)
    return policy_error (error, line, 1, "expected a feature name, not '%s'",
                         shown (p, len, buf, sizeof buf));
  while (q < end && is_space (*q))
    q++;
  if (q == end || *q != '=')
    return policy_error (error, line, (unsigned)(q - p) + 1,
                         "expected '=' after '%s'",
                         shown (key, key_len, buf, sizeof buf));
  q++;
  while (q < end && is_space (*q))
    q++;
  value = q;
  while (q < end && is_key_char (*q))
    q++;
  value_len = (size_t)(q - value);
  while (q < end && is_space (*q))
    q++;
  if (q < end && *q != '#')
    return policy_error (error, line, (unsigned)(q - p) + 1,
                         "unexpected '%s' after the value",
                         shown (q, (size_t)(end - q), buf, sizeof buf));
  if (value_len == 0)
    return policy_error (error, line, (unsigned)(value - p) + 1,
                         "missing value for '%s'",
                         shown (key, key_len, buf, sizeof buf));

  if (policy->n_sections == 0)
    return policy_error (error, line, 1,
                         "'%s' outside a section: start with a header "
                         "such as [*]",
                         shown (key, key_len, buf, sizeof buf));
  section = &policy->sections[policy->n_sections - 1];

  if (key_len == 4 && memcmp (key, "mode", 4) == 0)
    {
      feature = HARDENING_POLICY_MODE_KEY;
      level = hardening_mode_lookup (value, value_len);
      if (level < 0)
        return policy_error (error, line, (unsigned)(value - p) + 1,
                             "unknown mode '%s': expected 'default' or "
                             "'strict'",
                             shown (value, value_len, buf, sizeof buf));
    }
  else if (key_len == 10 && memcmp (key, "link-check", 10) == 0)
    {
      feature = HARDENING_POLICY_LINK_CHECK_KEY;
      level = hardening_link_check_lookup (value, value_len);
      if (level < 0)
        return policy_error (error, line, (unsigned)(value - p) + 1,
                             "unknown link-check '%s': expected 'off', "
                             "'warn' or 'error'",
                             shown (value, value_len, buf, sizeof buf));
    }
  else
    {
      feature = hardening_feature_lookup (key, key_len);
      if (feature < 0)
        return policy_error (error, line, 1, "unknown feature '%s'",
                             shown (key, key_len, buf, sizeof buf));
      level = hardening_level_lookup ((enum hardening_feature)feature, value,
                                      value_len);
      if (level < 0)
        {
          char levels[128] = "";
          int l;
          for (l = 0; l <= HARDENING_LEVEL_MAX; l++)
            {
              const char *name
                  = hardening_level_name ((enum hardening_feature)feature, l);
              if (name == NULL)
                break;
              strncat (levels, l ? "|" : "",
                       sizeof levels - strlen (levels) - 1);
              strncat (levels, name, sizeof levels - strlen (levels) - 1);
            }
          return policy_error (
              error, line, (unsigned)(value - p) + 1,
              "unknown level '%s' for '%s': expected %s",
              shown (value, value_len, buf, sizeof buf),
              hardening_feature_keyword ((enum hardening_feature)feature),
              levels);
        }
    }
  if (section->entry[feature].set)
    return policy_error (error, line, 1,
                         "duplicate key '%s' in section [%s], first set at "
                         "line %u",
                         shown (key, key_len, buf, sizeof buf),
                         section->patterns, section->entry[feature].line);
  section->entry[feature].set = 1;
  section->entry[feature].level = level;
  section->entry[feature].line = line;
  return 0;
}

int
hardening_policy_parse (const char *name, const char *text, size_t len,
                        struct hardening_policy *policy,
                        struct hardening_policy_error *error)
{
  const char *p = text, *end = text + len;
  unsigned int line = 0;

  memset (policy, 0, sizeof *policy);
  memset (error, 0, sizeof *error);
  policy->file = copy_string (name, strlen (name));
  if (policy->file == NULL)
    return policy_error (error, 0, 0, "out of memory");

  while (p < end)
    {
      const char *eol = memchr (p, '\n', (size_t)(end - p));
      const char *line_end = eol ? eol : end;
      const char *nul = memchr (p, '\0', (size_t)(line_end - p));
      const char *q = p;
      size_t line_len;
      int status = 0;

      /* A CRLF line ends before its CR.  */
      if (line_end > p && line_end[-1] == '\r' && nul == NULL)
        line_end--;
      line_len = (size_t)(line_end - p);
      line++;
      if (nul != NULL)
        status = policy_error (error, line, (unsigned)(nul - p) + 1,
                               "NUL byte in the policy file");
      else if (line_len > HARDENING_POLICY_MAX_LINE)
        status = policy_error (error, line, HARDENING_POLICY_MAX_LINE + 1,
                               "line longer than %d bytes",
                               HARDENING_POLICY_MAX_LINE);
      else
        {
          while (q < line_end && is_space (*q))
            q++;
          if (q == line_end || *q == '#' || *q == ';')
            ;
          else if (*q == '[')
            status = parse_section (policy, q, (size_t)(line_end - q), line,
                                    error);
          else
            status
                = parse_entry (policy, q, (size_t)(line_end - q), line, error);
          /* Columns count from the start of the line.  */
          if (status != 0)
            error->column += (unsigned)(q - p);
        }
      if (status != 0)
        {
          hardening_policy_free (policy);
          return -1;
        }
      p = eol ? eol + 1 : end;
    }
  return 0;
}

int
hardening_policy_load (const char *path, struct hardening_policy *policy,
                       struct hardening_policy_error *error)
{
  FILE *f;
  char *text;
  size_t len;
  int status, fd;
  struct stat st;

  memset (policy, 0, sizeof *policy);
  memset (error, 0, sizeof *error);
  /* Opened without blocking and refused unless a regular file: a FIFO or a
     device would make the compiler, the linker or the audit wait forever
     (or read a terminal).  */
  fd = open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0)
    return policy_error (error, 0, 0, "cannot read the policy file: %s",
                         strerror (errno));
  if (fstat (fd, &st) != 0)
    {
      int e = errno;
      close (fd);
      return policy_error (error, 0, 0, "cannot read the policy file: %s",
                           strerror (e));
    }
  if (!S_ISREG (st.st_mode))
    {
      close (fd);
      return policy_error (error, 0, 0, "cannot read the policy file: %s",
                           S_ISDIR (st.st_mode) ? strerror (EISDIR)
                                                : "not a regular file");
    }
  f = fdopen (fd, "rb");
  if (f == NULL)
    {
      int e = errno;
      close (fd);
      return policy_error (error, 0, 0, "cannot read the policy file: %s",
                           strerror (e));
    }
  text = malloc (MAX_FILE_SIZE + 1);
  if (text == NULL)
    {
      fclose (f);
      return policy_error (error, 0, 0, "out of memory");
    }
  len = fread (text, 1, MAX_FILE_SIZE + 1, f);
  if (ferror (f))
    {
      int e = errno;
      free (text);
      fclose (f);
      return policy_error (error, 0, 0, "cannot read the policy file: %s",
                           strerror (e));
    }
  fclose (f);
  if (len > MAX_FILE_SIZE)
    {
      free (text);
      return policy_error (error, 0, 0,
                           "the policy file is larger than %d bytes",
                           MAX_FILE_SIZE);
    }
  status = hardening_policy_parse (path, text, len, policy, error);
  free (text);
  return status;
}

int
hardening_policy_load_default (const char *path, const char *default_path,
                               const char *builtin, size_t size,
                               struct hardening_policy *policy,
                               struct hardening_policy_error *error,
                               const char **name)
{
  if (path == NULL && access (default_path, F_OK) != 0)
    {
      *name = HARDENING_POLICY_BUILTIN_NAME;
      return hardening_policy_parse (*name, builtin, size, policy, error);
    }
  *name = path ? path : default_path;
  return hardening_policy_load (*name, policy, error);
}

/* The specificity of a pattern: its characters other than wildcards; a
   pattern without wildcards names one target and beats any other.  */
static size_t
specificity (const char *pattern, size_t len)
{
  size_t i, n = 0;

  for (i = 0; i < len; i++)
    if (pattern[i] != '*' && pattern[i] != '?')
      n++;
  return n == len ? HARDENING_POLICY_EXACT + n : n;
}

/* Debian's triplets leave the vendor out (x86_64-linux-gnu); patterns are
   often written with it (x86_64-*-linux-gnu).  Give the full form.  */
static void
with_vendor (const char *target, char *buf, size_t size)
{
  const char *dash = strchr (target, '-');

  if (dash && strchr (dash + 1, '-') != NULL
      && (strncmp (dash + 1, "linux", 5) == 0
          || strncmp (dash + 1, "kfreebsd", 8) == 0
          || strncmp (dash + 1, "gnu", 3) == 0))
    snprintf (buf, size, "%.*s-unknown-%s", (int)(dash - target), target,
              dash + 1);
  else
    snprintf (buf, size, "%s", target);
}

size_t
hardening_policy_match (const char *patterns, const char *target)
{
  char full[256], pattern[HARDENING_POLICY_MAX_PATTERN + 1];
  const char *p = patterns;
  size_t best = 0;

  with_vendor (target, full, sizeof full);
  while (*p)
    {
      size_t len = strcspn (p, " ");
      if (len < sizeof pattern)
        {
          memcpy (pattern, p, len);
          pattern[len] = '\0';
          if (fnmatch (pattern, target, 0) == 0
              || fnmatch (pattern, full, 0) == 0)
            {
              size_t s = specificity (pattern, len) + 1;
              if (s > best)
                best = s;
            }
        }
      p += len;
      while (*p == ' ')
        p++;
    }
  return best;
}

/* Overlay on EFF the settings POLICY's sections give TARGET, with the
   origin "ORIGIN_NAME:LINE" and SOURCE.  Returns how many sections matched
   TARGET.  */
static size_t
resolve_sections (const struct hardening_policy *policy, const char *target,
                  const char *origin_name, enum hardening_source source,
                  struct hardening_effective *eff)
{
  size_t best[HARDENING_POLICY_KEYS] = { 0 };
  size_t i, matched = 0;
  int key;

  for (i = 0; i < policy->n_sections; i++)
    {
      const struct hardening_policy_section *section = &policy->sections[i];
      size_t match = hardening_policy_match (section->patterns, target);

      if (match == 0)
        continue;
      matched++;
      for (key = 0; key < HARDENING_POLICY_KEYS; key++)
        {
          struct hardening_setting *setting;
          if (!section->entry[key].set || match < best[key])
            continue;
          best[key] = match;
          setting = key == HARDENING_POLICY_MODE_KEY ? &eff->mode
                    : key == HARDENING_POLICY_LINK_CHECK_KEY
                        ? &eff->link_check
                        : &eff->feature[key];
          setting->level = section->entry[key].level;
          setting->source = source;
          if (source == HARDENING_FROM_BUILTIN)
            snprintf (setting->origin, sizeof setting->origin,
                      "built-in default for %s", target);
          else
            snprintf (setting->origin, sizeof setting->origin, "%s:%u",
                      origin_name, section->entry[key].line);
        }
    }
  return matched;
}

void
hardening_policy_defaults (const char *target, struct hardening_effective *eff)
{
  struct hardening_policy shipped;
  struct hardening_policy_error error;

  /* Parsed at each call: the audit resolves from several threads, and the
     text is a few kilobytes.  The unit tests check that it parses.  */
  if (hardening_policy_parse (HARDENING_POLICY_BUILTIN_NAME,
                              hardening_builtin_policy,
                              hardening_builtin_policy_size, &shipped, &error)
      != 0)
    return;
  resolve_sections (&shipped, target, NULL, HARDENING_FROM_BUILTIN, eff);
  hardening_policy_free (&shipped);
}

size_t
hardening_policy_resolve (const struct hardening_policy *policy,
                          const char *target, const char *origin_name,
                          struct hardening_effective *eff)
{
  size_t matched;
  int key;

  hardening_policy_defaults (target, eff);
  matched = resolve_sections (policy, target, origin_name,
                              HARDENING_FROM_POLICY, eff);
  for (key = 0; key < HARDENING_FEATURE_COUNT; key++)
    eff->policy_level[key] = eff->feature[key].level;
  return matched;
}

void
hardening_policy_error_format (const char *file,
                               const struct hardening_policy_error *error,
                               char *buf, size_t size)
{
  if (error->line == 0)
    snprintf (buf, size, "%s: error: %s", file, error->message);
  else
    snprintf (buf, size, "%s:%u:%u: error: %s", file, error->line,
              error->column, error->message);
}
