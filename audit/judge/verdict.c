/* hardening-audit: a check's verdict, its reason and its detail lines,
   what every judge writes.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "judge/judge.h"

#include <stdarg.h>
#include <stdio.h>

/* SRC into DST (SIZE bytes), its control characters as \uXXXX, as
   buf_text_name writes a name: a reason or detail line names what the
   file says (DWARF units, symbols, notes' sources), and a newline there
   would start a line of its own ("  PASS stackprotector ...").  */
static void
escape_controls (char *dst, size_t size, const char *src)
{
  const unsigned char *p = (const unsigned char *)src;
  size_t n = 0;

  for (; *p && n + 1 < size; p++)
    if (*p < 0x20 || *p == 0x7f)
      {
        if (n + 7 > size)
          break;
        snprintf (dst + n, size - n, "\\u%04x", *p);
        n += 6;
      }
    else
      dst[n++] = (char)*p;
  dst[n] = '\0';
}

void
judge_set (struct result *r, enum audit_verdict v, const char *format, ...)
{
  char line[sizeof r->reason];
  va_list ap;

  r->verdict = v;
  va_start (ap, format);
  vsnprintf (line, sizeof line, format, ap);
  va_end (ap);
  escape_controls (r->reason, sizeof r->reason, line);
}

void
judge_detail (struct result *r, const char *format, ...)
{
  char line[512], escaped[512];
  va_list ap;

  if (r->n_details >= MAX_DETAILS)
    {
      r->more++;
      return;
    }
  va_start (ap, format);
  vsnprintf (line, sizeof line, format, ap);
  va_end (ap);
  escape_controls (escaped, sizeof escaped, line);
  buf_printf (&r->details, "%s\n", escaped);
  r->n_details++;
}
