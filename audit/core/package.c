/* hardening-audit: the report of a Debian package.  audit_deb () reads
   the .deb (read/deb.c), finds its -dbgsym package among the inputs or beside
   it and takes from it the debug files of the package's ELF files, judges
   each ELF file and ar archive with audit_buffer (), and reports the
   package: name, version and architecture, lintian's hardening tags, then
   each file's report.

   lintian's tags are given under lintian's own conditions (its check
   binaries/hardening), so that a package's list matches what lintian
   says: hardening-no-relro, hardening-no-bindnow and hardening-no-pie for
   a dynamically linked executable or shared object (DT_NEEDED) of a
   package that is not a udeb, hardening-no-fortify-functions for a file
   that imports one of lintian's unfortified functions (ours less memcpy,
   memmove, memset and their wide forms) and no fortified one; none for an
   Architecture: all package, for the features dpkg does not turn on for
   the architecture, or for a package built with Go.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "core/core.h"

#include <ctype.h>
#include <fcntl.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *const *inputs;
static size_t n_inputs;

void
audit_deb_inputs (const char *const *paths, size_t n)
{
  inputs = paths;
  n_inputs = n;
}

/* ------------------------------------------------------------------------
   The -dbgsym package.  */

/* PATH's bytes, mapped (*SIZE of them), or NULL.  */
static char *
map_file (const char *path, size_t *size)
{
  int fd = open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  struct stat st;
  char *data = NULL;

  if (fd < 0)
    return NULL;
  if (fstat (fd, &st) == 0 && S_ISREG (st.st_mode) && st.st_size > 0)
    {
      data = read_map (fd, (size_t)st.st_size, path);
      *size = (size_t)st.st_size;
    }
  close (fd);
  return data;
}

/* Is PATH the -dbgsym package of C: a .deb whose control says
   PACKAGE-dbgsym, the same version and architecture?  */
static int
is_dbgsym_of (const char *path, const struct control *c)
{
  size_t size;
  char *data = map_file (path, &size);
  struct deb d;
  int yes = 0;

  if (data == NULL)
    return 0;
  memset (&d, 0, sizeof d);
  d.name = path;
  if (read_is_deb (data, size) && read_deb (&d, data, size) == 0)
    yes = read_is_dbgsym (&d.control)
          && strncmp (d.control.package, c->package, strlen (c->package)) == 0
          && strcmp (d.control.package + strlen (c->package), "-dbgsym") == 0
          && strcmp (d.control.version, c->version) == 0
          && strcmp (d.control.architecture, c->architecture) == 0;
  read_deb_free (&d);
  read_unmap (data, size);
  return yes;
}

/* The -dbgsym package of the package C read from PATH: among the inputs,
   else beside PATH, named as dpkg-deb (no epoch) or apt-get download
   (the epoch's colon as %3a) name it.  A malloc'd path, or NULL.  */
static char *
find_dbgsym (const char *path, const struct control *c)
{
  const char *colon = strchr (c->version, ':');
  const char *slash = strrchr (path, '/');
  int dir_len = slash ? (int)(slash - path + 1) : 0;
  char *prefix, *candidate = NULL;
  size_t i, prefix_len;
  int k;

  if (asprintf (&prefix, "%s-dbgsym_", c->package) < 0)
    return NULL;
  prefix_len = strlen (prefix);
  for (i = 0; i < n_inputs; i++)
    {
      const char *base = strrchr (inputs[i], '/');
      base = base ? base + 1 : inputs[i];
      if (strncmp (base, prefix, prefix_len) == 0
          && strcmp (inputs[i], path) != 0 && is_dbgsym_of (inputs[i], c))
        {
          free (prefix);
          return strdup (inputs[i]);
        }
    }
  for (k = 0; k < 2 && candidate == NULL; k++)
    {
      char *name;
      int r;
      if (k == 0)
        r = asprintf (&name, "%.*s%s%s_%s.deb", dir_len, path, prefix,
                      colon ? colon + 1 : c->version, c->architecture);
      else if (colon)
        r = asprintf (&name, "%.*s%s%.*s%%3a%s_%s.deb", dir_len, path, prefix,
                      (int)(colon - c->version), c->version, colon + 1,
                      c->architecture);
      else
        break;
      if (r < 0)
        break;
      if (access (name, R_OK) == 0 && is_dbgsym_of (name, c))
        candidate = name;
      else
        free (name);
    }
  free (prefix);
  return candidate;
}

/* The build-ids of a package's ELF files.  */
struct wanted
{
  struct audit_debug_files *files;
  size_t size; /* allocated */
};

/* read_deb's member_fn for the build-ids: into the struct wanted at
   D->arg.  */
static void
add_wanted (struct deb *d, const char *path, char *data, size_t size)
{
  struct wanted *wd = d->arg;
  struct audit_debug_files *wanted = wd->files;
  struct audit_debug_file *w, *grown;
  Elf *elf;

  (void)path;
  if (data == NULL)
    return;
  grown = buf_grow (wanted->file, wanted->n, &wd->size, sizeof *grown, 16);
  if (grown == NULL)
    return; /* judged without its debug file */
  wanted->file = grown;
  w = &grown[wanted->n];
  memset (w, 0, sizeof *w);
  elf = elf_memory (data, size);
  if (elf && elf_kind (elf) == ELF_K_ELF
      && (w->build_id_len
          = read_build_id (elf, w->build_id, sizeof w->build_id))
             > 0)
    wanted->n++;
  elf_end (elf);
}

/* The debug files of the ELF files of the .deb DATA (SIZE bytes, read as
   D says) found in the -dbgsym package DBGSYM into TABLE: a first reading
   of the .deb takes the build-ids of its files, one file at a time.
   Returns 0; -1 with DBGSYM's error in ERR; -2 if the .deb cannot be read
   (D->why says why).  */
static int
read_debug_files (struct deb *d, const char *data, size_t size,
                  const char *dbgsym, struct audit_debug_files *table,
                  struct audit_buf *err)
{
  struct audit_debug_files wanted = { NULL, 0, 0 };
  struct wanted wd = { &wanted, 0 };
  struct deb dd;
  size_t dsize;
  char *ddata;
  int status = 0;
  size_t err_len = err->len;

  d->member_fn = add_wanted;
  d->arg = &wd;
  if (read_deb (d, data, size) != 0)
    {
      free (wanted.file);
      return -2;
    }
  qsort (wanted.file, wanted.n, sizeof *wanted.file, read_compare_debug);
  ddata = wanted.n ? map_file (dbgsym, &dsize) : NULL;
  if (ddata)
    {
      memset (&dd, 0, sizeof dd);
      dd.name = dbgsym;
      dd.read_data = 1;
      dd.max_size = d->max_size;
      dd.wanted = &wanted;
      dd.debug = table;
      dd.err = err;
      if (read_deb (&dd, ddata, dsize) != 0)
        {
          out_error_line (err, dbgsym, dd.why);
          status = -1;
        }
      else if (err->len != err_len)
        status = -1; /* a debug file too large to read */
      read_deb_free (&dd);
      read_unmap (ddata, dsize);
      qsort (table->file, table->n, sizeof *table->file, read_compare_debug);
    }
  free (wanted.file);
  return status;
}

/* ------------------------------------------------------------------------
   lintian's tags.  */

enum lintian_tag
{
  TAG_RELRO,
  TAG_BINDNOW,
  TAG_PIE,
  TAG_FORTIFY
};

static const struct
{
  const char *name, *severity;
  char letter;
} tags[] = {
  { "hardening-no-relro", "warning", 'W' },
  { "hardening-no-bindnow", "info", 'I' },
  { "hardening-no-pie", "warning", 'W' },
  { "hardening-no-fortify-functions", "info", 'I' },
};

/* audit_elf () calls it for each file of the package.  */
struct tag_hook
{
  struct audit_file_hook hook;
  const struct deb *d;
  const char *path; /* the member being judged */
  int udeb, go, arch_all, no_relro_bindnow, no_pie;
  struct audit_buf text, json;
  unsigned n;
};

static void
add_tag (struct tag_hook *h, enum lintian_tag t)
{
  buf_printf (&h->text, "  %c: ", tags[t].letter);
  buf_text_name (&h->text, h->d->control.package);
  buf_printf (&h->text, ": %s [", tags[t].name);
  buf_text_name (&h->text, h->path);
  buf_add (&h->text, "]\n", 2);
  buf_printf (&h->json, "%s{\"tag\": \"%s\", \"severity\": \"%s\", \"file\": ",
              h->n ? ", " : "", tags[t].name, tags[t].severity);
  buf_json_string (&h->json, h->path);
  buf_add (&h->json, "}", 1);
  h->n++;
}

/* lintian's list of functions with a fortified form is ours less those
   it omits for their false positives.  */
static int
lintian_fortifiable (size_t i)
{
  static const char *const omitted[]
      = { "memcpy", "memmove", "memset", "wmemcpy", "wmemmove", "wmemset" };
  size_t j;

  for (j = 0; j < sizeof omitted / sizeof *omitted; j++)
    if (strcmp (elf_fortifiable[i], omitted[j]) == 0)
      return 0;
  return 1;
}

static void
tag_file (struct audit_file_hook *hook, const struct report *rep,
          const struct facts *f)
{
  struct tag_hook *h = (struct tag_hook *)hook;
  int fortified = 0, unfortified = 0;
  size_t i;

  (void)rep;
  if (h->go || h->arch_all)
    return;
  /* lintian reads the symbols of .dynsym alone.  */
  for (i = 0; f->has_dynamic && i < N_FORTIFIABLE; i++)
    if (lintian_fortifiable (i))
      {
        fortified |= f->fortified[i];
        unfortified |= f->unfortified[i];
      }
  if (unfortified && !fortified)
    add_tag (h, TAG_FORTIFY);
  if (h->udeb || !elf_is_linked (f) || f->n_needed == 0)
    return;
  if (!h->no_relro_bindnow && !f->has_relro)
    add_tag (h, TAG_RELRO);
  if (!h->no_relro_bindnow && !f->bind_now)
    add_tag (h, TAG_BINDNOW);
  if (!h->no_pie && f->ehdr.e_type == ET_EXEC)
    add_tag (h, TAG_PIE);
}

/* Does V name a Go toolchain, golang-N.N (lintian's Built-Using test)?  */
static int
names_golang (const char *v)
{
  for (; v && (v = strstr (v, "golang-")) != NULL; v += 7)
    if (isdigit ((unsigned char)v[7]))
      {
        const char *p = v + 7;
        while (isdigit ((unsigned char)*p))
          p++;
        if (*p == '.' && isdigit ((unsigned char)p[1]))
          return 1;
      }
  return 0;
}

static void
tag_hook_init (struct tag_hook *h, const struct deb *d, const char *name)
{
  const struct control *c = &d->control;
  const char *arch = c->architecture;
  size_t len = strlen (name);

  memset (h, 0, sizeof *h);
  h->hook.fn = tag_file;
  h->d = d;
  h->udeb = (c->package_type && strcmp (c->package_type, "udeb") == 0)
            || (len > 5 && strcmp (name + len - 5, ".udeb") == 0);
  h->go = strncmp (c->package, "golang-", 7) == 0
          || (c->source && strncmp (c->source, "golang-", 7) == 0)
          || (c->section && strcmp (c->section, "golang") == 0)
          || names_golang (c->built_using)
          || names_golang (c->static_built_using);
  h->arch_all = strcmp (arch, "all") == 0;
  /* dpkg-buildflags' features that the architecture lacks.  */
  h->no_relro_bindnow = strcmp (arch, "hppa") == 0
                        || strcmp (arch, "avr32") == 0
                        || strcmp (arch, "ia64") == 0;
  h->no_pie = strcmp (arch, "hppa") == 0 || strcmp (arch, "avr32") == 0;
}

/* ------------------------------------------------------------------------
   The package's report.  */

static void
package_header (struct audit_buf *out, const struct deb *d, const char *name,
                const struct audit_options *opts)
{
  const struct control *c = &d->control;

  if (opts->format == AUDIT_JSON)
    {
      buf_add (out, "{\"file\": ", 9);
      buf_json_string (out, name);
      buf_add (out, ", \"type\": \"deb\", \"package\": ", 28);
      buf_json_string (out, c->package);
      buf_add (out, ", \"version\": ", 13);
      buf_json_string (out, c->version);
      buf_add (out, ", \"architecture\": ", 18);
      buf_json_string (out, c->architecture);
      return;
    }
  buf_add (out, opts->color ? "\033[1m" : "", opts->color ? 4 : 0);
  buf_text_name (out, name);
  buf_printf (out, "%s: package ", opts->color ? "\033[0m" : "");
  buf_text_name (out, c->package);
  buf_add (out, " ", 1);
  buf_text_name (out, c->version);
  buf_add (out, " ", 1);
  buf_text_name (out, c->architecture);
}

static const char *const results[] = { "pass", "fail", "error" };

/* The judging of a package's files, one at a time as read_deb reads
   them.  */
struct judging
{
  const char *name;                 /* the .deb */
  const struct audit_options *opts; /* with the debug files and the hook */
  struct tag_hook *tags;
  struct audit_buf files, err;
  enum audit_status status;
  size_t n; /* ELF files and archives */
};

/* read_deb's member_fn: judge one file of the package.  */
static void
judge_member (struct deb *d, const char *path, char *data, size_t size)
{
  struct judging *j = d->arg;
  struct audit_buf one = { NULL, 0, 0, 0 };
  unsigned n = 0;
  char *full;
  enum audit_status s;

  j->n++;
  if (asprintf (&full, "%s(/%s)", j->name, path) < 0)
    {
      j->files.oom = 1;
      return;
    }
  if (data == NULL)
    {
      char *message, *text = buf_text_name_dup (path);
      if (text
          && asprintf (&message,
                       "member of %zu bytes is larger than %zu bytes "
                       "(--max-member-size): not judged",
                       size,
                       j->opts->max_member_size ? j->opts->max_member_size
                                                : AUDIT_MEMBER_MAX)
                 >= 0)
        {
          buf_text_name (&j->err, j->name);
          buf_printf (&j->err, ": %s: %s\n", text, message);
          if (j->opts->format == AUDIT_JSON)
            out_json_error (&one, &n, full, message);
          free (message);
        }
      else
        j->err.oom = 1;
      free (text);
      s = AUDIT_ERROR;
    }
  else
    {
      j->tags->path = path;
      s = audit_buffer (full, data, size, j->opts, &one, &j->err, &n);
    }
  if (s > j->status)
    j->status = s;
  if (one.len && j->files.len && j->opts->format != AUDIT_TEXT)
    buf_add (&j->files, ",\n", 2);
  buf_add (&j->files, one.s ? one.s : "", one.len);
  buf_free (&one);
  free (full);
}

/* The reading of the .deb NAME (its SIZE bytes at DATA) into D, with
   OPTS' limit of size.  */
static void
deb_init (struct deb *d, const char *name, const struct audit_options *opts)
{
  memset (d, 0, sizeof *d);
  d->name = name;
  d->max_size = opts->max_member_size;
}

static void
judging_free (struct judging *j, struct tag_hook *h)
{
  buf_free (&j->files);
  buf_free (&j->err);
  buf_free (&h->text);
  buf_free (&h->json);
}

enum audit_status
audit_deb (const char *name, char *data, size_t size,
           const struct audit_options *opts, struct audit_buf *out,
           struct audit_buf *err, unsigned *n_files)
{
  struct deb c, d;
  struct audit_debug_files table = { NULL, 0, 0 };
  struct audit_options o = *opts;
  struct tag_hook h;
  struct judging j;
  enum audit_status status = AUDIT_ALL_PASS;
  char *dbgsym = NULL;
  int r = 0;

  *n_files = 0;
  /* The control file first (C): the -dbgsym package is found by its
     fields, and its debug files are read before the package's files are
     judged, each as soon as it is read, so that one is in memory at a
     time.  */
  deb_init (&c, name, opts);
  deb_init (&d, name, opts);
  if (read_deb (&c, data, size) != 0)
    {
      out_error_line (err, name, c.why);
      if (opts->format == AUDIT_JSON)
        out_json_error (out, n_files, name, c.why);
      read_deb_free (&c);
      return AUDIT_ERROR;
    }
  if (read_is_dbgsym (&c.control))
    {
      *n_files = 1;
      if (opts->format != AUDIT_SARIF)
        package_header (out, &c, name, opts);
      if (opts->format == AUDIT_SARIF)
        ;
      else if (opts->format == AUDIT_JSON)
        buf_printf (out, ", \"result\": \"n/a\", \"debug_symbols\": true}");
      else
        buf_printf (out, ": debug symbols, read with their package\n\n");
      read_deb_free (&c);
      return AUDIT_ALL_PASS;
    }
  if ((dbgsym = find_dbgsym (name, &c.control)) != NULL)
    {
      d.read_data = 1;
      r = read_debug_files (&d, data, size, dbgsym, &table, err);
      if (r == -1)
        status = AUDIT_ERROR;
    }
  memset (&j, 0, sizeof j);
  j.name = name;
  j.opts = &o;
  j.tags = &h;
  tag_hook_init (&h, &c, name);
  o.debug_files = table.n ? &table : NULL;
  o.file_hook = &h.hook;
  o.artifact = name;
  if (r != -2)
    {
      read_deb_free (&d);
      deb_init (&d, name, opts);
      d.read_data = 1;
      d.member_fn = judge_member;
      d.arg = &j;
      if (read_deb (&d, data, size) != 0)
        r = -2;
    }
  if (r == -2)
    {
      out_error_line (err, name, d.why);
      if (opts->format == AUDIT_JSON)
        out_json_error (out, n_files, name, d.why);
      judging_free (&j, &h);
      read_debug_files_free (&table);
      free (dbgsym);
      read_deb_free (&c);
      read_deb_free (&d);
      return AUDIT_ERROR;
    }
  *n_files = 1;
  buf_add (err, j.err.s ? j.err.s : "", j.err.len);
  if (j.err.oom)
    err->oom = 1;
  if (j.status > status)
    status = j.status;
  if (j.n == 0)
    {
      /* A package without ELF files has no use for its -dbgsym.  */
      free (dbgsym);
      dbgsym = NULL;
    }
  if (opts->format == AUDIT_SARIF)
    /* The files' results, the package's name in their locations.  */
    buf_add (out, j.files.s ? j.files.s : "", j.files.len);
  else
    package_header (out, &c, name, opts);
  if (opts->format == AUDIT_SARIF)
    ;
  else if (opts->format == AUDIT_JSON)
    {
      buf_add (out, ", \"dbgsym\": ", 12);
      if (dbgsym)
        buf_json_string (out, dbgsym);
      else
        buf_add (out, "null", 4);
      buf_printf (out,
                  ", \"elf_files\": %zu, \"debug_files\": %zu, "
                  "\"dwz_files\": %zu, \"result\": \"%s\", \"lintian\": [",
                  j.n, table.n - table.n_dwz, table.n_dwz,
                  j.n ? results[status] : "n/a");
      buf_add (out, h.json.s ? h.json.s : "", h.json.len);
      buf_add (out, "], \"files\": [\n", 14);
      buf_add (out, j.files.s ? j.files.s : "", j.files.len);
      buf_add (out, "]}", 2);
    }
  else
    {
      if (j.n == 0)
        buf_printf (out, ": no ELF file\n");
      else
        buf_printf (out, ", %zu ELF file%s", j.n, j.n == 1 ? "" : "s");
      if (dbgsym)
        {
          buf_printf (out, ", %zu debug file%s", table.n - table.n_dwz,
                      table.n - table.n_dwz == 1 ? "" : "s");
          if (table.n_dwz)
            buf_printf (out, " and %zu dwz file%s", table.n_dwz,
                        table.n_dwz == 1 ? "" : "s");
          buf_printf (out, " from ");
          buf_text_name (out, dbgsym);
        }
      if (j.n)
        buf_add (out, "\n", 1);
      buf_add (out, h.text.s ? h.text.s : "", h.text.len);
      buf_add (out, "\n", 1);
      buf_add (out, j.files.s ? j.files.s : "", j.files.len);
    }
  if (j.files.oom || h.text.oom || h.json.oom)
    out->oom = 1;
  judging_free (&j, &h);
  read_debug_files_free (&table);
  free (dbgsym);
  read_deb_free (&c);
  read_deb_free (&d);
  if (out->oom || err->oom)
    {
      out->oom = err->oom = 0;
      out_error_line (err, name, "out of memory");
      status = AUDIT_ERROR;
    }
  return status;
}
