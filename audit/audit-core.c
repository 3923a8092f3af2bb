/* hardening-audit's analysis core: see hardening-audit.h.

   For each ELF file the core first gathers facts (program headers, dynamic
   entries, notes, symbols) with libelf's gelf_* calls, which hide the
   32/64-bit and byte-order differences and check every offset against the
   image; then each check of the AUDIT_TESTS table turns the facts into a
   verdict with a reason.  The gcc-hardening notes (lib/hardening-note.c
   decodes them) say what the compiler did to each unit and name the source
   file that opted out; where there are none, the ELF alone decides.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "hardening-audit.h"
#include "hardening-elf.h"
#include "hardening-note.h"

#include <ar.h>
#include <gelf.h>
#include <libelf.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef NT_GNU_PROPERTY_TYPE_0
#define NT_GNU_PROPERTY_TYPE_0 5
#endif
#define PROPERTY_X86_FEATURE_1_AND 0xc0000002u
#define PROPERTY_X86_IBT 1u
#define PROPERTY_X86_SHSTK 2u
#define PROPERTY_AARCH64_FEATURE_1_AND 0xc0000000u
#define PROPERTY_AARCH64_BTI 1u
#ifndef PT_GNU_PROPERTY
#define PT_GNU_PROPERTY 0x6474e553
#endif
#ifndef DF_1_PIE
#define DF_1_PIE 0x08000000
#endif

/* Units named in one check's details; the rest are counted.  */
#define MAX_DETAILS 16

static const char *const test_names[] = {
#define AUDIT_NAME(id, name, feature, judge, description) name,
  AUDIT_TESTS (AUDIT_NAME)
#undef AUDIT_NAME
};
static const char *const test_descriptions[] = {
#define AUDIT_DESC(id, name, feature, judge, description) description,
  AUDIT_TESTS (AUDIT_DESC)
#undef AUDIT_DESC
};
static const int test_features[] = {
#define AUDIT_FEATURE(id, name, feature, judge, description) feature,
  AUDIT_TESTS (AUDIT_FEATURE)
#undef AUDIT_FEATURE
};

const char *
audit_test_name (enum audit_test t)
{
  return (unsigned)t < AUDIT_TEST_COUNT ? test_names[t] : "unknown";
}

const char *
audit_test_description (enum audit_test t)
{
  return (unsigned)t < AUDIT_TEST_COUNT ? test_descriptions[t] : "unknown";
}

int
audit_test_feature (enum audit_test t)
{
  return (unsigned)t < AUDIT_TEST_COUNT ? test_features[t] : -1;
}

/* glibc's functions with a checked __NAME_chk variant: the list of
   devscripts' hardening-check (hardening-check --find-libc-functions), so
   that the two tools count the same imports.  Sorted for bsearch.  */
static const char *const fortifiable[] = {
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
#define N_FORTIFIABLE (sizeof fortifiable / sizeof *fortifiable)

static int
fortifiable_index (const char *name, size_t len)
{
  size_t lo = 0, hi = N_FORTIFIABLE;

  while (lo < hi)
    {
      size_t mid = (lo + hi) / 2;
      int c = strncmp (name, fortifiable[mid], len);
      if (c == 0 && fortifiable[mid][len] != '\0')
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

/* ------------------------------------------------------------------------
   Strings.  */

void
audit_buf_free (struct audit_buf *b)
{
  free (b->s);
  memset (b, 0, sizeof *b);
}

static void
buf_add (struct audit_buf *b, const char *s, size_t len)
{
  if (b->oom)
    return;
  if (b->len + len + 1 > b->size)
    {
      size_t size = b->size ? b->size : 256;
      char *p;
      while (size < b->len + len + 1)
        size *= 2;
      p = realloc (b->s, size);
      if (p == NULL)
        {
          b->oom = 1;
          return;
        }
      b->s = p;
      b->size = size;
    }
  memcpy (b->s + b->len, s, len);
  b->len += len;
  b->s[b->len] = '\0';
}

static void buf_printf (struct audit_buf *b, const char *format, ...)
    __attribute__ ((format (printf, 2, 3)));

static void
buf_printf (struct audit_buf *b, const char *format, ...)
{
  char small[512];
  va_list ap;
  int n;

  va_start (ap, format);
  n = vsnprintf (small, sizeof small, format, ap);
  va_end (ap);
  if (n < 0)
    return;
  if ((size_t)n < sizeof small)
    {
      buf_add (b, small, (size_t)n);
      return;
    }
  {
    char *big = malloc ((size_t)n + 1);
    if (big == NULL)
      {
        b->oom = 1;
        return;
      }
    va_start (ap, format);
    vsnprintf (big, (size_t)n + 1, format, ap);
    va_end (ap);
    buf_add (b, big, (size_t)n);
    free (big);
  }
}

/* S for the text output: control characters escaped as buf_json_string
   escapes them (\u00XX), other bytes as they are.  */
static void
buf_text_name (struct audit_buf *b, const char *s)
{
  const unsigned char *p = (const unsigned char *)s;

  while (*p)
    {
      size_t n = 0;

      while (p[n] && p[n] >= 0x20 && p[n] != 0x7f)
        n++;
      buf_add (b, (const char *)p, n);
      p += n;
      if (*p)
        {
          buf_printf (b, "\\u%04x", *p);
          p++;
        }
    }
}

char *
audit_text_name (const char *name)
{
  struct audit_buf b = { 0 };

  buf_add (&b, "", 0);
  buf_text_name (&b, name);
  if (b.oom)
    {
      audit_buf_free (&b);
      return NULL;
    }
  return b.s;
}

/* S as a JSON string: quotes, backslashes and control characters escaped,
   bytes that are not UTF-8 replaced by U+FFFD.  */
static void
buf_json_string (struct audit_buf *b, const char *s)
{
  const unsigned char *p = (const unsigned char *)s;

  buf_add (b, "\"", 1);
  while (*p)
    {
      unsigned char c = *p;
      size_t n = 0, i;

      if (c == '"' || c == '\\')
        {
          char esc[2] = { '\\', (char)c };
          buf_add (b, esc, 2);
          p++;
          continue;
        }
      if (c < 0x20 || c == 0x7f)
        {
          buf_printf (b, "\\u%04x", c);
          p++;
          continue;
        }
      if (c < 0x80)
        {
          buf_add (b, (const char *)p, 1);
          p++;
          continue;
        }
      if (c >= 0xc2 && c <= 0xdf)
        n = 1;
      else if (c >= 0xe0 && c <= 0xef)
        n = 2;
      else if (c >= 0xf0 && c <= 0xf4)
        n = 3;
      for (i = 1; n && i <= n; i++)
        if ((p[i] & 0xc0) != 0x80)
          n = 0;
      /* Overlong three- and four-byte forms, surrogates, beyond U+10FFFF. */
      if (n == 2
          && ((c == 0xe0 && p[1] < 0xa0) || (c == 0xed && p[1] >= 0xa0)))
        n = 0;
      if (n == 3
          && ((c == 0xf0 && p[1] < 0x90) || (c == 0xf4 && p[1] >= 0x90)))
        n = 0;
      if (n == 0)
        {
          buf_add (b, "\\ufffd", 6);
          p++;
        }
      else
        {
          buf_add (b, (const char *)p, n + 1);
          p += n + 1;
        }
    }
  buf_add (b, "\"", 1);
}

/* ------------------------------------------------------------------------
   Facts about one ELF file.  */

struct unit
{
  struct hardening_note note;
};

struct facts
{
  GElf_Ehdr ehdr;
  const char *target;

  /* Program headers.  */
  int has_phdrs, has_interp, has_relro, has_dynamic;
  int gnu_stack, gnu_stack_flags;
  int wx_segment; /* index of the first W+X PT_LOAD, or -1 */

  /* Dynamic section.  */
  int bind_now, textrel;
  GElf_Xword flags, flags_1;

  /* Sections of an object.  */
  int gnu_stack_section, gnu_stack_section_exec;
  char wx_section[64];

  /* GNU properties.  */
  int has_property; /* a FEATURE_1_AND property was seen */
  uint32_t feature_1;

  /* Notes.  */
  struct unit *units;
  size_t n_units;
  char note_error[192]; /* what is wrong with the first corrupt note */

  /* Symbols.  */
  int has_symtab;
  int canary; /* a canary symbol, by name */
  char canary_symbol[32];
  unsigned char fortified[N_FORTIFIABLE];   /* __NAME_chk imported */
  unsigned char unfortified[N_FORTIFIABLE]; /* NAME imported */
};

static void
facts_free (struct facts *f)
{
  size_t i;

  for (i = 0; i < f->n_units; i++)
    hardening_note_free (&f->units[i].note);
  free (f->units);
  f->units = NULL;
  f->n_units = 0;
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

static int
add_unit (struct facts *f, const char *desc, size_t len)
{
  struct hardening_note note;
  const char *error;
  struct unit *units;

  if (hardening_note_decode (desc, len, &note, &error) != 0)
    {
      if (f->note_error[0] == '\0')
        snprintf (f->note_error, sizeof f->note_error, "%s", error);
      return 0;
    }
  units = realloc (f->units, (f->n_units + 1) * sizeof *units);
  if (units == NULL)
    {
      hardening_note_free (&note);
      return -1;
    }
  f->units = units;
  f->units[f->n_units++].note = note;
  return 0;
}

/* One note of a note section or segment: a GNU property, or (in the
   gcc-hardening section) a unit's note.  */
struct note_walk
{
  struct facts *f;
  int hardening_section;
};

static int
scan_note (void *arg, const GElf_Nhdr *nhdr, const char *name,
           const char *desc)
{
  struct note_walk *walk = arg;

  if (nhdr->n_namesz == sizeof "GNU" && memcmp (name, "GNU", 4) == 0
      && nhdr->n_type == NT_GNU_PROPERTY_TYPE_0)
    read_properties (walk->f, (const unsigned char *)desc, nhdr->n_descsz);
  else if (walk->hardening_section
           && hardening_note_is_unit (name, nhdr->n_namesz, nhdr->n_type))
    return add_unit (walk->f, desc, nhdr->n_descsz);
  return 0;
}

/* The notes of one converted note buffer.  */
static int
scan_notes (struct facts *f, Elf_Data *data, int hardening_section)
{
  struct note_walk walk = { f, hardening_section };

  return hardening_elf_each_note (data, scan_note, &walk);
}

/* Symbol NAME, without a version suffix (".symtab" spells versioned
   references "memcpy@GLIBC_2.14").  */
static void
note_symbol (struct facts *f, const char *name, const GElf_Sym *sym)
{
  size_t len = strcspn (name, "@");
  int type = GELF_ST_TYPE (sym->st_info);
  int undefined = sym->st_shndx == SHN_UNDEF;
  int i;

  if (name[0] == '\0')
    return;
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

static void
scan_symbols (struct facts *f, Elf *elf, Elf_Scn *scn, const GElf_Shdr *shdr)
{
  Elf_Data *data = elf_getdata (scn, NULL);
  size_t entsize = gelf_fsize (elf, ELF_T_SYM, 1, EV_CURRENT);
  size_t i, n;

  if (data == NULL || entsize == 0)
    return;
  f->has_symtab = 1;
  n = data->d_size / entsize;
  for (i = 1; i < n; i++)
    {
      GElf_Sym sym;
      const char *name;

      if (gelf_getsym (data, (int)i, &sym) == NULL)
        break;
      name = elf_strptr (elf, shdr->sh_link, sym.st_name);
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
static int
gather (struct facts *f, Elf *elf, const char **error)
{
  size_t phnum, shnum, shstrndx, i;
  Elf_Scn *scn = NULL;
  int have_shstr;

  f->wx_segment = -1;
  if (gelf_getehdr (elf, &f->ehdr) == NULL)
    {
      *error = "no ELF header";
      return -1;
    }
  f->target
      = audit_machine_triplet (f->ehdr.e_machine, f->ehdr.e_ident[EI_CLASS],
                               f->ehdr.e_ident[EI_DATA] == ELFDATA2MSB);
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
          f->has_relro = 1;
          break;
        case PT_GNU_STACK:
          f->gnu_stack = 1;
          f->gnu_stack_flags = (int)phdr.p_flags;
          break;
        case PT_DYNAMIC:
          f->has_dynamic = 1;
          scan_dynamic (f, elf, &phdr);
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
              if (scan_notes (f, d, 0) != 0)
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
          int ours = hardening_elf_is_note_section (name);

          if (scan_notes (f, data, ours) != 0)
            {
              *error = "out of memory";
              return -1;
            }
          if (ours && f->note_error[0] == '\0'
              && hardening_elf_notes_truncated (data, (size_t)shdr.sh_size))
            snprintf (f->note_error, sizeof f->note_error,
                      "a note cut short in %s", name);
        }
      else if (shdr.sh_type == SHT_SYMTAB || shdr.sh_type == SHT_DYNSYM)
        scan_symbols (f, elf, scn, &shdr);
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
  return 0;
}

const char *
audit_machine_triplet (unsigned machine, int elfclass, int big_endian)
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
      return "arm-linux-gnueabihf";
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

/* ------------------------------------------------------------------------
   Verdicts.  */

struct result
{
  enum audit_verdict verdict;
  char reason[256];
  struct audit_buf details; /* lines, each ending in '\n' */
  unsigned n_details, more;
};

struct report
{
  const char *name;
  const char *type;
  struct result r[AUDIT_TEST_COUNT];
};

static void set (struct result *r, enum audit_verdict v, const char *format,
                 ...) __attribute__ ((format (printf, 3, 4)));

static void
set (struct result *r, enum audit_verdict v, const char *format, ...)
{
  va_list ap;

  r->verdict = v;
  va_start (ap, format);
  vsnprintf (r->reason, sizeof r->reason, format, ap);
  va_end (ap);
}

static void detail (struct result *r, const char *format, ...)
    __attribute__ ((format (printf, 2, 3)));

static void
detail (struct result *r, const char *format, ...)
{
  char line[512];
  va_list ap;

  if (r->n_details >= MAX_DETAILS)
    {
      r->more++;
      return;
    }
  va_start (ap, format);
  vsnprintf (line, sizeof line, format, ap);
  va_end (ap);
  buf_printf (&r->details, "%s\n", line);
  r->n_details++;
}

static const char *
unit_source (const struct hardening_note *note)
{
  return note->source[0] ? note->source : "<unknown source>";
}

/* Does the unit NOTE fail the feature NF is of: lowered, turned off by the
   package, or off where the policy asks for it?  If so, its detail line
   goes into LINE (SIZE bytes).  */
static int
unit_fails (const struct hardening_note *note,
            const struct hardening_note_feature *nf, int policy_level,
            char *line, size_t size)
{
  const char *what = hardening_note_finding_word (hardening_note_finding (nf));

  if (what)
    snprintf (line, size, "%s: %s by %s", unit_source (note), what,
              nf->reason);
  else if (nf->status == HARDENING_NOTE_OFF && policy_level > 0)
    snprintf (line, size, "%s: off (%s), but the policy asks for it",
              unit_source (note), nf->reason);
  else
    return 0;
  return 1;
}

/* The notes' verdict for FEATURE into R.  Returns 0 when no unit says
   anything of the feature (R untouched), 1 otherwise.  POLICY_LEVEL is the
   --policy level for the file's target, or -1 without --policy.  */
static int
judge_notes (const struct facts *f, enum hardening_feature feature,
             int policy_level, struct result *r)
{
  size_t i, protect = 0, failed = 0, na = 0, said = 0, escapes = 0;
  char line[512], escape_line[600];
  const struct hardening_note_feature *first_protect = NULL;
  const struct hardening_note *first_na_unit = NULL;
  const struct hardening_note_feature *first_na = NULL;

  for (i = 0; i < f->n_units; i++)
    {
      const struct hardening_note *note = &f->units[i].note;
      const struct hardening_note_feature *nf = &note->feature[feature];

      if (!nf->present)
        continue;
      said++;
      if (hardening_note_status_protects (nf->status))
        {
          if (first_protect == NULL)
            first_protect = nf;
          protect++;
        }
      else if (unit_fails (note, nf, policy_level, line, sizeof line))
        failed++;
      else
        {
          if (first_na == NULL)
            {
              first_na = nf;
              first_na_unit = note;
            }
          na++;
        }
    }
  if (said == 0)
    return 0;
  /* A function whose code lacks what its unit has (an escape) fails the
     feature as a unit does.  */
  for (i = 0; i < f->n_units; i++)
    {
      const struct hardening_note *note = &f->units[i].note;
      size_t e;
      for (e = 0; e < note->n_escapes; e++)
        if (note->escapes[e].feature == feature)
          {
            if (escapes == 0)
              snprintf (escape_line, sizeof escape_line, "%s: function %s: %s",
                        unit_source (note), note->escapes[e].function,
                        note->escapes[e].reason);
            escapes++;
          }
    }
  if (failed == 0 && escapes == 1)
    set (r, AUDIT_FAIL, "%s", escape_line);
  else if (failed == 0 && escapes)
    set (r, AUDIT_FAIL, "%zu functions without it", escapes);
  else if (failed == 1)
    /* One unit: its line (the last that failed) is the reason.  */
    set (r, AUDIT_FAIL, "%s", line);
  else if (failed)
    {
      set (r, AUDIT_FAIL, "%zu of %zu unit%s without it", failed, said,
           said == 1 ? "" : "s");
      for (i = 0; i < f->n_units; i++)
        {
          const struct hardening_note *note = &f->units[i].note;
          const struct hardening_note_feature *nf = &note->feature[feature];
          if (nf->present
              && unit_fails (note, nf, policy_level, line, sizeof line))
            detail (r, "%s", line);
        }
    }
  else if (protect)
    {
      set (r, AUDIT_PASS, "%zu unit%s: %s %s", protect,
           protect == 1 ? "" : "s",
           hardening_note_status_word (first_protect->status),
           first_protect->reason);
      if (na)
        detail (r, "%zu other unit%s: n/a (%s)", na, na == 1 ? "" : "s",
                first_na->reason);
    }
  else
    set (r, AUDIT_NA, "%s: %s (%s)", unit_source (first_na_unit),
         first_na->status == HARDENING_NOTE_OFF
             ? "off in the policy"
             : hardening_note_status_word (first_na->status),
         first_na->reason);
  for (i = 0; i < f->n_units; i++)
    {
      const struct hardening_note *note = &f->units[i].note;
      size_t e;
      for (e = 0; e < note->n_escapes; e++)
        if (note->escapes[e].feature == feature && (failed || escapes > 1))
          detail (r, "%s: function %s: %s", unit_source (note),
                  note->escapes[e].function, note->escapes[e].reason);
    }
  return 1;
}

static int
is_object (const struct facts *f)
{
  return f->ehdr.e_type == ET_REL;
}

static int
is_linked (const struct facts *f)
{
  return f->ehdr.e_type == ET_EXEC || f->ehdr.e_type == ET_DYN;
}

static const char *
file_type (const struct facts *f)
{
  switch (f->ehdr.e_type)
    {
    case ET_REL:
      return "object";
    case ET_EXEC:
      return f->has_dynamic ? "executable" : "static executable";
    case ET_DYN:
      if (f->flags_1 & DF_1_PIE)
        return f->has_interp ? "pie executable" : "static-pie executable";
      return f->has_interp ? "shared object with an interpreter"
                           : "shared library";
    case ET_CORE:
      return "core file";
    default:
      return "unknown ELF type";
    }
}

/* branch: the GNU property, the notes for why not.  */
static void
judge_branch (struct result *r, const struct facts *f,
              enum hardening_feature feature, int policy_level)
{
  int x86 = f->ehdr.e_machine == EM_X86_64 || f->ehdr.e_machine == EM_386;
  int arm = f->ehdr.e_machine == EM_AARCH64;
  /* On aarch64 the PAC property bit is only GNU_PROPERTY_AARCH64_FEATURE_1_PAC
     since binutils 2.33 and ld never sets it from objects: BTI is what the
     linker can prove.  */
  uint32_t want
      = x86 ? PROPERTY_X86_IBT | PROPERTY_X86_SHSTK : PROPERTY_AARCH64_BTI;
  const char *what = x86 ? "IBT and SHSTK" : "BTI";
  struct result notes = { 0 };
  int have_notes;

  if (!x86 && !arm)
    {
      set (r, AUDIT_NA, "no branch protection on %s", f->target);
      return;
    }
  if (!is_object (f) && !is_linked (f))
    {
      set (r, AUDIT_NA, "%s", file_type (f));
      return;
    }
  have_notes = judge_notes (f, feature, policy_level, &notes);
  if (f->has_property && (f->feature_1 & want) == want)
    {
      if (have_notes && notes.verdict == AUDIT_FAIL)
        {
          /* The property says every input was compiled for it; the notes
             say which functions' code still lacks it.  */
          *r = notes;
          memset (&notes, 0, sizeof notes);
          detail (r, "GNU property: %s, but the code lacks it", what);
        }
      else
        set (r, AUDIT_PASS, "GNU property: %s", what);
    }
  else if (have_notes && notes.verdict != AUDIT_PASS)
    {
      /* Lowered or turned off; or off in the policy, exempt, not
         applicable: the notes say why.  */
      *r = notes;
      memset (&notes, 0, sizeof notes);
    }
  else if (have_notes && is_linked (f))
    set (r, AUDIT_NA,
         "compiled for it (%s), but not marked: ld marks a binary only "
         "when every input has the %s property, and this system's start "
         "files (crt1.o, crti.o) have none",
         notes.reason, what);
  else if (f->has_property)
    set (r, AUDIT_FAIL, "GNU property lacks %s",
         x86 ? ((f->feature_1 & PROPERTY_X86_IBT)     ? "SHSTK"
                : (f->feature_1 & PROPERTY_X86_SHSTK) ? "IBT"
                                                      : "IBT and SHSTK")
             : "BTI");
  else
    set (r, AUDIT_FAIL, "no %s property%s", what,
         is_linked (f) ? " (ld drops it when any input lacks it, such as "
                         "start files built without it)"
                       : ": not compiled with -fcf-protection or "
                         "-mbranch-protection");
  audit_buf_free (&notes.details);
}

/* The checks of the AUDIT_TESTS table, one function each: the verdict for
   the file F into R.  POLICY_LEVEL is the --policy level of the check's
   feature for the file's target, or -1 (no --policy, or no feature).  */

static void
judge_notes_present (struct result *r, const struct facts *f,
                     enum hardening_feature feature, int policy_level)
{
  size_t i;

  if (f->n_units)
    {
      set (r, AUDIT_PASS, "%zu unit%s compiled with hardening.so", f->n_units,
           f->n_units == 1 ? "" : "s");
      for (i = 0; i < f->n_units; i++)
        detail (
            r, "%s: %s, %s, %s mode", unit_source (&f->units[i].note),
            f->units[i].note.language, f->units[i].note.producer,
            hardening_mode_name ((enum hardening_mode)f->units[i].note.mode));
    }
  else if (is_object (f))
    set (r, AUDIT_FAIL,
         "no gcc-hardening note: not compiled with "
         "hardening.so");
  else
    set (r, AUDIT_NA, "no gcc-hardening notes: verdicts from the ELF alone");
}

static void
judge_pie (struct result *r, const struct facts *f,
           enum hardening_feature feature, int policy_level)
{
  size_t i;

  if (is_object (f))
    {
      if (!judge_notes (f, feature, policy_level, r))
        set (r, AUDIT_NA, "relocatable object: decided at link");
    }
  else if (f->ehdr.e_type == ET_EXEC)
    {
      set (r, AUDIT_FAIL, "ET_EXEC: not position-independent");
      for (i = 0; i < f->n_units; i++)
        {
          const struct hardening_note *note = &f->units[i].note;
          const struct hardening_note_feature *nf = &note->feature[feature];
          if (nf->present && !hardening_note_status_protects (nf->status))
            detail (r, "%s: %s (%s)", unit_source (note),
                    hardening_note_status_word (nf->status), nf->reason);
        }
    }
  else if (f->ehdr.e_type == ET_DYN && (f->flags_1 & DF_1_PIE))
    set (r, AUDIT_PASS, "ET_DYN with DF_1_PIE");
  else if (f->ehdr.e_type == ET_DYN && f->has_interp)
    set (r, AUDIT_PASS,
         "ET_DYN with an interpreter (no DF_1_PIE: an older "
         "linker)");
  else if (f->ehdr.e_type == ET_DYN)
    set (r, AUDIT_NA, "shared library");
  else
    set (r, AUDIT_NA, "%s", file_type (f));
}

/* relro, bindnow, textrel and wx judge the linked file: N/A (into R) for
   anything else, and then 1.  */
static int
not_linked (struct result *r, const struct facts *f)
{
  if (is_linked (f))
    return 0;
  set (r, AUDIT_NA, "%s",
       is_object (f) ? "relocatable object: decided at link" : file_type (f));
  return 1;
}

static void
judge_relro (struct result *r, const struct facts *f,
             enum hardening_feature feature, int policy_level)
{
  if (not_linked (r, f))
    return;
  if (f->has_relro)
    set (r, AUDIT_PASS, "PT_GNU_RELRO");
  else
    set (r, AUDIT_FAIL, "no PT_GNU_RELRO segment");
}

static void
judge_bindnow (struct result *r, const struct facts *f,
               enum hardening_feature feature, int policy_level)
{
  if (not_linked (r, f))
    return;
  if (f->bind_now)
    set (r, AUDIT_PASS, "%s",
         f->flags_1 & DF_1_NOW    ? "DF_1_NOW"
         : f->flags & DF_BIND_NOW ? "DF_BIND_NOW"
                                  : "DT_BIND_NOW");
  else if (!f->has_dynamic)
    set (r, AUDIT_NA, "statically linked: nothing to bind");
  else
    set (r, AUDIT_FAIL,
         "lazy binding: no DT_BIND_NOW, DF_BIND_NOW or DF_1_NOW");
}

static void
judge_textrel (struct result *r, const struct facts *f,
               enum hardening_feature feature, int policy_level)
{
  if (not_linked (r, f))
    return;
  if (!f->has_dynamic)
    set (r, AUDIT_NA, "no dynamic section");
  else if (f->textrel)
    set (r, AUDIT_FAIL, "text relocations (DT_TEXTREL)");
  else
    set (r, AUDIT_PASS, "no DT_TEXTREL");
}

/* wx: an object's sections, a linked file's segments.  */
static void
judge_wx (struct result *r, const struct facts *f,
          enum hardening_feature feature, int policy_level)
{
  if (is_object (f) && f->wx_section[0])
    set (r, AUDIT_FAIL, "section %s is writable and executable",
         f->wx_section);
  else if (is_object (f))
    set (r, AUDIT_PASS, "no section is writable and executable");
  else if (not_linked (r, f))
    return;
  else if (f->wx_segment >= 0)
    set (r, AUDIT_FAIL,
         "program header %d (PT_LOAD) is writable and executable",
         f->wx_segment);
  else
    set (r, AUDIT_PASS, "no segment is writable and executable");
}

/* The first noexecstack escape of the notes (a function that builds a
   trampoline on the stack), its unit in *UNIT, and how many there are.  */
static const struct hardening_note_escape *
exec_stack_escape (const struct facts *f, const struct hardening_note **unit,
                   size_t *count)
{
  const struct hardening_note_escape *first = NULL;
  size_t i, e;

  *count = 0;
  for (i = 0; i < f->n_units; i++)
    for (e = 0; e < f->units[i].note.n_escapes; e++)
      if (f->units[i].note.escapes[e].feature == HARDENING_NOEXECSTACK)
        {
          if (!first)
            {
              first = &f->units[i].note.escapes[e];
              *unit = &f->units[i].note;
            }
          ++*count;
        }
  return first;
}

static void
judge_noexecstack (struct result *r, const struct facts *f,
                   enum hardening_feature feature, int policy_level)
{
  const struct hardening_note *unit = NULL;
  size_t escapes;
  const struct hardening_note_escape *escape
      = exec_stack_escape (f, &unit, &escapes);

  if (escape && (is_object (f) || is_linked (f)))
    {
      /* The code needs an executable stack: a gap whether the stack is
         executable (then for every function) or not (then the program
         crashes when it runs the trampoline).  */
      if (is_object (f) || (f->gnu_stack && !(f->gnu_stack_flags & PF_X)))
        set (r, AUDIT_FAIL, "function %s (%s) escapes: %s%s", escape->function,
             unit_source (unit), escape->reason,
             is_object (f) ? ""
                           : ", but PT_GNU_STACK is not executable: the "
                             "program crashes there");
      else
        set (r, AUDIT_FAIL,
             "PT_GNU_STACK is executable: function %s (%s) escapes: %s",
             escape->function, unit_source (unit), escape->reason);
      for (size_t i = 0; i < f->n_units; i++)
        for (size_t e = 0; e < f->units[i].note.n_escapes; e++)
          if (f->units[i].note.escapes[e].feature == HARDENING_NOEXECSTACK
              && &f->units[i].note.escapes[e] != escape)
            detail (r, "%s: function %s escapes: %s",
                    unit_source (&f->units[i].note),
                    f->units[i].note.escapes[e].function,
                    f->units[i].note.escapes[e].reason);
      return;
    }
  if (is_object (f))
    {
      if (!f->gnu_stack_section)
        set (r, AUDIT_FAIL,
             "no .note.GNU-stack section: ld assumes an executable stack");
      else if (f->gnu_stack_section_exec)
        set (r, AUDIT_FAIL, ".note.GNU-stack asks for an executable stack");
      else
        set (r, AUDIT_PASS, ".note.GNU-stack without SHF_EXECINSTR");
    }
  else if (is_linked (f))
    {
      if (!f->gnu_stack)
        set (r, AUDIT_FAIL,
             "no PT_GNU_STACK: the kernel may map the stack executable");
      else if (f->gnu_stack_flags & PF_X)
        set (r, AUDIT_FAIL, "PT_GNU_STACK is executable");
      else
        set (r, AUDIT_PASS, "PT_GNU_STACK without PF_X");
    }
  else
    set (r, AUDIT_NA, "%s", file_type (f));
}

/* stackprotector: the notes, else the symbols.  */
static void
judge_stackprotector (struct result *r, const struct facts *f,
                      enum hardening_feature feature, int policy_level)
{
  if (judge_notes (f, feature, policy_level, r))
    {
      if (r->verdict == AUDIT_PASS && !f->canary && f->has_symtab)
        detail (r, "no function needed a canary (no __stack_chk_fail "
                   "reference)");
    }
  else if (f->canary)
    set (r, AUDIT_PASS, "%s referenced", f->canary_symbol);
  else if (!f->has_symtab)
    set (r, AUDIT_NA, "no symbol table to judge by");
  else
    set (r, AUDIT_FAIL,
         "no __stack_chk_fail or __stack_chk_guard "
         "reference");
}

/* Up to six of the fortifiable functions whose COUNTS are non-zero, as
   PREFIX NAME SUFFIX, into LIST; returns how many were named.  */
static size_t
name_functions (struct audit_buf *list, const unsigned char *counts,
                const char *prefix, const char *suffix)
{
  size_t i, n;

  for (i = 0, n = 0; i < N_FORTIFIABLE && n < 6; i++)
    if (counts[i])
      buf_printf (list, "%s%s%s%s", n++ ? ", " : "", prefix, fortifiable[i],
                  suffix);
  return n;
}

/* fortify: the notes, else the imports.  */
static void
judge_fortify (struct result *r, const struct facts *f,
               enum hardening_feature feature, int policy_level)
{
  size_t i, n, good = 0, bad = 0;
  struct audit_buf list = { 0 };

  if (judge_notes (f, feature, policy_level, r))
    return;
  for (i = 0; i < N_FORTIFIABLE; i++)
    {
      good += f->fortified[i];
      bad += f->unfortified[i];
    }
  if (good)
    {
      n = name_functions (&list, f->fortified, "__", "_chk");
      set (r, AUDIT_PASS, "%zu checked function%s imported: %s%s", good,
           good == 1 ? "" : "s", list.s ? list.s : "",
           good > n ? ", ..." : "");
    }
  else if (bad)
    {
      n = name_functions (&list, f->unfortified, "", "");
      set (r, AUDIT_FAIL, "only unchecked functions imported: %s%s",
           list.s ? list.s : "", bad > n ? ", ..." : "");
    }
  else
    set (r, AUDIT_NA,
         "no function that _FORTIFY_SOURCE checks is "
         "imported");
  audit_buf_free (&list);
}

/* The features only the notes show.  */
static void
judge_notes_only (struct result *r, const struct facts *f,
                  enum hardening_feature feature, int policy_level)
{
  if (judge_notes (f, feature, policy_level, r))
    return;
  if (f->n_units)
    set (r, AUDIT_NA, "the notes say nothing of it");
  else
    set (r, AUDIT_NA, "no gcc-hardening notes, and the code does not show it");
}

typedef void (*judge_fn) (struct result *, const struct facts *,
                          enum hardening_feature, int);

static const judge_fn test_judges[] = {
#define AUDIT_JUDGE(id, name, feature, judge, description) judge,
  AUDIT_TESTS (AUDIT_JUDGE)
#undef AUDIT_JUDGE
};

/* Every check, then: what the policy has off for this target is no
   failure.  */
static void
judge (struct report *rep, const struct facts *f, const int *policy_level)
{
  size_t i;

  for (i = 0; i < AUDIT_TEST_COUNT; i++)
    {
      int feature = test_features[i];
      test_judges[i](&rep->r[i], f, (enum hardening_feature)feature,
                     feature >= 0 ? policy_level[feature] : -1);
    }
  for (i = 0; i < AUDIT_TEST_COUNT; i++)
    {
      int feature = test_features[i];
      if (feature >= 0 && policy_level[feature] == 0
          && rep->r[i].verdict == AUDIT_FAIL)
        {
          char reason[sizeof rep->r[i].reason];
          snprintf (reason, sizeof reason, "%s", rep->r[i].reason);
          set (&rep->r[i], AUDIT_NA, "off in the policy for %s (%s)",
               f->target, reason);
        }
    }
}

/* ------------------------------------------------------------------------
   Output.  */

static const char *const verdict_words[] = { "PASS", "FAIL", "N/A" };
static const char *const verdict_json[] = { "pass", "fail", "n/a" };
static const char *const verdict_colors[]
    = { "\033[32m", "\033[1;31m", "\033[33m" };

static void
format_text (struct audit_buf *out, const struct report *rep,
             const struct facts *f, const struct audit_options *opts)
{
  size_t i;

  buf_add (out, opts->color ? "\033[1m" : "", opts->color ? 4 : 0);
  buf_text_name (out, rep->name);
  buf_printf (out, "%s: %s, %s", opts->color ? "\033[0m" : "", rep->type,
              f->target);
  if (f->n_units)
    buf_printf (out, ", %zu gcc-hardening note%s", f->n_units,
                f->n_units == 1 ? "" : "s");
  buf_add (out, "\n", 1);
  for (i = 0; i < AUDIT_TEST_COUNT; i++)
    {
      const struct result *r = &rep->r[i];
      const char *p;

      buf_printf (out, "  %s%-4s%s %-18s %s\n",
                  opts->color ? verdict_colors[r->verdict] : "",
                  verdict_words[r->verdict], opts->color ? "\033[0m" : "",
                  test_names[i], r->reason);
      if (r->verdict == AUDIT_PASS && !opts->verbose)
        continue;
      for (p = r->details.s; p && *p;)
        {
          size_t len = strcspn (p, "\n");
          buf_printf (out, "%*s%.*s\n", 2 + 4 + 1 + 18 + 1, "", (int)len, p);
          p += len + (p[len] == '\n');
        }
      if (r->more)
        buf_printf (out, "%*s... and %u more\n", 2 + 4 + 1 + 18 + 1, "",
                    r->more);
    }
  buf_add (out, "\n", 1);
}

static void
format_json (struct audit_buf *out, const struct report *rep,
             const struct facts *f, enum audit_status status)
{
  size_t i;

  buf_add (out, "{\"file\": ", 9);
  buf_json_string (out, rep->name);
  buf_add (out, ", \"type\": ", 10);
  buf_json_string (out, rep->type);
  buf_add (out, ", \"target\": ", 12);
  buf_json_string (out, f->target);
  buf_printf (out, ", \"notes\": %zu, \"result\": \"%s\", \"checks\": {",
              f->n_units,
              status == AUDIT_ALL_PASS    ? "pass"
              : status == AUDIT_SOME_FAIL ? "fail"
                                          : "n/a");
  for (i = 0; i < AUDIT_TEST_COUNT; i++)
    {
      const struct result *r = &rep->r[i];
      const char *p;
      int first = 1;

      buf_printf (out, "%s\n  \"%s\": {\"result\": \"%s\", \"reason\": ",
                  i ? "," : "", test_names[i], verdict_json[r->verdict]);
      buf_json_string (out, r->reason);
      buf_add (out, ", \"details\": [", 14);
      for (p = r->details.s; p && *p;)
        {
          size_t len = strcspn (p, "\n");
          char *line = strndup (p, len);
          if (line == NULL)
            break;
          if (!first)
            buf_add (out, ", ", 2);
          buf_json_string (out, line);
          free (line);
          first = 0;
          p += len + (p[len] == '\n');
        }
      buf_printf (out, "], \"more\": %u}", r->more);
    }
  buf_add (out, "}}", 2);
}

/* ------------------------------------------------------------------------
   Files.  */

static void
error_line (struct audit_buf *err, const char *name, const char *message)
{
  buf_text_name (err, name);
  buf_printf (err, ": %s\n", message);
}

static void json_error (struct audit_buf *out, unsigned *n_files,
                        const char *name, const char *message);

/* One ELF file (or archive member) ELF named NAME.  When it cannot be
   read, the JSON output says JSON_MESSAGE, or what is wrong if NULL.  */
static enum audit_status
audit_elf (Elf *elf, const char *name, const char *json_message,
           const struct audit_options *opts, struct audit_buf *out,
           struct audit_buf *err, unsigned *n_files)
{
  struct facts f;
  struct report rep;
  const char *error = NULL;
  char corrupt[sizeof f.note_error + 16];
  int no_policy[HARDENING_FEATURE_COUNT];
  const int *policy_level = no_policy;
  struct hardening_effective eff;
  enum audit_status status = AUDIT_ALL_PASS;
  size_t i;

  memset (&f, 0, sizeof f);
  memset (&rep, 0, sizeof rep);
  if (gather (&f, elf, &error) == 0 && f.note_error[0])
    {
      /* A unit whose note cannot be read has unknown hardening: not a
         verdict of the checks, an error of the file (exit 2), or
         corrupting the note would turn a FAIL into "no note".  */
      snprintf (corrupt, sizeof corrupt, "corrupt note: %s", f.note_error);
      error = corrupt;
      json_message = NULL;
    }
  if (error != NULL)
    {
      error_line (err, name, error);
      if (opts->format == AUDIT_JSON)
        json_error (out, n_files, name, json_message ? json_message : error);
      facts_free (&f);
      return AUDIT_ERROR;
    }
  for (i = 0; i < HARDENING_FEATURE_COUNT; i++)
    no_policy[i] = -1;
  if (opts->policy)
    {
      hardening_effective_init (&eff);
      hardening_policy_resolve (opts->policy, f.target, opts->policy->file,
                                &eff);
      policy_level = eff.policy_level;
    }
  rep.name = name;
  rep.type = file_type (&f);
  if (!is_object (&f) && !is_linked (&f))
    {
      /* A core file, or a type we do not know: nothing to judge, and not
         a pass either.  */
      for (i = 0; i < AUDIT_TEST_COUNT; i++)
        set (&rep.r[i], AUDIT_NA, "%s", rep.type);
      buf_text_name (err, name);
      buf_printf (err,
                  ": %s (e_type %u): not an object, executable or shared "
                  "library\n",
                  rep.type, (unsigned)f.ehdr.e_type);
      status = AUDIT_ERROR;
    }
  else
    judge (&rep, &f, policy_level);
  for (i = 0; i < AUDIT_TEST_COUNT; i++)
    if (rep.r[i].verdict == AUDIT_FAIL)
      status = AUDIT_SOME_FAIL;
  if (opts->format == AUDIT_JSON)
    {
      if (*n_files)
        buf_add (out, ",\n", 2);
      format_json (out, &rep, &f, status);
    }
  else
    format_text (out, &rep, &f, opts);
  (*n_files)++;
  for (i = 0; i < AUDIT_TEST_COUNT; i++)
    audit_buf_free (&rep.r[i].details);
  facts_free (&f);
  return status;
}

int
audit_looks_elf (const char *data, size_t size)
{
  return (size >= 4 && memcmp (data, ELFMAG, SELFMAG) == 0)
         || (size >= SARMAG && memcmp (data, ARMAG, SARMAG) == 0);
}

static void
json_error (struct audit_buf *out, unsigned *n_files, const char *name,
            const char *message)
{
  if (*n_files)
    buf_add (out, ",\n", 2);
  buf_add (out, "{\"file\": ", 9);
  buf_json_string (out, name);
  buf_add (out, ", \"result\": \"error\", \"error\": ", 30);
  buf_json_string (out, message);
  buf_add (out, "}", 1);
  (*n_files)++;
}

static enum audit_status
fail_file (const char *name, const char *message,
           const struct audit_options *opts, struct audit_buf *out,
           struct audit_buf *err, unsigned *n_files)
{
  error_line (err, name, message);
  if (opts->format == AUDIT_JSON)
    json_error (out, n_files, name, message);
  return AUDIT_ERROR;
}

/* Is the ar archive DATA (SIZE bytes, starting with ARMAG) well formed:
   each member header whole, with its "`\n" and a decimal size that stays
   within the file, up to the end?  libelf stops at the first bad header
   as if the archive ended there.  Returns NULL, or what is wrong (in
   WHY, of WHY_SIZE bytes).  */
static const char *
ar_malformed (const char *data, size_t size, char *why, size_t why_size)
{
  size_t off = SARMAG;

  while (off < size)
    {
      const struct ar_hdr *h = (const struct ar_hdr *)(data + off);
      uint64_t member = 0; /* ten digits at most: no overflow */
      size_t i;
      int digits = 0;

      /* GNU ar pads a member of odd size with a newline, at the end
         too.  */
      if (size - off == 1 && data[off] == '\n')
        return NULL;
      if (size - off < sizeof *h)
        {
          snprintf (why, why_size,
                    "malformed archive: %zu bytes after the last member",
                    size - off);
          return why;
        }
      if (memcmp (h->ar_fmag, ARFMAG, sizeof h->ar_fmag) != 0)
        {
          snprintf (why, why_size,
                    "malformed archive: bad member header at byte %zu", off);
          return why;
        }
      for (i = 0; i < sizeof h->ar_size; i++)
        {
          char c = h->ar_size[i];
          if (c >= '0' && c <= '9' && digits >= 0)
            {
              member = member * 10 + (uint64_t)(c - '0');
              digits++;
            }
          else if (c == ' ' && digits > 0)
            digits = -1;
          else if (c != ' ' || digits == 0)
            {
              digits = 0;
              break;
            }
        }
      if (digits == 0)
        {
          snprintf (why, why_size,
                    "malformed archive: bad member size at byte %zu", off);
          return why;
        }
      off += sizeof *h;
      if (member > (uint64_t)(size - off))
        {
          snprintf (why, why_size,
                    "malformed archive: the member at byte %zu ends beyond "
                    "the end of the file",
                    off - sizeof *h);
          return why;
        }
      off += (size_t)member + (size_t)(member & 1);
    }
  return NULL;
}

enum audit_status
audit_buffer (const char *name, char *data, size_t size,
              const struct audit_options *opts, struct audit_buf *out,
              struct audit_buf *err, unsigned *n_files)
{
  Elf *elf;
  enum audit_status status = AUDIT_ALL_PASS, s;

  *n_files = 0;
  if (!audit_looks_elf (data, size))
    return fail_file (name, "not an ELF file or archive", opts, out, err,
                      n_files);
  elf = elf_memory (data, size);
  if (elf == NULL)
    return fail_file (name, elf_errmsg (-1), opts, out, err, n_files);
  if (elf_kind (elf) == ELF_K_ELF)
    status = audit_elf (elf, name, NULL, opts, out, err, n_files);
  else if (elf_kind (elf) == ELF_K_AR)
    {
      Elf *member;
      Elf_Cmd cmd = ELF_C_READ_MMAP;
      unsigned members = 0;
      char why[128];
      const char *malformed = ar_malformed (data, size, why, sizeof why);

      if (malformed)
        {
          elf_end (elf);
          return fail_file (name, malformed, opts, out, err, n_files);
        }
      int ended = 0;

      elf_errno (); /* cleared */
      while ((member = elf_begin (-1, cmd, elf)) != NULL)
        {
          Elf_Arhdr *arhdr = elf_getarhdr (member);
          const char *mname = arhdr && arhdr->ar_name ? arhdr->ar_name : "?";
          char *full = NULL;

          /* The archive symbol table "/" and long-name table "//" are not
             members (libelf names them so).  */
          if (arhdr && arhdr->ar_name && arhdr->ar_name[0] == '/')
            ;
          else if (asprintf (&full, "%s(%s)", name, mname) < 0)
            full = NULL;
          else if (elf_kind (member) == ELF_K_ELF)
            {
              s = audit_elf (member, full, "corrupt ELF member", opts, out,
                             err, n_files);
              members++;
              if (s > status)
                status = s;
            }
          free (full);
          cmd = elf_next (member);
          elf_end (member);
          if (cmd == ELF_C_NULL)
            {
              ended = 1;
              break;
            }
        }
      if (!ended && size > SARMAG)
        {
          /* libelf stopped before the end for a reason of its own.  */
          int e = elf_errno ();
          if (e != 0)
            {
              snprintf (why, sizeof why, "malformed archive: %s",
                        elf_errmsg (e));
              status = fail_file (name, why, opts, out, err, n_files);
            }
        }
      if (members == 0)
        {
          /* An empty archive (glibc's librt.a) has nothing to judge.  */
          if (opts->format == AUDIT_JSON)
            {
              buf_add (out, "{\"file\": ", 9);
              buf_json_string (out, name);
              buf_add (out,
                       ", \"type\": \"archive without ELF members\", "
                       "\"result\": \"n/a\", \"checks\": {}}",
                       71);
            }
          else
            {
              buf_text_name (out, name);
              buf_printf (out, ": archive without ELF members\n\n");
            }
          *n_files = 1;
        }
    }
  else
    status = fail_file (name, "not an ELF file or archive", opts, out, err,
                        n_files);
  elf_end (elf);
  if (out->oom || err->oom)
    {
      out->oom = err->oom = 0;
      error_line (err, name, "out of memory");
      status = AUDIT_ERROR;
    }
  return status;
}

int
audit_init (void)
{
  return elf_version (EV_CURRENT) == EV_NONE ? -1 : 0;
}
