/* hardening-audit: the facts of one ELF file, gathered with libelf's
   gelf_* calls, which hide the 32/64-bit and byte-order differences and
   check every offset against the image: program headers, dynamic
   entries, GNU properties, symbols, sections, and the notes (our units go
   to evidence/notes.c).  Nothing here judges.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "elf/elf.h"
#include "hardening-elf.h"

#include <gelf.h>
#include <libelf.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef NT_GNU_PROPERTY_TYPE_0
#define NT_GNU_PROPERTY_TYPE_0 5
#endif
#define PROPERTY_X86_FEATURE_1_AND 0xc0000002u
#define PROPERTY_AARCH64_FEATURE_1_AND 0xc0000000u

/* glibc's functions with a checked __NAME_chk variant: the list of
   devscripts' hardening-check (hardening-check --find-libc-functions), so
   that the two tools count the same imports.  Sorted for bsearch.  */
const char *const elf_fortifiable[] = {
  "asprintf",        "confstr",        "dprintf",        "fdelt",
  "fgets",           "fgets_unlocked", "fgetws",         "fgetws_unlocked",
  "fprintf",         "fread",          "fread_unlocked", "fwprintf",
  "getcwd",          "getdomainname",  "getgroups",      "gethostname",
  "getlogin_r",      "gets",           "getwd",          "longjmp",
  "mbsnrtowcs",      "mbsrtowcs",      "mbstowcs",       "memcpy",
  "memmove",         "mempcpy",        "memset",         "obstack_printf",
  "obstack_vprintf", "poll",           "ppoll",          "pread",
  "pread64",         "printf",         "ptsname_r",      "read",
  "readlink",        "readlinkat",     "realpath",       "recv",
  "recvfrom",        "snprintf",       "sprintf",        "stpcpy",
  "stpncpy",         "strcat",         "strcpy",         "strncat",
  "strncpy",         "swprintf",       "syslog",         "ttyname_r",
  "vasprintf",       "vdprintf",       "vfprintf",       "vfwprintf",
  "vprintf",         "vsnprintf",      "vsprintf",       "vswprintf",
  "vsyslog",         "vwprintf",       "wcpcpy",         "wcpncpy",
  "wcrtomb",         "wcscat",         "wcscpy",         "wcsncat",
  "wcsncpy",         "wcsnrtombs",     "wcsrtombs",      "wcstombs",
  "wctomb",          "wmemcpy",        "wmemmove",       "wmempcpy",
  "wmemset",         "wprintf",
};
_Static_assert(sizeof elf_fortifiable / sizeof *elf_fortifiable
                   == N_FORTIFIABLE,
               "N_FORTIFIABLE in elf/elf.h");

static int
fortifiable_index (const char *name, size_t len)
{
  size_t lo = 0, hi = N_FORTIFIABLE;

  while (lo < hi)
    {
      size_t mid = (lo + hi) / 2;
      int c = strncmp (name, elf_fortifiable[mid], len);
      if (c == 0 && elf_fortifiable[mid][len] != '\0')
        c = -1;
      if (c == 0)
        return (int)mid;
      if (c < 0)
        hi = mid;
      else
        lo = mid + 1;
    }
  return -1;
}

void
elf_facts_free (struct facts *f)
{
  size_t i;

  for (i = 0; i < f->n_needed; i++)
    free (f->needed[i]);
  free (f->needed);
  free (f->rpath);
  free (f->runpath);
  free (f->soname);
  f->needed = NULL;
  f->rpath = f->runpath = f->soname = NULL;
  f->n_needed = 0;
}

static uint32_t
read32 (const unsigned char *p, int big_endian)
{
  return big_endian ? (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16
                          | (uint32_t)p[2] << 8 | p[3]
                    : (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16
                          | (uint32_t)p[1] << 8 | p[0];
}

/* An NT_GNU_PROPERTY_TYPE_0 descriptor: an array of (type, size, data)
   padded to 8 bytes in 64-bit files, 4 in 32-bit ones.  */
static void
read_properties (struct facts *f, const unsigned char *desc, size_t len)
{
  int be = f->ehdr.e_ident[EI_DATA] == ELFDATA2MSB;
  size_t align = f->ehdr.e_ident[EI_CLASS] == ELFCLASS64 ? 8 : 4;
  size_t off = 0;

  while (len - off >= 8)
    {
      uint32_t type = read32 (desc + off, be);
      uint32_t size = read32 (desc + off + 4, be);
      size_t padded;

      off += 8;
      if (size > len - off)
        return;
      if ((type == PROPERTY_X86_FEATURE_1_AND
           && (f->ehdr.e_machine == EM_X86_64 || f->ehdr.e_machine == EM_386))
          || (type == PROPERTY_AARCH64_FEATURE_1_AND
              && f->ehdr.e_machine == EM_AARCH64))
        {
          if (size >= 4)
            {
              f->has_property = 1;
              f->feature_1 = read32 (desc + off, be);
            }
        }
      padded = (size + align - 1) / align * align;
      if (padded > len - off)
        return;
      off += padded;
    }
}

/* One note of a note section or segment: a GNU property, or the ABI
   tag.  gcc-hardening's own notes are a source of evidence
   (evidence/notes.c reads them).  */
static int
scan_note (void *arg, const GElf_Nhdr *nhdr, const char *name,
           const char *desc)
{
  struct facts *f = arg;

  if (nhdr->n_namesz == sizeof "GNU" && memcmp (name, "GNU", 4) == 0
      && nhdr->n_type == NT_GNU_PROPERTY_TYPE_0)
    read_properties (f, (const unsigned char *)desc, nhdr->n_descsz);
  else if (nhdr->n_namesz == sizeof "GNU" && memcmp (name, "GNU", 4) == 0
           && nhdr->n_type == NT_GNU_ABI_TAG)
    f->abi_tag = 1;
  return 0;
}

/* The notes of one converted note buffer.  */
static int
scan_notes (struct facts *f, Elf_Data *data)
{
  return hardening_elf_each_note (data, scan_note, f);
}

void
elf_strtab_init (struct strtab *t, Elf *elf, size_t index)
{
  Elf_Scn *scn = elf_getscn (elf, index);
  GElf_Shdr shdr;
  Elf_Data *data;

  t->elf = elf;
  t->index = index;
  t->s = NULL;
  t->size = 0;
  if (scn == NULL || gelf_getshdr (scn, &shdr) == NULL
      || shdr.sh_type != SHT_STRTAB || (shdr.sh_flags & SHF_COMPRESSED)
      || (data = elf_rawdata (scn, NULL)) == NULL || data->d_buf == NULL
      || data->d_size == 0 || data->d_size != shdr.sh_size
      || ((const char *)data->d_buf)[data->d_size - 1] != '\0')
    return;
  t->s = data->d_buf;
  t->size = data->d_size;
}

/* Symbol NAME, without a version suffix (".symtab" spells versioned
   references "memcpy@GLIBC_2.14").  */
static void
note_symbol (struct facts *f, const char *name, const GElf_Sym *sym)
{
  size_t len;
  int type = GELF_ST_TYPE (sym->st_info);
  int undefined = sym->st_shndx == SHN_UNDEF;
  int i;

  if (name[0] == '\0')
    return;
  /* What a linked file leaves for the process that loads it: a function
     or a variable, weak too (the dynamic linker binds a weak reference to
     the process's definition all the same).  */
  if (undefined && !f->import_first[0] && elf_is_linked (f))
    snprintf (f->import_first, sizeof f->import_first, "%.*s",
              (int)strcspn (name, "@"), name);
  if (name[0] == '_' && name[1] == '_')
    elf_sanitizer_symbol (f, name, (size_t)(strchrnul (name, '@') - name),
                          sym);
  /* Beyond the undefined functions, only the canary's names count, all
     "__stack_chk_...".  */
  if ((!undefined
       || (type != STT_FUNC && type != STT_GNU_IFUNC && type != STT_NOTYPE))
      && (name[0] != '_' || name[1] != '_'))
    return;
  len = (size_t)(strchrnul (name, '@') - name);
  /* x86's C library keeps the guard in the thread control block and has
     no __stack_chk_guard: a program that reads one (GCC's
     -mstack-protector-guard=global) checks canaries against its own
     value, which nothing randomizes (judged only in a file loaded with
     the C library: judge/judges.c).  */
  if (len == 17 && memcmp (name, "__stack_chk_guard", 17) == 0 && !undefined)
    f->defines_guard = 1;
  if (len == 17 && memcmp (name, "__stack_chk_guard", 17) == 0
      && (f->ehdr.e_machine == EM_X86_64 || f->ehdr.e_machine == EM_386)
      && !f->foreign_guard[0])
    snprintf (f->foreign_guard, sizeof f->foreign_guard,
              "the canary is %s __stack_chk_guard "
              "(-mstack-protector-guard=global), which the C library does "
              "not set on x86",
              undefined ? "read from" : "the program's own");
  /* A reference to the canary's failure handler or guard, or the hidden
     handler that only a protected function pulls in.  */
  if ((undefined
       && ((len == 16 && memcmp (name, "__stack_chk_fail", 16) == 0)
           || (len == 17 && memcmp (name, "__stack_chk_guard", 17) == 0)))
      || (len == 22 && memcmp (name, "__stack_chk_fail_local", 22) == 0))
    {
      if (!f->canary)
        snprintf (f->canary_symbol, sizeof f->canary_symbol, "%.*s", (int)len,
                  name);
      f->canary = 1;
    }
  /* hardening-check counts undefined functions and, for archives, NOTYPE
     symbols.  */
  if (!undefined
      || (type != STT_FUNC && type != STT_GNU_IFUNC && type != STT_NOTYPE))
    return;
  if (len > 6 && name[0] == '_' && name[1] == '_'
      && memcmp (name + len - 4, "_chk", 4) == 0)
    {
      i = fortifiable_index (name + 2, len - 6);
      if (i >= 0)
        f->fortified[i] = 1;
    }
  else
    {
      i = fortifiable_index (name, len);
      if (i >= 0)
        f->unfortified[i] = 1;
    }
}

/* How many symbols ahead the walk asks for a name (strtab_ahead).  */
#define NAME_AHEAD 16

static void
scan_symbols (struct facts *f, Elf *elf, Elf_Scn *scn, const GElf_Shdr *shdr)
{
  Elf_Data *data = elf_getdata (scn, NULL);
  size_t entsize = gelf_fsize (elf, ELF_T_SYM, 1, EV_CURRENT);
  size_t i, n;
  struct strtab strtab;
  int class;

  if (data == NULL || entsize == 0)
    return;
  f->has_symtab = 1;
  if (shdr->sh_type == SHT_SYMTAB)
    f->has_static_symtab = 1;
  n = data->d_size / entsize;
  elf_strtab_init (&strtab, elf, shdr->sh_link);
  class = sym_class (elf, data, entsize);
  for (i = 1; i < n; i++)
    {
      GElf_Sym sym;
      const char *name;

      if (class != ELFCLASSNONE && i + NAME_AHEAD < n
          && (name = strtab_ahead (&strtab, data, i + NAME_AHEAD, class))
                 != NULL)
        __builtin_prefetch (name);
      if (gelf_getsym (data, (int)i, &sym) == NULL)
        break;
      name = strtab_get (&strtab, sym.st_name);
      if (name != NULL)
        note_symbol (f, name, &sym);
    }
}

static void
scan_dynamic (struct facts *f, Elf *elf, const GElf_Phdr *phdr)
{
  Elf_Data *data;
  size_t entsize = gelf_fsize (elf, ELF_T_DYN, 1, EV_CURRENT);
  size_t i, n;

  if (entsize == 0 || phdr->p_filesz == 0)
    return;
  data = elf_getdata_rawchunk (elf, (int64_t)phdr->p_offset,
                               (size_t)phdr->p_filesz, ELF_T_DYN);
  if (data == NULL)
    return;
  n = data->d_size / entsize;
  for (i = 0; i < n; i++)
    {
      GElf_Dyn dyn;
      if (gelf_getdyn (data, (int)i, &dyn) == NULL || dyn.d_tag == DT_NULL)
        break;
      switch (dyn.d_tag)
        {
        case DT_BIND_NOW:
          f->bind_now = 1;
          break;
        case DT_TEXTREL:
          f->textrel = 1;
          break;
        case DT_FLAGS:
          f->flags = dyn.d_un.d_val;
          break;
        case DT_FLAGS_1:
          f->flags_1 = dyn.d_un.d_val;
          break;
        default:
          break;
        }
    }
  if (f->flags & DF_BIND_NOW || f->flags_1 & DF_1_NOW)
    f->bind_now = 1;
  if (f->flags & DF_TEXTREL)
    f->textrel = 1;
}

/* Gather the facts.  Returns 0, or -1 with *ERROR set.  */
/* Is the section NAME (header SHDR) one that PT_GNU_RELRO is there to
   make read-only after relocation, left outside the pages the loader
   protects?  The first such one into F->relro_gap: a linker script that
   puts .got after the RELRO segment keeps the GOT writable, whatever
   PT_GNU_RELRO says.  On x86 and aarch64, where GNU ld and lld put them
   all in the segment; .got.plt only with BIND_NOW (lazy binding writes
   it).  */
static void
relro_gap (struct facts *f, const char *name, const GElf_Shdr *shdr)
{
  static const char *const relro[]
      = { ".got",        ".dynamic",        ".init_array", ".fini_array",
          ".preinit_array", ".data.rel.ro", NULL };
  size_t i;

  if (!f->has_relro || f->relro_gap[0] || !(shdr->sh_flags & SHF_ALLOC)
      || shdr->sh_size == 0 || shdr->sh_type == SHT_NOBITS
      || (f->ehdr.e_type != ET_EXEC && f->ehdr.e_type != ET_DYN)
      || (f->ehdr.e_machine != EM_X86_64 && f->ehdr.e_machine != EM_386
          && f->ehdr.e_machine != EM_AARCH64))
    return;
  for (i = 0; relro[i] && strcmp (name, relro[i]) != 0; i++)
    ;
  if (relro[i] == NULL && !(f->bind_now && strcmp (name, ".got.plt") == 0))
    return;
  if (shdr->sh_addr >= f->relro_start
      && shdr->sh_addr + shdr->sh_size <= f->relro_end)
    return;
  snprintf (f->relro_gap, sizeof f->relro_gap,
            "%s (%#llx-%#llx) is outside the pages it protects "
            "(%#llx-%#llx)",
            name, (unsigned long long)shdr->sh_addr,
            (unsigned long long)(shdr->sh_addr + shdr->sh_size),
            (unsigned long long)f->relro_start,
            (unsigned long long)f->relro_end);
}

int
elf_gather (struct facts *f, Elf *elf, const char **error)
{
  size_t phnum, shnum, shstrndx, i;
  Elf_Scn *scn = NULL;
  int have_shstr;
  GElf_Phdr dynamic = { 0 };

  f->wx_segment = -1;
  if (gelf_getehdr (elf, &f->ehdr) == NULL)
    {
      *error = "no ELF header";
      return -1;
    }
  f->target
      = elf_machine_triplet (f->ehdr.e_machine, f->ehdr.e_ident[EI_CLASS],
                             f->ehdr.e_ident[EI_DATA] == ELFDATA2MSB,
                             f->ehdr.e_flags);
  if (elf_getphdrnum (elf, &phnum) != 0)
    {
      *error = "bad program header count";
      return -1;
    }
  if (elf_getshdrnum (elf, &shnum) != 0)
    {
      *error = "bad section header count";
      return -1;
    }
  have_shstr = elf_getshdrstrndx (elf, &shstrndx) == 0;
  {
    /* libelf leaves out a header table that lies beyond the file: that
       file is corrupt, not one without sections.  */
    size_t size = 0;
    uint64_t end;
    elf_rawfile (elf, &size);
    end = (uint64_t)f->ehdr.e_shoff
          + (uint64_t)f->ehdr.e_shnum * f->ehdr.e_shentsize;
    if (f->ehdr.e_shoff != 0 && (f->ehdr.e_shoff > size || end > size))
      {
        *error = "section header table beyond the end of the file";
        return -1;
      }
    end = (uint64_t)f->ehdr.e_phoff
          + (uint64_t)f->ehdr.e_phnum * f->ehdr.e_phentsize;
    if (f->ehdr.e_phnum != 0 && (f->ehdr.e_phoff > size || end > size))
      {
        *error = "program header table beyond the end of the file";
        return -1;
      }
  }

  f->has_phdrs = phnum > 0;
  for (i = 0; i < phnum; i++)
    {
      GElf_Phdr phdr;

      if (gelf_getphdr (elf, (int)i, &phdr) == NULL)
        {
          *error = "truncated program headers";
          return -1;
        }
      switch (phdr.p_type)
        {
        case PT_INTERP:
          f->has_interp = 1;
          break;
        case PT_GNU_RELRO:
          /* The loader protects whole pages: it rounds both ends down
             (glibc's _dl_protect_relro); ld pads the end to a page.  */
          f->has_relro = 1;
          f->relro_start = phdr.p_vaddr & ~(GElf_Addr)0xfff;
          f->relro_end = (phdr.p_vaddr + phdr.p_memsz) & ~(GElf_Addr)0xfff;
          break;
        case PT_GNU_STACK:
          f->gnu_stack = 1;
          f->gnu_stack_flags = (int)phdr.p_flags;
          break;
        case PT_DYNAMIC:
          f->has_dynamic = 1;
          scan_dynamic (f, elf, &phdr);
          dynamic = phdr;
          break;
        case PT_LOAD:
          if ((phdr.p_flags & (PF_W | PF_X)) == (PF_W | PF_X)
              && f->wx_segment < 0)
            f->wx_segment = (int)i;
          break;
        case PT_NOTE:
          /* Without section headers, the notes are found here.  */
          if (shnum == 0 && phdr.p_filesz > 0)
            {
              Elf_Data *d = elf_getdata_rawchunk (
                  elf, (int64_t)phdr.p_offset, (size_t)phdr.p_filesz,
                  phdr.p_align == 8 ? ELF_T_NHDR8 : ELF_T_NHDR);
              if (scan_notes (f, d) != 0)
                {
                  *error = "out of memory";
                  return -1;
                }
            }
          break;
        default:
          break;
        }
    }
  if (f->has_dynamic
      && elf_dynamic_strings (f, elf, &dynamic, phnum, error) != 0)
    return -1;

  while ((scn = elf_nextscn (elf, scn)) != NULL)
    {
      GElf_Shdr shdr;
      const char *name = NULL;

      if (gelf_getshdr (scn, &shdr) == NULL)
        {
          *error = "bad section header";
          return -1;
        }
      if (have_shstr)
        name = elf_strptr (elf, shstrndx, shdr.sh_name);
      if (name == NULL)
        name = "";
      if (shdr.sh_type == SHT_NOTE)
        {
          Elf_Data *data = elf_getdata (scn, NULL);

          if (scan_notes (f, data) != 0)
            {
              *error = "out of memory";
              return -1;
            }
        }
      else if (shdr.sh_type == SHT_SYMTAB || shdr.sh_type == SHT_DYNSYM)
        scan_symbols (f, elf, scn, &shdr);
      relro_gap (f, name, &shdr);
      if (strcmp (name, ".note.GNU-stack") == 0)
        {
          f->gnu_stack_section = 1;
          if (shdr.sh_flags & SHF_EXECINSTR)
            f->gnu_stack_section_exec = 1;
        }
      if ((shdr.sh_flags & (SHF_ALLOC | SHF_WRITE | SHF_EXECINSTR))
              == (SHF_ALLOC | SHF_WRITE | SHF_EXECINSTR)
          && f->wx_section[0] == '\0')
        snprintf (f->wx_section, sizeof f->wx_section, "%s",
                  name[0] ? name : "?");
    }
  if (elf_static_executable (f) && !f->has_static_symtab)
    elf_sanitizer_strings (f, elf);
  if (elf_static_executable (f))
    elf_static_irelative (f, elf);
  return 0;
}

const char *
elf_machine_triplet (unsigned machine, int elfclass, int big_endian,
                     unsigned long flags)
{
  int is64 = elfclass == ELFCLASS64;

  switch (machine)
    {
    case EM_X86_64:
      return is64 ? "x86_64-linux-gnu" : "x86_64-linux-gnux32";
    case EM_386:
      return "i686-linux-gnu";
    case EM_AARCH64:
      return big_endian ? "aarch64_be-linux-gnu" : "aarch64-linux-gnu";
    case EM_ARM:
      /* EABI 5 records the float ABI: armhf's objects carry
         EF_ARM_ABI_FLOAT_HARD, armel's EF_ARM_ABI_FLOAT_SOFT (or,
         from older assemblers, neither).  */
      if (big_endian)
        return (flags & EF_ARM_ABI_FLOAT_HARD) ? "armeb-linux-gnueabihf"
                                               : "armeb-linux-gnueabi";
      return (flags & EF_ARM_ABI_FLOAT_HARD) ? "arm-linux-gnueabihf"
                                             : "arm-linux-gnueabi";
    case EM_PPC64:
      return big_endian ? "powerpc64-linux-gnu" : "powerpc64le-linux-gnu";
    case EM_PPC:
      return "powerpc-linux-gnu";
    case EM_S390:
      return is64 ? "s390x-linux-gnu" : "s390-linux-gnu";
    case EM_PARISC:
      return "hppa-linux-gnu";
    case EM_68K:
      return "m68k-linux-gnu";
    case EM_ALPHA:
      return "alpha-linux-gnu";
    case EM_IA_64:
      return "ia64-linux-gnu";
    case EM_SH:
      return "sh4-linux-gnu";
    case EM_RISCV:
      return is64 ? "riscv64-linux-gnu" : "riscv32-linux-gnu";
    case EM_MIPS:
      if (is64)
        return big_endian ? "mips64-linux-gnuabi64"
                          : "mips64el-linux-gnuabi64";
      /* n32: 64-bit code in ELFCLASS32 objects.  */
      if (flags & EF_MIPS_ABI2)
        return big_endian ? "mips64-linux-gnuabin32"
                          : "mips64el-linux-gnuabin32";
      return big_endian ? "mips-linux-gnu" : "mipsel-linux-gnu";
    case EM_SPARCV9:
      return "sparc64-linux-gnu";
#ifdef EM_LOONGARCH
    case EM_LOONGARCH:
      return "loongarch64-linux-gnu";
#endif
    case 113: /* EM_ALTERA_NIOS2 */
      return "nios2-linux-gnu";
    default:
      return "unknown";
    }
}
