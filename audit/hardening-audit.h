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
   function of judge/judges.c that gives the verdict.  The order is the order
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
  TEST (RPATH, "rpath", -1, judge_rpath,                                      \
        "library search paths (DT_RUNPATH, DT_RPATH): only $ORIGIN and "      \
        "private /usr/lib directories, nothing relative, writable or \"..\"") \
  TEST (STACKPROTECTOR, "stackprotector", HARDENING_STACKPROTECTOR,           \
        judge_stackprotector,                                                 \
        "stack protector: notes, else __stack_chk_fail/__stack_chk_guard "    \
        "references; a guard not the C library's fails")                     \
  TEST (FORTIFY, "fortify", HARDENING_FORTIFY, judge_fortify,                 \
        "_FORTIFY_SOURCE: notes, else __*_chk imports against unchecked "     \
        "ones")                                                               \
  TEST (FORMAT, "format", HARDENING_FORMAT, judge_evidence,                   \
        "-Wformat -Werror=format-security: notes, else annobin notes")        \
  TEST (STACKCLASH, "stackclash", HARDENING_STACKCLASH, judge_evidence,       \
        "stack clash protection: notes, annobin notes, DWARF, else the "      \
        "code's probes")                                                      \
  TEST (BRANCH, "branch", HARDENING_BRANCH, judge_branch,                     \
        "control-flow protection: x86 IBT+SHSTK or aarch64 BTI+PAC GNU "      \
        "property, with the notes")                                           \
  TEST (DEPS, "deps", HARDENING_BRANCH, judge_deps,                           \
        "--deps: the libraries down the DT_NEEDED chain have the "            \
        "branch property (x86 IBT+SHSTK, aarch64 BTI); the unit that "        \
        "lacks it, from the notes")                                           \
  TEST (AUTOVARINIT, "autovarinit", HARDENING_AUTOVARINIT, judge_evidence,    \
        "automatic variable initialization: notes, annobin notes, DWARF")     \
  TEST (GLIBCXX_ASSERTIONS, "glibcxx-assertions",                             \
        HARDENING_GLIBCXX_ASSERTIONS, judge_evidence,                         \
        "_GLIBCXX_ASSERTIONS (C++): notes, else annobin notes")               \
  TEST (OPTIMIZATION, "optimization", -1, judge_optimization,                 \
        "every unit at -O2 or more (below, _FORTIFY_SOURCE is lost): "        \
        "annobin notes, DWARF")                                               \
  TEST (THREADS, "threads", -1, judge_threads,                                \
        "a program with threads: its C units with -fexceptions (a warning): " \
        "DWARF, __pthread_register_cancel")                                   \
  TEST (STRICT_FLEX_ARRAYS, "strict-flex-arrays",                             \
        HARDENING_STRICT_FLEX_ARRAYS, judge_notes_only,                       \
        "-fstrict-flex-arrays=3 (opt-in): notes only")                        \
  TEST (IMPLICIT_FUNCTION, "implicit-function-declaration",                   \
        HARDENING_IMPLICIT_FUNCTION, judge_notes_only,                        \
        "-Werror=implicit-function-declaration (opt-in): notes only")         \
  TEST (QA, "qa", HARDENING_QA, judge_notes_only,                             \
        "-Werror=incompatible-pointer-types -Werror=int-conversion "          \
        "(opt-in): notes only")                                               \
  TEST (ZERO_CALL_USED_REGS, "zero-call-used-regs",                           \
        HARDENING_ZERO_CALL_USED_REGS, judge_notes_only,                      \
        "-fzero-call-used-regs=used-gpr (opt-in): notes only")                \
  TEST (TRAMPOLINES, "trampolines", HARDENING_TRAMPOLINES, judge_notes_only,  \
        "-Wtrampolines (opt-in): notes only")                                 \
  TEST (AS_NEEDED, "as-needed", HARDENING_AS_NEEDED, judge_link_unseen,       \
        "--as-needed (opt-in): not visible in a linked file")                 \
  TEST (NO_COPY_DT_NEEDED, "no-copy-dt-needed", HARDENING_NO_COPY_DT_NEEDED,  \
        judge_link_unseen,                                                    \
        "--no-copy-dt-needed-entries (opt-in): not visible in a linked "      \
        "file")                                                               \
  TEST (NODLOPEN, "nodlopen", HARDENING_NODLOPEN, judge_nodlopen,             \
        "-z nodlopen (opt-in): DF_1_NOOPEN on a shared library, where the "   \
        "policy or the notes ask it")                                         \
  TEST (ZERO_INIT_PADDING, "zero-init-padding", HARDENING_ZERO_INIT_PADDING,  \
        judge_notes_only,                                                     \
        "-fzero-init-padding-bits=all (GCC 15): notes only")                  \
  TEST (BIDI_CHARS, "bidi-chars", HARDENING_BIDI_CHARS, judge_notes_only,     \
        "-Wbidi-chars, an error from unpaired: notes only")                   \
  TEST (NO_UB_OPTS, "no-ub-opts", HARDENING_NO_UB_OPTS, judge_notes_only,     \
        "-fno-delete-null-pointer-checks -fno-strict-overflow "               \
        "-fno-strict-aliasing (opt-in): notes only")                          \
  TEST (EXCEPTIONS, "exceptions", HARDENING_EXCEPTIONS, judge_notes_only,     \
        "-fexceptions for C (opt-in): notes only")                            \
  TEST (SANITIZERS, "sanitizers", -1, judge_sanitizers,                       \
        "no sanitizer runtime (ASan, UBSan without -fsanitize-trap, TSan, "   \
        "LSan, HWASan, MSan) needed, linked in or referenced: a WARN")

enum audit_test
{
#define AUDIT_ENUM(id, name, feature, judge, description) AUDIT_##id,
  AUDIT_TESTS (AUDIT_ENUM)
#undef AUDIT_ENUM
      AUDIT_TEST_COUNT
};

const char *judge_check_name (enum audit_test);
const char *judge_check_description (enum audit_test);
/* The feature of hardening-model.h the check follows, or -1.  */
int judge_check_feature (enum audit_test);

/* UNKNOWN: no evidence covers the check (never a pass); WARN: a gap that
   is no failure (the threads check).  Neither changes the exit status.  */
enum audit_verdict
{
  AUDIT_PASS,
  AUDIT_FAIL,
  AUDIT_NA,
  AUDIT_UNKNOWN,
  AUDIT_WARN
};

enum audit_format
{
  AUDIT_TEXT,
  AUDIT_JSON,
  AUDIT_SARIF /* results only: out_sarif_begin () and _end () frame them */
};

/* audit_options.fail_on, per check: the verdicts that set the exit
   status.  */
#define AUDIT_FAIL_ON_FAIL 1
#define AUDIT_FAIL_ON_WARN 2

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

/* Debug files sorted by build-id (read_debug_find's order).  */
struct audit_debug_files
{
  struct audit_debug_file *file;
  size_t n;
  size_t n_dwz; /* of the N, dwz files (/usr/lib/debug/.dwz/) */
};

/* The debug file of build-id ID (LEN bytes) in TABLE, or NULL.  */
const struct audit_debug_file *
read_debug_find (const struct audit_debug_files *table,
                 const unsigned char *id, size_t len);
void read_debug_files_free (struct audit_debug_files *);

struct audit_file_hook;

struct audit_options
{
  enum audit_format format;
  int color;                             /* ANSI colours in text */
  int verbose;                           /* text: details of passes too */
  const struct hardening_policy *policy; /* --policy, or NULL */
  int deps;                              /* --deps: follow DT_NEEDED */
  const char *root; /* --root: where the libraries' paths start, or NULL */
  /* Where separate debug files are looked up (.build-id/xx/yyyy.debug,
     and .gnu_debuglink names): NULL for /usr/lib/debug, "" for nowhere
     (nor beside the file).  */
  const char *debug_dir;
  /* Debug files in memory, looked up by each ELF file's build-id, or
     NULL: a .deb's -dbgsym package fills it (read/deb.c), and evidence read
     from DWARF looks there before the disk.  */
  const struct audit_debug_files *debug_files;
  struct audit_file_hook *file_hook; /* core/core.h; NULL */
  /* Judge, and count in N_FILES, without formatting the reports (-q,
     which prints none): OUT gets nothing for a judged file.  */
  int no_reports;
  /* --fail-on: per check (AUDIT_TEST_COUNT of them), AUDIT_FAIL_ON_FAIL
     and AUDIT_FAIL_ON_WARN; NULL: every check's FAIL, no WARN.  A file's
     status (its JSON "result", the exit status) follows it.  */
  const unsigned char *fail_on;
  /* The file of the command line that the judged file is, or is in (an ar
     archive, a .deb): the SARIF result's location.  NULL: the file
     itself; audit_buffer and audit_deb set it for their members.  */
  const char *artifact;
  /* A file of a .deb larger than this is an error, not read: 0 for
     AUDIT_MEMBER_MAX (--max-member-size).  */
  size_t max_member_size;
};

/* Does verdict V of check T set the exit status under OPTS->fail_on?  */
int out_verdict_fails (const struct audit_options *opts, enum audit_test t,
                       enum audit_verdict v);

/* A .deb's files are read into memory one at a time: one larger than this
   (1 GiB; Debian's largest executables are a few hundred MB) is not
   judged unless --max-member-size says more.  */
#define AUDIT_MEMBER_MAX ((size_t)1 << 30)

/* A growing string.  */
struct audit_buf
{
  char *s;
  size_t len, size;
  int oom;
};

void buf_free (struct audit_buf *);

/* The SARIF log (output/sarif.c): its start, up to the results, with the
   driver of VERSION and the checks as rules; the results are the reports of
   audit_buffer with format AUDIT_SARIF, joined by ",\n"; an error line
   ("NAME: message", LEN bytes at TEXT) as a tool execution notification
   into NOTES; and the end, with NOTES and the EXIT_CODE of the run.  */
void out_sarif_begin (struct audit_buf *out, const char *version);
void out_sarif_notification (struct audit_buf *notes, const char *text,
                             size_t len);
void out_sarif_end (struct audit_buf *out, const struct audit_buf *notes,
                    int exit_code);

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
char *buf_text_name_dup (const char *name);

/* Does DATA look like something audit_buffer takes (ELF or ar)?  */
int read_looks_elf (const char *data, size_t size);

/* Is DATA a Debian binary package (an ar archive whose first member is
   debian-binary)?  */
int read_is_deb (const char *data, size_t size);

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

/* The GNU triplet of an ELF machine (EM_*, class, data, e_flags), for the
   policy and the multiarch directories: x86_64-linux-gnu,
   arm-linux-gnueabi (soft float) or arm-linux-gnueabihf (EF_ARM_ABI_FLOAT_HARD),
   mips64el-linux-gnuabin32 (EF_MIPS_ABI2)...; "unknown" when it has none.  */
const char *elf_machine_triplet (unsigned machine, int elfclass,
                                 int big_endian, unsigned long flags);

/* The report of NAME that could not be judged: "NAME: MESSAGE" in ERR
   and, in JSON, an object with "result": "error" in OUT (*N_FILES counts
   it).  Returns AUDIT_ERROR.  */
enum audit_status audit_fail (const char *name, const char *message,
                              const struct audit_options *,
                              struct audit_buf *out, struct audit_buf *err,
                              unsigned *n_files);

/* Files read in place (read/map.c).  read_map () maps the SIZE bytes of
   the file FD (privately, writable: libelf only reads) as NAME, or returns
   NULL with errno set; read_unmap () unmaps it.  Once
   read_catch_truncation () has run, a page of such a mapping that its
   file no longer has (truncated while it is read) reads as zeros instead
   of killing the process with SIGBUS, and read_changed () then gives the
   file's NAME (once; in a buffer of the calling thread): what was judged
   is not the file.  Else read_changed () is NULL.  */
char *read_map (int fd, size_t size, const char *name);
void read_unmap (char *data, size_t size);
int read_catch_truncation (void);
const char *read_changed (void);

/* Initialize libelf once, before any thread calls audit_buffer.  */
int audit_init (void);

#endif /* HARDENING_AUDIT_H */
