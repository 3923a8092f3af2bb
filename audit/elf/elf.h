/* hardening-audit, layer 2 (elf): the facts of one ELF file, read with
   libelf: its headers, program headers, dynamic section
   (elf/dynamic.c), notes of the GNU ABI, symbols (the canary, fortified
   imports, the sanitizers' runtimes: elf/sanitizers.c), a static
   program's IFUNC pointers (elf/irelative.c), and the debug sections of a
   separate debug file made ready for libdw (elf/debug-sections.c); all
   into struct facts (elf/facts.c: elf_gather); and what kind of file
   the facts say it is (elf/type.c).

   struct facts is the record of one file that the layers above read.
   This layer fills the ELF's facts; the evidence sources (evidence/)
   fill their members (our notes' units, PAC, the DWARF's units, the
   evidence records, the code's landing pads) through ev_gather and
   release them with ev_free; --deps (judge/deps.c) fills deps.  Each
   member's comment says which file fills it.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef AUDIT_ELF_ELF_H
#define AUDIT_ELF_ELF_H

#include "base/buf.h"
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

/* glibc's functions with a checked __NAME_chk variant (elf/facts.c).  */
#define N_FORTIFIABLE 78
extern const char *const elf_fortifiable[N_FORTIFIABLE];

/* ------------------------------------------------------------------------
   Facts (elf/facts.c).  */

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
   start files, the PLT, libc_nonshared.a (evidence/dwarf.c,
   evidence/annobin.c).  */
#define PARTIAL_SLACK 65536u

struct evidence_set
{
  int present;     /* the source was found in the file */
  int partial;     /* it covers part of the code: no pass from it */
  char where[320]; /* how the verdict's reason names it */
  struct evidence ev[AUDIT_TEST_COUNT];
};

/* The sanitizers that the sanitizers check knows (elf/sanitizers.c,
   judge/sanitizers.c).  */
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

/* How each shows (elf_sanitizers, in the order of enum sanitizer).  */
struct elf_sanitizer
{
  const char *name;    /* "AddressSanitizer" */
  const char *gnu_lib; /* GCC's runtime, "libasan.so", or NULL */
  const char *clang;   /* clang's: "libclang_rt.asan" */
  const char *prefix;  /* the runtime's symbols: "__asan_" */
  const char *init;    /* defined by the runtime: "__asan_init" */
};
extern const struct elf_sanitizer elf_sanitizers[SANITIZER_COUNT];

/* What elf/facts.c gathers from one ELF file, and the units of our notes
   (evidence/notes.c).  */
struct facts
{
  GElf_Ehdr ehdr;
  const char *target;

  /* Program headers.  */
  int has_phdrs, has_interp, has_relro, has_dynamic;
  GElf_Addr relro_start, relro_end; /* what the loader protects */
  /* A section that RELRO should protect and does not, with its range, or
     "" (elf/facts.c's relro_gap).  */
  char relro_gap[160];
  int gnu_stack, gnu_stack_flags;
  int wx_segment; /* index of the first W+X PT_LOAD, or -1 */

  /* A static program's IFUNC pointers (elf/irelative.c): its
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

  /* aarch64's return address signing, from the code (evidence/pac.c).  */
  int pac_scanned; /* an executable section was read */
  size_t pac_signed, pac_unsigned;
  size_t pac_unauth; /* returns that leave signed, unauthenticated */
  char pac_unauth_named[64];
  size_t pac_start_files; /* unsigned saves in the start files' functions */
  char pac_named[PAC_NAMED][64]; /* functions that save it unsigned */
  size_t pac_n_named;

  /* --deps: the libraries down the DT_NEEDED chain (judge/deps.c), or NULL. */
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
     that no note covers, the first named (ev_notes_dwarf_unit); the notes'
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

  /* The sanitizers' symbols (judge/sanitizers.c): how the first one
     shows ("references __asan_report_load4"), or "".  */
  struct
  {
    char how[96];
  } sanitizer[SANITIZER_COUNT];

  /* Evidence beyond our notes (ev_gather).  */
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
     libdw), kept for ev_code_gather's symbols: ev_debug_kept_elf () gives its
     Elf; ev_free releases it (debug_kept_free).  */
  struct debug_kept *debug_kept;
  /* The DWARF units that record no stack protector option (silent: the
     compiler's default; or no options recorded at all), and their code:
     the canary loads of the code say, unit by unit, whether the default
     had it (ev_code_gather).  */
  struct quiet_unit
  {
    char name[80];
    int code;   /* DWARF gives it code */
    int canary; /* a canary load in its code */
  } * quiet;
  size_t n_quiet, quiet_alloc;
  struct quiet_range
  {
    GElf_Addr start, end;
    size_t unit;
  } * quiet_ranges;
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
void elf_strtab_init (struct strtab *t, Elf *elf, size_t index);
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
      || entsize
             != (class == ELFCLASS64 ? sizeof (Elf64_Sym)
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
int elf_gather (struct facts *f, Elf *elf, const char **error);
/* What elf_gather allocated in F (its dynamic section's strings).  */
void elf_facts_free (struct facts *f);
/* The strings of the dynamic segment DYNAMIC into F (elf/dynamic.c).
   Returns 0, or -1 with *ERROR set.  */
int elf_dynamic_strings (struct facts *f, Elf *elf, const GElf_Phdr *dynamic,
                         size_t phnum, const char **error);
/* The file offset of the address ADDR by ELF's PT_LOAD segments (PHNUM
   of them) into *OFFSET; returns 0, or -1 outside them.  */
int elf_address_offset (Elf *elf, size_t phnum, GElf_Addr addr,
                        uint64_t *offset);
int elf_is_object (const struct facts *f);
int elf_is_linked (const struct facts *f);
/* "pie executable", "shared library", "object"...  */
const char *elf_file_type (const struct facts *f);
/* An executable without a dynamic loader (static, static-pie).  */
int elf_static_executable (const struct facts *f);
/* A static executable with canaries (__stack_chk_fail, or canary loads
   in its code): a C library built with the stack protector, such as
   glibc's libc.a, is linked into it, whose canaries and functions are
   then the file's.  */
int elf_static_with_libc (const struct facts *f);
/* Is F a program or library that the dynamic linker loads with the C
   library (PT_INTERP or DT_NEEDED), whose canaries the C library's guard
   should check?  Not an object (a kernel module has the kernel's guard)
   nor a static program (without the C library, -nostdlib, its own guard
   is the only one).  */
int elf_dynamic_with_libc (const struct facts *f);
/* Does F have the C library: loaded with it (elf_dynamic_with_libc), or a
   static program started by its start files (glibc's crt1.o brings the
   .note.ABI-tag; a -nostdlib program has none)?  */
int elf_has_libc (const struct facts *f);
/* Does F, a program or library, leave a symbol undefined (a function or
   a variable, weak or not) for the dynamic linker to resolve from the
   process that loads it, with or without a DT_NEEDED that names where
   (F->import_first)?  */
int elf_imports_symbols (const struct facts *f);

/* The debug sections of the separate debug file ELF (read with
   ELF_C_READ_MMAP_PRIVATE: its section headers are changed) made ready
   for libdw: those it does not need for the units' DIEs hidden, the
   others decompressed (elf/debug-sections.c).  D keeps what must be freed,
   with elf_debug_sections_free, after elf_end.  */
#define MAX_INFLATED 16
struct debug_sections
{
  void *buf[MAX_INFLATED]; /* malloc'd: beyond the thread's arena */
  int n;
};
void elf_debug_sections_prepare (struct debug_sections *d, Elf *elf);
void elf_debug_sections_free (struct debug_sections *d);
/* The symbol NAME (LEN bytes, without a version) for the sanitizers
   check: a sanitizer's runtime defined, or referenced (not weak).  */
void elf_sanitizer_symbol (struct facts *f, const char *name, size_t len,
                           const GElf_Sym *sym);
/* A static program without .symtab: its read-only data searched for the
   runtimes' names.  */
void elf_sanitizer_strings (struct facts *f, Elf *elf);
/* A static program's IRELATIVE relocations into F (elf/irelative.c),
   after its program headers.  */
void elf_static_irelative (struct facts *f, Elf *elf);

#endif /* AUDIT_ELF_ELF_H */
