/* hardening-audit: what the parts of the analysis core share (not for the
   command-line tool, which uses hardening-audit.h).

     audit-core.c       the buffer: ELF or ar archive, one report a file
     audit-elf.c        the facts of one ELF file (libelf)
     evidence-notes.c   gcc-hardening's notes: per unit, per function
     evidence-annobin.c annobin's notes (.gnu.build.attributes,
                        .annobin.notes)
     evidence-dwarf.c   the options GCC records in DW_AT_producer (libdw),
                        from the file or its separate debug file
     dwarf-producer.c   what one unit's DW_AT_producer says
     evidence-code.c    the code: stack probes, endbr64/BTI at function
                        entries, canary loads
     judges-evidence.c  the judges of the checks that evidence beyond the
                        ELF decides, and the order of the sources
     judges.c           one judge a check of AUDIT_TESTS, and the policy
     judge-rpath.c      the rpath check's classes of search paths
     judge-sanitizers.c the sanitizers check: runtimes needed, linked in
                        or referenced, a stripped static program's strings
     static-irelative.c a static program's IFUNC pointers (bindnow)
     output.c           text and JSON
     sarif.c            --fail-on's verdicts, and the SARIF log
     audit-buf.c        growing strings, names escaped for text and JSON
     deb.c              Debian packages read with libarchive: the control
                        file, the ELF files of data.tar.*, debug files
     deb-report.c       a package's report: its -dbgsym, lintian's tags

   A new check is a line of AUDIT_TESTS and a judge in judges.c; a new
   source of evidence is a file of its own that fills struct facts and
   that the judges consult.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef AUDIT_INTERNAL_H
#define AUDIT_INTERNAL_H

#include "hardening-audit.h"
#include "hardening-note.h"

#include <gelf.h>
#include <libelf.h>
#include <stdint.h>

/* Units named in one check's details; the rest are counted.  */
#define MAX_DETAILS 16

/* GNU_PROPERTY_AARCH64_FEATURE_1_AND bits.  */
#define PROPERTY_AARCH64_BTI 1u
#define PROPERTY_AARCH64_PAC 2u
/* Functions named in the PAC verdict; the rest are counted.  */
#define PAC_NAMED 4

/* glibc's functions with a checked __NAME_chk variant (audit-elf.c).  */
#define N_FORTIFIABLE 78
extern const char *const audit_fortifiable[N_FORTIFIABLE];

/* The AUDIT_TESTS table's columns (judges.c).  */
extern const char *const audit_test_names[AUDIT_TEST_COUNT];
extern const int audit_test_features[AUDIT_TEST_COUNT];

/* ------------------------------------------------------------------------
   Strings and arrays (audit-buf.c).  */

/* ARRAY (N elements of SIZE bytes in use, room for *ALLOC) with room for
   one more: as it is, or reallocated to twice as many (FIRST at first),
   *ALLOC updated; NULL when out of memory, ARRAY then as it was.  */
void *audit_grow (void *array, size_t n, size_t *alloc, size_t size,
                  size_t first);
void buf_add (struct audit_buf *b, const char *s, size_t len);
void buf_printf (struct audit_buf *b, const char *format, ...)
    __attribute__ ((format (printf, 2, 3)));
/* S for the text output: control characters escaped as in JSON.  */
void buf_text_name (struct audit_buf *b, const char *s);
/* S as a JSON string.  */
void buf_json_string (struct audit_buf *b, const char *s);

/* ------------------------------------------------------------------------
   Facts (audit-elf.c).  */

struct unit
{
  struct hardening_note note;
};

/* ------------------------------------------------------------------------
   Evidence beyond our notes, each source's view of a check: how many of
   its units (annobin notes, compilation units, function entries) have the
   protection, lack it, or say nothing of it.  */

enum evidence_source
{
  EV_ANNOBIN,
  EV_DWARF,
  EV_CODE,
  EV_SOURCES
};

struct evidence
{
  unsigned good, bad;
  unsigned silent;    /* of BAD: the option only missing (DWARF) */
  unsigned uncovered; /* units that say nothing of it */
  char how[96];       /* what the good ones have */
  char first_bad[256];
  struct audit_buf bad_lines; /* up to MAX_DETAILS lines, each + '\n' */
  unsigned n_bad_lines;
};

/* Code that a source may leave uncovered and still pass a file: the
   start files, the PLT, libc_nonshared.a (evidence-dwarf.c,
   evidence-annobin.c).  */
#define PARTIAL_SLACK 65536u

struct evidence_set
{
  int present;     /* the source was found in the file */
  int partial;     /* it covers part of the code: no pass from it */
  char where[320]; /* how the verdict's reason names it */
  struct evidence ev[AUDIT_TEST_COUNT];
};

/* The sanitizers that the sanitizers check knows (judge-sanitizers.c).  */
enum sanitizer
{
  SANITIZER_ASAN,
  SANITIZER_HWASAN,
  SANITIZER_TSAN,
  SANITIZER_MSAN,
  SANITIZER_UBSAN,
  SANITIZER_LSAN,
  SANITIZER_COUNT
};

/* What audit-elf.c gathers from one ELF file, and the units of our notes
   (evidence-notes.c).  */
struct facts
{
  GElf_Ehdr ehdr;
  const char *target;

  /* Program headers.  */
  int has_phdrs, has_interp, has_relro, has_dynamic;
  GElf_Addr relro_start, relro_end; /* what the loader protects */
  /* A section that RELRO should protect and does not, with its range, or
     "" (audit-elf.c's relro_gap).  */
  char relro_gap[160];
  int gnu_stack, gnu_stack_flags;
  int wx_segment; /* index of the first W+X PT_LOAD, or -1 */

  /* A static program's IFUNC pointers (static-irelative.c): its
     R_*_IRELATIVE relocations, those whose slot is outside the
     PT_GNU_RELRO pages (writable after start-up), the first such slot.  */
  unsigned irelative, irelative_writable;
  GElf_Addr irelative_first;

  /* Dynamic section.  */
  int bind_now, textrel;
  GElf_Xword flags, flags_1;
  /* Its strings (malloc'd; NULL when absent): DT_RPATH, DT_RUNPATH,
     DT_SONAME and the DT_NEEDED names in order.  */
  char *rpath, *runpath, *soname;
  char **needed;
  size_t n_needed;

  /* Sections of an object.  */
  int gnu_stack_section, gnu_stack_section_exec;
  char wx_section[64];

  /* GNU properties.  */
  int has_property; /* a FEATURE_1_AND property was seen */
  int abi_tag;      /* an NT_GNU_ABI_TAG note: glibc's start files */
  /* The first symbol (a function or a variable, weak or not) that a
     linked file leaves undefined for the dynamic linker to resolve from
     the process that loads it.  */
  char import_first[64];
  uint32_t feature_1;

  /* aarch64's return address signing, from the code (code-pac.c).  */
  int pac_scanned; /* an executable section was read */
  size_t pac_signed, pac_unsigned;
  size_t pac_unauth; /* returns that leave signed, unauthenticated */
  char pac_unauth_named[64];
  size_t pac_start_files; /* unsigned saves in the start files' functions */
  char pac_named[PAC_NAMED][64]; /* functions that save it unsigned */
  size_t pac_n_named;

  /* --deps: the libraries down the DT_NEEDED chain (deps.c), or NULL.  */
  struct deps *deps;

  /* Notes.  */
  struct unit *units;
  size_t n_units;
  char note_error[192]; /* what is wrong with the first corrupt note */
  /* hardening-ld.so's link records (N_LINKS of them, normally one), their
     counts added up and their names joined.  */
  size_t n_links;
  struct hardening_link_note link;
  /* Without a link record: the DWARF's units of compiled code, and those
     that no note covers, the first named (dwarf_unit_noted); the notes'
     sources by base name, sorted, each taken by one unit at most.  */
  unsigned long dwarf_compiled, dwarf_unnoted;
  char dwarf_unnoted_names[256];
  const char **note_names;
  unsigned char *note_taken;
  size_t n_note_names;
  char **pending; /* units not compiled with the plugin, by DW_AT_name */
  size_t n_pending, pending_alloc;

  /* Symbols.  */
  int has_symtab;
  int has_static_symtab; /* .symtab, not only .dynsym */
  int canary_scan;       /* the code was searched for canary loads */
  /* The global functions of the symbols the code evidence walked, and
     those without a landing pad (endbr64, BTI), the first named.  */
  unsigned pad_globals, pad_missing;
  char pad_first[96];
  /* Of them, the functions of the file's own code: not the C library's
     start files' (start_file_function), which the link record does not
     count either.  */
  unsigned pad_own, pad_own_missing;
  char pad_own_first[96];
  int canary; /* a canary symbol, by name */
  char canary_symbol[32];
  /* Why the canary is not the C library's guard (x86: a __stack_chk_guard
     symbol, or canaries checked and none loaded from %fs:0x28, %gs:0x14),
     or "".  */
  char foreign_guard[200];
  int defines_guard; /* a __stack_chk_guard defined here */
  unsigned char fortified[N_FORTIFIABLE];   /* __NAME_chk imported */
  unsigned char unfortified[N_FORTIFIABLE]; /* NAME imported */

  /* The sanitizers' symbols (judge-sanitizers.c): how the first one
     shows ("references __asan_report_load4"), or "".  */
  struct
  {
    char how[96];
  } sanitizer[SANITIZER_COUNT];

  /* Evidence beyond our notes (gather_evidence).  */
  struct evidence_set evidence[EV_SOURCES];
  char no_dwarf[320];  /* why there is no DWARF: for UNKNOWN reasons */
  int threads;         /* pthread_create or libpthread referenced */
  int register_cancel; /* __pthread_register_cancel referenced */
  /* The separate debug file of the same build-id, from the table of
     audit_options.debug_files (a -dbgsym package), or NULL.  Evidence
     read from DWARF takes it before looking on disk:
     dwarf_begin_elf (elf_memory (debug->data, debug->size), DWARF_C_READ,
     NULL) reads it as the file under /usr/lib/debug/.build-id/ would be
     read, and debug->name says where it came from.  */
  const struct audit_debug_file *debug;
  /* The separate debug file on disk that gather_dwarf () found (by
     build-id or debug link), or NULL: its .symtab names the functions of
     a stripped file for the code evidence, as DEBUG's does.  */
  char *debug_path;
  /* DEBUG_PATH as gather_dwarf read it (mapped, its sections prepared for
     libdw), kept for gather_code's symbols: debug_kept_elf () gives its
     Elf; facts_free releases it (debug_kept_free).  */
  struct debug_kept *debug_kept;
  /* The DWARF units that record no stack protector option (silent: the
     compiler's default; or no options recorded at all), and their code:
     the canary loads of the code say, unit by unit, whether the default
     had it (gather_code).  */
  struct quiet_unit
  {
    char name[80];
    int code;   /* DWARF gives it code */
    int canary; /* a canary load in its code */
  } *quiet;
  size_t n_quiet, quiet_alloc;
  struct quiet_range
  {
    GElf_Addr start, end;
    size_t unit;
  } *quiet_ranges;
  size_t n_quiet_ranges, quiet_ranges_alloc;
};

/* A string table read as elf_strptr reads it, without its checks a
   string (each symbol of a large table): when the section is a whole,
   uncompressed SHT_STRTAB ending in '\0', every offset within it starts
   a string; otherwise elf_strptr answers.  */
struct strtab
{
  Elf *elf;
  size_t index;
  const char *s; /* NULL: ask elf_strptr */
  size_t size;
};
void strtab_init (struct strtab *t, Elf *elf, size_t index);
static inline const char *
strtab_get (const struct strtab *t, size_t offset)
{
  if (t->s)
    return offset < t->size ? t->s + offset : NULL;
  return elf_strptr (t->elf, t->index, offset);
}

/* The class of DATA, a symbol table of ELF (ENTSIZE bytes an entry),
   when its symbols can be read in place in memory representation, as
   gelf_getsym reads them: ELFCLASS64 or ELFCLASS32; else ELFCLASSNONE.
   The walks of a large table read a symbol some entries ahead so to ask
   for what it points to (__builtin_prefetch), each a cache miss
   otherwise.  */
static inline int
sym_class (Elf *elf, const Elf_Data *data, size_t entsize)
{
  int class = gelf_getclass (elf);

  if (data->d_buf == NULL || data->d_type != ELF_T_SYM
      || (class != ELFCLASS64 && class != ELFCLASS32)
      || entsize != (class == ELFCLASS64 ? sizeof (Elf64_Sym)
                                         : sizeof (Elf32_Sym)))
    return ELFCLASSNONE;
  return class;
}

/* Symbol I of DATA (of class CLASS, as sym_class says), read in place:
   its name, section, type and value.  */
static inline void
sym_at (const Elf_Data *data, size_t i, int class, GElf_Sym *sym)
{
  if (class == ELFCLASS64)
    {
      const Elf64_Sym *s = (const Elf64_Sym *)data->d_buf + i;
      sym->st_name = s->st_name;
      sym->st_shndx = s->st_shndx;
      sym->st_info = s->st_info;
      sym->st_value = s->st_value;
    }
  else
    {
      const Elf32_Sym *s = (const Elf32_Sym *)data->d_buf + i;
      sym->st_name = s->st_name;
      sym->st_shndx = s->st_shndx;
      sym->st_info = s->st_info;
      sym->st_value = s->st_value;
    }
}

/* The name of symbol I of DATA (of class CLASS) when T has the strings at
   hand, or NULL.  */
static inline const char *
strtab_ahead (const struct strtab *t, const Elf_Data *data, size_t i,
              int class)
{
  GElf_Sym sym;

  sym_at (data, i, class, &sym);
  return t->s && sym.st_name < t->size ? t->s + sym.st_name : NULL;
}

/* Gather the facts of ELF into F (zeroed by the caller).  Returns 0, or -1
   with *ERROR set.  */
int gather (struct facts *f, Elf *elf, const char **error);
void facts_free (struct facts *f);
/* The strings of the dynamic segment DYNAMIC into F (elf-dynamic.c).
   Returns 0, or -1 with *ERROR set.  */
int dynamic_strings (struct facts *f, Elf *elf, const GElf_Phdr *dynamic,
                     size_t phnum, const char **error);
/* The file offset of the address ADDR by ELF's PT_LOAD segments (PHNUM
   of them) into *OFFSET; returns 0, or -1 outside them.  */
int address_offset (Elf *elf, size_t phnum, GElf_Addr addr, uint64_t *offset);
int is_object (const struct facts *f);
int is_linked (const struct facts *f);
/* "pie executable", "shared library", "object"...  */
const char *file_type (const struct facts *f);
/* An executable without a dynamic loader (static, static-pie).  */
int static_executable (const struct facts *f);
/* A static executable with canaries (__stack_chk_fail, or canary loads
   in its code): a C library built with the stack protector, such as
   glibc's libc.a, is linked into it, whose canaries and functions are
   then the file's.  */
int static_with_libc (const struct facts *f);
/* Is F a program or library that the dynamic linker loads with the C
   library (PT_INTERP or DT_NEEDED), whose canaries the C library's guard
   should check?  Not an object (a kernel module has the kernel's guard)
   nor a static program (without the C library, -nostdlib, its own guard
   is the only one).  */
int dynamic_with_libc (const struct facts *f);
/* Does F have the C library: loaded with it (dynamic_with_libc), or a
   static program started by its start files (glibc's crt1.o brings the
   .note.ABI-tag; a -nostdlib program has none)?  */
int has_libc (const struct facts *f);
/* Does F, a program or library, leave a symbol undefined (a function or
   a variable, weak or not) for the dynamic linker to resolve from the
   process that loads it, with or without a DT_NEEDED that names where
   (F->import_first)?  */
int imports_symbols (const struct facts *f);

/* ------------------------------------------------------------------------
   The code (code-pac.c).  */

/* Read ELF's code (aarch64) for the return address signing into F.  */
void scan_pac (struct facts *f, Elf *elf);
/* Does F lack PAC?  Into WHY (SIZE bytes): what the property and the code
   say, the functions that save the return address unsigned.  */
int pac_missing (const struct facts *f, char *why, size_t size);

/* ------------------------------------------------------------------------
   Evidence beyond our notes.  */

/* Every source for F (gathered by gather ()) from ELF, the file at PATH
   (NULL for an archive member: no separate debug file).  Returns 0, or -1
   with what is wrong in ERROR (SIZE bytes): corrupt DWARF, here or in the
   separate debug file, which the message names.  */
int gather_evidence (struct facts *f, Elf *elf, const char *path,
                     const struct audit_options *opts, char *error,
                     size_t size);
void evidence_free (struct facts *f);
/* A unit of SOURCE for check T: GOOD (how: HOW), bad (why: the line
   WHY), SILENT (bad by a missing option), or saying nothing (GOOD < 0).  */
void evidence_unit (struct facts *f, enum evidence_source source,
                    enum audit_test t, int good, int silent, const char *how,
                    const char *why);
int gather_annobin (struct facts *f, Elf *elf);
int gather_dwarf (struct facts *f, Elf *elf, const char *path,
                  const struct audit_options *opts, char *error, size_t size);
int gather_code (struct facts *f, Elf *elf);

/* The debug sections of the separate debug file ELF (read with
   ELF_C_READ_MMAP_PRIVATE: its section headers are changed) made ready
   for libdw: those it does not need for the units' DIEs hidden, the
   others decompressed (debug-sections.c).  D keeps what must be freed,
   with debug_sections_free, after elf_end.  */
#define MAX_INFLATED 16
struct debug_sections
{
  void *buf[MAX_INFLATED]; /* malloc'd: beyond the thread's arena */
  int n;
};
void debug_sections_prepare (struct debug_sections *d, Elf *elf);
void debug_sections_free (struct debug_sections *d);
/* The separate debug file that gather_dwarf kept (evidence-dwarf.c): its
   Elf, or NULL; and its release.  */
Elf *debug_kept_elf (const struct facts *f);
void debug_kept_free (struct facts *f);
/* The unit NAME whose DW_AT_producer is PRODUCER (dwarf-producer.c).  */
/* Returns 1 when the unit records no stack protector option (the
   compiler's default, or no options at all).  */
int producer_unit (struct facts *f, const char *name, const char *producer);
/* The units of producer_unit that said 1, and their code's ranges
   (facts_free frees them).  */
size_t quiet_unit (struct facts *f, const char *name);
void quiet_range (struct facts *f, size_t unit, GElf_Addr start,
                  GElf_Addr end);

/* ------------------------------------------------------------------------
   Verdicts (judges.c, judges-evidence.c).  */

struct result
{
  enum audit_verdict verdict;
  char reason[1024];        /* room for a "where" and a no_dwarf (320 each) */
  struct audit_buf details; /* lines, each ending in '\n' */
  unsigned n_details, more;
};

struct report
{
  const char *name;
  const char *type;
  struct result r[AUDIT_TEST_COUNT];
};

/* R's verdict and reason.  */
void set (struct result *r, enum audit_verdict v, const char *format, ...)
    __attribute__ ((format (printf, 3, 4)));
/* A line of R's details (MAX_DETAILS at most; the others are counted).  */
void detail (struct result *r, const char *format, ...)
    __attribute__ ((format (printf, 2, 3)));
/* Every check for F into REP; POLICY_LEVEL per feature, -1 without one.  */
void judge (struct report *rep, const struct facts *f,
            const int *policy_level);
/* The judges of their own files.  */
void judge_rpath (struct result *r, const struct facts *f,
                  enum hardening_feature feature, int policy_level);
void judge_deps (struct result *r, const struct facts *f,
                 enum hardening_feature feature, int policy_level);
void judge_sanitizers (struct result *r, const struct facts *f,
                       enum hardening_feature feature, int policy_level);
/* The symbol NAME (LEN bytes, without a version) for the sanitizers
   check: a sanitizer's runtime defined, or referenced (not weak).  */
void sanitizer_symbol (struct facts *f, const char *name, size_t len,
                       const GElf_Sym *sym);
/* A static program without .symtab: its read-only data searched for the
   runtimes' names.  */
void sanitizer_strings (struct facts *f, Elf *elf);
/* A static program's IRELATIVE relocations into F (static-irelative.c),
   after its program headers.  */
void static_irelative (struct facts *f, Elf *elf);

/* ------------------------------------------------------------------------
   --deps (deps.c).  */

/* Find the libraries of the linked file F (read from PATH) down its
   DT_NEEDED chain as ld.so would, under OPTS->root, into F->deps.  Returns
   0, or -1 when out of memory.  */
int deps_follow (struct facts *f, const char *path,
                 const struct audit_options *opts);
void deps_free (struct deps *d);
/* The verdict of the evidence beyond our notes for check T into R, the
   sources in order (annobin, DWARF, code): 1 when one covers it, else 0
   (R untouched).  */
int judge_other_evidence (struct result *r, const struct facts *f,
                          enum audit_test t);
/* The stack protector from annobin and DWARF, else 0 for the symbols
   and then the code.  */
int judge_stackprotector_evidence (struct result *r, const struct facts *f);
/* Does evidence beyond the notes show every unit compiled for branch
   protection?  Then 1, and which evidence in WHY.  */
int compiled_for_branch (const struct facts *f, char *why, size_t size);
/* Why no evidence covers check T, for an UNKNOWN reason.  */
void why_unknown (const struct facts *f, enum audit_test t, char *why,
                  size_t size);
void judge_evidence (struct result *r, const struct facts *f,
                     enum hardening_feature feature, int policy_level);
void judge_optimization (struct result *r, const struct facts *f,
                         enum hardening_feature feature, int policy_level);
void judge_threads (struct result *r, const struct facts *f,
                    enum hardening_feature feature, int policy_level);

/* ------------------------------------------------------------------------
   Our notes (evidence-notes.c).  */

/* Decode the unit note DESC (LEN bytes) into F; a corrupt note is recorded
   in F->note_error.  Returns -1 when out of memory.  */
int add_unit (struct facts *f, const char *desc, size_t len);
int add_link (struct facts *f, const char *desc, size_t len);
/* What judge_notes returns when its units have the feature but objects
   without a note were linked in: R is UNKNOWN, and other evidence of the
   whole file may decide (notes_or_evidence).  */
#define NOTES_PARTIAL 2
/* OTHER's verdict, when it is PASS or FAIL, replaces R's (the notes'
   partial view), which becomes a detail line; OTHER is consumed.  */
void notes_or_evidence (struct result *r, struct result *other);
/* The same, R's reason kept as the detail line "LABEL: REASON".  */
void verdict_over (struct result *r, struct result *other,
                   const char *label);
/* The notes' counts of canaries (stackprotector) or run-time checks
   (fortify) against the file's symbols: 1, with WHY, when the file lacks
   what they count.  */
int notes_contradict (const struct facts *f, enum hardening_feature feature,
                      char *why, size_t size);
/* The DWARF's unit NAME (DW_AT_name) of PRODUCER (DW_AT_producer), in a
   file with notes and no link record: counted in F->dwarf_unnoted when
   it is compiled code that no note covers.  Returns -1 when out of
   memory.  */
int dwarf_unit_noted (struct facts *f, const char *name, const char *producer);
/* After the DWARF: the units that dwarf_unit_noted kept for the notes
   left, matched to them by base name.  */
void dwarf_units_match (struct facts *f);
/* The inputs of the link that no unit note covers (the link records'
   unnoted and corrupt ones); without a record, the DWARF's units that no
   note covers.  */
unsigned long uncovered_inputs (const struct facts *f);
/* "N of M linked inputs without a gcc-hardening note: NAME, NAME...", or
   "N of M DWARF units ..." */
void describe_uncovered (const struct facts *f, char *buf, size_t size);
const char *unit_source (const struct hardening_note *note);
/* The notes' verdict for FEATURE into R: 0 when no unit says anything of
   the feature (R untouched), 1 otherwise.  */
int judge_notes (const struct facts *f, enum hardening_feature feature,
                 int policy_level, struct result *r);
/* Fortify coverage (notes of a plugin that counts the calls): the totals
   of the units that have it into *TOTALS, and how many units those are.  */
size_t fortify_coverage (const struct facts *f,
                         unsigned long totals[HARDENING_FORTIFY_KINDS]);
/* Its detail lines into R: with several units, the totals and how many
   units call no fortifiable function; then "SOURCE: N checked at compile
   time, N at run time, N unchecked" a unit (with several, a unit that
   calls any).  */
void fortify_coverage_details (const struct facts *f, struct result *r);
/* The first noexecstack escape (a trampoline on the stack), its unit in
 *UNIT, and how many there are in *COUNT.  */
const struct hardening_note_escape *
exec_stack_escape (const struct facts *f, const struct hardening_note **unit,
                   size_t *count);

/* Called by audit_elf () for every ELF file (or archive member) judged,
   with its facts and verdicts, before they are formatted: deb.c gives
   lintian's tags so.  FN gets the hook itself (the first member of the
   caller's own structure).  */
struct audit_file_hook
{
  void (*fn) (struct audit_file_hook *, const struct report *,
              const struct facts *);
};

/* ------------------------------------------------------------------------
   Debian packages (deb.c).  */

/* The GNU build-id of ELF (its NT_GNU_BUILD_ID note) into ID, of SIZE
   bytes; returns its length, 0 if it has none.  */
size_t audit_build_id (Elf *elf, unsigned char *id, size_t size);

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
void deb_free (struct deb *d);
/* Is C a package of separate debug files (dh_strip's -dbgsym)?  */
int is_dbgsym (const struct control *c);
/* qsort and bsearch order of struct audit_debug_file.  */
int compare_debug (const void *a, const void *b);

/* ------------------------------------------------------------------------
   Output (output.c).  */

void format_text (struct audit_buf *out, const struct report *rep,
                  const struct facts *f, const struct audit_options *opts);
void format_json (struct audit_buf *out, const struct report *rep,
                  const struct facts *f, enum audit_status status);
/* The FAIL and WARN verdicts of REP as SARIF results (sarif.c), each
   after ",\n" when OUT is not empty.  */
void format_sarif (struct audit_buf *out, const struct report *rep,
                   const struct audit_options *opts);
/* "NAME: MESSAGE" into ERR.  */
void error_line (struct audit_buf *err, const char *name, const char *message);
/* A JSON object for a file that could not be judged.  */
void json_error (struct audit_buf *out, unsigned *n_files, const char *name,
                 const char *message);

#endif /* AUDIT_INTERNAL_H */
