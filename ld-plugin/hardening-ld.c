/* hardening-ld.so: a GNU ld plugin that checks every object a link takes
   in for the gcc-hardening note (doc/note-format.md).

   ld offers a plugin every input before it reads it: objects, archive
   members that the link pulls in (the archive's path and the member's
   offset), LTO IR objects, shared libraries, linker scripts.  This plugin
   never claims any of them; it reads the notes of each relocatable ELF
   input and reports, once per input, one that has no note (it was not
   compiled with hardening.so), a corrupt note (one that does not decode,
   of a version newer than this plugin's, or cut short), or a note that
   says a protection was lowered or turned off, or a unit exempt from the
   stack protector or fortify as if it had no C library (-ffreestanding,
   kernel code) in a link that takes the C library (libc.so, or libc.a
   with its start files), where that exemption does not hold.  Shared
   libraries, non-ELF inputs and the toolchain's own start files and
   libraries (crt1.o, crti.o, libc_nonshared.a, libgcc.a) are skipped: by
   their real path under the compiler's and the C library's directories
   (system_dirs, and the directories of the compiler's libgcc.a and the C
   library's libc_nonshared.a that the specs name, as absolute paths
   written when they were made), never by their name; a crt1.o of the
   package's own is checked like any object.

   The output itself is checked too, as the linker's command line makes
   it: a position-dependent executable (LDPT_LINKER_OUTPUT) where the
   policy has pie on, a link without -z relro or -z now (read from ld's
   own command line, /proc/self/cmdline, response files included) where
   it has relro or bindnow on, a link with -z execstack (the last of
   execstack/noexecstack) where it has noexecstack on.  A relocatable link
   (-r) is not checked.

   The output gets a link record (hardening_link_note) from an object
   that this plugin writes in the driver's directory of temporary files
   (temp_dir) and adds to the link.  A link that cannot be recorded fails:
   without the record the audit would take the unit notes for the whole
   file.

   The policy's "link-check" key says what a finding is: a warning (the
   default), an error that fails the link, or nothing.  Warnings go to
   standard error in ld's own form ("/usr/bin/ld: warning: ..."): ld prints
   a plugin's LDPL_WARNING on standard output, where a build that captures
   a program's output would mix them in.

   Format wrappers (doc/format-wrappers.md): the notes also list the
   printf-like wrappers each unit defines, its forwards to functions it
   does not know, and its calls of external variadic functions with a
   non-literal string and nothing after it.  Once every input is read
   (all_symbols_read), the wrappers are completed to a fixed point across
   units and each call of a wrapper with a non-literal format is reported
   at its source location, a warning or, where the calling unit's
   format-wrappers level made -Wformat-security an error, an error that
   fails the link.  link-check does not govern these: the compiler's
   levels do.  The specs load the
   plugin ahead of GCC's LTO plugin, so that it also sees LTO objects.

   Options (-plugin-opt=KEY=VALUE, or -Wl,-plugin-opt=... from gcc):
     policy=FILE       the policy file (default: the installed one, else
                       the built-in copy of the shipped policy)
     link-check=off|warn|error   overrides the policy's key
     skip=DIR          also skip inputs under DIR (repeatable)
     skip-dir-of=FILE  also skip inputs in the directory of FILE, an
                       absolute path (the specs pass the compiler's
                       libgcc.a and the C library's libc_nonshared.a; a
                       relative FILE is ignored)
     verbose           say which inputs were checked and passed
   ld gives a -plugin-opt to the plugin loaded last before it.  Loaded by
   hand (-Wl,-plugin,PATH,-plugin-opt=...), this plugin gets its options
   from ld.  Under the specs GCC's LTO plugin comes after it, and the
   command line's -Wl,-plugin-opt=... would go to that plugin: the specs
   also load hardening-ld-options.so after the LTO plugin, and this plugin
   takes from ld's command line every -plugin-opt that ld gives to a
   plugin of that name (options_plugin_options), after its own.  An
   option it does not know, given either way, fails the link.  The
   command line's options are honoured but said: a link-check lower than
   the specs' (their link-check=, else their policy's), each policy= and
   each skip=.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "hardening-config.h"
#include "hardening-ld-options.h"
#include "hardening-elf.h"
#include "hardening-note.h"
#include "hardening-policy.h"
#include "hardening-resolve.h"

#include <gelf.h>
#include <libelf.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <errno.h>
#include <fcntl.h>
#include <plugin-api.h>

/* What this linker does without -z relro/-z norelro and -z now/-z lazy
   (ld --help says "(default)"; ld-plugin.mk asks it).  */
#ifndef HARDENING_LD_RELRO_DEFAULT
#define HARDENING_LD_RELRO_DEFAULT 1
#endif
#ifndef HARDENING_LD_NOW_DEFAULT
#define HARDENING_LD_NOW_DEFAULT 0
#endif

#define EXPORT __attribute__ ((visibility ("default")))

EXPORT enum ld_plugin_status onload (struct ld_plugin_tv *tv);

static ld_plugin_message message;
static enum hardening_link_check link_check = HARDENING_LINK_CHECK_WARN;
static int link_check_given;
/* The -plugin-opt= that gave it, for its origin.  */
static const char *link_check_option;
static const char *policy_path;
/* What the plugin's own options (the specs') said, before the command
   line's (given to hardening-ld-options.so) overrode them: a command line
   that lowers link-check, or skips a directory of its own, is honoured
   and said.  */
static int from_command_line;
static const char *specs_policy_path;
static int specs_link_check_given;
static enum hardening_link_check specs_link_check;
static const char *lowered_by;
static int verbose;
static int findings;
static int linker_output = -1; /* enum ld_plugin_output_file_type */
static const char *output_name = "a.out";

/* An input's note lists a function that needs an executable stack (an
   escape of noexecstack: a trampoline on the stack), and the link goes
   on: the output's stack is kept executable once ld has written it.  */
static int keep_exec_stack;
/* Some input's function escapes noexecstack: exec_stack_escape speaks
   for the output's stack then.  */
static int exec_stack_escapes;
/* The command line makes the stack executable (its last -z execstack or
   -z noexecstack is -z execstack) where the policy has noexecstack on.  */
static int linked_execstack;
/* Units exempt from the stack protector or fortify (-ffreestanding,
   -nostdlib, kernel code), the first described; and what the link takes
   of the C library: as a shared library, or as libc.a with its start
   files, it has __stack_chk_fail, the guard and the __*_chk functions,
   and those exemptions do not hold (the audit fails them too).  */
static unsigned exempt_units;
static char first_exempt[768];
static int links_libc_so, links_libc_a, links_crt1;

/* The link record (hardening_link_note) that the output gets: the
   relocatable inputs checked, and the ELF header of the first, which the
   object that carries the record copies (class, byte order, machine, ABI
   flags), so that ld takes it as one of the link's own.  */
static struct hardening_link_note link_record;
/* Some input has a .note.gnu.property: only then does the record's
   object carry one (a link of objects without any, such as a boot image
   made of assembler files and laid out by a script of its own, gets no
   allocated section from the record).  */
static int inputs_have_property;
static int have_first_ehdr;
static GElf_Ehdr first_ehdr;
static ld_plugin_add_input_file add_input_file;
static char link_object[4096];

/* The format records of every input (hardening_note_format).  */
static struct hardening_note_format *formats;
static size_t n_formats, max_formats;

/* Inputs under these directories belong to the toolchain, not to the
   package being linked: the compiler's (its start files crtbegin*.o and
   crtend*.o, libgcc.a) and the C library's (crt1.o, crti.o, crtn.o,
   libc_nonshared.a, and the system's static libraries beside them).  An
   input is skipped by its real path (realpath: no "..", no symbolic link)
   under one of these directories, themselves resolved, compared component
   by component: never by its name, never by a prefix of the path as
   given.  skip=DIR adds DIR, skip-dir-of=FILE the directory of FILE (the
   specs pass the libgcc.a and crti.o that the compiler finds).  */
#define SYSTEM_LIB_DIRS(prefix)                                               \
  prefix "/lib/" HARDENING_TARGET, prefix "/lib64", prefix "/lib32",          \
      prefix "/libx32"
static const char *const system_dirs[]
    = { "/usr/lib/gcc",
        "/usr/lib/gcc-cross",
        SYSTEM_LIB_DIRS ("/usr"),
        SYSTEM_LIB_DIRS (""),
        "/usr/" HARDENING_TARGET "/lib",
        "/usr/" HARDENING_TARGET "/lib64",
        "/usr/" HARDENING_TARGET "/lib32",
        "/usr/" HARDENING_TARGET "/libx32" };
#define MAX_SKIP_DIRS 32
/* skip= and skip-dir-of= as given, DIR_OF set for the latter.  */
static struct
{
  const char *path;
  int dir_of;
} skip_args[MAX_SKIP_DIRS];
static size_t n_skip_args;
/* Every directory above that exists, resolved (malloc'd), once read.  */
static char
    *skip_dirs[MAX_SKIP_DIRS + sizeof system_dirs / sizeof *system_dirs];
static size_t n_skip_dirs;
static int skip_dirs_ready;
/* The last input's name and whether it was skipped: an archive is offered
   once a member.  */
static char *last_input;
static int last_skipped;

/* ld's message callback mishandles some formats: format here.  */
static void say (enum ld_plugin_level level, const char *format, ...)
    __attribute__ ((format (printf, 2, 3)));

static void
say (enum ld_plugin_level level, const char *format, ...)
{
  char buf[1024];
  va_list ap;

  va_start (ap, format);
  vsnprintf (buf, sizeof buf, format, ap);
  va_end (ap);
  /* ld writes LDPL_WARNING to standard output: write it to standard error
     as ld writes its own warnings, "PROGRAM: warning: TEXT".  */
  if (level == LDPL_WARNING || !message)
    {
      fflush (stdout);
      fprintf (stderr, "%s: %s%s\n",
               message ? program_invocation_name : "hardening-ld",
               level == LDPL_WARNING ? "warning: " : "", buf);
      fflush (stderr);
    }
  else
    message (level, "%s", buf);
}

/* A finding: a warning, or an error that fails the link under
   link-check = error.  */
static void finding (const char *format, ...)
    __attribute__ ((format (printf, 1, 2)));

static void
finding (const char *format, ...)
{
  char buf[1024];
  va_list ap;

  va_start (ap, format);
  vsnprintf (buf, sizeof buf, format, ap);
  va_end (ap);
  say (link_check == HARDENING_LINK_CHECK_ERROR ? LDPL_ERROR : LDPL_WARNING,
       "%s", buf);
  findings++;
}

/* Add the real path of DIR to skip_dirs; nothing when it does not exist
   (no input can be under it).  */
static void
add_skip_dir (const char *dir)
{
  char *real = realpath (dir, NULL);
  size_t i;

  if (real == NULL)
    return;
  /* /lib/TARGET is /usr/lib/TARGET where / and /usr are merged.  */
  for (i = 0; i < n_skip_dirs; i++)
    if (strcmp (skip_dirs[i], real) == 0)
      {
        free (real);
        return;
      }
  if (n_skip_dirs < sizeof skip_dirs / sizeof *skip_dirs)
    skip_dirs[n_skip_dirs++] = real;
  else
    free (real);
}

static void
read_skip_dirs (void)
{
  size_t i;

  skip_dirs_ready = 1;
  for (i = 0; i < sizeof system_dirs / sizeof *system_dirs; i++)
    add_skip_dir (system_dirs[i]);
  for (i = 0; i < n_skip_args; i++)
    {
      if (!skip_args[i].dir_of)
        {
          add_skip_dir (skip_args[i].path);
          continue;
        }
      /* Only an absolute path names the toolchain's (a file that
         "gcc -print-file-name" or the specs' %:find-file does not find
         comes back as its bare name).  */
      if (skip_args[i].path[0] == '/')
        {
          /* The directory the file was found in, as given, then resolved
             (not the directory of a symbolic link's target).  */
          char *dir = strdup (skip_args[i].path);
          char *slash = dir ? strrchr (dir, '/') : NULL;
          if (slash)
            {
              /* The directory of "/crti.o" is "/".  */
              slash[slash == dir ? 1 : 0] = '\0';
              add_skip_dir (dir);
            }
          free (dir);
        }
    }
  if (verbose)
    for (i = 0; i < n_skip_dirs; i++)
      say (LDPL_INFO, "skipping the toolchain's inputs under %s",
           skip_dirs[i]);
}

/* Is the real path REAL under the real directory DIR, component by
   component (/a/b holds /a/b/x.o, not /a/bc/x.o)?  */
static int
under_dir (const char *real, const char *dir)
{
  size_t len = strlen (dir);

  if (len == 1 && dir[0] == '/')
    return 1;
  return strncmp (real, dir, len) == 0 && real[len] == '/';
}

/* Does the input NAME (an object, or the archive of a member) belong to the
   toolchain?  By its real path: an input that cannot be resolved is
   checked.  */
static int
skipped_path (const char *name)
{
  char *real;
  size_t i;

  if (last_input && strcmp (name, last_input) == 0)
    return last_skipped;
  if (!skip_dirs_ready)
    read_skip_dirs ();
  free (last_input);
  last_input = strdup (name);
  last_skipped = 0;
  real = realpath (name, NULL);
  for (i = 0; real && i < n_skip_dirs && !last_skipped; i++)
    if (under_dir (real, skip_dirs[i]))
      {
        last_skipped = 1;
        if (verbose)
          say (LDPL_INFO, "%s: skipped: the toolchain's (%s)", name, real);
      }
  free (real);
  return last_skipped;
}

/* The input's display name: "lib.a(member.o)" for an archive member, from
   its ar header just before it ("lib.a@0x90" for a long name).  */
static void
input_name (const struct ld_plugin_input_file *file, char *buf, size_t size)
{
  char header[60];
  size_t len;

  if (file->offset == 0)
    {
      snprintf (buf, size, "%s", file->name);
      return;
    }
  if (file->offset >= 60
      && pread (file->fd, header, sizeof header, file->offset - 60)
             == (ssize_t)sizeof header
      && header[58] == '`' && header[59] == '\n' && header[0] != '/')
    {
      for (len = 0; len < 16 && header[len] != '/' && header[len] != ' ';
           len++)
        ;
      snprintf (buf, size, "%s(%.*s)", file->name, (int)len, header);
      return;
    }
  snprintf (buf, size, "%s@0x%llx", file->name,
            (unsigned long long)file->offset);
}

/* An input whose notes are being checked.  */
struct input
{
  const char *name;
  int corrupt; /* a corrupt note was reported */
};

/* A note of NAME that cannot be read: as much a finding as a missing note
   (otherwise corrupting the note would get round the check), and a
   warning still where link-check is off.  */
static void
corrupt_note (struct input *in, const char *why)
{
  if (link_check == HARDENING_LINK_CHECK_OFF)
    {
      say (LDPL_WARNING, "%s: corrupt note: %s", in->name, why);
      findings++;
    }
  else
    finding ("%s: corrupt note: %s: its hardening is unknown "
             "[gcc-hardening]",
             in->name, why);
  in->corrupt = 1;
}

/* A function of the input NAME needs an executable stack, which -z
   noexecstack (the specs) would take away: the program would crash.
   link-check = error refuses the link; otherwise the output keeps an
   executable stack, with a warning unless link-check = off.  A
   relocatable output keeps the input's .note.GNU-stack: nothing to do.  */
static void
exec_stack_escape (const char *name, const struct hardening_note *note,
                   const struct hardening_note_escape *escape)
{
  const char *source = note->source[0] ? note->source : "?";

  if (linker_output == LDPO_REL)
    return;
  exec_stack_escapes = 1;
  if (link_check == HARDENING_LINK_CHECK_ERROR)
    {
      finding ("%s: %s: function '%s' escapes noexecstack: %s; "
               "link-check = error refuses an executable stack "
               "[gcc-hardening]",
               name, source, escape->function, escape->reason);
      return;
    }
  keep_exec_stack = 1;
  if (link_check == HARDENING_LINK_CHECK_WARN)
    finding ("%s: %s: function '%s' escapes noexecstack: %s; %s keeps an "
             "executable stack [gcc-hardening]",
             name, source, escape->function, escape->reason, output_name);
}

/* Check one note of the input ARG; report what it lacks.  */
static int
check_note (void *arg, const char *desc, size_t len)
{
  struct input *in = arg;
  const char *name = in->name;
  struct hardening_note note;
  const char *error;
  int f;

  if (hardening_note_decode (desc, len, &note, &error) != 0)
    {
      corrupt_note (in, error);
      return 0;
    }
  for (size_t i = 0; i < note.n_formats; i++)
    {
      if (n_formats == max_formats)
        {
          size_t max = max_formats ? 2 * max_formats : 64;
          struct hardening_note_format *more
              = realloc (formats, max * sizeof *formats);
          if (more == NULL)
            break;
          formats = more;
          max_formats = max;
        }
      formats[n_formats++] = note.formats[i];
    }
  for (f = 0;
       f < HARDENING_FEATURE_COUNT && link_check != HARDENING_LINK_CHECK_OFF;
       f++)
    {
      const struct hardening_note_feature *nf = &note.feature[f];
      /* What the policy turns off for the target is no finding.  */
      const char *what = hardening_note_finding_word (
          nf->present ? hardening_note_finding (nf) : HARDENING_FINDING_NONE);

      if (what)
        finding ("%s: %s: %s %s by %s [gcc-hardening]", name,
                 note.source[0] ? note.source : "?",
                 hardening_feature_keyword ((enum hardening_feature)f), what,
                 nf->reason);
      else if (nf->present && nf->status == HARDENING_NOTE_EXEMPT
               && (f == HARDENING_STACKPROTECTOR || f == HARDENING_FORTIFY)
               && !hardening_note_libc_start_file (note.source)
               && !exempt_units++)
        snprintf (first_exempt, sizeof first_exempt, "%s: %s: %s exempt (%s)",
                  name, note.source[0] ? note.source : "?",
                  hardening_feature_keyword ((enum hardening_feature)f),
                  nf->reason);
    }
  /* Preprocessed input, where the plugin could not define
     _FORTIFY_SOURCE: the coverage counts show whether the preprocessing
     did.  */
  unsigned long unchecked = hardening_note_unfortified_preprocessed (&note);
  if (unchecked && link_check != HARDENING_LINK_CHECK_OFF)
    finding ("%s: %s: fortify: a preprocessed unit compiled without "
             "_FORTIFY_SOURCE: %lu fortifiable call%s unchecked "
             "[gcc-hardening]",
             name, note.source[0] ? note.source : "?", unchecked,
             unchecked == 1 ? "" : "s");
  /* A function whose code lacks what its unit has (a field of a structure
     for strict-flex-arrays).  */
  for (size_t i = 0; i < note.n_escapes; i++)
    if (note.escapes[i].feature == HARDENING_NOEXECSTACK)
      exec_stack_escape (name, &note, &note.escapes[i]);
    else if (link_check != HARDENING_LINK_CHECK_OFF)
      finding ("%s: %s: %s %s escapes %s: %s [gcc-hardening]", name,
               note.source[0] ? note.source : "?",
               hardening_note_escape_kind (note.escapes[i].feature),
               note.escapes[i].function,
               hardening_feature_keyword (note.escapes[i].feature),
               note.escapes[i].reason);
  /* Code that GCC did not generate: nothing in the note vouches for it
     (hardening-audit judges it by its code).  */
  for (size_t i = 0;
       i < note.n_asm_functions && link_check != HARDENING_LINK_CHECK_OFF; i++)
    finding ("%s: %s: function '%s' is defined in top-level asm, not "
             "compiled by GCC: the note says nothing of its protections "
             "[gcc-hardening]",
             name, note.source[0] ? note.source : "?",
             note.asm_functions[i]);
  hardening_note_free (&note);
  return 0;
}

/* Has ELF a .note.gnu.property section?  */
static int
has_property_note (Elf *elf)
{
  Elf_Scn *scn = NULL;
  size_t shstrndx;

  if (elf_getshdrstrndx (elf, &shstrndx) != 0)
    return 0;
  while ((scn = elf_nextscn (elf, scn)) != NULL)
    {
      GElf_Shdr shdr;
      const char *name;
      if (gelf_getshdr (scn, &shdr) != NULL && shdr.sh_type == SHT_NOTE
          && (name = elf_strptr (elf, shstrndx, shdr.sh_name)) != NULL
          && strcmp (name, ".note.gnu.property") == 0)
        return 1;
    }
  return 0;
}

/* The units of an input, to match with its unit notes.  ld -r merges
   several objects into one, and the unit notes of some say nothing of
   the others.  */
struct units
{
  /* LTO units: one ".gnu.lto_.lto.ID" section each, as lto1 counts them
     (each merged object's sections keep their ID).  */
  long lto;
  /* File symbols (STT_FILE): one a unit that the assembler wrote from
     GCC's output (its .file directive), LTO or not.  */
  long files;
  /* A link record: a partial link made with this plugin, whose record
     names what it merged without a note (the final link's audit adds the
     records up).  */
  int record;
};

static int
link_note (void *arg, const GElf_Nhdr *nhdr, const char *name,
           const char *desc)
{
  (void)desc;
  if (hardening_note_is_link (name, nhdr->n_namesz, nhdr->n_type))
    *(int *)arg = 1;
  return 0;
}

static void
count_units (Elf *elf, struct units *u)
{
  static const char prefix[] = ".gnu.lto_.lto.";
  Elf_Scn *scn = NULL;
  size_t shstrndx;

  memset (u, 0, sizeof *u);
  if (elf_getshdrstrndx (elf, &shstrndx) != 0)
    return;
  while ((scn = elf_nextscn (elf, scn)) != NULL)
    {
      GElf_Shdr shdr;
      const char *name;
      if (gelf_getshdr (scn, &shdr) == NULL
          || (name = elf_strptr (elf, shstrndx, shdr.sh_name)) == NULL)
        continue;
      if (strncmp (name, prefix, sizeof prefix - 1) == 0
          && name[sizeof prefix - 1] != '\0')
        u->lto++;
      else if (shdr.sh_type == SHT_SYMTAB && shdr.sh_entsize > 0)
        {
          Elf_Data *data = elf_getdata (scn, NULL);
          size_t n = data ? data->d_size / shdr.sh_entsize : 0;
          for (size_t i = 1; i < n; i++)
            {
              GElf_Sym sym;
              if (gelf_getsym (data, (int)i, &sym) != NULL
                  && GELF_ST_TYPE (sym.st_info) == STT_FILE)
                u->files++;
            }
        }
      else if (shdr.sh_type == SHT_NOTE && hardening_elf_is_note_section (name))
        hardening_elf_each_note (elf_getdata (scn, NULL), link_note,
                                 &u->record);
    }
}

/* Read the notes of one relocatable ELF input held in BUF.  Returns how
   many gcc-hardening notes it has, or -1 when it is not a relocatable ELF
   object (nothing to check); its units into *UNITS.  */
static long
check_elf (struct input *in, char *buf, size_t size, struct units *units)
{
  Elf *elf = elf_memory (buf, size);
  GElf_Ehdr ehdr;
  long notes = -1;

  if (elf != NULL && elf_kind (elf) == ELF_K_ELF
      && gelf_getehdr (elf, &ehdr) != NULL && ehdr.e_type == ET_REL)
    {
      if (!have_first_ehdr)
        {
          first_ehdr = ehdr;
          have_first_ehdr = 1;
        }
      if (!inputs_have_property)
        inputs_have_property = has_property_note (elf);
      count_units (elf, units);
      notes = hardening_elf_unit_notes (elf, check_note, in);
      if (notes >= 0 && hardening_elf_unit_notes_truncated (elf))
        corrupt_note (in, "a note cut short in " HARDENING_NOTE_SECTION);
    }
  if (elf)
    elf_end (elf);
  return notes;
}

/* The directory of temporary files, as gcc's driver chooses it
   (libiberty's choose_tmpdir): the first of $TMPDIR, $TMP, $TEMP,
   P_tmpdir, /var/tmp, /usr/tmp and /tmp that is a directory this process
   can write; NULL when none is (the driver would take ".", but the record
   is not written where the link did not ask for it).  */
static const char *
temp_dir (void)
{
  static const char *chosen;
  static int done;
  const char *dirs[]
      = { getenv ("TMPDIR"), getenv ("TMP"), getenv ("TEMP"), P_tmpdir,
          "/var/tmp",        "/usr/tmp",     "/tmp" };
  struct stat st;

  if (done)
    return chosen;
  done = 1;
  for (size_t i = 0; i < sizeof dirs / sizeof *dirs && !chosen; i++)
    if (dirs[i] && dirs[i][0] && stat (dirs[i], &st) == 0
        && S_ISDIR (st.st_mode) && access (dirs[i], R_OK | W_OK | X_OK) == 0)
      chosen = dirs[i];
  return chosen;
}

/* Is NAME a temporary object of the gcc driver (compiling and linking in
   one command: $TMPDIR/ccXXXXXX.o)?  Its name changes from build to
   build: the record says what it is instead, so that it stays the same
   (reproducible builds).  */
static int
driver_temporary (const char *name)
{
  const char *tmp = temp_dir (), *base = strrchr (name, '/');
  size_t dirlen, i;

  if (base == NULL || tmp == NULL)
    return 0;
  dirlen = (size_t)(base - name);
  while (dirlen > 1 && name[dirlen - 1] == '/')
    dirlen--;
  if (strlen (tmp) < dirlen || strncmp (tmp, name, dirlen) != 0
      || (tmp[dirlen] != '\0' && strcmp (tmp + dirlen, "/") != 0))
    return 0;
  base++;
  if (strncmp (base, "cc", 2) != 0 || strlen (base) != 10
      || strcmp (base + 8, ".o") != 0)
    return 0;
  for (i = 2; i < 8; i++)
    if (!((base[i] >= 'a' && base[i] <= 'z') || (base[i] >= 'A' && base[i] <= 'Z')
          || (base[i] >= '0' && base[i] <= '9')))
      return 0;
  return 1;
}

/* One relocatable input checked, into the link record.  An input whose
   notes cannot be matched to its units (UNMATCHED) counts as one without
   a note: which of its units lacks one is not known.  */
static void
count_input (const char *name, long notes, int unmatched, int corrupt)
{
  struct hardening_link_note *r = &link_record;

  r->inputs++;
  if (!corrupt && notes > 0 && !unmatched)
    {
      r->noted++;
      return;
    }
  if (corrupt)
    r->corrupt++;
  else
    r->unnoted++;
  if (r->n_names < HARDENING_LINK_MAX_NAMES)
    {
      r->names[r->n_names].corrupt = corrupt;
      snprintf (r->names[r->n_names].name, sizeof r->names[0].name, "%.255s",
                driver_temporary (name) ? "(a temporary object of gcc)"
                                        : name);
      r->n_names++;
    }
}

static enum ld_plugin_status
claim_file (const struct ld_plugin_input_file *file, int *claimed)
{
  char name[4096];
  struct input in = { name, 0 };
  off_t start;
  size_t size;
  char *map;
  long notes;
  struct units units = { 0, 0, 0 };
  int lto_unmatched, unmatched;

  *claimed = 0;
  {
    const char *base = strrchr (file->name, '/');
    base = base ? base + 1 : file->name;
    if (strncmp (base, "libc.so", 7) == 0
        && (base[7] == '\0' || base[7] == '.'))
      links_libc_so = 1;
    else if (strcmp (base, "libc.a") == 0)
      links_libc_a = 1;
    else if (hardening_note_libc_start_file_object (base))
      links_crt1 = 1;
  }
  if (skipped_path (file->name) || file->filesize <= 0
      || file->filesize > (off_t)1 << 31)
    return LDPS_OK;
  /* Mapped, not read: libelf touches only the ELF header of what is not a
     relocatable object, and only the headers and the notes of what is.
     Private and writable, as libelf may write to it; an archive member
     starts at an offset that need not be page-aligned.  */
  start = file->offset - file->offset % sysconf (_SC_PAGESIZE);
  size = (size_t)(file->offset - start + file->filesize);
  map = mmap (NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE, file->fd,
              start);
  if (map == MAP_FAILED)
    return LDPS_OK;
  input_name (file, name, sizeof name);
  notes = check_elf (&in, map + (file->offset - start),
                     (size_t)file->filesize, &units);
  /* An object that ld -r made of several units, some compiled without
     the plugin: the notes of the others say nothing of them.  lto1 reads
     every LTO unit of it (a unit of data alone too), so every one needs
     its own note, and more notes than LTO units (a unit that was not
     compiled for LTO) cannot be matched to them either.  Every unit that
     the assembler wrote from GCC's output has a file symbol: fewer notes
     than file symbols leave one without (unless a link record of the
     partial link names it: it is counted there).  */
  lto_unmatched = units.lto > 0 && notes != units.lto;
  unmatched = notes > 0 && !in.corrupt
              && (lto_unmatched || (!units.record && notes < units.files));
  if (notes >= 0)
    count_input (name, notes, unmatched, in.corrupt);
  if (notes == 0 && !in.corrupt && link_check != HARDENING_LINK_CHECK_OFF)
    finding ("%s: no gcc-hardening note: not compiled with hardening.so "
             "[gcc-hardening]",
             name);
  else if (unmatched && link_check != HARDENING_LINK_CHECK_OFF)
    finding ("%s: %ld gcc-hardening note%s for %ld %s: a unit without one "
             "was not compiled with hardening.so [gcc-hardening]",
             name, notes, notes == 1 ? "" : "s",
             lto_unmatched ? units.lto : units.files,
             lto_unmatched ? "LTO units" : "units (file symbols)");
  else if (notes > 0 && verbose)
    say (LDPL_INFO, "%s: %ld gcc-hardening note%s checked", name, notes,
         notes == 1 ? "" : "s");
  munmap (map, size);
  return LDPS_OK;
}

/* The wrapper record for the function NAME (assembler name), or NULL.  */
static const struct hardening_note_format *
format_wrapper (const char *name)
{
  for (size_t i = 0; i < n_formats; i++)
    if (formats[i].kind == HARDENING_FORMAT_WRAPPER
        && strcmp (formats[i].function, name) == 0)
      return &formats[i];
  return NULL;
}

/* Complete the wrappers across units: a forward to a va_list wrapper at
   its format argument makes a wrapper, to the fixed point.  */
static void
format_fixed_point (void)
{
  int changed = 1;

  while (changed)
    {
      changed = 0;
      for (size_t i = 0; i < n_formats; i++)
        {
          struct hardening_note_format *f = &formats[i];
          const struct hardening_note_format *w;

          if (f->kind != HARDENING_FORMAT_FORWARD
              || format_wrapper (f->function))
            continue;
          w = format_wrapper (f->callee);
          if (w == NULL || w->first != 0 || w->format != f->callee_arg)
            continue;
          f->kind = HARDENING_FORMAT_WRAPPER;
          snprintf (f->archetype, sizeof f->archetype, "%s", w->archetype);
          changed = 1;
        }
    }
}

/* Report the calls of wrappers with a non-literal format and no
   arguments, as GCC would have had the wrapper the attribute.  */
static enum ld_plugin_status
format_join (void)
{
  format_fixed_point ();
  for (size_t i = 0; i < n_formats; i++)
    {
      const struct hardening_note_format *c = &formats[i];
      const struct hardening_note_format *w;

      if (c->kind != HARDENING_FORMAT_CALL)
        continue;
      w = format_wrapper (c->function);
      if (w == NULL || w->first == 0 || w->format != c->format)
        continue;
      say (c->error ? LDPL_ERROR : LDPL_WARNING,
           "%s:%u:%u: format not a string literal and no format arguments "
           "in a call of '%s' [-W%sformat-security] [gcc-hardening]\n"
           "%s:%u:%u: note: '%s' forwards its argument %d to '%s'; "
           "treated as 'format (%s, %d, %d)'",
           c->file, c->line, c->column, w->name, c->error ? "error=" : "",
           w->file, w->line, w->column, w->name, w->format, w->callee_name,
           w->archetype, w->format, w->first);
      findings++;
    }
  return LDPS_OK;
}

/* The N 32-bit WORDS into BUF, in the byte order BIG_ENDIAN.  */
static void
put_words (unsigned char *buf, const uint32_t *words, int n, int big_endian)
{
  for (int w = 0; w < n; w++)
    for (int b = 0; b < 4; b++)
      buf[4 * w + b]
          = (unsigned char)(words[w] >> (8 * (big_endian ? 3 - b : b)));
}

/* Append the ELF note (NAME, TYPE, DESC of LEN bytes) to BUF at *AT, in
   the byte order BIG_ENDIAN, padded to ALIGN.  */
static void
put_note (unsigned char *buf, size_t *at, int big_endian, size_t align,
          const char *name, uint32_t type, const void *desc, size_t len)
{
  uint32_t words[3] = { (uint32_t)strlen (name) + 1, (uint32_t)len, type };
  size_t namesz = words[0];

  put_words (buf + *at, words, 3, big_endian);
  *at += 12;
  memcpy (buf + *at, name, namesz);
  *at += (namesz + 3) & ~(size_t)3;
  memcpy (buf + *at, desc, len);
  *at += (len + align - 1) & ~(align - 1);
}

/* Write the relocatable object that carries the link record into
   link_object.  Beside it: an empty .note.GNU-stack (without it ld would
   take the object for one that needs an executable stack), and on x86
   and aarch64 a GNU property with every bit of the "AND" features (IBT,
   SHSTK; BTI, PAC) set, so that the record never takes a property away
   from the output: ld keeps one only when every input has it.  */
static int
write_link_object (void)
{
  static const char names[]
      = "\0.shstrtab\0" HARDENING_NOTE_SECTION "\0.note.GNU-stack\0"
        ".note.gnu.property";
  size_t n_shstrtab = 1, n_note = n_shstrtab + sizeof ".shstrtab",
         n_stack = n_note + sizeof HARDENING_NOTE_SECTION,
         n_prop = n_stack + sizeof ".note.GNU-stack";
  char desc[HARDENING_LINK_MAX_NAMES * 300 + 256];
  static unsigned char note[sizeof desc + 64], prop[64];
  int be = first_ehdr.e_ident[EI_DATA] == ELFDATA2MSB;
  int is64 = first_ehdr.e_ident[EI_CLASS] == ELFCLASS64;
  size_t len, note_len = 0, prop_len = 0, align = is64 ? 8 : 4;
  uint32_t and_type = 0;
  Elf *elf;
  GElf_Ehdr ehdr;
  int fd, ok;

  len = hardening_link_note_encode (&link_record, desc, sizeof desc);
  if (len > sizeof desc)
    return -1;
  put_note (note, &note_len, be, 4, HARDENING_NOTE_NAME,
            HARDENING_NOTE_TYPE_LINK, desc, len);
  if (!inputs_have_property)
    and_type = 0;
  else if (first_ehdr.e_machine == EM_X86_64 || first_ehdr.e_machine == EM_386)
    and_type = 0xc0000002; /* GNU_PROPERTY_X86_FEATURE_1_AND */
  else if (first_ehdr.e_machine == EM_AARCH64)
    and_type = 0xc0000000; /* GNU_PROPERTY_AARCH64_FEATURE_1_AND */
  if (and_type)
    {
      unsigned char pr[16];
      uint32_t words[3] = { and_type, 4, 0xffffffffu };
      size_t pr_len = is64 ? 16 : 12;

      memset (pr, 0, sizeof pr);
      put_words (pr, words, 3, be);
      put_note (prop, &prop_len, be, align, "GNU", NT_GNU_PROPERTY_TYPE_0,
                pr, pr_len);
    }

  if (temp_dir () == NULL)
    return -1;
  snprintf (link_object, sizeof link_object, "%s/gcc-hardening-link-XXXXXX.o",
            temp_dir ());
  fd = mkstemps (link_object, 2);
  if (fd < 0)
    {
      link_object[0] = '\0';
      return -1;
    }
  elf = elf_begin (fd, ELF_C_WRITE, NULL);
  ok = elf != NULL && gelf_newehdr (elf, is64 ? ELFCLASS64 : ELFCLASS32)
       && gelf_getehdr (elf, &ehdr) != NULL;
  if (ok)
    {
      ehdr.e_ident[EI_DATA] = first_ehdr.e_ident[EI_DATA];
      ehdr.e_ident[EI_OSABI] = first_ehdr.e_ident[EI_OSABI];
      ehdr.e_ident[EI_ABIVERSION] = first_ehdr.e_ident[EI_ABIVERSION];
      ehdr.e_type = ET_REL;
      ehdr.e_machine = first_ehdr.e_machine;
      ehdr.e_version = EV_CURRENT;
      ehdr.e_flags = first_ehdr.e_flags;
      ehdr.e_shstrndx = 1; /* the first section after the null one */
      ok = gelf_update_ehdr (elf, &ehdr) != 0
           && hardening_elf_add_section (elf, n_shstrtab, SHT_STRTAB, 0, 1,
                                         (void *)names, sizeof names)
                  == 1
           && hardening_elf_add_section (elf, n_note, SHT_NOTE, 0, 4, note,
                                         note_len)
                  > 0
           && hardening_elf_add_section (elf, n_stack, SHT_PROGBITS, 0, 1,
                                         NULL, 0)
                  > 0
           && (!and_type
               || hardening_elf_add_section (elf, n_prop, SHT_NOTE, SHF_ALLOC,
                                             align, prop, prop_len)
                      > 0)
           && elf_update (elf, ELF_C_WRITE) >= 0;
    }
  if (elf)
    elf_end (elf);
  if (close (fd) != 0)
    ok = 0;
  if (!ok)
    {
      unlink (link_object);
      link_object[0] = '\0';
      return -1;
    }
  return 0;
}

static enum ld_plugin_status
all_symbols_read (void)
{
  enum ld_plugin_status status = format_join ();

  if (exempt_units && (links_libc_so || (links_libc_a && links_crt1))
      && linker_output >= 0
      && linker_output != LDPO_REL && link_check != HARDENING_LINK_CHECK_OFF)
    {
      char more[64] = "";
      if (exempt_units > 1)
        snprintf (more, sizeof more, " (and %u more exemption%s)",
                  exempt_units - 1, exempt_units == 2 ? "" : "s");
      finding ("%s%s, but %s links the C library%s: the exemption does "
               "not hold [gcc-hardening]",
               first_exempt, more, output_name,
               links_libc_so ? "" : " and its start files");
    }

  if (linked_execstack && !exec_stack_escapes)
    finding ("%s: executable stack: linked with -z execstack "
             "[gcc-hardening]",
             output_name);

  /* The record goes into every output, a relocatable one (-r) too: the
     link that takes it sees one object with unit notes, and the record
     that the partial link's .note.hardening carries on names the objects
     it merged without one (the audit adds the records up).  */
  if (add_input_file == NULL || !have_first_ehdr || linker_output < 0)
    return status;
  /* Without the record, the audit would take the unit notes for the
     whole file and pass what was linked in from objects without one: a
     link that cannot be recorded fails, whatever link-check is.  */
  if (write_link_object () != 0)
    say (LDPL_ERROR, "%s: cannot write the link record: %s [gcc-hardening]",
         output_name,
         temp_dir () ? strerror (errno)
                     : "no writable temporary directory ($TMPDIR, $TMP, "
                       "$TEMP, /var/tmp, /usr/tmp, /tmp)");
  else if (add_input_file (link_object) != LDPS_OK)
    say (LDPL_ERROR, "%s: ld did not take the link record [gcc-hardening]",
         output_name);
  return status;
}

/* The linker's arguments: /proc/self/cmdline with its response files
   (@FILE, as libiberty's buildargv splits them, expanded where ld expands
   them; an @FILE that cannot be read stays as it is), read once.  */
static struct
{
  char **v;
  size_t n, cap;
  int read, failed;
} ld_args;

static int
ld_args_push (const char *arg, size_t len)
{
  char *copy;

  if (ld_args.n == ld_args.cap)
    {
      size_t cap = ld_args.cap ? 2 * ld_args.cap : 64;
      char **v = realloc (ld_args.v, cap * sizeof *v);
      if (v == NULL)
        return -1;
      ld_args.v = v;
      ld_args.cap = cap;
    }
  copy = strndup (arg, len);
  if (copy == NULL)
    return -1;
  ld_args.v[ld_args.n++] = copy;
  return 0;
}

static char *
slurp (const char *path, size_t *len)
{
  FILE *f = fopen (path, "r");
  char *buf = NULL;
  size_t size = 0, n;

  if (!f)
    return NULL;
  *len = 0;
  do
    {
      char *nbuf = realloc (buf, size + 4096 + 1);
      if (!nbuf)
        {
          free (buf);
          fclose (f);
          return NULL;
        }
      buf = nbuf;
      n = fread (buf + *len, 1, 4096, f);
      *len += n;
      size += 4096;
    }
  while (n == 4096);
  buf[*len] = '\0';
  fclose (f);
  return buf;
}

static int ld_args_add (const char *arg, int depth);

/* Split a response file's text into arguments in place (quotes and
   backslashes as buildargv has them), then add them.  Returns -1 when the
   file cannot be read.  */
static int
ld_args_response_file (const char *path, int depth)
{
  size_t len;
  char *text, *in, *out;

  if (depth > 8 || (text = slurp (path, &len)) == NULL)
    return -1;
  in = text;
  while (*in)
    {
      int sq = 0, dq = 0;
      char *arg;
      while (*in == ' ' || *in == '\t' || *in == '\n' || *in == '\r')
        in++;
      if (!*in)
        break;
      arg = out = in;
      for (; *in; in++)
        {
          if (!sq && !dq
              && (*in == ' ' || *in == '\t' || *in == '\n' || *in == '\r'))
            break;
          if (*in == '\\' && in[1])
            *out++ = *++in;
          else if (*in == '\'' && !dq)
            sq = !sq;
          else if (*in == '"' && !sq)
            dq = !dq;
          else
            *out++ = *in;
        }
      if (*in)
        in++;
      *out = '\0';
      ld_args_add (arg, depth + 1);
    }
  free (text);
  return 0;
}

static int
ld_args_add (const char *arg, int depth)
{
  if (arg[0] == '@' && arg[1] && ld_args_response_file (arg + 1, depth) == 0)
    return 0;
  return ld_args_push (arg, strlen (arg));
}

/* Returns 0 when ld's command line was read; errno tells why not.  */
static int
read_ld_args (void)
{
  size_t len, i;
  char *text;

  if (ld_args.read)
    return ld_args.failed ? -1 : 0;
  ld_args.read = 1;
  text = slurp ("/proc/self/cmdline", &len);
  if (text == NULL)
    {
      ld_args.failed = 1;
      return -1;
    }
  /* argv[0] is ld itself.  */
  for (i = len ? strlen (text) + 1 : 0; i < len; i += strlen (text + i) + 1)
    ld_args_add (text + i, 0);
  free (text);
  return 0;
}

static void
free_ld_args (void)
{
  for (size_t i = 0; i < ld_args.n; i++)
    free (ld_args.v[i]);
  free (ld_args.v);
  memset (&ld_args, 0, sizeof ld_args);
}

/* ld's option NAME (one dash or two: "-plugin", "--plugin") at argument
   *I, with its value after "=" or as the next argument: the value, *I
   moved past it; NULL when argument *I is not that option.  */
static const char *
ld_option (const char *name, size_t *i)
{
  const char *arg = ld_args.v[*i];
  size_t len = strlen (name);

  if (arg[0] != '-')
    return NULL;
  arg += arg[1] == '-' ? 2 : 1;
  if (strncmp (arg, name, len) != 0)
    return NULL;
  if (arg[len] == '=')
    return arg + len + 1;
  if (arg[len] == '\0' && *i + 1 < ld_args.n)
    return ld_args.v[++*i];
  return NULL;
}

/* The -plugin-opt options that ld gives to hardening-ld-options.so (those
   after a -plugin of that name and before the next -plugin), into
   parse_option; FAILED gets the first one that is not known.  Returns
   -1 then.  */
static int parse_option (const char *opt);

static int
options_plugin_options (const char **failed)
{
  int ours = 0;
  size_t i;
  const char *value;

  if (read_ld_args () != 0)
    return 0;
  for (i = 0; i < ld_args.n; i++)
    if ((value = ld_option ("plugin", &i)) != NULL)
      {
        const char *base = strrchr (value, '/');
        ours = strcmp (base ? base + 1 : value, HARDENING_LD_OPTIONS_PLUGIN)
               == 0;
      }
    else if ((value = ld_option ("plugin-opt", &i)) != NULL && ours
             && parse_option (value) != 0)
      {
        *failed = value;
        return -1;
      }
  return 0;
}

/* The -z keywords and the dynamic linker of ld's command line, in order:
   the last of relro/norelro, now/lazy and execstack/noexecstack wins.  An
   executable linked without a dynamic linker is static: GCC passes one
   (-dynamic-linker) to every dynamic link, but -static in its own words
   on some targets only (aarch64 says -Bstatic, which also brackets single
   libraries in dynamic links).  */
struct z_state
{
  int relro, now, dynamic_linker;
  int execstack; /* -1 neither -z execstack nor -z noexecstack */
};

static void
z_keyword (struct z_state *z, const char *kw)
{
  if (strcmp (kw, "relro") == 0)
    z->relro = 1;
  else if (strcmp (kw, "norelro") == 0)
    z->relro = 0;
  else if (strcmp (kw, "now") == 0)
    z->now = 1;
  else if (strcmp (kw, "lazy") == 0)
    z->now = 0;
  else if (strcmp (kw, "execstack") == 0)
    z->execstack = 1;
  else if (strcmp (kw, "noexecstack") == 0)
    z->execstack = 0;
}

/* Returns 0 when ld's command line was read.  */
static int
linker_z_options (struct z_state *z)
{
  size_t i;
  char **argv;

  z->relro = HARDENING_LD_RELRO_DEFAULT;
  z->now = HARDENING_LD_NOW_DEFAULT;
  z->dynamic_linker = 0;
  z->execstack = -1;
  if (read_ld_args () != 0)
    return -1;
  argv = ld_args.v;
  for (i = 0; i < ld_args.n; i++)
    if (strcmp (argv[i], "-z") == 0 && i + 1 < ld_args.n)
      z_keyword (z, argv[++i]);
    else if (strncmp (argv[i], "-z", 2) == 0)
      z_keyword (z, argv[i] + 2);
    else if (strcmp (argv[i], "-dynamic-linker") == 0
             || strcmp (argv[i], "--dynamic-linker") == 0
             || strncmp (argv[i], "-dynamic-linker=", 16) == 0
             || strncmp (argv[i], "--dynamic-linker=", 17) == 0
             || strncmp (argv[i], "-I", 2) == 0)
      z->dynamic_linker = 1;
  return 0;
}

/* The output as the command line makes it, against the policy's link
   features.  */
static void
check_output (const struct hardening_effective *eff)
{
  struct z_state z;

  if (link_check == HARDENING_LINK_CHECK_OFF || linker_output < 0
      || linker_output == LDPO_REL)
    return;
  if (linker_z_options (&z) != 0)
    say (LDPL_WARNING, "%s: cannot read the linker's command line: %s",
         output_name, strerror (errno));
  if (linker_output == LDPO_EXEC && eff->feature[HARDENING_PIE].level)
    finding ("%s: position-dependent executable: not linked with %s "
             "[gcc-hardening]",
             output_name, z.dynamic_linker ? "-pie" : "-static-pie");
  if (!z.relro && eff->feature[HARDENING_RELRO].level)
    finding ("%s: no read-only relocations: not linked with -z relro "
             "[gcc-hardening]",
             output_name);
  if (!z.now && eff->feature[HARDENING_BINDNOW].level)
    finding ("%s: lazy binding: not linked with -z now [gcc-hardening]",
             output_name);
  /* Reported once every input is read (all_symbols_read), unless an
     input's function needs the executable stack: exec_stack_escape says
     so then.  */
  linked_execstack
      = z.execstack == 1 && eff->feature[HARDENING_NOEXECSTACK].level;
}

/* Set PF_X in the PT_GNU_STACK of the output that ld has written (the
   cleanup hook runs after ld closed it): what ld would have made of the
   inputs' executable .note.GNU-stack without -z noexecstack.  */
static void
make_stack_executable (void)
{
  int fd = open (output_name, O_RDWR);
  Elf *elf = NULL;
  GElf_Ehdr ehdr;
  size_t n = 0, i;
  int done = 0;

  if (fd >= 0)
    elf = elf_begin (fd, ELF_C_READ, NULL);
  if (fd < 0 && errno == ENOENT)
    return; /* a failed link: ld removed its output */
  if (elf == NULL || gelf_getehdr (elf, &ehdr) == NULL
      || elf_getphdrnum (elf, &n) != 0)
    {
      say (LDPL_WARNING,
           "%s: cannot make the stack executable: %s [gcc-hardening]",
           output_name, fd < 0 ? strerror (errno) : "not an ELF file");
      if (elf)
        elf_end (elf);
      if (fd >= 0)
        close (fd);
      return;
    }
  for (i = 0; i < n && !done; i++)
    {
      GElf_Phdr phdr;
      uint32_t flags;
      unsigned char word[4];
      off_t at;

      if (gelf_getphdr (elf, (int)i, &phdr) == NULL
          || phdr.p_type != PT_GNU_STACK)
        continue;
      done = 1;
      if (phdr.p_flags & PF_X)
        break;
      flags = (uint32_t)phdr.p_flags | PF_X;
      /* p_flags: the second word of an Elf64_Phdr, the seventh of an
         Elf32_Phdr.  */
      at = (off_t)(ehdr.e_phoff + i * ehdr.e_phentsize
                   + (ehdr.e_ident[EI_CLASS] == ELFCLASS64 ? 4 : 24));
      for (int b = 0; b < 4; b++)
        word[ehdr.e_ident[EI_DATA] == ELFDATA2MSB ? 3 - b : b]
            = (unsigned char)(flags >> (8 * b));
      if (pwrite (fd, word, sizeof word, at) != (ssize_t)sizeof word)
        say (LDPL_WARNING,
             "%s: cannot make the stack executable: %s [gcc-hardening]",
             output_name, strerror (errno));
    }
  elf_end (elf);
  close (fd);
}

static enum ld_plugin_status
cleanup (void)
{
  if (keep_exec_stack)
    make_stack_executable ();
  if (link_object[0])
    unlink (link_object);
  link_object[0] = '\0';

  size_t i;

  for (i = 0; i < n_skip_dirs; i++)
    free (skip_dirs[i]);
  n_skip_dirs = 0;
  skip_dirs_ready = 0;
  free (last_input);
  last_input = NULL;
  if (verbose)
    say (LDPL_INFO, "%d finding%s [gcc-hardening]", findings,
         findings == 1 ? "" : "s");
  free_ld_args ();
  return LDPS_OK;
}

/* The policy for this linker's target, resolved into EFF
   (hardening-resolve.h): the file PATH, else the installed one, else the
   built-in copy, and the link check of an option (CHECK, OPTION: as
   given, else -1).  Returns as hardening_resolve.  */
static enum hardening_resolve_status
resolve_policy (const char *path, int check, const char *option,
                struct hardening_effective *eff,
                struct hardening_resolve_result *result)
{
  struct hardening_resolve_input in;

  hardening_resolve_input_init (&in);
  in.path = path;
  in.default_path = HARDENING_POLICY_FILE;
  in.builtin = hardening_builtin_policy;
  in.builtin_size = hardening_builtin_policy_size;
  in.target = HARDENING_TARGET;
  in.link_check = check;
  in.link_check_origin = option;
  return hardening_resolve (&in, eff, result);
}

/* The link-check that the plugin's own options (the specs') give, before
   the command line's: theirs, else their policy's.  */
static enum hardening_link_check
specs_link_check_level (void)
{
  struct hardening_resolve_result result;
  struct hardening_effective eff;

  if (specs_link_check_given)
    return specs_link_check;
  if (resolve_policy (specs_policy_path, -1, NULL, &eff, &result)
      != HARDENING_RESOLVED)
    return HARDENING_LINK_CHECK_WARN;
  return (enum hardening_link_check)eff.link_check.level;
}

/* The policy's link-check for this linker's target.  */
static int
read_policy (void)
{
  struct hardening_resolve_result result;
  struct hardening_effective eff;

  if (resolve_policy (policy_path, link_check_given ? (int)link_check : -1,
                      link_check_option, &eff, &result)
      != HARDENING_RESOLVED)
    {
      char text[512];
      /* The error in the form every gcc-hardening program gives it, then
         ld's own fatal error that ends the link.  */
      hardening_policy_error_format (result.path, &result.policy_error, text,
                                     sizeof text);
      fprintf (stderr, "%s\n", text);
      say (LDPL_FATAL, "cannot load the gcc-hardening policy %s",
           result.path);
      return -1;
    }
  link_check = (enum hardening_link_check)eff.link_check.level;
  if (lowered_by)
    {
      enum hardening_link_check before = specs_link_check_level ();
      if (link_check < before)
        say (LDPL_WARNING,
             "link-check lowered from %s to %s by the command line's "
             "-plugin-opt=%s [gcc-hardening]",
             hardening_link_check_name (before),
             hardening_link_check_name (link_check), lowered_by);
    }
  check_output (&eff);
  return 0;
}

static int
parse_option (const char *opt)
{
  if (!hardening_ld_option_known (opt))
    return -1;
  if (from_command_line
      && (strncmp (opt, "policy=", 7) == 0
          || strncmp (opt, "link-check=", 11) == 0))
    lowered_by = opt;
  if (strncmp (opt, "policy=", 7) == 0 && opt[7] && from_command_line)
    say (LDPL_WARNING,
         "-plugin-opt=%s: the link is checked against %s, not the specs' "
         "policy [gcc-hardening]",
         opt, opt + 7);
  if (strncmp (opt, "policy=", 7) == 0 && opt[7])
    policy_path = opt + 7;
  else if (strncmp (opt, "link-check=", 11) == 0)
    {
      int c = hardening_link_check_lookup (opt + 11, strlen (opt + 11));
      if (c < 0)
        return -1;
      link_check = (enum hardening_link_check)c;
      link_check_given = 1;
      link_check_option = opt;
    }
  else if (strncmp (opt, "skip=", 5) == 0 && opt[5]
           && n_skip_args < MAX_SKIP_DIRS)
    {
      if (from_command_line)
        say (LDPL_WARNING,
             "-plugin-opt=%s: the inputs under %s are not checked "
             "[gcc-hardening]",
             opt, opt + 5);
      skip_args[n_skip_args].path = opt + 5;
      skip_args[n_skip_args++].dir_of = 0;
    }
  else if (strncmp (opt, "skip-dir-of=", 12) == 0 && opt[12]
           && n_skip_args < MAX_SKIP_DIRS)
    {
      skip_args[n_skip_args].path = opt + 12;
      skip_args[n_skip_args++].dir_of = 1;
    }
  else if (strcmp (opt, "verbose") == 0)
    verbose = 1;
  else
    return -1;
  return 0;
}

static enum ld_plugin_status
unknown_option (const char *opt)
{
  say (LDPL_FATAL, "unknown option '-plugin-opt=%s' (expected %s)", opt,
       HARDENING_LD_OPTIONS_EXPECTED);
  return LDPS_ERR;
}

enum ld_plugin_status
onload (struct ld_plugin_tv *tv)
{
  ld_plugin_register_claim_file register_claim = NULL;
  ld_plugin_register_cleanup register_cleanup = NULL;
  ld_plugin_register_all_symbols_read register_all_read = NULL;
  struct ld_plugin_tv *p;
  const char *bad = NULL;

  for (p = tv; p->tv_tag != LDPT_NULL; p++)
    if (p->tv_tag == LDPT_MESSAGE)
      message = p->tv_u.tv_message;
  for (p = tv; p->tv_tag != LDPT_NULL; p++)
    switch (p->tv_tag)
      {
      case LDPT_REGISTER_CLAIM_FILE_HOOK:
        register_claim = p->tv_u.tv_register_claim_file;
        break;
      case LDPT_REGISTER_CLEANUP_HOOK:
        register_cleanup = p->tv_u.tv_register_cleanup;
        break;
      case LDPT_REGISTER_ALL_SYMBOLS_READ_HOOK:
        register_all_read = p->tv_u.tv_register_all_symbols_read;
        break;
      case LDPT_LINKER_OUTPUT:
        linker_output = p->tv_u.tv_val;
        break;
      case LDPT_ADD_INPUT_FILE:
        add_input_file = p->tv_u.tv_add_input_file;
        break;
      case LDPT_OUTPUT_NAME:
        if (p->tv_u.tv_string)
          output_name = p->tv_u.tv_string;
        break;
      case LDPT_OPTION:
        if (parse_option (p->tv_u.tv_string) != 0)
          return unknown_option (p->tv_u.tv_string);
        break;
      default:
        break;
      }
  /* Then the options given to hardening-ld-options.so: they come later
     on the command line, and override.  */
  specs_policy_path = policy_path;
  specs_link_check_given = link_check_given;
  specs_link_check = link_check;
  from_command_line = 1;
  if (options_plugin_options (&bad) != 0)
    return unknown_option (bad);
  if (register_claim == NULL)
    {
      say (LDPL_FATAL, "this linker offers no claim_file hook");
      return LDPS_ERR;
    }
  if (elf_version (EV_CURRENT) == EV_NONE || read_policy () != 0)
    return LDPS_ERR;
  register_claim (claim_file);
  if (register_all_read)
    register_all_read (all_symbols_read);
  if (register_cleanup)
    register_cleanup (cleanup);
  return LDPS_OK;
}
