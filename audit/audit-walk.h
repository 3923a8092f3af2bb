/* hardening-audit: reading the files and walking the directories of the
   command line on a pool of threads, the reports handed back in order
   (audit/audit-walk.c).  The command-line tool's, not the core's: the
   fuzzer does not use it.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef AUDIT_WALK_H
#define AUDIT_WALK_H

#include "hardening-audit.h"

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

/* Audit the N_PATHS PATHS with N_THREADS threads (the caller's among
   them): a directory is walked (sorted by name with strcmp, depth first,
   symbolic links not followed) and its regular files that start like ELF
   or ar are judged; other files are judged whatever they are.  EMIT is
   called on the calling thread for each result, in the order of the
   arguments and of the walk, while the other threads read ahead.  ARGV0
   names the program when memory runs out (the process exits 2).  */
void audit_walk (char *const *paths, int n_paths,
                 const struct audit_options *opts, long n_threads,
                 walk_emit_fn *emit, void *arg, const char *argv0);

#endif /* AUDIT_WALK_H */
