/* hardening-audit, layer 0 (base): growing strings and arrays, and
   names escaped for text and JSON (base/buf.c); every layer uses them.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef AUDIT_BASE_BUF_H
#define AUDIT_BASE_BUF_H

#include "hardening-audit.h"

#include <stddef.h>

/* ARRAY (N elements of SIZE bytes in use, room for *ALLOC) with room for
   one more: as it is, or reallocated to twice as many (FIRST at first),
   *ALLOC updated; NULL when out of memory, ARRAY then as it was.  */
void *buf_grow (void *array, size_t n, size_t *alloc, size_t size,
                size_t first);
void buf_add (struct audit_buf *b, const char *s, size_t len);
void buf_printf (struct audit_buf *b, const char *format, ...)
    __attribute__ ((format (printf, 2, 3)));
/* S for the text output: control characters escaped as in JSON.  */
void buf_text_name (struct audit_buf *b, const char *s);
/* S as a JSON string.  */
void buf_json_string (struct audit_buf *b, const char *s);

#endif /* AUDIT_BASE_BUF_H */
