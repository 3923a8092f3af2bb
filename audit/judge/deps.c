/* hardening-audit --deps: the libraries a program or library loads, down
   the DT_NEEDED chain, that lack the branch protection property (x86's
   IBT and SHSTK, aarch64's BTI), and in each the unit that lacks it where
   a gcc-hardening note says.  On x86 one such library turns CET off for
   the whole process; on aarch64 its own code has no BTI landing pads.

   The libraries are found as ld.so finds them (glibc's _dl_map_object):
   the DT_RPATH of the object that needs the library and of its loaders up
   to the program, unless the object has a DT_RUNPATH; then its
   DT_RUNPATH; then the directories of /etc/ld.so.conf and its includes
   (what ldconfig puts in ld.so.cache); then the default directories
   (/lib/TRIPLET, /usr/lib/TRIPLET, /lib, /usr/lib), unless DF_1_NODEFLIB.
   $ORIGIN, $LIB and $PLATFORM are expanded; a library of another class or
   machine is skipped as ld.so skips it; a library already loaded (by its
   name or DT_SONAME) is not loaded twice.  LD_LIBRARY_PATH is not read:
   it is the environment of one run, not of the file.  With --root=DIR
   every absolute path is looked up under DIR, so that a tree (a chroot,
   an unpacked package) is judged without the system's own files.

   judge/deps-libs.c reads each library once a run.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "judge/deps.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef DF_1_NODEFLIB
#define DF_1_NODEFLIB 0x800
#endif
#define PROPERTY_X86_IBT 1u
#define PROPERTY_X86_SHSTK 2u

/* At most this many libraries a file (a chain that loops is cut by the
   names already loaded; this bounds a hostile tree).  */
#define MAX_LIBS 1024

/* One library in a file's chain.  */
struct dep
{
  const char *name;      /* as DT_NEEDED spells it */
  const struct lib *lib; /* NULL: not found */
  int loader;            /* the index of the object that needs it, -1 for
                            the audited file */
};

struct deps
{
  struct dep *deps;
  size_t n;
};

/* ------------------------------------------------------------------------
   The search.  */

struct search
{
  const char *root;
  unsigned machine;
  int elfclass;
  const char *triplet;
  const char *platform;
};

/* Try DIR/NAME (DIR a host path when HOST, else under the root).  */
static const struct lib *
try_dir (const struct search *s, const char *dir, size_t len, int host,
         const char *name)
{
  char *path;
  const struct lib *lib;

  if (asprintf (&path, "%s%.*s%s%s", host ? "" : s->root, (int)len, dir,
                len && dir[len - 1] == '/' ? "" : "/", name)
      < 0)
    return NULL;
  lib = access (path, F_OK) == 0 ? judge_deps_lib (path) : NULL;
  free (path);
  if (lib && lib->usable && lib->machine == s->machine
      && lib->elfclass == s->elfclass)
    return lib;
  return NULL;
}

/* Each entry of the search path PATH of an object whose directory is
   ORIGIN (a host path), with $ORIGIN, $LIB and $PLATFORM expanded.  */
static const struct lib *
try_path (const struct search *s, const char *path, const char *origin,
          const char *name)
{
  const char *p = path;

  while (p && *p)
    {
      size_t len = strcspn (p, ":");
      struct audit_buf dir = { 0 };
      const char *q = p, *end = p + len;
      int host = 0;
      const struct lib *lib = NULL;

      while (q < end)
        {
          static const char *const vars[] = { "ORIGIN", "LIB", "PLATFORM" };
          size_t v, n = 0;
          int braces = q + 1 < end && q[1] == '{';

          for (v = 0; *q == '$' && v < 3; v++)
            {
              n = strlen (vars[v]);
              /* ld.so's is_dst: $NAME ends where the name does.  */
              if ((size_t)(end - q) >= n + 1 + 2 * braces
                  && memcmp (q + 1 + braces, vars[v], n) == 0
                  && (braces ? q[1 + n + 1] == '}'
                             : q + 1 + n == end
                                   || !(isalnum ((unsigned char)q[1 + n])
                                        || q[1 + n] == '_')))
                break;
            }
          if (*q == '$' && v < 3)
            {
              const char *value = v == 0   ? origin
                                  : v == 1 ? NULL
                                           : s->platform;
              if (v == 0 && q == p)
                host = 1;
              if (v == 1)
                buf_printf (&dir, "lib/%s", s->triplet);
              else
                buf_add (&dir, value, strlen (value));
              q += 1 + n + 2 * braces;
            }
          else
            buf_add (&dir, q++, 1);
        }
      if (dir.s && !dir.oom)
        lib = try_dir (s, dir.s, dir.len, host, name);
      else if (len == 0)
        lib = try_dir (s, ".", 1, 1, name);
      buf_free (&dir);
      if (lib)
        return lib;
      p = *end ? end + 1 : end;
    }
  return NULL;
}

/* The directory of the object PATH (a host path).  */
static char *
origin_of (const char *path)
{
  const char *slash = strrchr (path, '/');
  if (slash == NULL)
    return strdup (".");
  if (slash == path)
    return strdup ("/");
  return strndup (path, (size_t)(slash - path));
}

/* NAME, needed by the object of index LOADER (-1: the audited file, whose
   RPATH, RUNPATH, NODEFLIB and path are the FILE_ ones), as ld.so finds
   it.  */
static const struct lib *
find (const struct search *s, const struct deps *d, int loader,
      const char *name, const struct facts *file, const char *file_path)
{
  static const char *const defaults[]
      = { "/lib/%s", "/usr/lib/%s", "/lib", "/usr/lib" };
  const struct lib *lib = NULL;
  char *origin;
  int l, nodeflib;
  size_t i, n_conf_dirs;
  char *const *conf_dirs;

#define L_RPATH(l) ((l) < 0 ? file->rpath : d->deps[l].lib->rpath)
#define L_RUNPATH(l) ((l) < 0 ? file->runpath : d->deps[l].lib->runpath)
#define L_PATH(l) ((l) < 0 ? file_path : d->deps[l].lib->path)
  if (strchr (name, '/'))
    {
      if (name[0] == '/')
        return try_dir (s, "", 0, 0, name + 1);
      return try_dir (s, ".", 1, 1, name);
    }
  if (L_RUNPATH (loader) == NULL)
    for (l = loader;; l = d->deps[l].loader)
      {
        if (L_RUNPATH (l) == NULL && L_RPATH (l) != NULL)
          {
            origin = origin_of (L_PATH (l));
            lib = origin ? try_path (s, L_RPATH (l), origin, name) : NULL;
            free (origin);
            if (lib)
              return lib;
          }
        if (l < 0)
          break;
      }
  if (L_RUNPATH (loader) != NULL)
    {
      origin = origin_of (L_PATH (loader));
      lib = origin ? try_path (s, L_RUNPATH (loader), origin, name) : NULL;
      free (origin);
      if (lib)
        return lib;
    }
  nodeflib = loader < 0 ? (file->flags_1 & DF_1_NODEFLIB) != 0
                        : d->deps[loader].lib->nodeflib;
  if (nodeflib)
    return NULL;
  conf_dirs = judge_deps_conf_dirs (s->root, &n_conf_dirs);
  for (i = 0; i < n_conf_dirs; i++)
    if ((lib = try_dir (s, conf_dirs[i], strlen (conf_dirs[i]), 0, name)))
      return lib;
  for (i = 0; i < sizeof defaults / sizeof *defaults; i++)
    {
      char dir[128];
      snprintf (dir, sizeof dir, defaults[i], s->triplet);
      if ((lib = try_dir (s, dir, strlen (dir), 0, name)))
        return lib;
    }
  return NULL;
#undef L_RPATH
#undef L_RUNPATH
#undef L_PATH
}

/* Is NAME loaded already: a library of D by the name it was needed by, or
   its DT_SONAME?  */
static int
loaded (const struct deps *d, const char *name)
{
  size_t i;

  for (i = 0; i < d->n; i++)
    if (strcmp (d->deps[i].name, name) == 0
        || (d->deps[i].lib && d->deps[i].lib->soname
            && strcmp (d->deps[i].lib->soname, name) == 0))
      return 1;
  return 0;
}

/* Add the libraries NEEDED (N of them) by the object of index LOADER,
   those not loaded yet, at the end of D.  Returns 0, or -1 when out of
   memory.  */
static int
add_needed (struct deps *d, const struct search *s, int loader,
            char *const *needed, size_t n, const struct facts *file,
            const char *file_path)
{
  size_t i;

  for (i = 0; i < n && d->n < MAX_LIBS; i++)
    {
      struct dep *grown;

      if (loaded (d, needed[i]))
        continue;
      grown = realloc (d->deps, (d->n + 1) * sizeof *grown);
      if (grown == NULL)
        return -1;
      d->deps = grown;
      d->deps[d->n].name = needed[i];
      d->deps[d->n].loader = loader;
      d->deps[d->n].lib = find (s, d, loader, needed[i], file, file_path);
      d->n++;
    }
  return 0;
}

int
judge_deps_follow (struct facts *f, const char *path,
                   const struct audit_options *opts)
{
  struct search s;
  struct deps *d;
  size_t next;

  if (!elf_is_linked (f) || !f->has_dynamic)
    return 0;
  s.root = opts->root ? opts->root : "";
  s.machine = f->ehdr.e_machine;
  s.elfclass = f->ehdr.e_ident[EI_CLASS];
  /* Debian's directory for i686 is i386-linux-gnu.  */
  s.triplet = strcmp (f->target, "i686-linux-gnu") == 0 ? "i386-linux-gnu"
                                                        : f->target;
  s.platform = f->ehdr.e_machine == EM_X86_64    ? "x86_64"
               : f->ehdr.e_machine == EM_AARCH64 ? "aarch64"
                                                 : "";
  d = calloc (1, sizeof *d);
  if (d == NULL)
    return -1;
  f->deps = d;
  /* Breadth first, as ld.so loads them: the file's DT_NEEDED, then
     theirs.  The names point into the file's facts and the cache, which
     outlive D.  */
  if (add_needed (d, &s, -1, f->needed, f->n_needed, f, path) != 0)
    return -1;
  for (next = 0; next < d->n; next++)
    if (d->deps[next].lib
        && add_needed (d, &s, (int)next, d->deps[next].lib->needed,
                       d->deps[next].lib->n_needed, f, path)
               != 0)
      return -1;
  return 0;
}

void
judge_deps_free (struct deps *d)
{
  if (d)
    free (d->deps);
  free (d);
}

/* ------------------------------------------------------------------------
   The verdict.  */

/* The chain of loaders of D's library I, "prog -> libb.so.2", into B.  */
static void
chain (struct audit_buf *b, const struct deps *d, int i)
{
  if (d->deps[i].loader >= 0)
    {
      chain (b, d, d->deps[i].loader);
      buf_printf (b, " -> ");
    }
  buf_printf (b, "%s", d->deps[i].name);
}

void
judge_deps (struct result *r, const struct facts *f,
            enum hardening_feature feature, int policy_level)
{
  int x86 = f->ehdr.e_machine == EM_X86_64 || f->ehdr.e_machine == EM_386;
  uint32_t want
      = x86 ? PROPERTY_X86_IBT | PROPERTY_X86_SHSTK : PROPERTY_AARCH64_BTI;
  const char *what = x86 ? "IBT and SHSTK" : "BTI";
  const struct deps *d = f->deps;
  size_t i, lacking = 0, missing = 0;
  struct audit_buf first = { 0 }, names = { 0 };

  (void)feature;
  (void)policy_level;
  if (!x86 && f->ehdr.e_machine != EM_AARCH64)
    {
      judge_set (r, AUDIT_NA, "no branch protection on %s", f->target);
      return;
    }
  if (!elf_is_linked (f))
    {
      judge_set (r, AUDIT_NA, "%s",
                 elf_is_object (f) ? "relocatable object: no DT_NEEDED"
                                   : elf_file_type (f));
      return;
    }
  if (!f->has_dynamic)
    {
      judge_set (r, AUDIT_NA, "statically linked: no library");
      return;
    }
  if (d == NULL)
    {
      judge_set (r, AUDIT_NA, "DT_NEEDED not followed (--deps)");
      return;
    }
  for (i = 0; i < d->n; i++)
    {
      const struct lib *lib = d->deps[i].lib;
      struct audit_buf line = { 0 };

      chain (&line, d, (int)i);
      if (lib == NULL)
        {
          missing++;
          judge_detail (r, "%s: not found", line.s ? line.s : "?");
        }
      else if (!lib->has_property || (lib->feature_1 & want) != want)
        {
          const char *lacks = !lib->has_property || !x86              ? what
                              : (lib->feature_1 & PROPERTY_X86_IBT)   ? "SHSTK"
                              : (lib->feature_1 & PROPERTY_X86_SHSTK) ? "IBT"
                                                                      : what;
          if (lacking++ == 0)
            buf_printf (&first, "%s lacks %s: %s", d->deps[i].name, lacks,
                        lib->why ? lib->why : "?");
          if (lacking <= 4)
            buf_printf (&names, "%s%s", lacking > 1 ? ", " : "",
                        d->deps[i].name);
          judge_detail (r, "%s (%s): lacks %s: %s", line.s ? line.s : "?",
                        lib->path, lacks, lib->why ? lib->why : "?");
        }
      buf_free (&line);
    }
  if (lacking == 1)
    judge_set (r, AUDIT_FAIL, "%s", first.s ? first.s : "?");
  else if (lacking)
    judge_set (r, AUDIT_FAIL, "%zu of %zu libraries lack %s: %s%s", lacking,
               d->n, what, names.s ? names.s : "?",
               lacking > 4 ? ", ..." : "");
  else if (missing)
    judge_set (r, AUDIT_NA,
               "%zu of %zu librar%s not found (the others have %s)", missing,
               d->n, d->n == 1 ? "y" : "ies", what);
  else if (d->n == 0)
    judge_set (r, AUDIT_PASS, "no DT_NEEDED");
  else
    judge_set (r, AUDIT_PASS, "%zu librar%s, all with %s", d->n,
               d->n == 1 ? "y" : "ies", what);
  buf_free (&first);
  buf_free (&names);
}
