/* hardening-audit, layer 1 (read): the bytes of files and packages.
   What a file's first bytes say it is (read/kind.c: read_looks_elf,
   read_is_deb), files mapped in place (read/map.c: read_map), Debian
   packages read with libarchive, their control file, their members, the
   debug files of a -dbgsym and the build-ids that name them
   (read/deb.c).  The walk of the command line's directories
   (read/walk.c, read/walk-item.c, read/walk.h) is the tool's: the
   fuzzers do not link it.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef AUDIT_READ_READ_H
#define AUDIT_READ_READ_H

#include "base/buf.h"

#include <gelf.h>
#include <libelf.h>
#include <stddef.h>

/* The GNU build-id of ELF (its NT_GNU_BUILD_ID note) into ID, of SIZE
   bytes; returns its length, 0 if it has none.  */
size_t read_build_id (Elf *elf, unsigned char *id, size_t size);

/* The fields of a package's control file that the report uses.  */
struct control
{
  char *package, *version, *architecture, *source, *section, *built_using,
      *static_built_using, *package_type, *auto_built;
};

struct deb;

/* Called by read_deb () for each ELF file and ar archive of data.tar.*,
   in the order of the tar: PATH (without the leading "./") and its SIZE
   bytes at DATA, which read_deb () frees when it returns; or DATA NULL
   when the file is larger than D->max_size and was not read (SIZE is its
   size, or D->max_size + 1 if only the reading told).  One member is in
   memory at a time.  */
typedef void deb_member_fn (struct deb *d, const char *path, char *data,
                            size_t size);

/* What a reading of one .deb wants and gets.  */
struct deb
{
  const char *name;
  char why[512]; /* the error: "MEMBER: message", or "message" */
  struct control control;
  deb_member_fn *member_fn; /* NULL: the members are not read */
  void *arg;                /* MEMBER_FN's */
  /* A member (and the control file) larger is not read: AUDIT_MEMBER_MAX
     if 0.  */
  size_t max_size;
  /* A -dbgsym: the build-ids wanted, and the files found; a wanted file
     larger than MAX_SIZE is an error line in ERR, and is not read.  */
  const struct audit_debug_files *wanted;
  struct audit_debug_files *debug;
  struct audit_buf *err;
  int read_data; /* 0: the control file only (and for a -dbgsym unless
                    WANTED) */
};

/* Reads the .deb DATA (SIZE bytes) into D (zeroed, with NAME, READ_DATA,
   and MEMBER_FN or WANTED, DEBUG and ERR set).  Returns 0, or -1 with
   D->why set.  */
int read_deb (struct deb *d, const char *data, size_t size);
void read_deb_free (struct deb *d);
/* Is C a package of separate debug files (dh_strip's -dbgsym)?  */
int read_is_dbgsym (const struct control *c);
/* qsort and bsearch order of struct audit_debug_file.  */
int read_compare_debug (const void *a, const void *b);

#endif /* AUDIT_READ_READ_H */
