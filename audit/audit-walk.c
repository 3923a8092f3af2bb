/* hardening-audit: the files of the command line and of its directories,
   read on a pool of threads, the reports handed back in order.

   Every input is an item: a file, or a directory whose listing gives
   items of its own.  Items wait on one stack shared by the threads, a
   directory's entries pushed in reverse so that the work goes depth first
   in the order of the report; the calling thread hands the results back
   in that order and, while the next one is not ready, takes work from the
   stack like the others.  So both cores walk the tree and read its files,
   and what is read ahead stays near what is reported.

   Most files of a system are not ELF (on Debian's /usr, 4,600 of
   146,000), so what such a file costs decides the time: the directory
   listing gives the type of an entry (d_type; fstatat only for
   DT_UNKNOWN), the file is opened relative to its directory's descriptor
   and costs one read of its first bytes.  Only ELF files and ar archives
   are read further: a small one into a buffer of the thread, a large one
   mapped (libelf then touches only the pages it reads).

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "audit-walk.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* Files up to this size are read into a buffer; larger ones are mapped.
   Reading copies the whole file, mapping costs page faults, the unmapping
   and, with several threads, flushing the other cores' TLBs.  */
#define READ_MAX (256 * 1024)

/* The first bytes of a file found under a directory: enough for
   audit_looks_elf.  */
#define HEAD_SIZE 64

enum item_kind
{
  ITEM_FILE,
  ITEM_DIR,
  ITEM_ERROR /* an entry whose type could not be had: ERR says why */
};

struct item
{
  struct item *parent; /* the directory it is in; NULL for an argument */
  const char *name;    /* in PARENT's names, or the argument */
  char *path;          /* the name in reports; built when needed */
  enum item_kind kind;
  int done; /* under LOCK */
  enum audit_status status;
  unsigned n_files;
  struct audit_buf out, err;

  /* A directory, once listed.  */
  int fd;             /* open while an entry has still to be opened */
  atomic_size_t refs; /* the entries still to open it, and the listing */
  struct item *children;
  size_t n_children;
  char *names;
};

/* What a thread keeps from one item to the next.  */
struct reader
{
  char *buf; /* a small ELF file */
  size_t size;
  char dents[32768]; /* a directory's entries */
};

static const char *walk_argv0 = "hardening-audit";
static const struct audit_options *options;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t work_cond = PTHREAD_COND_INITIALIZER;
static pthread_cond_t done_cond = PTHREAD_COND_INITIALIZER;
/* Under LOCK.  */
static struct item **stack;
static size_t n_stack, stack_size;
static unsigned idle;              /* threads waiting for work */
static const struct item *awaited; /* what the caller waits for */
static int finished;

static void *
xrealloc (void *p, size_t size)
{
  p = realloc (p, size ? size : 1);
  if (p == NULL)
    {
      fprintf (stderr, "%s: out of memory\n", walk_argv0);
      exit (2);
    }
  return p;
}

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

      it->path = xrealloc (NULL, dir_len + (size_t)slash + len + 1);
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
  char *m, *name = audit_text_name (item_path (it));

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

/* One entry of directory DIR opened what it needed: close the directory
   when nothing needs it any more.  */
static void
dir_release (struct item *dir)
{
  if (atomic_fetch_sub (&dir->refs, 1) == 1)
    {
      close (dir->fd);
      dir->fd = -1;
    }
}

/* Open IT: relative to its directory, or the argument as it is.  Returns
   the descriptor, or -1 with errno set.  */
static int
item_open (struct item *it, int flags)
{
  int fd, e;

  if (it->parent == NULL)
    return open (it->name, flags | O_CLOEXEC);
  fd = openat (it->parent->fd, it->name, flags | O_NOFOLLOW | O_CLOEXEC);
  e = errno;
  dir_release (it->parent);
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
      r->buf = xrealloc (NULL, r->size);
    }
  while (got < size)
    {
      ssize_t n = pread (fd, r->buf + got, size - got, (off_t)got);
      if (n < 0 && errno == EINTR)
        continue;
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

static void
run_file (struct item *it, struct reader *r)
{
  /* Without blocking, and refused unless a regular file: a FIFO or a
     device would wait forever.  */
  int fd = item_open (it, O_RDONLY | O_NONBLOCK);
  int from_dir = it->parent != NULL;
  char head[HEAD_SIZE];
  struct stat st;
  ssize_t n;
  size_t size;
  char *data;

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
  if (!audit_looks_elf (head, (size_t)n))
    {
      close (fd);
      if (!from_dir)
        it->status = audit_buffer (item_path (it), head, (size_t)n, options,
                                   &it->out, &it->err, &it->n_files);
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
      it->status = audit_buffer (item_path (it), r->buf, (size_t)n, options,
                                 &it->out, &it->err, &it->n_files);
      return;
    }
  /* A private writable mapping: libelf only reads it, and no page is
     copied unless written.  */
  data = mmap (NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
  close (fd);
  if (data == MAP_FAILED)
    {
      item_error (it, -1, strerror (errno));
      return;
    }
  it->status = audit_buffer (item_path (it), data, size, options, &it->out,
                             &it->err, &it->n_files);
  munmap (data, size);
}

/* Push the N items at ITEMS on the stack, the first on top, and wake whom
   they concern.  Errors of the walk are done already: not pushed.  */
static void
push (struct item *items, size_t n)
{
  size_t i;

  pthread_mutex_lock (&lock);
  if (n_stack + n > stack_size)
    {
      while (n_stack + n > stack_size)
        stack_size = stack_size ? 2 * stack_size : 1024;
      stack = xrealloc (stack, stack_size * sizeof *stack);
    }
  for (i = n; i-- > 0;)
    if (items[i].kind != ITEM_ERROR)
      stack[n_stack++] = &items[i];
  if (idle == 1 || (idle && n == 1))
    pthread_cond_signal (&work_cond);
  else if (idle)
    pthread_cond_broadcast (&work_cond);
  if (awaited)
    pthread_cond_signal (&done_cond);
  pthread_mutex_unlock (&lock);
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

/* List directory D into its children, sorted by name as scandir with
   strcmp would, and push them.  */
static void
run_dir (struct item *d, struct reader *r)
{
  int fd = item_open (d, O_RDONLY | O_DIRECTORY);
  struct entry *entries = NULL;
  size_t n_entries = 0, entries_size = 0, names_len = 0, names_size = 0;
  size_t i, n, to_open = 0;
  char *names = NULL;

  if (fd < 0)
    {
      item_error (d, -1, strerror (errno));
      return;
    }
  for (;;)
    {
      ssize_t got = getdents64 (fd, r->dents, sizeof r->dents);
      ssize_t off;

      if (got < 0)
        {
          item_error (d, fd, strerror (errno));
          free (entries);
          free (names);
          return;
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
              entries = xrealloc (entries, entries_size * sizeof *entries);
            }
          if (names_len + len + 1 > names_size)
            {
              while (names_len + len + 1 > names_size)
                names_size = names_size ? 2 * names_size : 1024;
              names = xrealloc (names, names_size);
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
  d->children = xrealloc (NULL, n_entries * sizeof *d->children);
  memset (d->children, 0, n_entries * sizeof *d->children);
  d->names = names;
  for (i = n = 0; i < n_entries; i++)
    {
      struct item *c = &d->children[n];
      struct stat st;

      c->parent = d;
      c->name = entries[i].name;
      c->fd = -1;
      if (entries[i].type == DT_DIR)
        c->kind = ITEM_DIR;
      else if (entries[i].type == DT_REG)
        c->kind = ITEM_FILE;
      else if (fstatat (fd, c->name, &st, AT_SYMLINK_NOFOLLOW) != 0)
        {
          c->kind = ITEM_ERROR;
          item_error (c, -1, strerror (errno));
          c->done = 1;
          to_open--;
        }
      else if (S_ISDIR (st.st_mode))
        c->kind = ITEM_DIR;
      else if (S_ISREG (st.st_mode))
        c->kind = ITEM_FILE;
      else
        continue;
      n++;
      to_open++;
    }
  free (entries);
  d->n_children = n;
  d->fd = fd;
  /* One reference for each entry to open, and one for this listing.  */
  atomic_store (&d->refs, to_open + 1);
  push (d->children, n);
  dir_release (d);
}

static void
run_item (struct item *it, struct reader *r)
{
  if (it->kind == ITEM_DIR)
    {
      if (it->parent)
        item_path (it);
      run_dir (it, r);
    }
  else
    run_file (it, r);
}

#define BATCH 8

static void *
worker (void *arg)
{
  struct reader *r = xrealloc (NULL, sizeof *r);
  struct item *batch[BATCH];
  size_t i, n = 0;

  (void)arg;
  r->buf = NULL;
  r->size = 0;
  pthread_mutex_lock (&lock);
  for (;;)
    {
      for (i = 0; i < n; i++)
        {
          batch[i]->done = 1;
          if (awaited == batch[i])
            pthread_cond_signal (&done_cond);
        }
      while (n_stack == 0 && !finished)
        {
          idle++;
          pthread_cond_wait (&work_cond, &lock);
          idle--;
        }
      if (finished)
        break;
      /* A few files at a time, fewer trips through the lock; a
         directory alone, so that its entries are soon shared.  */
      n = 0;
      do
        batch[n++] = stack[--n_stack];
      while (n < BATCH && n_stack > 0 && batch[n - 1]->kind == ITEM_FILE
             && stack[n_stack - 1]->kind == ITEM_FILE);
      pthread_mutex_unlock (&lock);
      for (i = 0; i < n; i++)
        run_item (batch[i], r);
      pthread_mutex_lock (&lock);
    }
  pthread_mutex_unlock (&lock);
  free (r->buf);
  free (r);
  return NULL;
}

/* Wait until IT is done, doing the work on the stack meanwhile.  */
static void
wait_item (struct item *it, struct reader *r)
{
  pthread_mutex_lock (&lock);
  while (!it->done)
    {
      if (n_stack > 0)
        {
          struct item *t = stack[--n_stack];
          pthread_mutex_unlock (&lock);
          run_item (t, r);
          pthread_mutex_lock (&lock);
          t->done = 1;
        }
      else
        {
          awaited = it;
          pthread_cond_wait (&done_cond, &lock);
          awaited = NULL;
        }
    }
  pthread_mutex_unlock (&lock);
}

static walk_emit_fn *emit;
static void *emit_arg;

/* Hand back IT's results, and its children's, in order; free them.  */
static void
report (struct item *it, struct reader *r)
{
  struct walk_result res;
  size_t i;

  wait_item (it, r);
  res.is_file = it->kind == ITEM_FILE;
  res.status = it->status;
  res.n_files = it->n_files;
  res.out = &it->out;
  res.err = &it->err;
  if (it->kind != ITEM_FILE)
    res.status = it->err.s ? AUDIT_ERROR : AUDIT_ALL_PASS;
  if (it->kind == ITEM_FILE || it->err.s)
    emit (&res, emit_arg);
  audit_buf_free (&it->out);
  audit_buf_free (&it->err);
  for (i = 0; i < it->n_children; i++)
    report (&it->children[i], r);
  free (it->children);
  free (it->names);
  free (it->path);
}

void
audit_walk (char *const *paths, int n_paths, const struct audit_options *opts,
            long n_threads, walk_emit_fn *emit_fn, void *arg,
            const char *argv0)
{
  struct item *roots;
  struct reader *r;
  pthread_t *threads;
  long n_dirs = 0, i, started = 0;

  walk_argv0 = argv0;
  options = opts;
  emit = emit_fn;
  emit_arg = arg;
  roots = xrealloc (NULL, (size_t)n_paths * sizeof *roots);
  memset (roots, 0, (size_t)n_paths * sizeof *roots);
  r = xrealloc (NULL, sizeof *r);
  r->buf = NULL;
  r->size = 0;
  for (i = 0; i < n_paths; i++)
    {
      struct stat st;

      roots[i].name = paths[i];
      roots[i].path = xrealloc (NULL, strlen (paths[i]) + 1);
      strcpy (roots[i].path, paths[i]);
      roots[i].fd = -1;
      roots[i].kind = stat (paths[i], &st) == 0 && S_ISDIR (st.st_mode)
                          ? ITEM_DIR
                          : ITEM_FILE;
      n_dirs += roots[i].kind == ITEM_DIR;
    }
  /* Files given one by one: no more threads than files.  */
  if (n_dirs == 0 && n_threads > n_paths)
    n_threads = n_paths;
  threads = xrealloc (NULL, (size_t)n_threads * sizeof *threads);
  push (roots, (size_t)n_paths);
  for (i = 1; i < n_threads; i++)
    if (pthread_create (&threads[started], NULL, worker, NULL) == 0)
      started++;
  for (i = 0; i < n_paths; i++)
    report (&roots[i], r);
  pthread_mutex_lock (&lock);
  finished = 1;
  pthread_cond_broadcast (&work_cond);
  pthread_mutex_unlock (&lock);
  for (i = 0; i < started; i++)
    pthread_join (threads[i], NULL);
  free (threads);
  free (roots);
  free (stack);
  free (r->buf);
  free (r);
}
