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
hardening_note_libc_start_file (const char *source)
{
  static const char *const names[] = { "crt1.c", "Scrt1.c", "rcrt1.c" };
  const char *base = strrchr (source, '/');
  size_t i;

  base = base ? base + 1 : source;
  for (i = 0; i < sizeof names / sizeof *names; i++)
    if (strcmp (base, names[i]) == 0)
      return 1;
  return 0;
}

int
hardening_note_libc_start_file_object (const char *base)
{
  static const char *const names[]
      = { "crt1.o", "Scrt1.o", "rcrt1.o", "gcrt1.o", "grcrt1.o", "Mcrt1.o" };
  size_t i;

  for (i = 0; i < sizeof names / sizeof *names; i++)
    if (strcmp (base, names[i]) == 0)
      return 1;
  return 0;
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

unsigned long
hardening_note_unfortified_preprocessed (const struct hardening_note *note)
{
  const struct hardening_note_feature *nf = &note->feature[HARDENING_FORTIFY];

  if (!nf->present || nf->status != HARDENING_NOTE_NOT_APPLICABLE
      || strcmp (nf->reason, HARDENING_NOTE_PREPROCESSED) != 0
      || !note->has_fortify_calls)
    return 0;
  if (note->has_fortify_wrapped
          ? note->fortify_wrapped != 0
          : note->fortify_calls[HARDENING_FORTIFY_RUN_TIME] != 0)
    return 0;
  return note->fortify_calls[HARDENING_FORTIFY_UNCHECKED];
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
  free (note->formats);
  note->formats = NULL;
  note->n_formats = 0;
  free (note->unchecked);
  note->unchecked = NULL;
  note->n_unchecked = 0;
  free (note->flexible);
  note->flexible = NULL;
  note->n_flexible = 0;
  free (note->asm_functions);
  note->asm_functions = NULL;
  note->n_asm_functions = 0;
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

const char *
hardening_note_escape_kind (enum hardening_feature feature)
{
  return feature == HARDENING_STRICT_FLEX_ARRAYS ? "field" : "function";
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

int
hardening_note_add_asm_function (struct hardening_note *note,
                                 const char *name, size_t len)
{
  char word[HARDENING_NOTE_TEXT];
  char (*names)[HARDENING_NOTE_TEXT];
  size_t i;

  copy_text (word, sizeof word, name, len);
  for (char *p = word; *p; p++)
    if (*p == ' ' || *p == '\t')
      *p = '_';
  if (word[0] == '\0')
    return 0;
  for (i = 0; i < note->n_asm_functions; i++)
    if (strcmp (note->asm_functions[i], word) == 0)
      return 0;
  names = realloc (note->asm_functions,
                   (note->n_asm_functions + 1) * sizeof *names);
  if (names == NULL)
    return -1;
  note->asm_functions = names;
  memcpy (names[note->n_asm_functions++], word, sizeof word);
  return 0;
}

static const char *const format_words[]
    = { "format-wrapper", "format-forward", "format-call" };

const char *
hardening_note_format_word (enum hardening_note_format_kind kind)
{
  return (unsigned)kind <= HARDENING_FORMAT_CALL ? format_words[kind]
                                                 : "format-unknown";
}

/* A text as one note word: no space, newline or NUL; "-" when empty.  */
static void
copy_word (char *dst, size_t size, const char *src)
{
  char *p;

  copy_text (dst, size, src, strlen (src));
  for (p = dst; *p; p++)
    if (*p == ' ' || *p == '\t')
      *p = '_';
  if (dst[0] == '\0' && size > 1)
    snprintf (dst, size, "-");
}

int
hardening_note_add_format (struct hardening_note *note,
                           const struct hardening_note_format *format)
{
  struct hardening_note_format *formats, *f;

  formats
      = realloc (note->formats, (note->n_formats + 1) * sizeof *note->formats);
  if (formats == NULL)
    return -1;
  note->formats = formats;
  f = &formats[note->n_formats++];
  *f = *format;
  copy_word (f->function, sizeof f->function, format->function);
  copy_word (f->name, sizeof f->name, format->name);
  copy_word (f->archetype, sizeof f->archetype, format->archetype);
  copy_word (f->callee, sizeof f->callee, format->callee);
  copy_word (f->callee_name, sizeof f->callee_name, format->callee_name);
  copy_text (f->file, sizeof f->file, format->file, strlen (format->file));
  return 0;
}

/* Append CALL to the list *CALLS of *N, its words cleaned.  */
static int
add_call (struct hardening_note_call **calls, size_t *n,
          const struct hardening_note_call *call)
{
  struct hardening_note_call *grown, *c;

  grown = realloc (*calls, (*n + 1) * sizeof **calls);
  if (grown == NULL)
    return -1;
  *calls = grown;
  c = &grown[(*n)++];
  *c = *call;
  copy_word (c->callee, sizeof c->callee, call->callee);
  copy_word (c->function, sizeof c->function, call->function);
  copy_text (c->file, sizeof c->file, call->file, strlen (call->file));
  return 0;
}

int
hardening_note_add_unchecked (struct hardening_note *note,
                              const struct hardening_note_call *call)
{
  return add_call (&note->unchecked, &note->n_unchecked, call);
}

int
hardening_note_add_flexible (struct hardening_note *note,
                             const struct hardening_note_call *call)
{
  return add_call (&note->flexible, &note->n_flexible, call);
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

/* The descriptor's NUL: its length with it (more than the buffer's size
   when it did not fit).  */
static size_t
put_end (struct out *out)
{
  if (out->len < out->size)
    out->buf[out->len] = '\0';
  else if (out->size > 0)
    out->buf[out->size - 1] = '\0';
  return out->len + 1;
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
  if (note->opt_level[0])
    put_line (&out, "optimize", note->opt_level);
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
  for (i = 0; i < note->n_formats; i++)
    {
      const struct hardening_note_format *fm = &note->formats[i];
      const char *word = hardening_note_format_word (fm->kind);

      if (fm->kind == HARDENING_FORMAT_CALL)
        put (&out, "%s %s %s %d %s %u %u %s\n", word, fm->function, fm->name,
             fm->format, fm->error ? "error" : "warning", fm->line, fm->column,
             fm->file);
      else
        put (&out, "%s %s %s %d %d %s %s %s %d %u %u %s\n", word, fm->function,
             fm->name, fm->format, fm->first, fm->archetype, fm->callee,
             fm->callee_name, fm->callee_arg, fm->line, fm->column, fm->file);
    }
  if (note->has_canaries)
    put (&out, "canaries %lu\n", note->canaries);
  if (note->has_fortify_calls)
    put (&out, "fortify-calls %lu %lu %lu\n",
         note->fortify_calls[HARDENING_FORTIFY_COMPILE_TIME],
         note->fortify_calls[HARDENING_FORTIFY_RUN_TIME],
         note->fortify_calls[HARDENING_FORTIFY_UNCHECKED]);
  if (note->has_fortify_wrapped)
    put (&out, "fortify-wrapped %lu\n", note->fortify_wrapped);
  for (i = 0; i < note->n_unchecked; i++)
    put (&out, "fortify-unchecked %s %s %u %u %s\n", note->unchecked[i].callee,
         note->unchecked[i].function, note->unchecked[i].line,
         note->unchecked[i].column, note->unchecked[i].file);
  for (i = 0; i < note->n_flexible; i++)
    put (&out, "fortify-flexible %s %s %u %u %s\n", note->flexible[i].callee,
         note->flexible[i].function, note->flexible[i].line,
         note->flexible[i].column, note->flexible[i].file);
  for (i = 0; i < note->n_asm_functions; i++)
    put (&out, "asm-function %s\n", note->asm_functions[i]);
  return put_end (&out);
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

/* The next word as a copied string (0 when missing).  */
static int
take_word (const char **q, const char *end, char *dst, size_t size)
{
  size_t len;
  const char *w = word (q, end, &len);

  if (w == NULL)
    return 0;
  copy_text (dst, size, w, len);
  return 1;
}

/* The next word as a non-negative number (0 when missing or bad).  */
static int
take_number (const char **q, const char *end, unsigned long *value)
{
  char number[24];
  char *num_end;

  if (!take_word (q, end, number, sizeof number))
    return 0;
  *value = strtoul (number, &num_end, 10);
  return *num_end == '\0' && number[0] >= '0' && number[0] <= '9';
}

/* A format-wrapper, format-forward or format-call line, after its key.  */
static int
decode_format (struct hardening_note *note, const char *key, size_t klen,
               const char *q, const char *end)
{
  struct hardening_note_format fm;
  unsigned long format, first = 0, callee_arg = 0, line, column;
  char kind[16];

  memset (&fm, 0, sizeof fm);
  fm.kind = (enum hardening_note_format_kind)hardening_word_index (
      format_words, 3, key, klen);
  if (!take_word (&q, end, fm.function, sizeof fm.function)
      || !take_word (&q, end, fm.name, sizeof fm.name)
      || !take_number (&q, end, &format))
    return -1;
  if (fm.kind == HARDENING_FORMAT_CALL)
    {
      if (!take_word (&q, end, kind, sizeof kind))
        return -1;
      fm.error = strcmp (kind, "error") == 0;
    }
  else if (!take_number (&q, end, &first)
           || !take_word (&q, end, fm.archetype, sizeof fm.archetype)
           || !take_word (&q, end, fm.callee, sizeof fm.callee)
           || !take_word (&q, end, fm.callee_name, sizeof fm.callee_name)
           || !take_number (&q, end, &callee_arg))
    return -1;
  if (!take_number (&q, end, &line) || !take_number (&q, end, &column))
    return -1;
  rest (fm.file, sizeof fm.file, q, end);
  if (format > 65535 || first > 65535 || callee_arg > 65535)
    return -1;
  fm.format = (int)format;
  fm.first = (int)first;
  fm.callee_arg = (int)callee_arg;
  fm.line = (unsigned int)line;
  fm.column = (unsigned int)column;
  return hardening_note_add_format (note, &fm);
}

/* The fortify-calls line, after its key: three counts.  */
static int
decode_fortify_calls (struct hardening_note *note, const char *q,
                      const char *end)
{
  int k;

  for (k = 0; k < HARDENING_FORTIFY_KINDS; k++)
    if (!take_number (&q, end, &note->fortify_calls[k]))
      return -1;
  note->has_fortify_calls = 1;
  return 0;
}

/* A fortify-unchecked or fortify-flexible line, after its key, into
   CALL.  */
static int
decode_call (struct hardening_note_call *call, const char *q, const char *end)
{
  unsigned long line, column;

  memset (call, 0, sizeof *call);
  if (!take_word (&q, end, call->callee, sizeof call->callee)
      || !take_word (&q, end, call->function, sizeof call->function)
      || !take_number (&q, end, &line) || !take_number (&q, end, &column)
      || line > 0xffffffffUL || column > 0xffffffffUL)
    return -1;
  rest (call->file, sizeof call->file, q, end);
  call->line = (unsigned int)line;
  call->column = (unsigned int)column;
  return 0;
}

/* A fortify-unchecked line, after its key.  */
static int
decode_unchecked (struct hardening_note *note, const char *q, const char *end)
{
  struct hardening_note_call call;

  if (decode_call (&call, q, end) != 0)
    return -1;
  return hardening_note_add_unchecked (note, &call);
}

/* A version 3 note is whole: its writer (lib/hardening-note.c's encoder,
   called by the plugin for every unit and every LTRANS unit) puts the
   language and the target and one line for each feature that version 3
   defines in every note.  A note that lacks one was not written by a
   plugin: cut down or written by hand, it could otherwise say nothing of a
   feature and pass.  format-wrappers is written only for C and C++ units;
   features added by later revisions of version 3 are not required.  */
static int
check_complete (struct hardening_note *note, const char **error)
{
  static char message[96];
  int f;

  if (note->language[0] == '\0')
    return decode_error (note, error, "incomplete note: no language line");
  if (note->target[0] == '\0')
    return decode_error (note, error, "incomplete note: no target line");
  for (f = 0; f < HARDENING_FEATURE_COUNT; f++)
    if (f != HARDENING_FORMAT_WRAPPERS && f <= HARDENING_NOTE_V3_LAST_FEATURE
        && !note->feature[f].present)
      {
        snprintf (message, sizeof message,
                  "incomplete note: no line for feature %s",
                  hardening_feature_keyword ((enum hardening_feature)f));
        return decode_error (note, error, message);
      }
  return 0;
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
      else if (equals (key, klen, "optimize"))
        rest (note->opt_level, sizeof note->opt_level, q, line_end);
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
      else if (klen > 7 && memcmp (key, "format-", 7) == 0
               && hardening_word_index (format_words, 3, key, klen) >= 0)
        {
          if (decode_format (note, key, klen, q, line_end) != 0)
            return decode_error (note, error, "bad format line");
        }
      else if (equals (key, klen, "fortify-calls"))
        {
          if (note->has_fortify_calls
              || decode_fortify_calls (note, q, line_end) != 0)
            return decode_error (note, error, "bad fortify-calls line");
        }
      else if (equals (key, klen, "fortify-unchecked"))
        {
          if (decode_unchecked (note, q, line_end) != 0)
            return decode_error (note, error, "bad fortify-unchecked line");
        }
      else if (equals (key, klen, "fortify-flexible"))
        {
          struct hardening_note_call call;
          if (note->n_flexible >= HARDENING_NOTE_MAX_UNCHECKED
              || decode_call (&call, q, line_end) != 0
              || hardening_note_add_flexible (note, &call) != 0)
            return decode_error (note, error, "bad fortify-flexible line");
        }
      else if (equals (key, klen, "asm-function"))
        {
          size_t nlen = 0;
          const char *n = word (&q, line_end, &nlen);
          if (n == NULL)
            return decode_error (note, error, "truncated asm-function line");
          if (hardening_note_add_asm_function (note, n, nlen) != 0)
            return decode_error (note, error, "out of memory");
        }
      else if (equals (key, klen, "fortify-wrapped"))
        {
          if (note->has_fortify_wrapped
              || !take_number (&q, line_end, &note->fortify_wrapped))
            return decode_error (note, error, "bad fortify-wrapped line");
          note->has_fortify_wrapped = 1;
        }
      else if (equals (key, klen, "canaries"))
        {
          if (note->has_canaries || !take_number (&q, line_end, &note->canaries))
            return decode_error (note, error, "bad canaries line");
          note->has_canaries = 1;
        }
      p = eol ? eol + 1 : end;
    }
  if (first)
    return decode_error (note, error, "empty note");
  /* The calls listed are some of those counted.  */
  if (note->n_unchecked
      && (!note->has_fortify_calls
          || note->n_unchecked
                 > note->fortify_calls[HARDENING_FORTIFY_UNCHECKED]))
    return decode_error (note, error,
                         "more fortify-unchecked lines than unchecked calls");
  if (note->n_flexible
      && (!note->has_fortify_calls
          || note->n_flexible
                 > note->fortify_calls[HARDENING_FORTIFY_UNCHECKED]))
    return decode_error (note, error,
                         "more fortify-flexible lines than unchecked calls");
  if (note->version >= 3)
    return check_complete (note, error);
  return 0;
}

/* ------------------------------------------------------------------------
   The link record.  */

int
hardening_note_is_link (const char *name, size_t namesz, unsigned int type)
{
  return type == HARDENING_NOTE_TYPE_LINK
         && namesz == sizeof HARDENING_NOTE_NAME
         && memcmp (name, HARDENING_NOTE_NAME, namesz) == 0;
}

size_t
hardening_link_note_encode (const struct hardening_link_note *link,
                            char *buf, size_t size)
{
  struct out out = { buf, size, 0 };
  size_t i;

  put (&out, "%s-link %u\n", HARDENING_NOTE_NAME, HARDENING_LINK_VERSION);
  put (&out, "inputs %lu\nnoted %lu\nunnoted %lu\ncorrupt %lu\n",
       link->inputs, link->noted, link->unnoted, link->corrupt);
  for (i = 0; i < link->n_names && i < HARDENING_LINK_MAX_NAMES; i++)
    put_line (&out, link->names[i].corrupt ? "corrupt-input" : "unnoted-input",
              link->names[i].name);
  return put_end (&out);
}

static int
link_error (struct hardening_link_note *link, const char **error,
            const char *message)
{
  memset (link, 0, sizeof *link);
  *error = message;
  return -1;
}

int
hardening_link_note_decode (const char *desc, size_t len,
                            struct hardening_link_note *link,
                            const char **error)
{
  const char *p = desc, *end;
  const char *nul = memchr (desc, '\0', len);
  static const char head[] = HARDENING_NOTE_NAME "-link ";
  int seen = 0;

  memset (link, 0, sizeof *link);
  *error = NULL;
  end = nul ? nul : desc + len;
  if ((size_t)(end - p) < sizeof head - 1
      || memcmp (p, head, sizeof head - 1) != 0)
    return link_error (link, error, "not a link record");
  while (p < end)
    {
      const char *eol = memchr (p, '\n', (size_t)(end - p));
      const char *line_end = eol ? eol : end;
      const char *q = p, *key;
      size_t klen;
      unsigned long *count = NULL;

      key = word (&q, line_end, &klen);
      if (p == desc)
        {
          unsigned long version;

          if (!take_number (&q, line_end, &version) || version == 0)
            return link_error (link, error, "bad link record version");
          if (version > HARDENING_LINK_VERSION)
            return link_error (link, error,
                               "link record version newer than this tool");
          link->version = (unsigned int)version;
        }
      else if (key == NULL)
        ;
      else if (equals (key, klen, "inputs"))
        count = &link->inputs;
      else if (equals (key, klen, "noted"))
        count = &link->noted;
      else if (equals (key, klen, "unnoted"))
        count = &link->unnoted;
      else if (equals (key, klen, "corrupt"))
        count = &link->corrupt;
      else if ((equals (key, klen, "unnoted-input")
                || equals (key, klen, "corrupt-input"))
               && link->n_names < HARDENING_LINK_MAX_NAMES)
        {
          struct hardening_link_input *in = &link->names[link->n_names++];
          in->corrupt = equals (key, klen, "corrupt-input");
          rest (in->name, sizeof in->name, q, line_end);
        }
      if (count)
        {
          if (!take_number (&q, line_end, count))
            return link_error (link, error, "bad count in the link record");
          seen++;
        }
      p = eol ? eol + 1 : end;
    }
  if (seen < 4)
    return link_error (link, error, "incomplete link record");
  if (link->noted + link->unnoted + link->corrupt != link->inputs)
    return link_error (link, error,
                       "link record: its counts do not add up to its inputs");
  if (link->n_names > link->unnoted + link->corrupt)
    return link_error (link, error,
                       "link record: more inputs named than counted");
  return 0;
}
