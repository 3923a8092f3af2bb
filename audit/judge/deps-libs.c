/* hardening-audit --deps: the libraries, each read once a run (a cache
   shared by the threads) for what judge/deps.c needs of it: its machine, its
   DT_NEEDED, search paths and DT_SONAME, its branch property and, from
   the notes, the unit that lacks it; and the directories of ld.so.conf
   and its includes, which stand for ld.so.cache.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "judge/deps.h"

#include <fcntl.h>
#include <glob.h>
#include <libelf.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef DF_1_NODEFLIB
#define DF_1_NODEFLIB 0x800
#endif

/* ------------------------------------------------------------------------
   The cache of libraries, and the directories of ld.so.conf.  */

static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;
static struct lib **cache;
static size_t n_cache;
static char **conf_dirs;
static size_t n_conf_dirs;
static int conf_read;

static char *
xstrdup (const char *s)
{
  return s ? strdup (s) : NULL;
}

static void
add_conf_dir (const char *dir, size_t len)
{
  char **dirs;

  if (len == 0 || dir[0] != '/')
    return;
  dirs = realloc (conf_dirs, (n_conf_dirs + 1) * sizeof *dirs);
  if (dirs == NULL)
    return;
  conf_dirs = dirs;
  conf_dirs[n_conf_dirs] = strndup (dir, len);
  if (conf_dirs[n_conf_dirs])
    n_conf_dirs++;
}

/* The directories of the ld.so.conf file PATH (under ROOT), as ldconfig
   reads it: "include GLOB" (relative to the file's directory), "hwcap"
   lines ignored, directories separated by blanks, ':' or ','.  */
static void
read_conf (const char *root, const char *path, int depth)
{
  char *full, *line = NULL;
  size_t size = 0;
  FILE *fp;
  struct stat st;

  if (depth > 16 || asprintf (&full, "%s%s", root, path) < 0)
    return;
  fp = stat (full, &st) == 0 && S_ISREG (st.st_mode) ? fopen (full, "re")
                                                     : NULL;
  free (full);
  if (fp == NULL)
    return;
  while (getline (&line, &size, fp) > 0)
    {
      char *p = line, *hash = strchr (line, '#');
      if (hash)
        *hash = '\0';
      p += strspn (p, " \t\r\n");
      if (strncmp (p, "include", 7) == 0 && (p[7] == ' ' || p[7] == '\t'))
        {
          char *pattern;
          const char *dirend = strrchr (path, '/');
          glob_t g;
          size_t i, rootlen = strlen (root);

          p += 8 + strspn (p + 8, " \t");
          p[strcspn (p, " \t\r\n")] = '\0';
          if (p[0] == '/')
            {
              if (asprintf (&pattern, "%s%s", root, p) < 0)
                continue;
            }
          else if (asprintf (&pattern, "%s%.*s/%s", root,
                             dirend ? (int)(dirend - path) : 0, path, p)
                   < 0)
            continue;
          if (glob (pattern, 0, NULL, &g) == 0)
            {
              for (i = 0; i < g.gl_pathc; i++)
                if (strncmp (g.gl_pathv[i], root, rootlen) == 0)
                  read_conf (root, g.gl_pathv[i] + rootlen, depth + 1);
              globfree (&g);
            }
          free (pattern);
          continue;
        }
      if (strncmp (p, "hwcap", 5) == 0)
        continue;
      while (*p)
        {
          size_t len = strcspn (p, " \t\r\n:,");
          /* The old "DIR=TYPE" form.  */
          char *eq = memchr (p, '=', len);
          add_conf_dir (p, eq ? (size_t)(eq - p) : len);
          p += len;
          p += strspn (p, " \t\r\n:,");
        }
    }
  free (line);
  fclose (fp);
}

/* The exported functions of the shared object ELF (facts F) whose entry
   is no landing pad (x86 ENDBR64/ENDBR32; aarch64 BTI c, BTI jc, PACIASP,
   PACIBSP), the first few, into WHY: what an input without the property,
   and without a note, looks like.  */
static void
no_landing_pads (struct audit_buf *why, Elf *elf, const struct facts *f)
{
  Elf_Scn *scn = NULL;
  GElf_Shdr shdr;
  size_t size = 0, n = 0, named = 0, i, entsize, count, phnum;
  Elf_Data *data;
  const unsigned char *image = (const unsigned char *)elf_rawfile (elf, &size);
  int x86 = f->ehdr.e_machine == EM_X86_64 || f->ehdr.e_machine == EM_386;
  struct audit_buf list = { 0 };

  if (!x86 && f->ehdr.e_machine != EM_AARCH64)
    return;
  while ((scn = elf_nextscn (elf, scn)) != NULL)
    if (gelf_getshdr (scn, &shdr) != NULL && shdr.sh_type == SHT_DYNSYM)
      break;
  if (scn == NULL || image == NULL)
    return;
  data = elf_getdata (scn, NULL);
  entsize = gelf_fsize (elf, ELF_T_SYM, 1, EV_CURRENT);
  if (data == NULL || entsize == 0 || elf_getphdrnum (elf, &phnum) != 0)
    return;
  count = data->d_size / entsize;
  for (i = 1; i < count; i++)
    {
      GElf_Sym sym;
      uint64_t off;
      const unsigned char *c;
      int pad;

      if (gelf_getsym (data, (int)i, &sym) == NULL)
        break;
      if (GELF_ST_TYPE (sym.st_info) != STT_FUNC || sym.st_shndx == SHN_UNDEF
          || sym.st_value == 0
          || elf_address_offset (elf, phnum, sym.st_value, &off) != 0
          || off > size || size - off < 4)
        continue;
      c = image + off;
      if (x86)
        pad = c[0] == 0xf3 && c[1] == 0x0f && c[2] == 0x1e
              && (c[3] == 0xfa || c[3] == 0xfb);
      else
        {
          uint32_t insn = (uint32_t)c[0] | (uint32_t)c[1] << 8
                          | (uint32_t)c[2] << 16 | (uint32_t)c[3] << 24;
          pad = insn == 0xd503245f || insn == 0xd50324df || insn == 0xd503233f
                || insn == 0xd503237f;
        }
      if (pad)
        continue;
      if (named++ < 3)
        {
          const char *name = elf_strptr (elf, shdr.sh_link, sym.st_name);
          buf_printf (&list, "%s%s", n++ ? ", " : "", name ? name : "?");
        }
    }
  if (named)
    buf_printf (why, "; %zu exported function%s without %s at %s entry: %s%s",
                named, named == 1 ? "" : "s",
                x86 ? "ENDBR64" : "a BTI landing pad",
                named == 1 ? "its" : "their", list.s ? list.s : "",
                named > 3 ? ", ..." : "");
  buf_free (&list);
}

/* Read the file PATH (a host path) into a new cache entry.  */
static struct lib *
read_lib (const char *path)
{
  struct lib *lib = calloc (1, sizeof *lib);
  int fd;
  struct stat st;
  void *data = MAP_FAILED;
  Elf *elf = NULL;
  struct facts f;
  const char *error = NULL;
  const struct ev_input in = { NULL, NULL };
  char corrupt[512];
  size_t i;

  if (lib == NULL || (lib->path = strdup (path)) == NULL)
    {
      free (lib);
      return NULL;
    }
  fd = open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0 || fstat (fd, &st) != 0 || !S_ISREG (st.st_mode)
      || st.st_size < 64)
    {
      if (fd >= 0)
        close (fd);
      return lib;
    }
  data = read_map (fd, (size_t)st.st_size, path);
  close (fd);
  if (data == NULL)
    return lib;
  elf = elf_memory (data, (size_t)st.st_size);
  memset (&f, 0, sizeof f);
  if (elf && elf_kind (elf) == ELF_K_ELF && elf_gather (&f, elf, &error) == 0
      && ev_gather (&f, elf, EV_STAGE_FILE, &in, corrupt, sizeof corrupt) == 0
      && f.ehdr.e_type == ET_DYN)
    {
      struct result notes = { 0 };

      lib->usable = 1;
      lib->machine = f.ehdr.e_machine;
      lib->elfclass = f.ehdr.e_ident[EI_CLASS];
      lib->soname = xstrdup (f.soname);
      lib->rpath = xstrdup (f.rpath);
      lib->runpath = xstrdup (f.runpath);
      lib->nodeflib = (f.flags_1 & DF_1_NODEFLIB) != 0;
      lib->has_property = f.has_property;
      lib->feature_1 = f.feature_1;
      lib->needed = calloc (f.n_needed ? f.n_needed : 1, sizeof *lib->needed);
      for (i = 0; lib->needed && i < f.n_needed; i++)
        if ((lib->needed[lib->n_needed] = xstrdup (f.needed[i])) != NULL)
          lib->n_needed++;
      /* The notes name the unit that lacks it; an exported function
         without a landing pad names an input that has no note.  */
      struct audit_buf why = { 0 };
      const char *p;
      int x86 = f.ehdr.e_machine == EM_X86_64 || f.ehdr.e_machine == EM_386;
      uint32_t want = x86 ? 3u : 1u; /* IBT and SHSTK, or BTI */
      int said = judge_notes (&f, HARDENING_BRANCH, -1, &notes);

      if (f.has_property && (f.feature_1 & want) == want)
        ; /* nothing to explain */
      else if (!said)
        buf_printf (&why, "no gcc-hardening notes");
      else if (notes.verdict == AUDIT_PASS)
        buf_printf (&why,
                    "its %zu unit%s with a note %s it: an input without a "
                    "note lacks it (an assembler .S file, or an object "
                    "compiled without hardening.so)",
                    f.n_units, f.n_units == 1 ? "" : "s",
                    f.n_units == 1 ? "has" : "have");
      else
        {
          buf_printf (&why, "%s", notes.reason);
          for (p = notes.details.s; p && *p;)
            {
              size_t n = strcspn (p, "\n");
              buf_printf (&why, "; %.*s", (int)n, p);
              p += n + (p[n] == '\n');
            }
        }
      if (!(f.has_property && (f.feature_1 & want) == want)
          && (notes.verdict == AUDIT_PASS || !said))
        no_landing_pads (&why, elf, &f);
      lib->why = why.oom ? NULL : why.s;
      buf_free (&notes.details);
    }
  ev_free (&f);
  elf_facts_free (&f);
  if (elf)
    elf_end (elf);
  read_unmap (data, (size_t)st.st_size);
  return lib;
}

/* The cached library at PATH.  */
const struct lib *
judge_deps_lib (const char *path)
{
  const struct lib *found = NULL;
  struct lib *lib, **grown;
  size_t i;

  pthread_mutex_lock (&cache_lock);
  for (i = 0; i < n_cache; i++)
    if (strcmp (cache[i]->path, path) == 0)
      {
        found = cache[i];
        break;
      }
  pthread_mutex_unlock (&cache_lock);
  if (found)
    return found;
  /* Read outside the lock; two threads may read the same file, and the
     second copy is dropped.  */
  lib = read_lib (path);
  if (lib == NULL)
    return NULL;
  pthread_mutex_lock (&cache_lock);
  for (i = 0; i < n_cache; i++)
    if (strcmp (cache[i]->path, path) == 0)
      {
        found = cache[i];
        break;
      }
  if (found == NULL
      && (grown = realloc (cache, (n_cache + 1) * sizeof *grown)) != NULL)
    {
      cache = grown;
      cache[n_cache++] = lib;
      found = lib;
      lib = NULL;
    }
  pthread_mutex_unlock (&cache_lock);
  if (lib)
    {
      free (lib->path);
      free (lib->soname);
      free (lib->rpath);
      free (lib->runpath);
      for (i = 0; i < lib->n_needed; i++)
        free (lib->needed[i]);
      free (lib->needed);
      free (lib->why);
      free (lib);
    }
  return found;
}

char *const *
judge_deps_conf_dirs (const char *root, size_t *n)
{
  pthread_mutex_lock (&cache_lock);
  if (!conf_read)
    {
      read_conf (root, "/etc/ld.so.conf", 0);
      conf_read = 1;
    }
  pthread_mutex_unlock (&cache_lock);
  *n = n_conf_dirs;
  return conf_dirs;
}
