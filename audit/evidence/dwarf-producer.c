/* hardening-audit: what one compilation unit's DW_AT_producer says
   ("GNU C17 12.2.0 -mtune=generic -O2 -fstack-clash-protection ..."), for
   evidence/dwarf.c: the last option of each kind wins, as on GCC's
   command line.  A protection whose option is missing is the compiler's
   default: "silent".

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "evidence/evidence.h"
#include "hardening-model.h"

#include <stdio.h>
#include <string.h>

/* A unit's options, each from its '-' to the next space (what follows
   each " -" of DW_AT_producer), split once for every check.  */
#define MAX_OPTIONS 512
struct options
{
  const char *p[MAX_OPTIONS];
  unsigned short len[MAX_OPTIONS];
  size_t n;
  const char *rest; /* where splitting stopped (more options), or NULL */
};

static void
split_options (struct options *o, const char *options)
{
  const char *p = options;

  o->n = 0;
  o->rest = NULL;
  while ((p = strstr (p, " -")) != NULL)
    {
      size_t n = strcspn (p + 1, " ");
      if (o->n == MAX_OPTIONS || n > 0xffff)
        {
          o->rest = p;
          return;
        }
      o->p[o->n] = p + 1;
      o->len[o->n++] = (unsigned short)n;
      p += 1 + n;
    }
}

/* Does the option P (N bytes) start with one of PREFIXES (each ending
   where its option's value starts)?  */
static int
option_matches (const char *p, size_t n, const char *const *prefixes)
{
  size_t i;

  for (i = 0; prefixes[i]; i++)
    {
      size_t pl;
      /* The string goes on after P: a quick look at the first bytes.  */
      if (p[1] != prefixes[i][1] || (prefixes[i][2] && p[2] != prefixes[i][2]))
        continue;
      pl = strlen (prefixes[i]);
      /* A prefix ending in '=' takes a value; another is the whole
         option.  */
      if (n >= pl && memcmp (p, prefixes[i], pl) == 0
          && (prefixes[i][pl - 1] == '=' || n == pl))
        return 1;
    }
  return 0;
}

/* The last of a unit's options O that starts with one of PREFIXES, or
   NULL.  */
static const char *
last_option (const struct options *o, const char *const *prefixes, size_t *len)
{
  const char *p, *found = NULL;
  size_t i;

  if (o->rest)
    /* More options than split: the rest first, from the end.  */
    for (p = o->rest; (p = strstr (p, " -")) != NULL;)
      {
        size_t n = strcspn (p + 1, " ");
        if (option_matches (p + 1, n, prefixes))
          {
            found = p + 1;
            *len = n;
          }
        p += 1 + n;
      }
  if (found)
    return found;
  for (i = o->n; i-- > 0;)
    if (option_matches (o->p[i], o->len[i], prefixes))
      {
        *len = o->len[i];
        return o->p[i];
      }
  return NULL;
}

/* Does check T of source EV_DWARF still keep the reason of a bad unit
   (the first one's, and MAX_DETAILS lines)?  */
static int
wants_why (const struct facts *f, enum audit_test t)
{
  const struct evidence *ev = &f->evidence[EV_DWARF].ev[t];
  return ev->bad == 0 || ev->n_bad_lines < MAX_DETAILS;
}

/* Record the unit NAME (its options OPTIONS) for check T: ON_PREFIXES
   protect (HOW names them), OFF_PREFIXES do not; neither is silent.  */
static int
unit_option (struct facts *f, enum audit_test t, const char *name,
             const struct options *options, const char *const *on,
             const char *const *off, const char *missing)
{
  size_t on_len = 0, off_len = 0;
  const char *a = last_option (options, on, &on_len);
  const char *b = last_option (options, off, &off_len);
  char why[300];

  if (a && (!b || a > b))
    {
      char how[96];
      if (f->evidence[EV_DWARF].ev[t].good)
        ev_unit (f, EV_DWARF, t, 1, 0, NULL, NULL);
      else
        {
          snprintf (how, sizeof how, "%.*s", (int)on_len, a);
          ev_unit (f, EV_DWARF, t, 1, 0, how, NULL);
        }
      return 0;
    }
  else if (!wants_why (f, t))
    ev_unit (f, EV_DWARF, t, 0, b == NULL, NULL, NULL);
  else if (b)
    {
      snprintf (why, sizeof why, "%s: %.*s", name, (int)off_len, b);
      ev_unit (f, EV_DWARF, t, 0, 0, NULL, why);
    }
  else
    {
      snprintf (why, sizeof why, "%s: %s", name, missing);
      ev_unit (f, EV_DWARF, t, 0, 1, NULL, why);
    }
  return b == NULL;
}

size_t
ev_quiet_unit (struct facts *f, const char *name)
{
  struct quiet_unit *q
      = buf_grow (f->quiet, f->n_quiet, &f->quiet_alloc, sizeof *q, 16);

  if (q == NULL)
    return (size_t)-1;
  f->quiet = q;
  snprintf (f->quiet[f->n_quiet].name, sizeof f->quiet[f->n_quiet].name, "%s",
            name);
  f->quiet[f->n_quiet].canary = f->quiet[f->n_quiet].code = 0;
  return f->n_quiet++;
}

void
ev_quiet_range (struct facts *f, size_t unit, GElf_Addr start, GElf_Addr end)
{
  struct quiet_range *r;

  if (unit == (size_t)-1)
    return;
  f->quiet[unit].code = 1;
  r = buf_grow (f->quiet_ranges, f->n_quiet_ranges, &f->quiet_ranges_alloc,
                sizeof *r, 64);
  if (r == NULL)
    return;
  f->quiet_ranges = r;
  f->quiet_ranges[f->n_quiet_ranges].start = start;
  f->quiet_ranges[f->n_quiet_ranges].end = end;
  f->quiet_ranges[f->n_quiet_ranges].unit = unit;
  f->n_quiet_ranges++;
}

/* The -O level of OPTIONS: 0, 1, 2, 3; 's' (-Os, -Oz), 'g', 'f' (-Ofast).
   LAST gets the option, or "" when there is none (GCC's -O0).  */
static int
opt_level (const struct options *options, char *last, size_t size)
{
  static const char *const o[] = { "-O",  "-O0", "-O1", "-O2",    "-O3",
                                   "-Os", "-Oz", "-Og", "-Ofast", NULL };
  size_t len = 0;
  const char *p = last_option (options, o, &len);

  if (p == NULL)
    {
      snprintf (last, size, "no -O option (-O0)");
      return 0;
    }
  snprintf (last, size, "%.*s", (int)len, p);
  if (len == 2)
    return 1;
  switch (p[2])
    {
    case '0':
    case '1':
    case '2':
    case '3':
      return p[2] - '0';
    case 's':
    case 'z':
      return 's';
    case 'g':
      return 'g';
    default:
      return 'f';
    }
}

/* The guard option (hardening_guard_option) P, N bytes, of a unit for
   ARCH: the last of each kind in LAST, LEN, OWN.  */
static void
guard_option (const char *p, size_t n, const char *arch, const char *last[4],
              size_t len[4], int own[4])
{
  int kind, ok = hardening_guard_option (p, n, arch, &kind);

  if (ok >= 0)
    {
      last[kind] = p;
      len[kind] = n;
      own[kind] = ok;
    }
}

/* The unit's option (OPTIONS) that takes the canary from elsewhere than
   the C library's guard (hardening_guard_option): its text into WHY, or
   0.  Only in a file loaded with the C library (elf_dynamic_with_libc).  */
static int
unit_foreign_guard (const struct facts *f, const struct options *o,
                    char *why, size_t size)
{
  const char *arch = f->ehdr.e_machine == EM_X86_64
                             && f->ehdr.e_ident[EI_CLASS] == ELFCLASS64
                         ? "x86_64"
                     : f->ehdr.e_machine == EM_386     ? "i386"
                     : f->ehdr.e_machine == EM_AARCH64 ? "aarch64"
                                                       : NULL;
  const char *last[4] = { NULL }, *p;
  size_t len[4] = { 0 }, i;
  int own[4] = { 1, 1, 1, 1 }, k;

  if (arch == NULL || !elf_dynamic_with_libc (f))
    return 0;
  for (i = 0; i < o->n; i++)
    guard_option (o->p[i], o->len[i], arch, last, len, own);
  for (p = o->rest; p && (p = strstr (p, " -")) != NULL;)
    {
      size_t n = strcspn (p + 1, " ");
      guard_option (p + 1, n, arch, last, len, own);
      p += 1 + n;
    }
  for (k = 0; k < 4; k++)
    if (last[k] && !own[k])
      {
        snprintf (why, size, "%.*s", (int)len[k], last[k]);
        return 1;
      }
  return 0;
}

/* One compilation unit: its producer says the language and the options.
   1 when it records no stack protector option.  */
int
ev_producer_unit (struct facts *f, const char *name, const char *producer)
{
  static const char *const clash_on[] = { "-fstack-clash-protection", NULL };
  static const char *const clash_off[]
      = { "-fno-stack-clash-protection", NULL };
  static const char *const ssp_on[]
      = { "-fstack-protector-strong", "-fstack-protector-all", NULL };
  static const char *const ssp_off[]
      = { "-fno-stack-protector", "-fstack-protector",
          "-fstack-protector-explicit", NULL };
  static const char *const avi_on[]
      = { "-ftrivial-auto-var-init=zero", "-ftrivial-auto-var-init=pattern",
          NULL };
  static const char *const avi_off[]
      = { "-ftrivial-auto-var-init=uninitialized", NULL };
  static const char *const cf_on[]
      = { "-fcf-protection", "-fcf-protection=full", NULL };
  static const char *const cf_off[]
      = { "-fcf-protection=none", "-fcf-protection=branch",
          "-fcf-protection=return", "-fcf-protection=check", NULL };
  static const char *const bti_on[]
      = { "-mbranch-protection=standard", "-mbranch-protection=bti",
          "-mbranch-protection=pac-ret+bti", "-mbranch-protection=bti+pac-ret",
          NULL };
  static const char *const bti_off[]
      = { "-mbranch-protection=none", "-mbranch-protection=pac-ret", NULL };
  static const char *const exc_on[] = { "-fexceptions", NULL };
  static const char *const exc_off[] = { "-fno-exceptions", NULL };
  const char *lang, *options;
  struct options split;
  size_t lang_len;
  char last[64], why[320];
  int level, c, cxx, quiet = 0;

  /* "GNU <language> <version> <options>"; the assembler ("GNU AS 2.40")
     compiles nothing, another compiler records no options.  */
  if (strncmp (producer, "GNU ", 4) != 0)
    {
      for (c = 0; c < AUDIT_TEST_COUNT; c++)
        ev_unit (f, EV_DWARF, (enum audit_test)c, -1, 0, NULL, NULL);
      return 1;
    }
  lang = producer + 4;
  lang_len = strcspn (lang, " ");
  if (lang_len == 2 && memcmp (lang, "AS", 2) == 0)
    return 0;
  options = strstr (lang + lang_len, " -");
  if (options == NULL)
    {
      /* -gno-record-gcc-switches.  */
      for (c = 0; c < AUDIT_TEST_COUNT; c++)
        ev_unit (f, EV_DWARF, (enum audit_test)c, -1, 0, NULL, NULL);
      return 1;
    }
  split_options (&split, options);
  cxx = lang_len >= 3 && memcmp (lang, "C++", 3) == 0;
  c = !cxx && lang_len >= 1 && lang[0] == 'C'
      && (lang_len == 1 || (lang[1] >= '0' && lang[1] <= '9'));
  if (!c && !cxx && lang_len >= 11 && memcmp (lang, "Objective-C", 11) == 0)
    c = lang_len == 11;

  if (f->ehdr.e_machine == EM_PARISC)
    {
      /* The stack grows up: GCC ignores both options there, with a
         warning, and DW_AT_producer still records them.  */
      snprintf (why, sizeof why,
                "%s: GCC has no stack clash protection for hppa (the stack "
                "grows up): the option does nothing",
                name);
      ev_unit (f, EV_DWARF, AUDIT_STACKCLASH, 0, 0, NULL, why);
      snprintf (why, sizeof why,
                "%s: GCC has no stack protector for hppa (the stack grows "
                "up): the option does nothing",
                name);
      ev_unit (f, EV_DWARF, AUDIT_STACKPROTECTOR, 0, 0, NULL, why);
    }
  else
    {
      unit_option (f, AUDIT_STACKCLASH, name, &split, clash_on, clash_off,
                   "no -fstack-clash-protection");
      size_t on_len = 0, off_len = 0;
      const char *on = last_option (&split, ssp_on, &on_len);
      const char *off = last_option (&split, ssp_off, &off_len);
      char opt[96];
      if (on && (!off || on > off)
          && unit_foreign_guard (f, &split, opt, sizeof opt))
        {
          /* Canaries, but not the C library's.  */
          snprintf (why, sizeof why,
                    "%s: %s: the canary is not the C library's guard", name,
                    opt);
          ev_unit (f, EV_DWARF, AUDIT_STACKPROTECTOR, 0, 0, NULL,
                   wants_why (f, AUDIT_STACKPROTECTOR) ? why : NULL);
        }
      else
        quiet = unit_option (f, AUDIT_STACKPROTECTOR, name, &split, ssp_on,
                             ssp_off, "no -fstack-protector-strong");
    }
  unit_option (f, AUDIT_AUTOVARINIT, name, &split, avi_on, avi_off,
               "no -ftrivial-auto-var-init");
  if (f->ehdr.e_machine == EM_X86_64 || f->ehdr.e_machine == EM_386)
    unit_option (f, AUDIT_BRANCH, name, &split, cf_on, cf_off,
                 "no -fcf-protection");
  else if (f->ehdr.e_machine == EM_AARCH64)
    unit_option (f, AUDIT_BRANCH, name, &split, bti_on, bti_off,
                 "no -mbranch-protection");

  level = opt_level (&split, last, sizeof last);
  if (level == 2 || level == 3 || level == 's' || level == 'f')
    ev_unit (f, EV_DWARF, AUDIT_OPTIMIZATION, 1, 0, last, NULL);
  else if (!wants_why (f, AUDIT_OPTIMIZATION))
    ev_unit (f, EV_DWARF, AUDIT_OPTIMIZATION, 0, 0, NULL, NULL);
  else
    {
      snprintf (why, sizeof why, "%s: %s", name, last);
      ev_unit (f, EV_DWARF, AUDIT_OPTIMIZATION, 0, 0, NULL, why);
    }
  /* _FORTIFY_SOURCE needs the optimizer: glibc's headers turn it off at
     -O0, with a warning that a build log hides.  DW_AT_producer has no -D
     option: a unit above -O0 says nothing.  */
  if ((c || cxx) && level == 0 && !wants_why (f, AUDIT_FORTIFY))
    ev_unit (f, EV_DWARF, AUDIT_FORTIFY, 0, 0, NULL, NULL);
  else if ((c || cxx) && level == 0)
    {
      snprintf (why, sizeof why,
                "%s: %s: _FORTIFY_SOURCE does nothing without optimization",
                name, last);
      ev_unit (f, EV_DWARF, AUDIT_FORTIFY, 0, 0, NULL, why);
    }
  if (c)
    unit_option (f, AUDIT_THREADS, name, &split, exc_on, exc_off,
                 "no -fexceptions");
  return quiet;
}
