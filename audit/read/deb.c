/* hardening-audit: reading Debian packages.  read_deb () reads a .deb in
   memory with libarchive (the ar archive, then control.tar.* and
   data.tar.*, compressed with xz, zstd, gzip, bzip2 or not at all): the
   control file's fields, and every ELF file and ar archive of data.tar.*,
   each handed to a callback (core/package.c judges it) and freed before the
   next is read, none larger than a limit; or, for a -dbgsym package, the
   separate debug files /usr/lib/debug/.build-id/xx/yyyy.debug whose
   build-ids are wanted, and the dwz files under /usr/lib/debug/.dwz/ that
   hold the strings and units they share (dh_dwz's -M: .gnu_debugaltlink
   names them by path and build-id).  A corrupt archive, tar or compressed
   stream is an error naming the member; nothing trusts a header's size.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "read/read.h"

#include <archive.h>
#include <archive_entry.h>
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* ------------------------------------------------------------------------
   Build-ids and the table of debug files.  */

size_t
read_build_id (Elf *elf, unsigned char *id, size_t size)
{
  Elf_Scn *scn = NULL;

  while ((scn = elf_nextscn (elf, scn)) != NULL)
    {
      GElf_Shdr shdr;
      Elf_Data *data;
      GElf_Nhdr nhdr;
      size_t off = 0, next, name_off, desc_off;

      if (gelf_getshdr (scn, &shdr) == NULL || shdr.sh_type != SHT_NOTE
          || (data = elf_getdata (scn, NULL)) == NULL)
        continue;
      while (off < data->d_size
             && (next = gelf_getnote (data, off, &nhdr, &name_off, &desc_off))
                    > 0)
        {
          if (nhdr.n_type == NT_GNU_BUILD_ID && nhdr.n_namesz == 4
              && memcmp ((char *)data->d_buf + name_off, "GNU", 4) == 0
              && nhdr.n_descsz > 0 && nhdr.n_descsz <= size)
            {
              memcpy (id, (char *)data->d_buf + desc_off, nhdr.n_descsz);
              return nhdr.n_descsz;
            }
          off = next;
        }
    }
  return 0;
}

int
read_compare_debug (const void *a, const void *b)
{
  const struct audit_debug_file *x = a, *y = b;
  if (x->build_id_len != y->build_id_len)
    return x->build_id_len < y->build_id_len ? -1 : 1;
  return memcmp (x->build_id, y->build_id, x->build_id_len);
}

const struct audit_debug_file *
read_debug_find (const struct audit_debug_files *table,
                 const unsigned char *id, size_t len)
{
  struct audit_debug_file key;

  if (table == NULL || len == 0 || len > sizeof key.build_id)
    return NULL;
  memcpy (key.build_id, id, len);
  key.build_id_len = len;
  return bsearch (&key, table->file, table->n, sizeof *table->file,
                  read_compare_debug);
}

/* ------------------------------------------------------------------------
   Reading.  */

static void
control_free (struct control *c)
{
  free (c->package);
  free (c->version);
  free (c->architecture);
  free (c->source);
  free (c->section);
  free (c->built_using);
  free (c->static_built_using);
  free (c->package_type);
  free (c->auto_built);
  memset (c, 0, sizeof *c);
}

/* The fields of the control file TEXT we use; continuation lines are
   joined with spaces.  */
static void
parse_control (struct control *c, const char *text, size_t len)
{
  static const struct
  {
    const char *field;
    size_t offset;
  } fields[] = {
    { "Package", offsetof (struct control, package) },
    { "Version", offsetof (struct control, version) },
    { "Architecture", offsetof (struct control, architecture) },
    { "Source", offsetof (struct control, source) },
    { "Section", offsetof (struct control, section) },
    { "Built-Using", offsetof (struct control, built_using) },
    { "Static-Built-Using", offsetof (struct control, static_built_using) },
    { "Package-Type", offsetof (struct control, package_type) },
    { "Auto-Built-Package", offsetof (struct control, auto_built) },
  };
  const char *p = text, *end = text + len;
  char **current = NULL;

  while (p < end)
    {
      const char *eol = memchr (p, '\n', (size_t)(end - p));
      size_t n;
      if (eol == NULL)
        eol = end;
      n = (size_t)(eol - p);
      if (n && (p[0] == ' ' || p[0] == '\t') && current && *current)
        {
          char *joined;
          if (asprintf (&joined, "%s %.*s", *current, (int)(n - 1), p + 1)
              >= 0)
            {
              free (*current);
              *current = joined;
            }
        }
      else
        {
          const char *colon = memchr (p, ':', n);
          size_t i;
          current = NULL;
          for (i = 0; colon && i < sizeof fields / sizeof *fields; i++)
            if (strlen (fields[i].field) == (size_t)(colon - p)
                && strncasecmp (p, fields[i].field, (size_t)(colon - p)) == 0)
              {
                const char *v = colon + 1;
                size_t vlen;
                current = (char **)((char *)c + fields[i].offset);
                while (v < eol && (*v == ' ' || *v == '\t'))
                  v++;
                vlen = (size_t)(eol - v);
                while (vlen && isspace ((unsigned char)v[vlen - 1]))
                  vlen--;
                free (*current);
                *current = strndup (v, vlen);
              }
        }
      p = eol + 1;
    }
}

/* A member larger than D's limit.  */
static size_t
max_size (const struct deb *d)
{
  return d->max_size ? d->max_size : AUDIT_MEMBER_MAX;
}

/* Reads the rest of the current entry of A, after the LEN bytes at HEAD,
   into a malloc'd buffer (*DATA, *SIZE).  The buffer grows with what
   arrives: a header's size is not trusted.  Returns 0; 1 if the entry has
   more than D's limit of bytes (*DATA NULL, *SIZE that limit plus one), the
   rest unread; or -1 with D->why set.  */
static int
read_entry (struct deb *d, struct archive *a, const char *where,
            const char *head, size_t len, la_int64_t hint, char **data,
            size_t *size)
{
  size_t max = max_size (d);
  size_t cap = hint > 0 && hint < (1 << 26) ? (size_t)hint + 1 : 1 << 16;
  char *buf;
  size_t n = len;

  if (cap < len + 1)
    cap = len + 1;
  buf = malloc (cap);

  if (buf == NULL)
    goto oom;
  memcpy (buf, head, len);
  for (;;)
    {
      la_ssize_t r;
      if (n > max)
        {
          free (buf);
          *data = NULL;
          *size = max + 1;
          return 1;
        }
      if (n == cap)
        {
          /* Up to one byte more than the limit, to see it passed.  */
          size_t grow = cap <= max / 2 ? 2 * cap : max + 1;
          char *bigger = realloc (buf, grow);
          if (bigger == NULL)
            goto oom;
          buf = bigger;
          cap = grow;
        }
      r = archive_read_data (a, buf + n, cap - n);
      if (r < 0)
        {
          snprintf (d->why, sizeof d->why, "%s: %s", where,
                    archive_error_string (a) ? archive_error_string (a)
                                             : "read error");
          free (buf);
          return -1;
        }
      if (r == 0)
        break;
      n += (size_t)r;
    }
  *data = buf;
  *size = n;
  return 0;
oom:
  free (buf);
  snprintf (d->why, sizeof d->why, "%s: out of memory", where);
  return -1;
}

/* Does the header of E say it has more than D's limit of bytes (*SIZE)?  */
static int
entry_too_big (const struct deb *d, struct archive_entry *e, size_t *size)
{
  la_int64_t n = archive_entry_size_is_set (e) ? archive_entry_size (e) : 0;

  if (n <= 0 || (uint64_t)n <= max_size (d))
    return 0;
  *size = (uint64_t)n > SIZE_MAX ? SIZE_MAX : (size_t)n;
  return 1;
}

/* PATH is usr/lib/debug/.build-id/xx/yyyy.debug: its build-id into ID
   (SIZE bytes at most).  Returns the length, 0 if PATH is not one.  */
static size_t
debug_path_build_id (const char *path, unsigned char *id, size_t size)
{
  static const char prefix[] = "usr/lib/debug/.build-id/";
  const char *p = path + sizeof prefix - 1;
  size_t len = 0;

  if (strncmp (path, prefix, sizeof prefix - 1) != 0)
    return 0;
  while (*p && strcmp (p, ".debug") != 0)
    {
      unsigned hi, lo;
      if (*p == '/' && len == 1)
        p++;
      if (!isxdigit ((unsigned char)p[0]) || !isxdigit ((unsigned char)p[1])
          || len == size)
        return 0;
      hi = (unsigned)(isdigit ((unsigned char)p[0]) ? p[0] - '0'
                                                    : (p[0] | 32) - 'a' + 10);
      lo = (unsigned)(isdigit ((unsigned char)p[1]) ? p[1] - '0'
                                                    : (p[1] | 32) - 'a' + 10);
      id[len++] = (unsigned char)(hi << 4 | lo);
      p += 2;
    }
  return *p && len > 1 ? len : 0;
}

/* One regular file of data.tar.*, whose first LEN bytes are at HEAD.  */
static int
data_file (struct deb *d, struct archive *a, struct archive_entry *e,
           const char *where, const char *path, const char *head, size_t len)
{
  char *data;
  size_t size;
  unsigned char id[64];
  size_t id_len = 0;
  const struct audit_debug_file *want = NULL;
  int dwz = 0, r;

  if (d->wanted)
    {
      id_len = debug_path_build_id (path, id, sizeof id);
      dwz = id_len == 0 && strncmp (path, "usr/lib/debug/.dwz/", 19) == 0
            && read_looks_elf (head, len);
      if (!dwz
          && (id_len == 0
              || (want = read_debug_find (d->wanted, id, id_len)) == NULL))
        return 0;
    }
  else if (d->member_fn == NULL || !read_looks_elf (head, len)
           || strncmp (path, "usr/lib/debug/", 14) == 0)
    /* Separate debug files are not code to judge.  */
    return 0;
  if (entry_too_big (d, e, &size))
    r = 1;
  else
    r = read_entry (d, a, where, head, len, archive_entry_size (e), &data,
                    &size);
  if (r < 0)
    return -1;
  if (r == 1 && d->wanted)
    {
      char *name = buf_text_name_dup (path);
      if (d->err)
        {
          buf_text_name (d->err, d->name);
          buf_printf (d->err,
                      ": %s: member of %zu bytes is larger than %zu bytes "
                      "(--max-member-size): not read\n",
                      name ? name : "?", size, max_size (d));
        }
      free (name);
      return 0;
    }
  if (r == 1)
    {
      d->member_fn (d, path, NULL, size);
      return 0;
    }
  if (d->wanted)
    {
      struct audit_debug_file *f, *grown;
      size_t i;
      if (dwz)
        {
          /* Found by its own build-id, which the debug files name.  */
          Elf *elf = elf_memory (data, size);
          id_len = elf && elf_kind (elf) == ELF_K_ELF
                       ? read_build_id (elf, id, sizeof id)
                       : 0;
          if (elf)
            elf_end (elf);
          for (i = 0; id_len && i < d->debug->n; i++)
            if (d->debug->file[i].build_id_len == id_len
                && memcmp (d->debug->file[i].build_id, id, id_len) == 0)
              id_len = 0;
          if (id_len == 0)
            {
              free (data); /* no build-id, or twice in the tar */
              return 0;
            }
        }
      else if (want->data != NULL)
        {
          free (data); /* twice in the tar */
          return 0;
        }
      grown = realloc (d->debug->file, (d->debug->n + 1) * sizeof *grown);
      if (grown == NULL)
        {
          free (data);
          snprintf (d->why, sizeof d->why, "%s: out of memory", where);
          return -1;
        }
      d->debug->file = grown;
      f = &grown[d->debug->n];
      memset (f, 0, sizeof *f);
      if (asprintf (&f->name, "%s(/%s)", d->name, path) < 0)
        {
          free (data);
          snprintf (d->why, sizeof d->why, "%s: out of memory", where);
          return -1;
        }
      memcpy (f->build_id, id, id_len);
      f->build_id_len = id_len;
      f->data = data;
      f->size = size;
      if (dwz)
        d->debug->n_dwz++;
      else
        /* Marks the wanted entry as found.  */
        ((struct audit_debug_file *)want)->data = data;
      d->debug->n++;
      return 0;
    }
  d->member_fn (d, path, data, size);
  free (data);
  return 0;
}

/* The current member of the .deb's ar archive OUTER, a tar archive,
   compressed or not.  */
struct nested
{
  struct archive *outer;
};

static la_ssize_t
nested_read (struct archive *inner, void *arg, const void **buf)
{
  struct nested *n = arg;
  size_t size;
  la_int64_t offset;
  int r = archive_read_data_block (n->outer, buf, &size, &offset);

  if (r == ARCHIVE_EOF)
    return 0;
  if (r != ARCHIVE_OK)
    {
      archive_set_error (inner, EIO, "%s",
                         archive_error_string (n->outer)
                             ? archive_error_string (n->outer)
                             : "read error");
      return -1;
    }
  return (la_ssize_t)size;
}

/* Reads the tar member MEMBER (control.tar.* or data.tar.*) of OUTER.  */
static int
read_tar (struct deb *d, struct archive *outer, const char *member,
          int is_data)
{
  struct archive *a = archive_read_new ();
  struct archive_entry *e;
  struct nested n = { outer };
  int r, status = 0;
  char where[300];

  snprintf (d->why, sizeof d->why, "%s: out of memory", member);
  if (a == NULL)
    return -1;
  /* Only the compressions dpkg writes, read by the libraries themselves
     (never an external program).  */
  archive_read_support_filter_gzip (a);
  archive_read_support_filter_xz (a);
  archive_read_support_filter_zstd (a);
  archive_read_support_filter_bzip2 (a);
  archive_read_support_filter_lzma (a);
  archive_read_support_format_tar (a);
  if (archive_read_open (a, &n, NULL, nested_read, NULL) != ARCHIVE_OK)
    {
      snprintf (d->why, sizeof d->why, "%s: %s", member,
                archive_error_string (a) ? archive_error_string (a)
                                         : "not a tar archive");
      archive_read_free (a);
      return -1;
    }
  while ((r = archive_read_next_header (a, &e)) == ARCHIVE_OK
         || r == ARCHIVE_WARN)
    {
      const char *path = archive_entry_pathname (e);
      char head[8];
      la_ssize_t len;

      if (path == NULL || archive_entry_filetype (e) != AE_IFREG
          || archive_entry_hardlink (e) != NULL)
        continue;
      while (path[0] == '.' && path[1] == '/')
        path += 2;
      while (path[0] == '/')
        path++;
      snprintf (where, sizeof where, "%s: %s", member, path);
      if (!is_data)
        {
          char *text;
          size_t size;
          int got;
          if (strcmp (path, "control") != 0)
            continue;
          got = entry_too_big (d, e, &size)
                    ? 1
                    : read_entry (d, a, where, "", 0, archive_entry_size (e),
                                  &text, &size);
          if (got == 1)
            snprintf (d->why, sizeof d->why,
                      "%s: of %zu bytes, larger than %zu bytes "
                      "(--max-member-size)",
                      where, size, max_size (d));
          if (got != 0)
            {
              status = -1;
              break;
            }
          parse_control (&d->control, text, size);
          free (text);
          continue;
        }
      len = archive_read_data (a, head, sizeof head);
      if (len < 0)
        {
          snprintf (d->why, sizeof d->why, "%s: %s", where,
                    archive_error_string (a) ? archive_error_string (a)
                                             : "read error");
          status = -1;
          break;
        }
      if (data_file (d, a, e, where, path, head, (size_t)len) != 0)
        {
          status = -1;
          break;
        }
    }
  if (status == 0 && r != ARCHIVE_EOF)
    {
      snprintf (d->why, sizeof d->why, "%s: %s", member,
                archive_error_string (a) ? archive_error_string (a)
                                         : "malformed tar archive");
      status = -1;
    }
  archive_read_free (a);
  return status;
}

int
read_is_dbgsym (const struct control *c)
{
  size_t len = c->package ? strlen (c->package) : 0;
  return (c->auto_built && strcmp (c->auto_built, "debug-symbols") == 0)
         || (len > 7 && strcmp (c->package + len - 7, "-dbgsym") == 0);
}

int
read_deb (struct deb *d, const char *data, size_t size)
{
  struct archive *a = archive_read_new ();
  struct archive_entry *e;
  int r, status = 0, n = 0, have_control = 0, have_data = 0, stopped = 0;

  snprintf (d->why, sizeof d->why, "out of memory");
  if (a == NULL)
    return -1;
  archive_read_support_format_ar (a);
  if (archive_read_open_memory (a, data, size) != ARCHIVE_OK)
    {
      snprintf (d->why, sizeof d->why, "malformed archive: %s",
                archive_error_string (a));
      archive_read_free (a);
      return -1;
    }
  while (status == 0 && (r = archive_read_next_header (a, &e)) == ARCHIVE_OK)
    {
      const char *member = archive_entry_pathname (e);
      char version[8];
      la_ssize_t len;

      if (member == NULL)
        member = "?";
      if (n++ == 0)
        {
          len = strcmp (member, "debian-binary") == 0
                    ? archive_read_data (a, version, sizeof version)
                    : -1;
          if (len < 2 || memcmp (version, "2.", 2) != 0)
            {
              snprintf (d->why, sizeof d->why,
                        "not a Debian binary package of format 2.x");
              status = -1;
            }
        }
      else if (strncmp (member, "control.tar", 11) == 0 && !have_control)
        {
          have_control = 1;
          status = read_tar (d, a, member, 0);
          stopped = !d->read_data
                    || (read_is_dbgsym (&d->control) && d->wanted == NULL);
          if (status == 0 && stopped)
            break;
        }
      else if (strncmp (member, "data.tar", 8) == 0 && !have_data)
        {
          have_data = 1;
          status = read_tar (d, a, member, 1);
        }
    }
  if (status == 0 && !stopped && r != ARCHIVE_EOF)
    {
      snprintf (d->why, sizeof d->why, "malformed archive: %s",
                archive_error_string (a) ? archive_error_string (a)
                                         : "read error");
      status = -1;
    }
  else if (status == 0 && !have_control)
    {
      snprintf (d->why, sizeof d->why, "malformed package: no control.tar");
      status = -1;
    }
  else if (status == 0 && !stopped && !have_data)
    {
      snprintf (d->why, sizeof d->why, "malformed package: no data.tar");
      status = -1;
    }
  else if (status == 0
           && (!d->control.package || !d->control.version
               || !d->control.architecture))
    {
      snprintf (d->why, sizeof d->why,
                "malformed package: the control file lacks Package, Version "
                "or Architecture");
      status = -1;
    }
  archive_read_free (a);
  return status;
}

void
read_deb_free (struct deb *d)
{
  control_free (&d->control);
}

void
read_debug_files_free (struct audit_debug_files *t)
{
  size_t i;

  for (i = 0; t && i < t->n; i++)
    {
      free (t->file[i].data);
      free (t->file[i].name);
    }
  if (t)
    free (t->file);
}
