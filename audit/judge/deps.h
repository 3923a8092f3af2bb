/* hardening-audit --deps: what judge/deps.c (the DT_NEEDED chain, ld.so's
   search, the verdict) and judge/deps-libs.c (each library read once a run,
   and the directories of ld.so.conf) share.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef DEPS_H
#define DEPS_H

#include "judge/judge.h"

#include <stddef.h>
#include <stdint.h>

/* What --deps keeps of one library file, read once.  */
struct lib
{
  char *path;
  int usable; /* an ELF shared object of some machine */
  unsigned machine;
  int elfclass;
  char *soname, *rpath, *runpath;
  char **needed;
  size_t n_needed;
  int nodeflib;
  int has_property;
  uint32_t feature_1;
  char *why; /* without the property: which unit, or why unknown */
};

/* The library file PATH (a host path), read once a run and shared by the
   threads; its usable is 0 when it is not a shared object.  NULL when
   out of memory.  */
const struct lib *judge_deps_lib (const char *path);

/* The directories of ROOT's /etc/ld.so.conf and of its includes, as
   ldconfig reads them, read once a run; *N gets how many.  */
char *const *judge_deps_conf_dirs (const char *root, size_t *n);

#endif /* DEPS_H */
