/* hardening-audit: the analysis core, shared by the command-line tool
   (audit/hardening-audit.c) and its fuzzer (testsuite/fuzz/fuzz-audit.c).

   audit_buffer () takes the bytes of one file (an ELF object, executable,
   shared library, or an ar archive of objects), judges every check of the
   table below for it (for each archive member), and formats the verdicts
   as text or JSON into a caller's buffer.  It never prints and never
   exits; a corrupt, truncated or hostile file gives an error string.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef HARDENING_AUDIT_H
#define HARDENING_AUDIT_H

#include "hardening-model.h"
#include "hardening-policy.h"

#include <stddef.h>

/* The checks: TEST (ENUM, name, feature, judge, description).  NAME is the
   word in the text and JSON output and in --help and --list-checks;
   FEATURE is the feature of hardening-model.h whose notes and policy level
   the check follows, or -1 for a check of the ELF alone; JUDGE is the
   function of judges.c that gives the verdict.  The order is the order
   of the output.  */
#define AUDIT_TESTS(TEST)                                                     \
  TEST (NOTES, "notes", -1, judge_notes_present,                              \
        "gcc-hardening provenance notes (one per unit compiled with "         \
        "hardening.so)")                                                      \
  TEST (PIE, "pie", HARDENING_PIE, judge_pie,                                 \
        "position-independent executable: ET_DYN with DF_1_PIE")              \
  TEST (RELRO, "relro", HARDENING_RELRO, judge_relro,                         \
        "read-only relocations: a PT_GNU_RELRO segment")                      \
  TEST (BINDNOW, "bindnow", HARDENING_BINDNOW, judge_bindnow,                 \
        "immediate binding: DT_BIND_NOW, DF_BIND_NOW or DF_1_NOW")            \
  TEST (NOEXECSTACK, "noexecstack", HARDENING_NOEXECSTACK, judge_noexecstack, \
        "non-executable stack: PT_GNU_STACK (objects: .note.GNU-stack) "      \
        "without X")                                                          \
  TEST (WX, "wx", -1, judge_wx,                                               \
        "no segment (objects: section) both writable and "                    \
        "executable")                                                         \
  TEST (TEXTREL, "textrel", -1, judge_textrel,                                \
        "no relocations against text: no DT_TEXTREL or DF_TEXTREL")           \
  TEST (STACKPROTECTOR, "stackprotector", HARDENING_STACKPROTECTOR,           \
        judge_stackprotector,                                                 \
        "stack protector: notes, else __stack_chk_fail/__stack_chk_guard "    \
        "references")                                                         \
  TEST (FORTIFY, "fortify", HARDENING_FORTIFY, judge_fortify,                 \
        "_FORTIFY_SOURCE: notes, else __*_chk imports against unchecked "     \
        "ones")                                                               \
  TEST (FORMAT, "format", HARDENING_FORMAT, judge_notes_only,                 \
        "-Wformat -Werror=format-security: notes only")                       \
  TEST (STACKCLASH, "stackclash", HARDENING_STACKCLASH, judge_notes_only,     \
        "stack clash protection: notes only")                                 \
  TEST (BRANCH, "branch", HARDENING_BRANCH, judge_branch,                     \
        "control-flow protection: x86 IBT+SHSTK or aarch64 BTI+PAC GNU "      \
        "property, with the notes")                                           \
  TEST (AUTOVARINIT, "autovarinit", HARDENING_AUTOVARINIT, judge_notes_only,  \
        "automatic variable initialization: notes only")                      \
  TEST (GLIBCXX_ASSERTIONS, "glibcxx-assertions",                             \
        HARDENING_GLIBCXX_ASSERTIONS, judge_notes_only,                       \
        "_GLIBCXX_ASSERTIONS (C++): notes only")

enum audit_test
{
#define AUDIT_ENUM(id, name, feature, judge, description) AUDIT_##id,
  AUDIT_TESTS (AUDIT_ENUM)
#undef AUDIT_ENUM
      AUDIT_TEST_COUNT
};

const char *audit_test_name (enum audit_test);
const char *audit_test_description (enum audit_test);
/* The feature of hardening-model.h the check follows, or -1.  */
int audit_test_feature (enum audit_test);

enum audit_verdict
{
  AUDIT_PASS,
  AUDIT_FAIL,
  AUDIT_NA
};

enum audit_format
{
  AUDIT_TEXT,
  AUDIT_JSON
};

/* A separate debug file (as Debian's -dbgsym packages install them, under
   /usr/lib/debug/.build-id/xx/yyyy.debug), known by its build-id.  */
struct audit_debug_file
{
  unsigned char build_id[64];
  size_t build_id_len;
  char *name; /* for the output: pkg-dbgsym.deb(/usr/lib/debug/...) */
  char *data; /* its bytes, for elf_memory () */
  size_t size;
};

/* Debug files sorted by build-id (audit_debug_find's order).  */
struct audit_debug_files
{
  struct audit_debug_file *file;
  size_t n;
};

/* The debug file of build-id ID (LEN bytes) in TABLE, or NULL.  */
const struct audit_debug_file *
audit_debug_find (const struct audit_debug_files *table,
                  const unsigned char *id, size_t len);
void audit_debug_files_free (struct audit_debug_files *);

struct audit_file_hook;

struct audit_options
{
  enum audit_format format;
  int color;                             /* ANSI colours in text */
  int verbose;                           /* text: details of passes too */
  const struct hardening_policy *policy; /* --policy, or NULL */
  /* Debug files in memory, looked up by each ELF file's build-id, or
     NULL: a .deb's -dbgsym package fills it (deb.c), and evidence read
     from DWARF looks there before the disk.  */
  const struct audit_debug_files *debug_files;
  struct audit_file_hook *file_hook; /* audit-internal.h; NULL */
};

/* A growing string.  */
struct audit_buf
{
  char *s;
  size_t len, size;
  int oom;
};

void audit_buf_free (struct audit_buf *);

/* What audit_buffer found, worst first.  */
enum audit_status
{
  AUDIT_ALL_PASS = 0,
  AUDIT_SOME_FAIL = 1,
  AUDIT_ERROR = 2 /* unreadable, not ELF, corrupt */
};

/* Judge the file NAME whose SIZE bytes are at DATA (which libelf may read
   but the caller keeps alive; it is not written).  Appends the report (one
   text block or one JSON object per ELF file or archive member, JSON
   objects separated by ",\n") to OUT and error messages ("NAME: what is
   wrong", one per line, without the program's name) to ERR.  *N_FILES
   gets how many reports were appended.  */
enum audit_status audit_buffer (const char *name, char *data, size_t size,
                                const struct audit_options *,
                                struct audit_buf *out, struct audit_buf *err,
                                unsigned *n_files);

/* NAME for the text output (a malloc'd copy, NULL when out of memory):
   control characters (below 0x20, and 0x7f) written \u00XX as in the
   JSON output, so that a name cannot forge or break a line.  */
char *audit_text_name (const char *name);

/* Does DATA look like something audit_buffer takes (ELF or ar)?  */
int audit_looks_elf (const char *data, size_t size);

/* Is DATA a Debian binary package (an ar archive whose first member is
   debian-binary)?  */
int audit_is_deb (const char *data, size_t size);

/* Judge the Debian package NAME (SIZE bytes at DATA): every ELF file and
   ar archive of its data.tar.*, with the debug files of its -dbgsym
   package when one is found (among the paths given to audit_deb_inputs,
   or beside NAME as PKG-dbgsym_VERSION_ARCH.deb).  Appends one package
   report to OUT (text: a header with lintian's tags, then each file's
   report; JSON: one object holding the files' objects in "files"), and
   *N_FILES is 1.  A -dbgsym package alone gets a short report.  A corrupt
   ar, tar or compressed stream is AUDIT_ERROR naming the member.  */
enum audit_status audit_deb (const char *name, char *data, size_t size,
                             const struct audit_options *,
                             struct audit_buf *out, struct audit_buf *err,
                             unsigned *n_files);

/* The .deb files of the command line (PATHS, kept alive by the caller),
   where audit_deb looks first for a package's -dbgsym.  */
void audit_deb_inputs (const char *const *paths, size_t n);

/* The GNU triplet of an ELF machine (EM_*, class, data), for the policy:
   x86_64-linux-gnu, aarch64-linux-gnu...; "unknown" when it has none.  */
const char *audit_machine_triplet (unsigned machine, int elfclass,
                                   int big_endian);

/* Initialize libelf once, before any thread calls audit_buffer.  */
int audit_init (void);

#endif /* HARDENING_AUDIT_H */
