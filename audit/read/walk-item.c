/* hardening-audit: what one file and one directory cost, for the walk of
   read/walk.c.

   Most files of a system are not ELF (on Debian's /usr, 4,600 of
   146,000), so what such a file costs decides the time: the directory
   listing gives the type of an entry (d_type; fstatat only for
   DT_UNKNOWN), the file is opened relative to its directory's descriptor
   (each thread has descriptors of its own for the last few directories
   it read) and costs one read of its first bytes.  Only ELF files and ar
   archives are read further: a small one into a buffer of the thread, a
   large one mapped (libelf then touches only the pages it reads; one
   truncated meanwhile is an error, read/map.c).

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "read/walk.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

const char *read_walk_argv0 = "hardening-audit";
const struct audit_options *read_walk_options;
const struct read_walk_judges *read_walk_judges;
atomic_ulong read_walk_dir_ids;

void *
read_walk_xrealloc (void *p, size_t size)
{
  p = realloc (p, size ? size : 1);
  if (p == NULL)
    {
      fprintf (stderr, "%s: out of memory\n", read_walk_argv0);
      exit (2);
    }
  return p;
}

/* Files up to this size are read into a buffer; larger ones are mapped.
   Reading copies the whole file, mapping costs page faults, the unmapping
   and, with several threads, flushing the other cores' TLBs.  */
#define READ_MAX (256 * 1024)

/* The first bytes of a file found under a directory: enough for
   read_looks_elf.  */
#define HEAD_SIZE 128

/* The name of IT in the reports: its directory's, a slash unless that
   ends in one, and its own.  */
static const char *
item_path (struct item *it)
{
  if (it->path == NULL)
    {
      const char *dir = it->parent->path;
      size_t dir_len = strlen (dir), len = strlen (it->name);
      int slash = dir[dir_len - 1] != '/';

      it->path = read_walk_xrealloc (NULL, dir_len + (size_t)slash + len + 1);
      memcpy (it->path, dir, dir_len);
      it->path[dir_len] = '/';
      memcpy (it->path + dir_len + (size_t)slash, it->name, len + 1);
    }
  return it->path;
}

/* IT failed for MESSAGE; close FD if it is open.  */
static void
item_error (struct item *it, int fd, const char *message)
{
  char *m, *name = buf_text_name_dup (item_path (it));

  if (name && asprintf (&m, "%s: %s\n", name, message) >= 0)
    {
      it->err.s = m;
      it->err.len = strlen (m);
    }
  free (name);
  it->status = AUDIT_ERROR;
  if (fd >= 0)
    close (fd);
}

/* A descriptor of directory DIR in this thread: one it has open, else one
   opened relative to its parent if that is open, else by its whole name
   (the oldest of the thread's directories is then closed).  Returns -1
   with errno set if it cannot be opened.  */
static int
dir_fd (struct reader *r, struct item *dir)
{
  int pfd = -1, fd;
  unsigned i;

  for (i = 0; i < DIR_CACHE; i++)
    if (r->dirs[i].id == dir->id)
      return r->dirs[i].fd;
  if (dir->parent)
    for (i = 0; i < DIR_CACHE; i++)
      if (r->dirs[i].id == dir->parent->id)
        pfd = r->dirs[i].fd;
  if (pfd >= 0)
    fd = openat (pfd, dir->name,
                 O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  else
    fd = open (dir->path, O_RDONLY | O_DIRECTORY | O_CLOEXEC
                              | (dir->parent ? O_NOFOLLOW : 0));
  if (fd < 0)
    return -1;
  i = r->next_dir++ % DIR_CACHE;
  if (r->dirs[i].id)
    close (r->dirs[i].fd);
  r->dirs[i].id = dir->id;
  r->dirs[i].fd = fd;
  return fd;
}

/* Open IT: relative to its directory, or the argument as it is.  Returns
   the descriptor, or -1 with errno set.  An entry that cannot even be
   stat'ed (in a directory without search permission) is an error of the
   walk, as when the walk stat'ed every entry, not of an input.  */
static int
item_open (struct item *it, struct reader *r, int flags)
{
  struct stat st;
  int fd, dfd, e;

  if (it->parent == NULL)
    return it->kind == ITEM_DIR ? dir_fd (r, it)
                                : open (it->name, flags | O_CLOEXEC);
  dfd = dir_fd (r, it->parent);
  if (dfd < 0)
    {
      /* Its directory was listed, and has gone.  */
      it->kind = ITEM_ERROR;
      return -1;
    }
  if (it->kind == ITEM_DIR)
    return dir_fd (r, it);
  fd = openat (dfd, it->name, flags | O_NOFOLLOW | O_CLOEXEC);
  e = errno;
  if (fd < 0 && fstatat (dfd, it->name, &st, AT_SYMLINK_NOFOLLOW) != 0)
    {
      e = errno;
      it->kind = ITEM_ERROR;
    }
  errno = e;
  return fd;
}

/* Read SIZE bytes of FD from the start into R's buffer; returns how many
   were read (fewer if the file shrank), or -1.  */
static ssize_t
read_whole (struct reader *r, int fd, size_t size)
{
  size_t got = 0;

  if (size > r->size)
    {
      free (r->buf);
      r->size = size < 65536 ? 65536 : size;
      r->buf = read_walk_xrealloc (NULL, r->size);
    }
  while (got < size)
    {
      ssize_t n = pread (fd, r->buf + got, size - got, (off_t)got);
      if (n < 0)
        return -1;
      if (n == 0)
        break;
      got += (size_t)n;
    }
  return (ssize_t)got;
}

/* Is FD, opened for IT, a regular file (its status in *ST)?  If not, or
   if fstat fails, IT gets the error and FD is closed.  */
static int
check_regular (struct item *it, int fd, struct stat *st)
{
  if (fstat (fd, st) != 0)
    item_error (it, fd, strerror (errno));
  else if (S_ISDIR (st->st_mode))
    item_error (it, fd, strerror (EISDIR));
  else if (!S_ISREG (st->st_mode))
    item_error (it, fd, "not a regular file");
  else
    return 0;
  return -1;
}

/* The file IT's SIZE bytes at DATA: a Debian package (DEB), or what
   the core judges (WALK_JUDGES).  If a file that the judging read in place
   (IT, the -dbgsym package, a debug file, a library of --deps) was truncated
   meanwhile, the report is not of what the file is: IT is an error.  */
static void
judge_bytes (struct item *it, char *data, size_t size, int deb)
{
  const char *changed;

  read_changed ();
  if (deb)
    it->status
        = read_walk_judges->deb (item_path (it), data, size, read_walk_options,
                                 &it->out, &it->err, &it->n_files);
  else
    it->status = read_walk_judges->file (item_path (it), data, size,
                                         read_walk_options, &it->out, &it->err,
                                         &it->n_files);
  if ((changed = read_changed ()) != NULL)
    {
      char *other = NULL, *name = NULL;

      buf_free (&it->out);
      buf_free (&it->err);
      it->n_files = 0;
      if (strcmp (changed, item_path (it)) != 0
          && ((name = buf_text_name_dup (changed)) == NULL
              || asprintf (&other, "%s: the file changed while it was read",
                           name)
                     < 0))
        other = NULL;
      it->status = read_walk_judges->fail (
          item_path (it), other ? other : "the file changed while it was read",
          read_walk_options, &it->out, &it->err, &it->n_files);
      free (other);
      free (name);
    }
}

void
read_walk_file (struct item *it, struct reader *r)
{
  /* Without blocking, and refused unless a regular file: a FIFO or a
     device would wait forever.  */
  int fd = item_open (it, r, O_RDONLY | O_NONBLOCK);
  int from_dir = it->parent != NULL;
  char head[HEAD_SIZE];
  struct stat st;
  ssize_t n;
  size_t size;
  char *data;
  int deb;

  if (fd < 0)
    {
      item_error (it, -1, strerror (errno));
      return;
    }
  /* An argument is checked before it is read; an entry of a directory,
     which said it was a regular file, only if it looks like ELF.  */
  if (!from_dir && check_regular (it, fd, &st) != 0)
    return;
  n = !from_dir && st.st_size < 4 ? 0 : pread (fd, head, sizeof head, 0);
  if (n < 0)
    {
      item_error (it, fd, strerror (errno));
      return;
    }
  /* A Debian package is an ar archive too: it is judged as one.  */
  deb = read_is_deb (head, (size_t)n);
  if (!deb && !read_looks_elf (head, (size_t)n))
    {
      close (fd);
      if (!from_dir)
        it->status = read_walk_judges->file (item_path (it), head, (size_t)n,
                                             read_walk_options, &it->out,
                                             &it->err, &it->n_files);
      return;
    }
  if (from_dir && check_regular (it, fd, &st) != 0)
    return;
  size = (size_t)st.st_size;
  if (size < 4)
    {
      /* Under 4 bytes by its size: skipped, whatever the read gave.  */
      close (fd);
      return;
    }
  if (size <= READ_MAX)
    {
      n = read_whole (r, fd, size);
      if (n < 0)
        {
          item_error (it, fd, strerror (errno));
          return;
        }
      close (fd);
      judge_bytes (it, r->buf, (size_t)n, deb);
      return;
    }
  data = read_map (fd, size, item_path (it));
  close (fd);
  if (data == NULL)
    {
      item_error (it, -1, strerror (errno));
      return;
    }
  judge_bytes (it, data, size, deb);
  read_unmap (data, size);
}

struct entry
{
  const char *name;
  unsigned char type;
};

static int
compare_entries (const void *a, const void *b)
{
  return strcmp (((const struct entry *)a)->name,
                 ((const struct entry *)b)->name);
}

/* Sorted by name as scandir with strcmp would.  */
int
read_walk_dir (struct item *d, struct reader *r)
{
  int fd;
  struct entry *entries = NULL;
  size_t n_entries = 0, entries_size = 0, names_len = 0, names_size = 0;
  size_t i, n;
  char *names = NULL;

  if (d->parent)
    item_path (d);
  fd = item_open (d, r, O_RDONLY | O_DIRECTORY);
  if (fd < 0)
    {
      item_error (d, -1, strerror (errno));
      return 0;
    }
  for (;;)
    {
      ssize_t got = getdents64 (fd, r->dents, sizeof r->dents);
      ssize_t off;

      if (got < 0)
        {
          item_error (d, -1, strerror (errno));
          free (entries);
          free (names);
          return 0;
        }
      if (got == 0)
        break;
      for (off = 0; off < got;)
        {
          struct dirent64 *de = (struct dirent64 *)(r->dents + off);
          size_t len = strlen (de->d_name);

          off += de->d_reclen;
          if (strcmp (de->d_name, ".") == 0 || strcmp (de->d_name, "..") == 0
              || (de->d_type != DT_REG && de->d_type != DT_DIR
                  && de->d_type != DT_UNKNOWN))
            continue;
          if (n_entries == entries_size)
            {
              entries_size = entries_size ? 2 * entries_size : 64;
              entries = read_walk_xrealloc (entries,
                                            entries_size * sizeof *entries);
            }
          if (names_len + len + 1 > names_size)
            {
              while (names_len + len + 1 > names_size)
                names_size = names_size ? 2 * names_size : 1024;
              names = read_walk_xrealloc (names, names_size);
            }
          memcpy (names + names_len, de->d_name, len + 1);
          /* An offset until the names stop moving.  */
          entries[n_entries].name = (const char *)(uintptr_t)names_len;
          entries[n_entries].type = de->d_type;
          n_entries++;
          names_len += len + 1;
        }
    }
  for (i = 0; i < n_entries; i++)
    entries[i].name = names + (uintptr_t)entries[i].name;
  qsort (entries, n_entries, sizeof *entries, compare_entries);
  d->children = read_walk_xrealloc (NULL, n_entries * sizeof *d->children);
  memset (d->children, 0, n_entries * sizeof *d->children);
  d->names = names;
  for (i = n = 0; i < n_entries; i++)
    {
      struct item *c = &d->children[n];
      struct stat st;

      c->parent = d;
      c->name = entries[i].name;
      if (entries[i].type == DT_DIR)
        c->kind = ITEM_DIR;
      else if (entries[i].type == DT_REG)
        c->kind = ITEM_FILE;
      else if (fstatat (fd, c->name, &st, AT_SYMLINK_NOFOLLOW) != 0)
        {
          c->kind = ITEM_ERROR;
          item_error (c, -1, strerror (errno));
          c->done = 1;
        }
      else if (S_ISDIR (st.st_mode))
        c->kind = ITEM_DIR;
      else if (S_ISREG (st.st_mode))
        c->kind = ITEM_FILE;
      else
        continue;
      if (c->kind == ITEM_DIR)
        c->id = atomic_fetch_add (&read_walk_dir_ids, 1) + 1;
      n++;
    }
  free (entries);
  d->n_children = n;
  return 1;
}
