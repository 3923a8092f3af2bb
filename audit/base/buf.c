/* hardening-audit: the growing strings of the output, the growing arrays
   of the analysis, and how a name or a reason is written in text and in
   JSON.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "base/buf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void
buf_free (struct audit_buf *b)
{
  free (b->s);
  memset (b, 0, sizeof *b);
}

void *
buf_grow (void *array, size_t n, size_t *alloc, size_t size, size_t first)
{
  size_t count = *alloc ? 2 * *alloc : first;
  void *p;

  if (n < *alloc)
    return array;
  if (*alloc > ((size_t)-1) / 2 / size)
    return NULL;
  p = realloc (array, count * size);
  if (p != NULL)
    *alloc = count;
  return p;
}

void
buf_add (struct audit_buf *b, const char *s, size_t len)
{
  if (b->oom)
    return;
  if (b->len + len + 1 > b->size)
    {
      size_t size = b->size ? b->size : 256;
      char *p;
      while (size < b->len + len + 1)
        size *= 2;
      p = realloc (b->s, size);
      if (p == NULL)
        {
          b->oom = 1;
          return;
        }
      b->s = p;
      b->size = size;
    }
  memcpy (b->s + b->len, s, len);
  b->len += len;
  b->s[b->len] = '\0';
}

void
buf_printf (struct audit_buf *b, const char *format, ...)
{
  char small[512];
  va_list ap;
  int n;

  va_start (ap, format);
  n = vsnprintf (small, sizeof small, format, ap);
  va_end (ap);
  if (n < 0)
    return;
  if ((size_t)n < sizeof small)
    {
      buf_add (b, small, (size_t)n);
      return;
    }
  {
    char *big = malloc ((size_t)n + 1);
    if (big == NULL)
      {
        b->oom = 1;
        return;
      }
    va_start (ap, format);
    vsnprintf (big, (size_t)n + 1, format, ap);
    va_end (ap);
    buf_add (b, big, (size_t)n);
    free (big);
  }
}

/* S for the text output: control characters escaped as buf_json_string
   escapes them (\u00XX), other bytes as they are.  */
void
buf_text_name (struct audit_buf *b, const char *s)
{
  const unsigned char *p = (const unsigned char *)s;

  while (*p)
    {
      size_t n = 0;

      while (p[n] && p[n] >= 0x20 && p[n] != 0x7f)
        n++;
      buf_add (b, (const char *)p, n);
      p += n;
      if (*p)
        {
          buf_printf (b, "\\u%04x", *p);
          p++;
        }
    }
}

char *
buf_text_name_dup (const char *name)
{
  struct audit_buf b = { 0 };

  buf_add (&b, "", 0);
  buf_text_name (&b, name);
  if (b.oom)
    {
      buf_free (&b);
      return NULL;
    }
  return b.s;
}

/* S as a JSON string: quotes, backslashes and control characters escaped,
   bytes that are not UTF-8 replaced by U+FFFD.  */
void
buf_json_string (struct audit_buf *b, const char *s)
{
  const unsigned char *p = (const unsigned char *)s;

  buf_add (b, "\"", 1);
  while (*p)
    {
      unsigned char c = *p;
      size_t n = 0, i;

      if (c == '"' || c == '\\')
        {
          char esc[2] = { '\\', (char)c };
          buf_add (b, esc, 2);
          p++;
          continue;
        }
      if (c < 0x20 || c == 0x7f)
        {
          buf_printf (b, "\\u%04x", c);
          p++;
          continue;
        }
      if (c < 0x80)
        {
          buf_add (b, (const char *)p, 1);
          p++;
          continue;
        }
      if (c >= 0xc2 && c <= 0xdf)
        n = 1;
      else if (c >= 0xe0 && c <= 0xef)
        n = 2;
      else if (c >= 0xf0 && c <= 0xf4)
        n = 3;
      for (i = 1; n && i <= n; i++)
        if ((p[i] & 0xc0) != 0x80)
          n = 0;
      /* Overlong three- and four-byte forms, surrogates, beyond U+10FFFF. */
      if (n == 2
          && ((c == 0xe0 && p[1] < 0xa0) || (c == 0xed && p[1] >= 0xa0)))
        n = 0;
      if (n == 3
          && ((c == 0xf0 && p[1] < 0x90) || (c == 0xf4 && p[1] >= 0x90)))
        n = 0;
      if (n == 0)
        {
          buf_add (b, "\\ufffd", 6);
          p++;
        }
      else
        {
          buf_add (b, (const char *)p, n + 1);
          p += n + 1;
        }
    }
  buf_add (b, "\"", 1);
}
