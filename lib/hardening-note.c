/* The provenance note of gcc-hardening: see hardening-note.h and
   doc/note-format.md.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-note.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const status_words[] = {
#define HARDENING_NOTE_WORD(name, word) word,
  HARDENING_NOTE_STATUSES (HARDENING_NOTE_WORD)
#undef HARDENING_NOTE_WORD
};

const char *
hardening_note_status_word (enum hardening_note_status status)
{
  return (unsigned)status < HARDENING_NOTE_STATUS_COUNT ? status_words[status]
                                                        : "unknown";
}

int
hardening_note_status_protects (enum hardening_note_status status)
{
  return status == HARDENING_NOTE_APPLIED || status == HARDENING_NOTE_KEPT
         || status == HARDENING_NOTE_OVERRIDDEN;
}

int
hardening_note_is_unit (const char *name, size_t namesz, unsigned int type)
{
  return type == HARDENING_NOTE_TYPE_UNIT
         && namesz == sizeof HARDENING_NOTE_NAME
         && memcmp (name, HARDENING_NOTE_NAME, namesz) == 0;
}

enum hardening_note_finding
hardening_note_finding (const struct hardening_note_feature *nf)
{
  if (nf->status == HARDENING_NOTE_LOWERED)
    return HARDENING_FINDING_LOWERED;
  if (nf->status == HARDENING_NOTE_OFF
      && (nf->source == HARDENING_FROM_ENV
          || nf->source == HARDENING_FROM_ARG))
    return HARDENING_FINDING_OFF_BY_PACKAGE;
  return HARDENING_FINDING_NONE;
}

const char *
hardening_note_finding_word (enum hardening_note_finding finding)
{
  switch (finding)
    {
    case HARDENING_FINDING_LOWERED:
      return "lowered";
    case HARDENING_FINDING_OFF_BY_PACKAGE:
      return "turned off";
    default:
      return NULL;
    }
}

/* Version 1 notes have no source word: what set the level is read from
   the reason, as the plugin wrote it then.  */
static enum hardening_source
v1_source (const char *reason)
{
  if (strncmp (reason, "DEB_BUILD", 9) == 0)
    return HARDENING_FROM_ENV;
  if (strncmp (reason, "-fplugin-arg-", 13) == 0)
    return HARDENING_FROM_ARG;
  return HARDENING_FROM_POLICY;
}

void
hardening_note_init (struct hardening_note *note)
{
  memset (note, 0, sizeof *note);
  note->version = HARDENING_NOTE_VERSION;
}

void
hardening_note_free (struct hardening_note *note)
{
  free (note->escapes);
  note->escapes = NULL;
  note->n_escapes = 0;
}

/* Copy SRC (LEN bytes) into DST of SIZE bytes as one note word or text:
   no newline, no NUL.  */
static void
copy_text (char *dst, size_t size, const char *src, size_t len)
{
  size_t i;

  if (size == 0)
    return;
  if (len >= size)
    len = size - 1;
  for (i = 0; i < len; i++)
    dst[i]
        = (src[i] == '\n' || src[i] == '\0' || src[i] == '\r') ? '?' : src[i];
  dst[len] = '\0';
}

int
hardening_note_add_escape (struct hardening_note *note,
                           enum hardening_feature feature,
                           const char *function, const char *reason)
{
  struct hardening_note_escape *escapes, *e;

  escapes
      = realloc (note->escapes, (note->n_escapes + 1) * sizeof *note->escapes);
  if (escapes == NULL)
    return -1;
  note->escapes = escapes;
  e = &escapes[note->n_escapes++];
  e->feature = feature;
  copy_text (e->function, sizeof e->function, function, strlen (function));
  /* A function name is one word.  */
  for (char *p = e->function; *p; p++)
    if (*p == ' ' || *p == '\t')
      *p = '_';
  copy_text (e->reason, sizeof e->reason, reason, strlen (reason));
  return 0;
}

/* An output buffer that counts what does not fit.  */
struct out
{
  char *buf;
  size_t size;
  size_t len;
};

static void put (struct out *out, const char *format, ...)
    __attribute__ ((format (printf, 2, 3)));

static void
put (struct out *out, const char *format, ...)
{
  va_list ap;
  int n;
  char *at = out->len < out->size ? out->buf + out->len : NULL;
  size_t room = out->len < out->size ? out->size - out->len : 0;

  va_start (ap, format);
  n = vsnprintf (at, room, format, ap);
  va_end (ap);
  if (n > 0)
    out->len += (size_t)n;
}

/* A value as one line: newlines become '?'.  */
static void
put_line (struct out *out, const char *key, const char *value)
{
  char clean[512];
  copy_text (clean, sizeof clean, value, strlen (value));
  put (out, "%s %s\n", key, clean);
}

size_t
hardening_note_encode (const struct hardening_note *note, char *buf,
                       size_t size)
{
  struct out out = { buf, size, 0 };
  size_t i;
  int f;

  put (&out, "%s %u\n", HARDENING_NOTE_NAME, HARDENING_NOTE_VERSION);
  put_line (&out, "producer", note->producer);
  put_line (&out, "plugin", note->plugin);
  put_line (&out, "language", note->language);
  put_line (&out, "target", note->target);
  put_line (&out, "mode",
            hardening_mode_name ((enum hardening_mode)note->mode));
  put_line (&out, "source", note->source);
  for (f = 0; f < HARDENING_FEATURE_COUNT; f++)
    {
      const struct hardening_note_feature *nf = &note->feature[f];
      const char *level
          = hardening_level_name ((enum hardening_feature)f, nf->level);
      char reason[HARDENING_NOTE_TEXT];

      if (!nf->present)
        continue;
      copy_text (reason, sizeof reason, nf->reason, strlen (nf->reason));
      put (&out, "feature %s %s %s %s%s%s\n",
           hardening_feature_keyword ((enum hardening_feature)f),
           level ? level : "?", hardening_note_status_word (nf->status),
           hardening_source_name (nf->source), reason[0] ? " " : "", reason);
    }
  for (i = 0; i < note->n_escapes; i++)
    put (&out, "escape %s %s %s\n",
         hardening_feature_keyword (note->escapes[i].feature),
         note->escapes[i].function, note->escapes[i].reason);
  /* The NUL.  */
  if (out.len < out.size)
    out.buf[out.len] = '\0';
  else if (out.size > 0)
    out.buf[out.size - 1] = '\0';
  return out.len + 1;
}

/* The next space-separated word of [*P, END), or NULL; *LEN its length.  */
static const char *
word (const char **p, const char *end, size_t *len)
{
  const char *start;

  while (*p < end && **p == ' ')
    (*p)++;
  if (*p == end)
    return NULL;
  start = *p;
  while (*p < end && **p != ' ')
    (*p)++;
  *len = (size_t)(*p - start);
  return start;
}

static int
equals (const char *w, size_t len, const char *s)
{
  return w != NULL && strlen (s) == len && memcmp (w, s, len) == 0;
}

/* The rest of a line after one space.  */
static void
rest (char *dst, size_t size, const char *p, const char *end)
{
  if (p < end && *p == ' ')
    p++;
  copy_text (dst, size, p, (size_t)(end - p));
}

/* Fail, leaving NOTE empty.  */
static int
decode_error (struct hardening_note *note, const char **error,
              const char *message)
{
  hardening_note_free (note);
  hardening_note_init (note);
  *error = message;
  return -1;
}

int
hardening_note_decode (const char *desc, size_t len,
                       struct hardening_note *note, const char **error)
{
  const char *p = desc, *end;
  const char *nul = memchr (desc, '\0', len);
  int first = 1;

  hardening_note_init (note);
  *error = NULL;
  if (nul != NULL)
    len = (size_t)(nul - desc);
  end = desc + len;

  while (p < end)
    {
      const char *eol = memchr (p, '\n', (size_t)(end - p));
      const char *line_end = eol ? eol : end;
      const char *q = p;
      size_t klen = 0;
      const char *key = word (&q, line_end, &klen);

      if (first)
        {
          size_t vlen;
          const char *v;
          char number[16];
          char *num_end;
          unsigned long version;

          if (!equals (key, klen, HARDENING_NOTE_NAME))
            return decode_error (note, error, "not a gcc-hardening note");
          v = word (&q, line_end, &vlen);
          if (v == NULL || vlen >= sizeof number)
            return decode_error (note, error, "no note version");
          memcpy (number, v, vlen);
          number[vlen] = '\0';
          version = strtoul (number, &num_end, 10);
          if (*num_end != '\0' || version == 0)
            return decode_error (note, error, "bad note version");
          if (version > HARDENING_NOTE_VERSION)
            return decode_error (note, error,
                                 "note version newer than this tool");
          note->version = (unsigned int)version;
          first = 0;
        }
      else if (key == NULL)
        ;
      else if (equals (key, klen, "producer"))
        rest (note->producer, sizeof note->producer, q, line_end);
      else if (equals (key, klen, "plugin"))
        rest (note->plugin, sizeof note->plugin, q, line_end);
      else if (equals (key, klen, "language"))
        rest (note->language, sizeof note->language, q, line_end);
      else if (equals (key, klen, "target"))
        rest (note->target, sizeof note->target, q, line_end);
      else if (equals (key, klen, "source"))
        rest (note->source, sizeof note->source, q, line_end);
      else if (equals (key, klen, "mode"))
        {
          size_t vlen;
          const char *v = word (&q, line_end, &vlen);
          note->mode = equals (v, vlen, "strict") ? HARDENING_MODE_STRICT
                                                  : HARDENING_MODE_DEFAULT;
        }
      else if (equals (key, klen, "feature"))
        {
          size_t flen = 0, llen = 0, slen = 0;
          const char *f = word (&q, line_end, &flen);
          const char *l = word (&q, line_end, &llen);
          const char *s = word (&q, line_end, &slen);
          const char *from = NULL;
          size_t from_len = 0;
          int feature, level, status, source = HARDENING_FROM_POLICY;

          if (note->version >= 2)
            from = word (&q, line_end, &from_len);
          if (f == NULL || l == NULL || s == NULL
              || (note->version >= 2 && from == NULL))
            return decode_error (note, error, "truncated feature line");
          if (from)
            source = hardening_source_lookup (from, from_len);
          feature = hardening_feature_lookup (f, flen);
          if (feature < 0)
            ; /* a feature of a newer version */
          else
            {
              struct hardening_note_feature *nf = &note->feature[feature];
              level = hardening_level_lookup ((enum hardening_feature)feature,
                                              l, llen);
              status = hardening_word_index (
                  status_words, HARDENING_NOTE_STATUS_COUNT, s, slen);
              if (level < 0 || status < 0 || source < 0)
                return decode_error (note, error, "bad feature line");
              nf->present = 1;
              nf->level = level;
              nf->status = (enum hardening_note_status)status;
              rest (nf->reason, sizeof nf->reason, q, line_end);
              nf->source = from ? (enum hardening_source)source
                                : v1_source (nf->reason);
            }
        }
      else if (equals (key, klen, "escape"))
        {
          size_t flen = 0, nlen = 0;
          const char *f = word (&q, line_end, &flen);
          const char *n = word (&q, line_end, &nlen);
          char function[HARDENING_NOTE_TEXT], reason[HARDENING_NOTE_TEXT];
          int feature;

          if (f == NULL || n == NULL)
            return decode_error (note, error, "truncated escape line");
          feature = hardening_feature_lookup (f, flen);
          if (feature >= 0)
            {
              copy_text (function, sizeof function, n, nlen);
              rest (reason, sizeof reason, q, line_end);
              if (hardening_note_add_escape (
                      note, (enum hardening_feature)feature, function, reason)
                  != 0)
                return decode_error (note, error, "out of memory");
            }
        }
      p = eol ? eol + 1 : end;
    }
  if (first)
    return decode_error (note, error, "empty note");
  return 0;
}
