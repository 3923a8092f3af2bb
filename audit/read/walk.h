/* hardening-audit: reading the files and walking the directories of the
   command line on a pool of threads, the reports handed back in order
   (audit/audit-walk.c).  The command-line tool's, not the core's: the
   fuzzer does not use it.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef AUDIT_WALK_H
#define AUDIT_WALK_H

#include "hardening-audit.h"

#include <stdatomic.h>
#include <stddef.h>

/* What one input gave: a file read (a command-line argument, or a regular
   file under a directory whose first bytes are ELF or ar), or an error of
   the walk (a directory that cannot be listed).  */
struct walk_result
{
  int is_file;              /* 0: an error of the walk, in ERR only */
  enum audit_status status; /* AUDIT_ERROR for an error of the walk */
  unsigned n_files;         /* reports in OUT */
  const struct audit_buf *out, *err;
};

typedef void walk_emit_fn (const struct walk_result *, void *arg);

/* How a file read is judged: the core's audit_buffer and audit_deb (for
   a Debian package), and audit_fail for one that cannot be.  The caller
   gives them: the walk reads, the core above it judges.  */
typedef enum audit_status
walk_judge_fn (const char *name, char *data, size_t size,
               const struct audit_options *, struct audit_buf *out,
               struct audit_buf *err, unsigned *n_files);
typedef enum audit_status walk_fail_fn (const char *name, const char *message,
                                        const struct audit_options *,
                                        struct audit_buf *out,
                                        struct audit_buf *err,
                                        unsigned *n_files);
struct read_walk_judges
{
  walk_judge_fn *file, *deb;
  walk_fail_fn *fail;
};

/* Audit the N_PATHS PATHS with N_THREADS threads (the caller's among
   them), judged by JUDGES: a directory is walked (sorted by name with strcmp,
   depth first, symbolic links not followed) and its regular files that start
   like ELF or ar are judged; other files are judged whatever they are.  EMIT
   is called on the calling thread for each result, in the order of the
   arguments and of the walk, while the other threads read ahead.  ARGV0
   names the program when memory runs out (the process exits 2).  */
void read_walk (char *const *paths, int n_paths,
                const struct audit_options *opts, long n_threads,
                const struct read_walk_judges *judges, walk_emit_fn *emit,
                void *arg, const char *argv0);

/* ------------------------------------------------------------------------
   Between read/walk.c (the stack of work, the threads, the order of the
   reports) and read/walk-item.c (what one file or one directory costs).  */

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
  int done; /* under read/walk.c's lock */
  enum audit_status status;
  unsigned n_files;
  struct audit_buf out, err;

  /* A directory (the rest once listed).  */
  unsigned long id; /* its number, for the threads' open directories */
  struct item *children;
  size_t n_children;
  char *names;
};

/* The directories a thread keeps open.  */
#define DIR_CACHE 8

/* What a thread keeps from one item to the next.  */
struct reader
{
  char *buf; /* a small ELF file */
  size_t size;
  struct
  {
    unsigned long id; /* 0: none */
    int fd;
  } dirs[DIR_CACHE]; /* open in this thread's table of descriptors */
  unsigned next_dir; /* the one to close next */
  char dents[32768]; /* a directory's entries */
};

/* The program's name, for the message when memory runs out.  */
extern const char *read_walk_argv0;
extern const struct audit_options *read_walk_options;
extern const struct read_walk_judges *read_walk_judges;
/* The last number given to a directory.  */
extern atomic_ulong read_walk_dir_ids;

/* P reallocated to SIZE bytes; out of memory, the process exits 2.  */
void *read_walk_xrealloc (void *p, size_t size);
/* Push the N items at ITEMS on the stack, the first on top, and wake whom
   they concern.  Errors of the walk are done already: not pushed.  */
void read_walk_push (struct item *items, size_t n);
/* Judge the file IT.  */
void read_walk_file (struct item *it, struct reader *r);
/* List the directory IT into its children, sorted: 1 when they are to be
   pushed (IT->children, IT->n_children of them), 0 on an error of IT.  */
int read_walk_dir (struct item *it, struct reader *r);

#endif /* AUDIT_WALK_H */
