/* hardening-audit: the third source of evidence, the options that GCC
   records in each compilation unit's DW_AT_producer ("GNU C17 12.2.0
   -mtune=generic -O2 -fstack-clash-protection ...", -grecord-gcc-switches
   being GCC's default), read with libdw from the file's own .debug_info or
   from its separate debug file: /usr/lib/debug/.build-id/xx/yyyy.debug
   (as Debian's -dbgsym packages install it), or the .gnu_debuglink name
   beside the file, in its .debug/ directory, or under the debug directory.
   DWARF that dwz compressed (Debian's dh_dwz, on the debug files of a
   package with several ELF files) keeps the strings and units they share,
   DW_AT_producer often among them, in a dwz file that .gnu_debugaltlink
   names by path and build-id (/usr/lib/debug/.dwz/TRIPLET/PKG.debug): it
   is read too, from the -dbgsym package or the disk; when it is missing
   the DWARF is not evidence (UNKNOWN), not corrupt.

   GCC leaves out of DW_AT_producer the preprocessor options (-D, -U, -I)
   and the warnings (-W...): _FORTIFY_SOURCE, _GLIBCXX_ASSERTIONS and the
   format checks are not there.  An option that a unit's command line does
   not have is the compiler's default: GCC's is off for every protection
   and -O0, but a compiler configured otherwise (Ubuntu's, for the stack
   protector and stack clash protection) records nothing either; such a
   unit is "silent", and the code may still show the protection.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "evidence/evidence.h"

#include <dwarf.h>
#include <elfutils/libdw.h>
#include <elfutils/libdwelf.h>
#include <elfutils/libdwfl.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libdeflate.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define DEFAULT_DEBUG_DIR "/usr/lib/debug"

/* The build-id of ELF (hex into HEX, SIZE bytes), or 0.  */
static int
build_id (Elf *elf, char *hex, size_t size)
{
  Elf_Scn *scn = NULL;

  while ((scn = elf_nextscn (elf, scn)) != NULL)
    {
      GElf_Shdr shdr;
      Elf_Data *data;
      size_t off = 0, name_off, desc_off;
      GElf_Nhdr nhdr;

      if (gelf_getshdr (scn, &shdr) == NULL || shdr.sh_type != SHT_NOTE
          || (data = elf_getdata (scn, NULL)) == NULL)
        continue;
      while ((off = gelf_getnote (data, off, &nhdr, &name_off, &desc_off)) > 0)
        if (nhdr.n_type == NT_GNU_BUILD_ID && nhdr.n_namesz == 4
            && memcmp ((char *)data->d_buf + name_off, "GNU", 4) == 0
            && nhdr.n_descsz >= 2 && nhdr.n_descsz * 2 < size)
          {
            const unsigned char *d
                = (const unsigned char *)data->d_buf + desc_off;
            size_t i;
            for (i = 0; i < nhdr.n_descsz; i++)
              sprintf (hex + 2 * i, "%02x", d[i]);
            return 1;
          }
    }
  return 0;
}

/* The .gnu_debuglink name of ELF and its CRC-32 of the debug file, or
   NULL (none, or a name with a directory in it).  */
static const char *
debuglink (Elf *elf, GElf_Word *crc)
{
  const char *name = dwelf_elf_gnu_debuglink (elf, crc);

  if (name == NULL || name[0] == '\0' || strchr (name, '/') != NULL)
    return NULL;
  return name;
}

/* The first section of ELF named NAME, its header in *SHDR; NULL if
   none.  */
static Elf_Scn *
section_named (Elf *elf, const char *name, GElf_Shdr *shdr)
{
  size_t shstrndx;
  Elf_Scn *scn = NULL;
  const char *n;

  if (elf_getshdrstrndx (elf, &shstrndx) != 0)
    return NULL;
  while ((scn = elf_nextscn (elf, scn)) != NULL)
    if (gelf_getshdr (scn, shdr) != NULL
        && (n = elf_strptr (elf, shstrndx, shdr->sh_name)) != NULL
        && strcmp (n, name) == 0)
      return scn;
  return NULL;
}

/* The .gnu_debugaltlink of ELF: the dwz file's path into *PATH and its
   build-id into ID (*LEN bytes, at most SIZE).  Returns 1 if ELF has one
   that can be read, 0 if not.  */
static int
altlink (Elf *elf, const char **path, unsigned char *id, size_t size,
         size_t *len)
{
  GElf_Shdr shdr;
  Elf_Scn *scn = section_named (elf, ".gnu_debugaltlink", &shdr);
  const char *end;
  Elf_Data *data;

  if (scn == NULL || (data = elf_rawdata (scn, NULL)) == NULL
      || data->d_size < 2)
    return 0;
  end = memchr (data->d_buf, '\0', data->d_size);
  if (end == NULL || end == data->d_buf)
    return 0;
  *path = data->d_buf;
  *len = data->d_size - (size_t)(end + 1 - (const char *)data->d_buf);
  if (*len > size)
    *len = 0;
  memcpy (id, end + 1, *len);
  return 1;
}

/* Does the ELF file at PATH exist with the build-id ID (hex)?  Then it is
   open in *ELF and *FD.  */
static int
open_with_id (const char *path, const char *id, Elf **elf, int *fd)
{
  char other[160];
  struct stat st;

  *fd = open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (*fd < 0)
    return 0;
  if (fstat (*fd, &st) == 0 && S_ISREG (st.st_mode)
      && (*elf = elf_begin (*fd, ELF_C_READ_MMAP_PRIVATE, NULL)) != NULL)
    {
      if (elf_kind (*elf) == ELF_K_ELF && build_id (*elf, other, sizeof other)
          && strcmp (other, id) == 0)
        return 1;
      elf_end (*elf);
    }
  *elf = NULL;
  close (*fd);
  *fd = -1;
  return 0;
}

/* The dwz file that ELF (DWARF, NEAR its path on disk or NULL) names,
   from the -dbgsym package's debug files, else under the debug directory
   DIR: by build-id, by its path under DIR, at its path.  Returns 1 with
   it in *ALT (and *FD, or -1, and *COPY, the bytes to free, or NULL), 0
   if ELF names none, -1 if it is not found
   (its path in MISSING).  */
static int
find_dwz (Elf *elf, const char *near, const struct audit_options *opts,
          const char *dir, Elf **alt, int *fd, char **copy, char *missing,
          size_t size)
{
  const char *path;
  unsigned char id[64];
  char hex[2 * sizeof id + 1];
  size_t len, i;
  char *file = NULL;
  const struct audit_debug_file *m;

  *alt = NULL;
  *fd = -1;
  *copy = NULL;
  if (!altlink (elf, &path, id, sizeof id, &len))
    return 0;
  snprintf (missing, size, "%s", path);
  if (len == 0)
    return -1;
  for (i = 0; i < len; i++)
    sprintf (hex + 2 * i, "%02x", id[i]);
  if ((m = read_debug_find (opts->debug_files, id, len)) != NULL)
    {
      /* A copy: libelf decompresses the sections of an image in memory
         in place, and the debug files of the package share it (and the
         threads).  */
      if ((*copy = malloc (m->size ? m->size : 1)) == NULL)
        return -1;
      memcpy (*copy, m->data, m->size);
      *alt = elf_memory (*copy, m->size);
      snprintf (missing, size, "%s", m->name);
      return *alt ? 1 : -1;
    }
  if (dir[0] != '\0')
    {
      if (asprintf (&file, "%s/.build-id/%.2s/%s.debug", dir, hex, hex + 2)
              >= 0
          && open_with_id (file, hex, alt, fd))
        goto found;
      free (file);
      file = NULL;
      if (strncmp (path, DEFAULT_DEBUG_DIR "/", sizeof DEFAULT_DEBUG_DIR) == 0
          && asprintf (&file, "%s%s", dir, path + sizeof DEFAULT_DEBUG_DIR - 1)
                 >= 0
          && open_with_id (file, hex, alt, fd))
        goto found;
      free (file);
      file = NULL;
    }
  if (dir[0] == '\0')
    return -1; /* The disk is not looked at.  */
  if (path[0] == '/')
    {
      if (open_with_id (path, hex, alt, fd))
        return 1;
    }
  else if (near != NULL && strchr (near, '(') == NULL)
    {
      /* Relative to the debug file's directory (dwz -r).  */
      const char *slash = strrchr (near, '/');
      if (asprintf (&file, "%.*s%s", slash ? (int)(slash + 1 - near) : 0, near,
                    path)
              >= 0
          && open_with_id (file, hex, alt, fd))
        goto found;
      free (file);
    }
  return -1;
found:
  snprintf (missing, size, "%s", file);
  free (file);
  return 1;
}

/* Does ELF have DWARF to read?  */
static int
has_debug_info (Elf *elf)
{
  static const char *const names[] = { ".debug_info", ".zdebug_info" };
  GElf_Shdr shdr;
  size_t i;

  for (i = 0; i < 2; i++)
    if (section_named (elf, names[i], &shdr) != NULL
        && shdr.sh_type != SHT_NOBITS && shdr.sh_size > 0)
      return 1;
  return 0;
}

/* The units of the DWARF of ELF.  Returns 0, or -1 with the error in
   ERROR.  */
static int
no_debuginfo (Dwfl_Module *mod, void **userdata, const char *modname,
              Dwarf_Addr base, const char *file_name,
              const char *debuglink_file, GElf_Word debuglink_crc,
              char **debuginfo_file_name)
{
  (void)mod, (void)userdata, (void)modname, (void)base, (void)file_name;
  (void)debuglink_file, (void)debuglink_crc, (void)debuginfo_file_name;
  return -1;
}

static const Dwfl_Callbacks offline = {
  .find_debuginfo = no_debuginfo,
  .section_address = dwfl_offline_section_address,
};

static int
read_units (struct facts *f, Elf *elf, Elf *alt, char *error, size_t size,
            unsigned long long *covered)
{
  Dwarf *dw = NULL, *altdw = NULL;
  Dwfl *dwfl = NULL;
  Dwarf_CU *cu = NULL;
  Dwarf_Die cudie;
  uint8_t unit_type;
  Dwarf_Half version;
  int rc, n = 0;

  if (f->ehdr.e_type == ET_REL)
    {
      /* An object's DWARF refers to its strings through relocations,
         which libdwfl applies (to the debug sections of the buffer, a
         private copy).  */
      size_t raw_size = 0;
      char *raw = elf_rawfile (elf, &raw_size);
      Dwarf_Addr bias;
      Dwfl_Module *mod;

      dwfl = dwfl_begin (&offline);
      if (dwfl == NULL || raw == NULL)
        {
          snprintf (error, size, "%s", dwfl_errmsg (-1));
          if (dwfl)
            dwfl_end (dwfl);
          return -1;
        }
      mod = dwfl_report_offline_memory (dwfl, "object", "object", raw,
                                        raw_size);
      dwfl_report_end (dwfl, NULL, NULL);
      dw = mod ? dwfl_module_getdwarf (mod, &bias) : NULL;
      if (dw == NULL)
        {
          snprintf (error, size, "%s", dwfl_errmsg (-1));
          dwfl_end (dwfl);
          return -1;
        }
    }
  else
    dw = dwarf_begin_elf (elf, DWARF_C_READ, NULL);
  if (dw == NULL)
    {
      snprintf (error, size, "%s", dwarf_errmsg (-1));
      return -1;
    }
  if (alt != NULL)
    {
      /* The dwz file: its strings and the units it shares.  */
      altdw = dwarf_begin_elf (alt, DWARF_C_READ, NULL);
      if (altdw == NULL)
        {
          snprintf (error, size, "its dwz file: %s", dwarf_errmsg (-1));
          if (dwfl)
            dwfl_end (dwfl);
          else
            dwarf_end (dw);
          return -1;
        }
      dwarf_setalt (dw, altdw);
    }
#define dwarf_end(dw)                                                         \
  ((dwfl ? dwfl_end (dwfl) : (void)dwarf_end (dw)),                           \
   (altdw ? (void)dwarf_end (altdw) : (void)0))
  while (
      (rc = dwarf_get_units (dw, cu, &cu, &version, &unit_type, &cudie, NULL))
      == 0)
    {
      Dwarf_Attribute attr, *a;
      const char *producer, *name;

      if (unit_type != DW_UT_compile && unit_type != DW_UT_partial
          && unit_type != DW_UT_skeleton)
        continue;
      a = dwarf_attr (&cudie, DW_AT_producer, &attr);
      producer = a ? dwarf_formstring (a) : NULL;
      if (a && producer == NULL)
        {
          /* There, but unreadable.  */
          snprintf (error, size, "unit at offset %#llx: %s",
                    (unsigned long long)dwarf_dieoffset (&cudie),
                    dwarf_errmsg (-1));
          dwarf_end (dw);
          return -1;
        }
      name = dwarf_diename (&cudie);
      if (producer && unit_type != DW_UT_partial)
        {
          /* The code the unit covers; that of a unit without a stack
             protector option, for its canary loads (ev_code_gather).  */
          Dwarf_Addr base, start, end;
          ptrdiff_t off = 0;
          int k = 0;
          size_t quiet = (size_t)-1;
          if (ev_notes_dwarf_unit (f, name, producer) != 0)
            {
              snprintf (error, size, "out of memory");
              dwarf_end (dw);
              return -1;
            }
          if (ev_producer_unit (f, name ? name : "<unnamed unit>", producer)
              && f->ehdr.e_type != ET_REL)
            quiet = ev_quiet_unit (f, name ? name : "<unnamed unit>");
          while (k++ < 4096
                 && (off = dwarf_ranges (&cudie, off, &base, &start, &end))
                        > 0)
            if (end > start)
              {
                *covered += end - start;
                ev_quiet_range (f, quiet, start, end);
              }
        }
      n++;
    }
  if (rc == 1)
    {
      /* libdw stops quietly at a unit whose length runs past the end: the
         units must tile .debug_info.  */
      Dwarf_Off off = 0, next;
      size_t hsize, total = 0, shstrndx;
      Elf *e = dwarf_getelf (dw);
      Elf_Scn *scn = NULL;

      while (dwarf_next_unit (dw, off, &next, &hsize, NULL, NULL, NULL, NULL,
                              NULL, NULL)
             == 0)
        off = next;
      if (e && elf_getshdrstrndx (e, &shstrndx) == 0)
        while ((scn = elf_nextscn (e, scn)) != NULL)
          {
            GElf_Shdr shdr;
            const char *sname;
            Elf_Data *data;
            if (gelf_getshdr (scn, &shdr) != NULL
                && (sname = elf_strptr (e, shstrndx, shdr.sh_name)) != NULL
                && strcmp (sname, ".debug_info") == 0
                && (data = elf_getdata (scn, NULL)) != NULL)
              total = data->d_size;
          }
      if (total && off != total)
        {
          snprintf (error, size,
                    "the units of .debug_info end at byte %llu of %zu",
                    (unsigned long long)off, total);
          dwarf_end (dw);
          return -1;
        }
    }
  if (rc < 0 || n == 0)
    {
      /* .debug_info is not empty: a unit that cannot be read ends the
         walk as if there were no more.  */
      snprintf (error, size, "%s",
                rc < 0 ? dwarf_errmsg (-1)
                       : "no readable unit in .debug_info");
      dwarf_end (dw);
      return -1;
    }
  dwarf_end (dw);
  return n;
#undef dwarf_end
}

/* The units of ELF (WHAT it is, for the reason; NEAR its path on disk, or
   NULL) with those of its dwz file, if it names one.  Returns as
   read_units (), or -2 when the dwz file is not found: F->no_dwarf says
   so.  */
static int
read_units_dwz (struct facts *f, Elf *elf, const char *what, const char *near,
                const struct audit_options *opts, const char *dir, char *error,
                size_t size, unsigned long long *covered)
{
  Elf *alt;
  int fd, n;
  char missing[256], *copy;

  if (find_dwz (elf, near, opts, dir, &alt, &fd, &copy, missing,
                sizeof missing)
      < 0)
    {
      free (copy);
      snprintf (f->no_dwarf, sizeof f->no_dwarf,
                "no DWARF (the dwz file %s of %s is not there)", missing,
                what);
      return -2;
    }
  n = read_units (f, elf, alt, error, size, covered);
  if (alt)
    elf_end (alt);
  if (fd >= 0)
    close (fd);
  free (copy);
  return n;
}

/* A debug file named NAME was found that is another build's (WHY): the
   reason there is no DWARF, unless one was found before.  */
static void
another_build (struct facts *f, const char *name, const char *why)
{
  if (!f->no_dwarf[0])
    snprintf (f->no_dwarf, sizeof f->no_dwarf,
              "no DWARF (no .debug_info; the debug file %s is another "
              "build's: %s)",
              name, why);
}

/* Does the debug file DEBUG describe the sections of MAIN: each of MAIN's
   allocated sections that DEBUG names at the same address with the same
   size (objcopy --only-keep-debug and eu-strip keep them, as NOBITS), and
   each executable one named?  A build-id or a debug link is only a claim:
   the DWARF of another build would judge code it does not describe.  Else
   0 with WHY.  */
static int
same_layout (Elf *main, Elf *debug, char *why, size_t size)
{
  size_t mstr, dstr;
  Elf_Scn *m = NULL;

  if (elf_getshdrstrndx (main, &mstr) != 0
      || elf_getshdrstrndx (debug, &dstr) != 0)
    {
      snprintf (why, size, "no section names to compare");
      return 0;
    }
  while ((m = elf_nextscn (main, m)) != NULL)
    {
      GElf_Shdr ms, ds;
      const char *name;
      Elf_Scn *d;
      int found = 0;

      if (gelf_getshdr (m, &ms) == NULL || !(ms.sh_flags & SHF_ALLOC)
          || ms.sh_size == 0
          || (name = elf_strptr (main, mstr, ms.sh_name)) == NULL)
        continue;
      /* objcopy --only-keep-debug and eu-strip keep the sections'
         order: the same index first, else a search by name.  */
      if ((d = elf_getscn (debug, elf_ndxscn (m))) != NULL)
        {
          const char *dname;
          found = gelf_getshdr (d, &ds) != NULL
                  && (dname = elf_strptr (debug, dstr, ds.sh_name)) != NULL
                  && strcmp (name, dname) == 0;
        }
      if (!found)
        found = section_named (debug, name, &ds) != NULL;
      if (!found && (ms.sh_flags & SHF_EXECINSTR))
        {
          snprintf (why, size, "it has no %s", name);
          return 0;
        }
      if (found && (ds.sh_addr != ms.sh_addr || ds.sh_size != ms.sh_size))
        {
          snprintf (why, size,
                    "its %s is %llu bytes at %#llx, the file's %llu bytes "
                    "at %#llx",
                    name, (unsigned long long)ds.sh_size,
                    (unsigned long long)ds.sh_addr,
                    (unsigned long long)ms.sh_size,
                    (unsigned long long)ms.sh_addr);
          return 0;
        }
    }
  return 1;
}

/* The separate debug file ELF of MAIN, named NAME (NEAR its path on
   disk, or NULL): its units, if it matches the build-id ID ("" when the
   file has none) and describes MAIN's sections.  Returns 1 when read, 0
   when it is another build's, 2 when its dwz file is missing (F->no_dwarf
   says so), -1 with ERROR.  */
static int
read_debug_elf (struct facts *f, Elf *main, Elf *elf, const char *name,
                const char *near, const struct audit_options *opts,
                const char *dir, const char *id, char *error, size_t size,
                unsigned long long *covered)
{
  char other[128], why[160];
  int n;

  if (elf == NULL || elf_kind (elf) != ELF_K_ELF)
    {
      snprintf (error, size, "debug file %s: not an ELF file", name);
      return -1;
    }
  if (id[0]
      && (!build_id (elf, other, sizeof other) || strcmp (id, other) != 0))
    return 0; /* Another build's.  */
  if (!same_layout (main, elf, why, sizeof why))
    {
      another_build (f, name, why);
      return 0;
    }
  if (!has_debug_info (elf))
    return 1;
  {
    char why[192];
    n = read_units_dwz (f, elf, "its debug file", near, opts, dir, why,
                        sizeof why, covered);
    if (n == -2)
      return 2;
    if (n < 0)
      {
        snprintf (error, size, "corrupt DWARF in the debug file %s: %s", name,
                  why);
        return -1;
      }
  }
  return 1;
}

/* A debug file read from disk, kept from gather_dwarf to ev_code_gather:
   the symbols of a stripped file are in its .symtab, which the kept Elf
   reads without the file being opened, mapped and parsed again.  */
struct debug_kept
{
  void *map;
  size_t size;
  Elf *elf;
  struct debug_sections sections;
};

Elf *
ev_debug_kept_elf (const struct facts *f)
{
  return f->debug_kept ? f->debug_kept->elf : NULL;
}

static void
debug_kept_free (struct facts *f)
{
  struct debug_kept *k = f->debug_kept;

  if (k == NULL)
    return;
  if (k->elf)
    elf_end (k->elf);
  elf_debug_sections_free (&k->sections);
  if (k->map)
    read_unmap (k->map, k->size);
  free (k);
  f->debug_kept = NULL;
}

/* The separate debug file at PATH of MAIN, if it exists and matches the
   build-id ID, or when ID is "", the debug link's CRC (*CRC; NULL: found
   by build-id): as read_debug_elf.  */
static int
read_debug_file (struct facts *f, Elf *main, const char *path,
                 const struct audit_options *opts, const char *dir,
                 const char *id, const GElf_Word *crc, char *error,
                 size_t size, unsigned long long *covered)
{
  int fd = open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  struct stat st;
  struct debug_sections sections;
  struct debug_kept *kept;
  Elf *elf;
  void *map = NULL;
  int n;

  if (fd < 0)
    return 0;
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      return 0;
    }
  /* A private mapping given to libelf as memory, not the descriptor:
     libdw then does not resolve /proc/self/fd/N to a directory (eleven
     readlink calls a file) for a dwz file that read_units_dwz finds
     itself.  An empty file is no ELF file (read_debug_elf says so).  */
  if (st.st_size > 0
      && (map = read_map (fd, (size_t)st.st_size, path)) == NULL)
    {
      snprintf (error, size, "debug file %s: %s", path, strerror (errno));
      close (fd);
      return -1;
    }
  close (fd);
  /* Found by its debug link, with no build-id to match: the link's
     CRC-32 of the file must match, as GDB checks (a file of the same
     name from another build has another one).  */
  if (!id[0]
      && (crc == NULL
          || libdeflate_crc32 (0, map, (size_t)st.st_size) != *crc))
    {
      another_build (f, path, "its CRC-32 is not the debug link's");
      if (map)
        read_unmap (map, (size_t)st.st_size);
      return 0;
    }
  elf = map ? elf_memory (map, (size_t)st.st_size) : NULL;
  elf_debug_sections_prepare (&sections, elf);
  n = read_debug_elf (f, main, elf, path, path, opts, dir, id, error, size,
                      covered);
  if (n > 0 && elf && (kept = malloc (sizeof *kept)) != NULL)
    {
      /* Its symbols serve ev_code_gather (debug_functions).  */
      debug_kept_free (f);
      kept->map = map;
      kept->size = (size_t)st.st_size;
      kept->elf = elf;
      kept->sections = sections;
      f->debug_kept = kept;
      return n;
    }
  if (elf)
    elf_end (elf);
  elf_debug_sections_free (&sections);
  if (map)
    read_unmap (map, (size_t)st.st_size);
  return n;
}

/* Units that cover less than nine tenths of a linked file's code (the
   DWARF of a static library linked into a program built without -g)
   speak for themselves: no pass from them.  The start files, the PLT and
   libc_nonshared.a have no DWARF: PARTIAL_SLACK bytes without it are
   allowed.  */
static void
partial (struct facts *f, unsigned long long covered, unsigned long long code)
{
  struct evidence_set *set = &f->evidence[EV_DWARF];
  size_t len = strlen (set->where);

  if (f->ehdr.e_type == ET_REL || code == 0 || covered * 10 >= code * 9
      || code - covered <= PARTIAL_SLACK)
    return;
  set->partial = 1;
  snprintf (set->where + len, sizeof set->where - len,
            " (covering %llu%% of the code)", covered * 100 / code);
}

static int
gather_dwarf (struct facts *f, Elf *elf, const char *path,
              const struct audit_options *opts, char *error, size_t size)
{
  struct evidence_set *set = &f->evidence[EV_DWARF];
  const char *dir = opts->debug_dir ? opts->debug_dir : DEFAULT_DEBUG_DIR;
  char id[128] = "", *file = NULL;
  const char *link;
  GElf_Word crc = 0;
  int rc;
  unsigned long long covered = 0, code = 0;
  Elf_Scn *scn = NULL;

  while ((scn = elf_nextscn (elf, scn)) != NULL)
    {
      GElf_Shdr shdr;
      if (gelf_getshdr (scn, &shdr) != NULL && (shdr.sh_flags & SHF_EXECINSTR)
          && shdr.sh_type == SHT_PROGBITS)
        code += shdr.sh_size;
    }
  if (has_debug_info (elf))
    {
      char why[192];
      int n = read_units_dwz (f, elf, "its .debug_info",
                              path && strchr (path, '(') == NULL ? path : NULL,
                              opts, dir, why, sizeof why, &covered);
      if (n == -2)
        return 0;
      if (n < 0)
        {
          snprintf (error, size, "corrupt DWARF: %s", why);
          return -1;
        }
      set->present = 1;
      snprintf (set->where, sizeof set->where, "DWARF");
      partial (f, covered, code);
      return 0;
    }
  build_id (elf, id, sizeof id);
  if (f->debug)
    {
      /* The debug file of the -dbgsym package given with a .deb; a copy:
         libelf decompresses sections of an image in memory in place, and
         ELF files of the same build-id (the same program twice) share
         it.  */
      char *copy = malloc (f->debug->size ? f->debug->size : 1);
      Elf *dbg;
      if (copy == NULL)
        {
          snprintf (error, size, "out of memory");
          return -1;
        }
      memcpy (copy, f->debug->data, f->debug->size);
      dbg = elf_memory (copy, f->debug->size);
      rc = read_debug_elf (f, elf, dbg, f->debug->name, NULL, opts, dir, id,
                           error, size, &covered);
      if (dbg)
        elf_end (dbg);
      free (copy);
      if (rc < 0)
        return -1;
      if (rc == 2)
        return 0;
      if (rc > 0)
        {
          set->present = 1;
          snprintf (set->where, sizeof set->where, "DWARF of %s",
                    f->debug->name);
          partial (f, covered, code);
          return 0;
        }
    }
  if (dir[0] == '\0')
    {
      snprintf (f->no_dwarf, sizeof f->no_dwarf,
                "no DWARF (no .debug_info; separate debug files not looked "
                "up)");
      return 0;
    }
  rc = 0;
  if (id[0]
      && asprintf (&file, "%s/.build-id/%.2s/%s.debug", dir, id, id + 2) >= 0)
    {
      rc = read_debug_file (f, elf, file, opts, dir, id, NULL, error, size,
                            &covered);
      if (rc == 0)
        {
          free (file);
          file = NULL;
        }
    }
  link = debuglink (elf, &crc);
  if (rc == 0 && link && path && strchr (path, '(') == NULL)
    {
      /* Beside the file, in its .debug/, under the debug directory.  */
      const char *slash = strrchr (path, '/');
      int dlen = slash ? (int)(slash - path) : 1;
      const char *d = slash ? path : ".";
      const char *forms[] = { "%.*s/%s", "%.*s/.debug/%s", NULL };
      int i;

      for (i = 0; forms[i] && rc == 0; i++)
        {
          if (asprintf (&file, forms[i], dlen, d, link) < 0)
            break;
          if (strcmp (file, path) != 0)
            rc = read_debug_file (f, elf, file, opts, dir, id, &crc, error,
                                  size, &covered);
          if (rc == 0)
            {
              free (file);
              file = NULL;
            }
        }
      if (rc == 0 && path[0] == '/'
          && asprintf (&file, "%s%.*s/%s", dir, dlen, d, link) >= 0)
        {
          rc = read_debug_file (f, elf, file, opts, dir, id, &crc, error,
                                size, &covered);
          if (rc == 0)
            {
              free (file);
              file = NULL;
            }
        }
    }
  if (rc < 0)
    {
      free (file);
      return -1;
    }
  if (rc == 1)
    {
      set->present = 1;
      snprintf (set->where, sizeof set->where, "DWARF of %s", file);
      partial (f, covered, code);
    }
  else if (rc == 2)
    {
      /* f->no_dwarf says which dwz file is missing.  */
    }
  if (rc > 0)
    {
      /* Its symbol table, for the code evidence.  */
      f->debug_path = file;
      file = NULL;
    }
  else if (id[0] && !f->no_dwarf[0])
    snprintf (
        f->no_dwarf, sizeof f->no_dwarf,
        "no DWARF (no .debug_info, no %s/.build-id/%.2s/%.12s....debug%s)",
        dir, id, id + 2, link ? ", no debug link's file" : "");
  else if (f->no_dwarf[0])
    {
      /* A debug file of another build was found: it says which.  */
    }
  else
    snprintf (f->no_dwarf, sizeof f->no_dwarf,
              "no DWARF (no .debug_info, no build-id%s)",
              link ? ", no debug link's file" : "");
  free (file);
  return 0;
}

int
ev_dwarf_gather (struct facts *f, Elf *elf, const struct ev_input *in,
                 char *error, size_t size)
{
  if (gather_dwarf (f, elf, in->path, in->opts, error, size) != 0)
    return -1;
  ev_notes_match_dwarf (f);
  return 0;
}

void
ev_dwarf_free (struct facts *f)
{
  free (f->debug_path);
  f->debug_path = NULL;
  debug_kept_free (f);
  free (f->quiet);
  free (f->quiet_ranges);
  f->quiet = NULL;
  f->quiet_ranges = NULL;
  f->n_quiet = f->quiet_alloc = f->n_quiet_ranges = f->quiet_ranges_alloc = 0;
}
