/* hardening-audit: the files of the command line and of its directories,
   read on a pool of threads, the reports handed back in order.

   Every input is an item: a file, or a directory whose listing gives
   items of its own.  Items wait on one stack shared by the threads, a
   directory's entries pushed in reverse so that the work goes depth first
   in the order of the report; the calling thread hands the results back
   in that order and, while the next one is not ready, takes work from the
   stack like the others.  So both cores walk the tree and read its files,
   and what is read ahead stays near what is reported.

   read/walk-item.c reads one file or lists one directory.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "read/walk.h"

#include <pthread.h>
#include <sched.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t work_cond = PTHREAD_COND_INITIALIZER;
static pthread_cond_t done_cond = PTHREAD_COND_INITIALIZER;
/* Under LOCK.  */
static struct item **stack;
static size_t n_stack, stack_size;
static unsigned idle;              /* threads waiting for work */
static const struct item *awaited; /* what the caller waits for */
static int finished;

void
read_walk_push (struct item *items, size_t n)
{
  size_t i;

  pthread_mutex_lock (&lock);
  if (n_stack + n > stack_size)
    {
      while (n_stack + n > stack_size)
        stack_size = stack_size ? 2 * stack_size : 1024;
      stack = read_walk_xrealloc (stack, stack_size * sizeof *stack);
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

static void
run_item (struct item *it, struct reader *r)
{
  if (it->kind == ITEM_DIR)
    {
      if (read_walk_dir (it, r))
        read_walk_push (it->children, it->n_children);
    }
  else
    read_walk_file (it, r);
}

static void
reader_free (struct reader *r)
{
  size_t i;

  for (i = 0; i < DIR_CACHE; i++)
    if (r->dirs[i].id)
      close (r->dirs[i].fd);
  free (r->buf);
  free (r);
}

#define BATCH 8

static void *
worker (void *arg)
{
  struct reader *r = read_walk_xrealloc (NULL, sizeof *r);
  struct item *batch[BATCH];
  size_t i, n = 0;

  (void)arg;
  memset (r, 0, offsetof (struct reader, dents));
  /* A table of descriptors of its own: the threads then neither contend
     for one table nor share the counts of references of the directories'
     descriptors, which cost a fifth more CPU time at -j 2.  Without it,
     each thread still uses only the descriptors it opened.  */
  unshare (CLONE_FILES);
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
  reader_free (r);
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
  buf_free (&it->out);
  buf_free (&it->err);
  for (i = 0; i < it->n_children; i++)
    report (&it->children[i], r);
  free (it->children);
  free (it->names);
  free (it->path);
}

void
read_walk (char *const *paths, int n_paths, const struct audit_options *opts,
           long n_threads, const struct read_walk_judges *judges,
           walk_emit_fn *emit_fn, void *arg, const char *argv0)
{
  struct item *roots;
  struct reader *r;
  pthread_t *threads;
  long n_dirs = 0, i, started = 0;

  read_walk_argv0 = argv0;
  read_walk_options = opts;
  read_walk_judges = judges;
  emit = emit_fn;
  emit_arg = arg;
  roots = read_walk_xrealloc (NULL, (size_t)n_paths * sizeof *roots);
  memset (roots, 0, (size_t)n_paths * sizeof *roots);
  r = read_walk_xrealloc (NULL, sizeof *r);
  memset (r, 0, offsetof (struct reader, dents));
  for (i = 0; i < n_paths; i++)
    {
      struct stat st;

      roots[i].name = paths[i];
      roots[i].path = read_walk_xrealloc (NULL, strlen (paths[i]) + 1);
      strcpy (roots[i].path, paths[i]);
      roots[i].id = atomic_fetch_add (&read_walk_dir_ids, 1) + 1;
      roots[i].kind = stat (paths[i], &st) == 0 && S_ISDIR (st.st_mode)
                          ? ITEM_DIR
                          : ITEM_FILE;
      n_dirs += roots[i].kind == ITEM_DIR;
    }
  /* Files given one by one: no more threads than files.  */
  if (n_dirs == 0 && n_threads > n_paths)
    n_threads = n_paths;
  threads = read_walk_xrealloc (NULL, (size_t)n_threads * sizeof *threads);
  read_walk_push (roots, (size_t)n_paths);
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
  reader_free (r);
}
