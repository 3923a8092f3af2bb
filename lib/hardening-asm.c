/* The functions that a unit's top-level asm statements define
   (hardening-asm.h).

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-asm.h"

#include <string.h>

void
hardening_asm_init (struct hardening_asm_state *state)
{
  memset (state, 0, sizeof *state);
  state->exec = 1;
  state->prev_exec = 1;
}

static int
symbol_start (char c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'
         || c == '.' || c == '$';
}

static int
symbol_char (char c)
{
  return symbol_start (c) || (c >= '0' && c <= '9');
}

static const char *
skip_blanks (const char *p, const char *end)
{
  while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\f'))
    p++;
  return p;
}

/* The symbol at *P, its length into *LEN (0: none); *P moves past it.  A
   quoted name ("name") is taken without its quotes.  */
static const char *
symbol (const char **p, const char *end, size_t *len)
{
  const char *q = skip_blanks (*p, end), *start;

  *len = 0;
  if (q < end && *q == '"')
    {
      start = ++q;
      while (q < end && *q != '"')
        q++;
      *len = (size_t)(q - start);
      *p = q < end ? q + 1 : q;
      return start;
    }
  if (q >= end || !symbol_start (*q))
    return NULL;
  start = q;
  while (q < end && symbol_char (*q))
    q++;
  *len = (size_t)(q - start);
  *p = q;
  return start;
}

static int
word_is (const char *w, size_t len, const char *s)
{
  return w && strlen (s) == len && memcmp (w, s, len) == 0;
}

static int
has_prefix (const char *w, size_t len, const char *s)
{
  size_t n = strlen (s);
  return w && len >= n && memcmp (w, s, n) == 0
         && (len == n || w[n] == '.');
}

/* Is the section NAME (LEN bytes) with the rest of its directive, REST,
   executable?  The flags string, when there is one, says; else the
   assembler's default for the name.  */
static int
section_exec (const char *name, size_t len, const char *rest,
              const char *end)
{
  const char *q = skip_blanks (rest, end);

  if (q < end && *q == ',')
    {
      q = skip_blanks (q + 1, end);
      if (q < end && *q == '"')
        {
          for (q++; q < end && *q != '"'; q++)
            if (*q == 'x')
              return 1;
          return 0;
        }
    }
  return has_prefix (name, len, ".text") || word_is (name, len, ".init")
         || word_is (name, len, ".fini");
}

/* One statement, [P, END).  */
static void
statement (const char *p, const char *end, struct hardening_asm_state *st,
           void (*found) (void *, const char *, size_t), void *data)
{
  const char *name;
  size_t len;

  for (;;)
    {
      const char *q = p;
      name = symbol (&q, end, &len);
      q = skip_blanks (q, end);
      if (name == NULL || len == 0 || q >= end || *q != ':')
        break;
      /* A label.  */
      if (st->exec && !(len >= 2 && name[0] == '.' && name[1] == 'L'))
        found (data, name, len);
      p = q + 1;
    }
  name = symbol (&p, end, &len);
  if (name == NULL || name[0] != '.')
    return;
  if (word_is (name, len, ".text"))
    {
      st->prev_exec = st->exec;
      st->exec = 1;
    }
  else if (word_is (name, len, ".data") || word_is (name, len, ".bss"))
    {
      st->prev_exec = st->exec;
      st->exec = 0;
    }
  else if (word_is (name, len, ".section")
           || word_is (name, len, ".pushsection"))
    {
      size_t slen;
      const char *section = symbol (&p, end, &slen);
      int exec = section ? section_exec (section, slen, p, end) : 0;
      if (name[1] == 'p')
        {
          if (st->depth < HARDENING_ASM_SECTION_DEPTH)
            st->stack[st->depth] = st->exec;
          st->depth++;
        }
      st->prev_exec = st->exec;
      st->exec = exec;
    }
  else if (word_is (name, len, ".popsection"))
    {
      if (st->depth > 0)
        {
          st->depth--;
          st->prev_exec = st->exec;
          if (st->depth < HARDENING_ASM_SECTION_DEPTH)
            st->exec = st->stack[st->depth];
          else
            st->exec = 1; /* not known: as the code's */
        }
    }
  else if (word_is (name, len, ".previous"))
    {
      int exec = st->exec;
      st->exec = st->prev_exec;
      st->prev_exec = exec;
    }
  else if (word_is (name, len, ".type"))
    {
      size_t slen, tlen;
      const char *sym = symbol (&p, end, &slen), *type;
      p = skip_blanks (p, end);
      if (sym == NULL || slen == 0 || p >= end || *p != ',')
        return;
      p = skip_blanks (p + 1, end);
      if (p < end && (*p == '@' || *p == '%' || *p == '#'))
        p++;
      type = symbol (&p, end, &tlen);
      if (word_is (type, tlen, "function") || word_is (type, tlen, "STT_FUNC")
          || word_is (type, tlen, "gnu_indirect_function")
          || word_is (type, tlen, "STT_GNU_IFUNC"))
        found (data, sym, slen);
    }
}

/* The statement [START, END) unless it is empty or a comment.  */
static void
emit (const char *start, const char *end, struct hardening_asm_state *st,
      void (*found) (void *, const char *, size_t), void *data)
{
  const char *s = skip_blanks (start, end);

  if (s < end && *s != '#')
    statement (s, end, st, found, data);
}

void
hardening_asm_functions (const char *text, struct hardening_asm_state *state,
                         void (*found) (void *, const char *, size_t),
                         void *data)
{
  const char *p = text, *start = text;

  /* Statements end at a newline or a ';' outside a string; a '#' that
     starts a statement (x86's comments, GCC's line markers), "//" to the
     end of the line and a C comment are comments.  */
  for (;;)
    {
      char c = *p;
      if (c == '\0' || c == '\n' || c == ';')
        {
          emit (start, p, state, found, data);
          if (c == '\0')
            break;
          start = ++p;
        }
      else if (c == '"')
        {
          for (p++; *p && *p != '"' && *p != '\n'; p++)
            if (*p == '\\' && p[1] && p[1] != '\n')
              p++;
          if (*p == '"')
            p++;
        }
      else if (c == '/' && p[1] == '/')
        {
          emit (start, p, state, found, data);
          while (*p && *p != '\n')
            p++;
          start = p;
        }
      else if (c == '/' && p[1] == '*')
        {
          emit (start, p, state, found, data);
          for (p += 2; *p && !(p[0] == '*' && p[1] == '/'); p++)
            ;
          if (*p)
            p += 2;
          start = p;
        }
      else
        p++;
    }
}
