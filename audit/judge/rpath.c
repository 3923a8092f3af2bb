/* hardening-audit: the rpath check, the library search paths a file
   gives ld.so (DT_RPATH, DT_RUNPATH).

   The rule is what the majority of three anchors fails: checksec (any
   DT_RPATH or DT_RUNPATH), annocheck's run-path test (an entry that is
   not under /usr nor $ORIGIN-relative, or that has "..") and lintian's
   custom-library-search-path and relative-library-search-path (anything
   but $ORIGIN and a package's private directory under /usr/lib).  So an
   entry fails when it is
     - empty (ld.so searches the current directory) or relative;
     - outside /usr, or under /usr/local; a world-writable directory (/tmp,
       /var/tmp, /dev/shm) is named as such;
     - a directory ld.so searches anyway (/usr/lib, /usr/lib/TRIPLET...);
     - a path with a ".." component, $ORIGIN/../lib included (a symbolic
       link to the file names another directory);
   and passes when it is $ORIGIN, $ORIGIN/DIR, or a private directory
   under /usr/lib, /usr/lib/TRIPLET, /usr/lib64, /usr/lib32, /usr/libx32.
   DT_RPATH with good entries passes: of the three only checksec fails it;
   a detail says that DT_RUNPATH is better.  hardening-audit(1) has the
   table.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "judge/judge.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Does the path P (LEN bytes) start with the directory DIR: DIR itself, or
   DIR followed by '/'?  */
static int
under (const char *p, size_t len, const char *dir)
{
  size_t n = strlen (dir);
  return len >= n && memcmp (p, dir, n) == 0 && (len == n || p[n] == '/');
}

/* The number of path components of P (LEN bytes) after its first N
   bytes.  */
static size_t
components_after (const char *p, size_t len, size_t n)
{
  size_t count = 0, i;
  int in = 0;

  for (i = n; i < len; i++)
    {
      if (p[i] != '/' && !in)
        count++;
      in = p[i] != '/';
    }
  return count;
}

/* Why the search path entry P (LEN bytes) is unsafe, or NULL.  */
static const char *
bad_entry (const char *p, size_t len)
{
  static const char *const lib_dirs[]
      = { "/usr/lib64", "/usr/lib32", "/usr/libx32", "/usr/lib" };
  static const char *const writable[] = { "/tmp", "/var/tmp", "/dev/shm" };
  size_t i;
  const char *dotdot;

  if (len == 0)
    return "empty: ld.so searches the current directory";
  for (dotdot = p;
       (dotdot = memmem (dotdot, len - (size_t)(dotdot - p), "..", 2)) != NULL;
       dotdot += 2)
    if ((dotdot == p || dotdot[-1] == '/')
        && (dotdot + 2 == p + len || dotdot[2] == '/'))
      return "a \"..\" component: through a symbolic link it names another "
             "directory";
  if ((len >= 7 && memcmp (p, "$ORIGIN", 7) == 0 && (len == 7 || p[7] == '/'))
      || (len >= 9 && memcmp (p, "${ORIGIN}", 9) == 0
          && (len == 9 || p[9] == '/')))
    return NULL;
  if (p[0] != '/')
    return "relative: searched from the current directory";
  for (i = 0; i < sizeof writable / sizeof *writable; i++)
    if (under (p, len, writable[i]))
      return "a world-writable directory: anyone can plant a library there";
  if (under (p, len, "/usr/local"))
    return "under /usr/local, the local administrator's";
  if (!under (p, len, "/usr"))
    return "outside /usr";
  for (i = 0; i < sizeof lib_dirs / sizeof *lib_dirs; i++)
    if (under (p, len, lib_dirs[i]))
      {
        size_t n = strlen (lib_dirs[i]);
        size_t more = components_after (p, len, n);
        /* /usr/lib/TRIPLET is one of ld.so's directories too.  */
        if (i == 3 && more >= 1)
          {
            const char *c = p + n + 1;
            size_t clen = strcspn (c, "/");
            if (clen > len - n - 1)
              clen = len - n - 1;
            if (memmem (c, clen, "-linux-", 7) != NULL)
              more--;
          }
        if (more == 0)
          return "a directory ld.so searches anyway, out of its order";
        return NULL;
      }
  return "not a private directory under /usr/lib";
}

/* The entries of the search path PATH of TAG that are unsafe, into R: the
   first as the reason, each as a detail.  Returns how many.  */
static size_t
judge_path (struct result *r, const char *tag, const char *path,
            size_t already)
{
  size_t bad = already;
  const char *p = path;

  for (;;)
    {
      size_t len = strcspn (p, ":");
      const char *why = bad_entry (p, len);
      if (why)
        {
          if (bad++ == 0)
            judge_set (r, AUDIT_FAIL, "%s entry \"%.*s\": %s", tag, (int)len,
                       p, why);
          judge_detail (r, "%s entry \"%.*s\": %s", tag, (int)len, p, why);
        }
      if (p[len] == '\0')
        break;
      p += len + 1;
    }
  return bad;
}

void
judge_rpath (struct result *r, const struct facts *f,
             enum hardening_feature feature, int policy_level)
{
  size_t bad = 0;

  (void)feature;
  (void)policy_level;
  if (elf_is_object (f))
    {
      judge_set (r, AUDIT_NA, "relocatable object: decided at link");
      return;
    }
  if (!elf_is_linked (f))
    {
      judge_set (r, AUDIT_NA, "%s", elf_file_type (f));
      return;
    }
  if (!f->has_dynamic)
    {
      judge_set (r, AUDIT_NA, "statically linked: no library search");
      return;
    }
  if (f->runpath == NULL && f->rpath == NULL)
    {
      judge_set (r, AUDIT_PASS, "no DT_RPATH or DT_RUNPATH");
      return;
    }
  /* An empty tag names no directory (ld.so takes it as none).  */
  if (f->runpath && f->runpath[0])
    bad = judge_path (r, "DT_RUNPATH", f->runpath, bad);
  if (f->rpath && f->rpath[0])
    bad = judge_path (r, "DT_RPATH", f->rpath, bad);
  if (bad == 1)
    {
      /* The reason says it all.  */
      buf_free (&r->details);
      r->n_details = r->more = 0;
    }
  else if (bad > 1)
    judge_set (r, AUDIT_FAIL,
               "%zu unsafe search path entries (DT_RUNPATH %s%s%s)", bad,
               f->runpath ? f->runpath : "none", f->rpath ? ", DT_RPATH " : "",
               f->rpath ? f->rpath : "");
  if (bad)
    return;
  if (f->runpath)
    judge_set (r, AUDIT_PASS, "DT_RUNPATH %s%s", f->runpath,
               f->runpath[0] ? ": $ORIGIN or private directories"
                             : " (empty)");
  else
    judge_set (r, AUDIT_PASS, "DT_RPATH %s%s", f->rpath,
               f->rpath[0] ? ": $ORIGIN or private directories" : " (empty)");
  if (f->rpath && f->rpath[0] && f->runpath == NULL)
    judge_detail (r,
                  "DT_RPATH is searched before LD_LIBRARY_PATH and for the "
                  "libraries loaded after: link with --enable-new-dtags for "
                  "DT_RUNPATH");
  else if (f->rpath && f->runpath)
    judge_detail (r, "DT_RPATH %s is ignored: ld.so takes DT_RUNPATH",
                  f->rpath);
}
