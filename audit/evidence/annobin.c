/* hardening-audit: the second source of evidence, annobin's notes, which
   Fedora and RHEL builds carry (annobin's manual, "How to examine the
   information stored in the binary"):

   - ELF notes in .gnu.build.attributes (4-byte aligned, types
     NT_GNU_BUILD_ATTRIBUTE_OPEN 0x100 for a unit's range and _FUNC 0x101
     for one function's): the owner name is "GA", a type character ('*'
     numeric, '$' string, '+' true, '!' false), the attribute (one
     non-printable byte: 2 stack protector, 5 tool...; or a NUL-terminated
     name: "GOW", "stack_clash", "cf_protection", "FORTIFY",
     "GLIBCXX_ASSERTIONS"), then the value (numeric: little-endian bytes and
     a NUL); the descriptor is the address range, empty in an object;
   - strings in .annobin.notes ("SC:1", "SP:3", "FL:2", "GA:1", "GW:0x...",
     "CF:..."), a failing one followed by its source file (and function).

   GOW packs -O (bits 9-10; 11 -Os, 13 -Og), -Wformat-security (bit 15)
   and -ftrivial-auto-var-init (bits 18-19).  cf_protection is biased by
   one: bits 0 and 1 of the value less one are branch and return.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "evidence/evidence.h"

#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NT_BUILD_OPEN 0x100
#define NT_BUILD_FUNC 0x101
#define ATTR_STACK_PROT 2

/* One attribute ATTR (NAME, or the byte ID when NAME is NULL) of value V
   for the unit WHO.  */
static void
attribute (struct facts *f, const char *name, int id, unsigned long long v,
           const char *who)
{
  char why[320], how[64];
  int x86 = f->ehdr.e_machine == EM_X86_64 || f->ehdr.e_machine == EM_386;

#define GOOD(t, h) ev_unit (f, EV_ANNOBIN, (t), 1, 0, (h), NULL)
#define BAD(t, ...)                                                           \
  do                                                                          \
    {                                                                         \
      int n_ = snprintf (why, sizeof why, "%s: ", who);                       \
      snprintf (why + n_, sizeof why - (size_t)n_, __VA_ARGS__);              \
      ev_unit (f, EV_ANNOBIN, (t), 0, 0, NULL, why);                          \
    }                                                                         \
  while (0)

  if (name == NULL && id == ATTR_STACK_PROT)
    {
      static const char *const words[]
          = { "no stack protector", "-fstack-protector",
              "-fstack-protector-all", "-fstack-protector-strong",
              "-fstack-protector-explicit" };
      if (v == 2 || v == 3)
        GOOD (AUDIT_STACKPROTECTOR, words[v]);
      else if (v < 5)
        BAD (AUDIT_STACKPROTECTOR, "%s", words[v]);
    }
  else if (name == NULL)
    return;
  else if (strcmp (name, "stack_clash") == 0)
    {
      if (v == 1)
        GOOD (AUDIT_STACKCLASH, "-fstack-clash-protection");
      else if (v == 0)
        BAD (AUDIT_STACKCLASH, "no -fstack-clash-protection");
    }
  else if (strcmp (name, "FORTIFY") == 0)
    {
      if (v >= 2 && v < 0xff)
        {
          snprintf (how, sizeof how, "_FORTIFY_SOURCE=%llu", v);
          GOOD (AUDIT_FORTIFY, how);
        }
      else if (v < 2)
        BAD (AUDIT_FORTIFY, "_FORTIFY_SOURCE=%llu", v);
    }
  else if (strcmp (name, "GLIBCXX_ASSERTIONS") == 0)
    {
      if (v == 1)
        GOOD (AUDIT_GLIBCXX_ASSERTIONS, "_GLIBCXX_ASSERTIONS");
      else if (v == 0)
        BAD (AUDIT_GLIBCXX_ASSERTIONS, "no _GLIBCXX_ASSERTIONS");
    }
  else if (strcmp (name, "cf_protection") == 0 && x86 && v > 0)
    {
      if (((v - 1) & 3) == 3)
        GOOD (AUDIT_BRANCH, "-fcf-protection=full");
      else
        BAD (AUDIT_BRANCH, "-fcf-protection=%s",
             ((v - 1) & 3) == 1   ? "branch"
             : ((v - 1) & 3) == 2 ? "return"
                                  : "none");
    }
  else if (strcmp (name, "GOW") == 0)
    {
      unsigned o = (unsigned)(v >> 9) & 3, avi = (unsigned)(v >> 18) & 3;
      if (v & (1u << 11))
        GOOD (AUDIT_OPTIMIZATION, "-Os");
      else if (o >= 2 && !(v & (1u << 13)))
        {
          snprintf (how, sizeof how, "-O%u", o);
          GOOD (AUDIT_OPTIMIZATION, how);
        }
      else
        BAD (AUDIT_OPTIMIZATION, "%s",
             v & (1u << 13) ? "-Og"
             : o == 1       ? "-O1"
                            : "-O0");
      if (v & (1u << 15))
        GOOD (AUDIT_FORMAT, "-Wformat-security");
      else
        BAD (AUDIT_FORMAT, "no -Wformat-security");
      if (avi == 1)
        BAD (AUDIT_AUTOVARINIT, "no -ftrivial-auto-var-init");
      else if (avi)
        GOOD (AUDIT_AUTOVARINIT, avi == 3 ? "-ftrivial-auto-var-init=zero"
                                          : "-ftrivial-auto-var-init=pattern");
    }
#undef GOOD
#undef BAD
}

/* The name of the unit whose range starts at ADDR: annobin's
   ".annobin_FILE" symbol there, or a function's; into WHO.  */
static void
range_name (Elf *elf, GElf_Addr addr, int func, char *who, size_t size)
{
  Elf_Scn *scn = NULL;

  snprintf (who, size, "%s at %#llx", func ? "function" : "unit",
            (unsigned long long)addr);
  while ((scn = elf_nextscn (elf, scn)) != NULL)
    {
      GElf_Shdr shdr;
      Elf_Data *data;
      size_t i, n;

      if (gelf_getshdr (scn, &shdr) == NULL || shdr.sh_type != SHT_SYMTAB
          || shdr.sh_entsize == 0 || (data = elf_getdata (scn, NULL)) == NULL)
        continue;
      n = data->d_size / shdr.sh_entsize;
      for (i = 1; i < n; i++)
        {
          GElf_Sym sym;
          const char *name;
          if (gelf_getsym (data, (int)i, &sym) == NULL || sym.st_value != addr
              || (name = elf_strptr (elf, shdr.sh_link, sym.st_name)) == NULL
              || name[0] == '\0')
            continue;
          if (strncmp (name, ".annobin_", 9) == 0 && name[9]
              && strstr (name, "_end") == NULL)
            {
              snprintf (who, size, "%s", name + 9);
              return;
            }
          if (GELF_ST_TYPE (sym.st_info) == STT_FUNC)
            snprintf (who, size, "function %s", name);
        }
    }
}

/* The code the OPEN notes' ranges cover, in bytes (a unit's notes share
   one range, one after the other).  */
struct coverage
{
  GElf_Addr last_start, last_end, covered;
};

static void
note_section (struct facts *f, Elf *elf, Elf_Data *data, struct coverage *cov)
{
  size_t off = 0, name_off, desc_off;
  GElf_Nhdr nhdr;
  int is64 = f->ehdr.e_ident[EI_CLASS] == ELFCLASS64;

  while ((off = gelf_getnote (data, off, &nhdr, &name_off, &desc_off)) > 0)
    {
      const char *name = (const char *)data->d_buf + name_off, *attr, *val;
      const unsigned char *desc
          = (const unsigned char *)data->d_buf + desc_off;
      size_t namesz = nhdr.n_namesz, attr_len;
      unsigned long long v = 0;
      char who[160];
      int id = -1;

      if ((nhdr.n_type != NT_BUILD_OPEN && nhdr.n_type != NT_BUILD_FUNC)
          || namesz < 5 || name[0] != 'G' || name[1] != 'A'
          || name[namesz - 1] != '\0')
        continue;
      f->evidence[EV_ANNOBIN].present = 1;
      attr = name + 3;
      if ((unsigned char)attr[0] < 0x20 || (unsigned char)attr[0] >= 0x7f)
        {
          id = (unsigned char)attr[0];
          attr_len = 0;
          val = attr + 1;
        }
      else
        {
          attr_len = strlen (attr);
          val = attr + attr_len + 1;
        }
      switch (name[2])
        {
        case '*':
          if (val > name + namesz - 1)
            continue;
          {
            size_t i, bytes = (size_t)(name + namesz - 1 - val);
            for (i = 0; i < bytes && i < 8; i++)
              v |= (unsigned long long)(unsigned char)val[i] << (8 * i);
          }
          break;
        case '+':
          v = 1;
          break;
        case '!':
          v = 0;
          break;
        default:
          continue;
        }
      who[0] = '\0';
      /* The range: two addresses (one in an object, relocated).  */
      if (nhdr.n_descsz == (is64 ? 16u : 8u) && f->ehdr.e_type != ET_REL)
        {
          GElf_Addr start = 0;
          size_t i, w = is64 ? 8 : 4;
          int be = f->ehdr.e_ident[EI_DATA] == ELFDATA2MSB;
          for (i = 0; i < w; i++)
            start |= (GElf_Addr)desc[be ? i : w - 1 - i] << (8 * (w - 1 - i));
          GElf_Addr end_addr = 0;
          for (i = 0; i < w; i++)
            end_addr |= (GElf_Addr)desc[w + (be ? i : w - 1 - i)]
                        << (8 * (w - 1 - i));
          if (nhdr.n_type == NT_BUILD_OPEN && end_addr > start
              && (start != cov->last_start || end_addr != cov->last_end))
            {
              cov->covered += end_addr - start;
              cov->last_start = start;
              cov->last_end = end_addr;
            }
          if (attr[0] != 'G' || strcmp (attr, "GOW") == 0)
            range_name (elf, start, nhdr.n_type == NT_BUILD_FUNC, who,
                        sizeof who);
        }
      if (who[0] == '\0')
        snprintf (who, sizeof who, "the unit of the note at byte %zu",
                  name_off - 12);
      attribute (f, id >= 0 ? NULL : attr, id, v, who);
    }
}

/* .annobin.notes: "XX:value[ file[ function]]" strings.  */
static void
string_section (struct facts *f, Elf_Data *data)
{
  const char *p = data->d_buf, *end = p + data->d_size;
  static const struct
  {
    char key[3];
    const char *attr;
    int id;
  } keys[] = { { "SP", NULL, ATTR_STACK_PROT },
               { "SC", "stack_clash", 0 },
               { "FL", "FORTIFY", 0 },
               { "GA", "GLIBCXX_ASSERTIONS", 0 },
               { "GW", "GOW", 0 },
               { "CF", "cf_protection", 0 } };

  while (p < end)
    {
      size_t len = strnlen (p, (size_t)(end - p)), i;
      if (len >= 4 && p + len < end && p[2] == ':')
        for (i = 0; i < sizeof keys / sizeof *keys; i++)
          if (memcmp (p, keys[i].key, 2) == 0)
            {
              char *rest, who[160];
              unsigned long long v = strtoull (p + 3, &rest, 0);
              if (rest == p + 3)
                break;
              f->evidence[EV_ANNOBIN].present = 2;
              while (*rest == ' ')
                rest++;
              snprintf (who, sizeof who, "%s",
                        *rest ? rest : "annobin string note");
              attribute (f, keys[i].attr, keys[i].id, v, who);
              break;
            }
      p += len + 1;
    }
}

int
ev_annobin_gather (struct facts *f, Elf *elf, const struct ev_input *in,
                   char *error, size_t size)
{
  size_t shstrndx;
  Elf_Scn *scn = NULL;
  struct coverage cov = { 0, 0, 0 };
  GElf_Addr code = 0;

  if (elf_getshdrstrndx (elf, &shstrndx) != 0)
    return 0;
  while ((scn = elf_nextscn (elf, scn)) != NULL)
    {
      GElf_Shdr shdr;
      const char *name;
      Elf_Data *data;

      if (gelf_getshdr (scn, &shdr) == NULL || shdr.sh_size == 0
          || shdr.sh_type == SHT_NOBITS
          || (name = elf_strptr (elf, shstrndx, shdr.sh_name)) == NULL)
        continue;
      if (shdr.sh_flags & SHF_EXECINSTR)
        code += shdr.sh_size;
      if (shdr.sh_type == SHT_NOTE
          && strncmp (name, ".gnu.build.attributes", 21) == 0
          && (data = elf_getdata (scn, NULL)) != NULL)
        note_section (f, elf, data, &cov);
      else if (strncmp (name, ".annobin.notes", 14) == 0
               && (data = elf_rawdata (scn, NULL)) != NULL && data->d_buf)
        string_section (f, data);
    }
  if (f->evidence[EV_ANNOBIN].present == 1 && f->ehdr.e_type != ET_REL && code
      && cov.covered * 10 < code * 9 && code - cov.covered > PARTIAL_SLACK)
    {
      /* Notes of a few units (a static library built elsewhere) speak for
         those units only: what they lack fails, what they have is no
         pass for the rest of the code.  */
      f->evidence[EV_ANNOBIN].partial = 1;
      snprintf (f->evidence[EV_ANNOBIN].where,
                sizeof f->evidence[EV_ANNOBIN].where,
                "annobin notes (covering %u%% of the code)",
                (unsigned)(cov.covered * 100 / code));
    }
  else if (f->evidence[EV_ANNOBIN].present)
    snprintf (f->evidence[EV_ANNOBIN].where,
              sizeof f->evidence[EV_ANNOBIN].where, "%s",
              f->evidence[EV_ANNOBIN].present == 2 ? "annobin string notes"
                                                   : "annobin notes");
  return 0;
}
