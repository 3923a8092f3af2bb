/* hardening-audit: aarch64's return address signing (PAC, the pac-ret
   half of -mbranch-protection=standard), read from the code.

   ld marks a binary GNU_PROPERTY_AARCH64_FEATURE_1_PAC only when every
   input has that property, and an object assembled by hand, or by an
   older compiler, has none even when its code signs: the code itself is
   the evidence.  A function that signs its return address begins its
   prologue with PACIASP or PACIBSP (HINT #25, #27; PACIAZ and PACIBZ too)
   just before it saves x30 to the stack, and authenticates it (AUTIASP,
   AUTIBSP, RETAA, RETAB) before it returns; a leaf function that never
   saves x30 needs no signing (GCC's default scope, pac-ret without
   +leaf).  So: every store of x30 to the stack (STP or STR with base sp)
   that no PAC instruction precedes within the prologue (12 instructions, no
   branch between) is an unsigned save, named by the function symbol
   around it; and a RET after a PAC instruction and a reload of x30 from
   the stack, with no authentication between, returns unauthenticated.
   Instructions are little-endian on aarch64_be too.

   The toolchain's start files (crti.o's _init and _fini, crtbegin.o's
   __do_global_dtors_aux...) and ld's PLT are counted apart: a distribution
   whose C library is built without branch protection (Debian 12) puts
   their unsigned saves in every program, and they are not the package's.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "evidence/evidence.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* How far before a save of x30 its signing may be: GCC's prologue puts
   PACIASP first, then at most a stack adjustment or two.  */
#define PROLOGUE_WINDOW 12

static int
is_pac (uint32_t insn)
{
  return insn == 0xd503233f    /* paciasp (hint #25) */
         || insn == 0xd503237f /* pacibsp (hint #27) */
         || insn == 0xd503231f /* paciaz (hint #24) */
         || insn == 0xd503235f /* pacibz (hint #26) */
         /* PACIA/PACIB x30, Xn (FEAT_PAuth, not in the hint space).  */
         || ((insn & 0xfffff800) == 0xdac10000 && (insn & 0x1f) == 30);
}

static int
is_aut (uint32_t insn)
{
  return insn == 0xd50323bf    /* autiasp */
         || insn == 0xd50323ff /* autibsp */
         || insn == 0xd503239f /* autiaz */
         || insn == 0xd50323df /* autibz */
         || insn == 0xd65f0bff /* retaa */
         || insn == 0xd65f0fff /* retab */
         /* AUTIA/AUTIB x30, Xn.  */
         || ((insn & 0xfffff800) == 0xdac11000 && (insn & 0x1f) == 30);
}

/* An unconditional change of flow: RET, BR, B.  The prologue of the next
   function begins after it.  */
static int
ends_flow (uint32_t insn)
{
  return (insn & 0xfffffc1f) == 0xd65f0000    /* ret Xn */
         || (insn & 0xfffffc1f) == 0xd61f0000 /* br Xn */
         || (insn & 0xfc000000) == 0x14000000 /* b */
         || insn == 0xd65f0bff || insn == 0xd65f0fff;
}

/* A store of x30 with base sp: STP (64-bit, any addressing mode) with x30
   as either register, or STR (64-bit immediate: pre, post, unsigned
   offset).  */
static int
saves_x30 (uint32_t insn)
{
  unsigned rt = insn & 0x1f, rn = (insn >> 5) & 0x1f,
           rt2 = (insn >> 10) & 0x1f;

  if (rn != 31)
    return 0;
  /* STP Xt, Xt2: opc 10, 101, V 0, 0xx, L 0.  */
  if ((insn & 0xfe400000) == 0xa8000000 && ((insn >> 23) & 3) != 0)
    return rt == 30 || rt2 == 30;
  /* STR Xt, [sp, #imm]!, [sp], #imm, [sp, #imm].  */
  if ((insn & 0xffe00400) == 0xf8000400 || (insn & 0xffc00000) == 0xf9000000)
    return rt == 30;
  return 0;
}

/* The functions of the start files (crt1.o, crti.o, crtbegin.o).  */
static int
is_start_file_function (const char *name)
{
  static const char *const names[] = { "_init",
                                       "_fini",
                                       "_start",
                                       "call_weak_fn",
                                       "frame_dummy",
                                       "__do_global_dtors_aux",
                                       "register_tm_clones",
                                       "deregister_tm_clones",
                                       "__libc_csu_init",
                                       "__libc_csu_fini" };
  size_t i;

  for (i = 0; i < sizeof names / sizeof *names; i++)
    if (strcmp (name, names[i]) == 0)
      return 1;
  return 0;
}

/* A load of x30 from the stack: LDP or LDR as saves_x30's stores.  */
static int
loads_x30 (uint32_t insn)
{
  unsigned rt = insn & 0x1f, rn = (insn >> 5) & 0x1f,
           rt2 = (insn >> 10) & 0x1f;

  if (rn != 31)
    return 0;
  if ((insn & 0xfe400000) == 0xa8400000 && ((insn >> 23) & 3) != 0)
    return rt == 30 || rt2 == 30;
  if ((insn & 0xffe00400) == 0xf8400400 || (insn & 0xffc00000) == 0xf9400000)
    return rt == 30;
  return 0;
}

struct func
{
  GElf_Addr value;
  GElf_Xword size;
  size_t shndx;
  const char *name;
};

static int
compare_funcs (const void *a, const void *b)
{
  const struct func *x = a, *y = b;
  if (x->shndx != y->shndx)
    return x->shndx < y->shndx ? -1 : 1;
  return x->value < y->value ? -1 : x->value > y->value;
}

/* The function symbols of the symbol table SCN (its header SHDR).  */
static struct func *
read_funcs (Elf *elf, Elf_Scn *scn, const GElf_Shdr *shdr, size_t *n_funcs)
{
  Elf_Data *data = elf_getdata (scn, NULL);
  size_t entsize = gelf_fsize (elf, ELF_T_SYM, 1, EV_CURRENT);
  size_t i, n, k = 0;
  struct func *funcs;

  *n_funcs = 0;
  if (data == NULL || entsize == 0)
    return NULL;
  n = data->d_size / entsize;
  funcs = calloc (n ? n : 1, sizeof *funcs);
  if (funcs == NULL)
    return NULL;
  for (i = 1; i < n; i++)
    {
      GElf_Sym sym;
      const char *name;
      if (gelf_getsym (data, (int)i, &sym) == NULL)
        break;
      if (GELF_ST_TYPE (sym.st_info) != STT_FUNC || sym.st_shndx == SHN_UNDEF
          || sym.st_shndx >= SHN_LORESERVE)
        continue;
      name = elf_strptr (elf, shdr->sh_link, sym.st_name);
      funcs[k].value = sym.st_value;
      funcs[k].size = sym.st_size;
      funcs[k].shndx = sym.st_shndx;
      funcs[k].name = name && name[0] ? name : "?";
      k++;
    }
  qsort (funcs, k, sizeof *funcs, compare_funcs);
  *n_funcs = k;
  return funcs;
}

/* The function of section SHNDX around ADDR, or NULL.  */
static const struct func *
find_func (const struct func *funcs, size_t n, size_t shndx, GElf_Addr addr)
{
  size_t lo = 0, hi = n;
  const struct func *best = NULL;

  while (lo < hi)
    {
      size_t mid = (lo + hi) / 2;
      if (funcs[mid].shndx < shndx
          || (funcs[mid].shndx == shndx && funcs[mid].value <= addr))
        {
          if (funcs[mid].shndx == shndx)
            best = &funcs[mid];
          lo = mid + 1;
        }
      else
        hi = mid;
    }
  if (best && (addr < best->value + best->size || best->size == 0))
    return best;
  return NULL;
}

static void
scan_section (struct facts *f, Elf_Scn *scn, const GElf_Shdr *shdr,
              const struct func *funcs, size_t n_funcs)
{
  Elf_Data *data = elf_rawdata (scn, NULL);
  const unsigned char *p;
  size_t i, n, shndx = elf_ndxscn (scn);
  long last_pac = -PROLOGUE_WINDOW - 1;
  int signed_open = 0, restored = 0;
  const struct func *last_named = NULL;

  if (data == NULL || data->d_buf == NULL)
    return;
  p = data->d_buf;
  n = data->d_size / 4;
  for (i = 0; i < n; i++)
    {
      uint32_t insn = (uint32_t)p[4 * i] | (uint32_t)p[4 * i + 1] << 8
                      | (uint32_t)p[4 * i + 2] << 16
                      | (uint32_t)p[4 * i + 3] << 24;
      if (is_pac (insn))
        {
          last_pac = (long)i;
          signed_open = 1;
        }
      else if (is_aut (insn))
        signed_open = restored = 0;
      else if (signed_open && loads_x30 (insn))
        restored = 1;
      /* A RET after the epilogue restored the signed return address
         without authenticating it.  */
      if ((insn & 0xfffffc1f) == 0xd65f0000 && restored
          && f->pac_unauth++ == 0)
        {
          GElf_Addr addr = (elf_is_object (f) ? 0 : shdr->sh_addr) + 4 * i;
          const struct func *fn = find_func (funcs, n_funcs, shndx, addr);
          if (fn)
            snprintf (f->pac_unauth_named, sizeof f->pac_unauth_named, "%s",
                      fn->name);
          else
            snprintf (f->pac_unauth_named, sizeof f->pac_unauth_named,
                      "code at %#llx", (unsigned long long)addr);
        }
      if ((insn & 0xfffffc1f) == 0xd65f0000 || insn == 0xd65f0bff
          || insn == 0xd65f0fff)
        signed_open = restored = 0;
      if (ends_flow (insn))
        last_pac = -PROLOGUE_WINDOW - 1;
      else if (saves_x30 (insn))
        {
          GElf_Addr addr;
          const struct func *fn;

          if ((long)i - last_pac <= PROLOGUE_WINDOW)
            {
              f->pac_signed++;
              continue;
            }
          addr = (elf_is_object (f) ? 0 : shdr->sh_addr) + 4 * i;
          fn = find_func (funcs, n_funcs, shndx, addr);
          if (fn != NULL && is_start_file_function (fn->name))
            {
              f->pac_start_files++;
              continue;
            }
          f->pac_unsigned++;
          if (fn != NULL && fn == last_named)
            continue; /* one function, named once */
          last_named = fn;
          if (f->pac_n_named < PAC_NAMED)
            {
              if (fn)
                snprintf (f->pac_named[f->pac_n_named], sizeof f->pac_named[0],
                          "%s", fn->name);
              else
                snprintf (f->pac_named[f->pac_n_named], sizeof f->pac_named[0],
                          "code at %#llx", (unsigned long long)addr);
              f->pac_n_named++;
            }
        }
    }
}

static void
scan_pac (struct facts *f, Elf *elf)
{
  Elf_Scn *scn = NULL, *symtab = NULL, *dynsym = NULL;
  GElf_Shdr shdr, sym_shdr;
  struct func *funcs = NULL;
  size_t n_funcs = 0, shstrndx;
  int have_shstr = elf_getshdrstrndx (elf, &shstrndx) == 0;

  while ((scn = elf_nextscn (elf, scn)) != NULL)
    if (gelf_getshdr (scn, &shdr) != NULL)
      {
        if (shdr.sh_type == SHT_SYMTAB)
          symtab = scn;
        else if (shdr.sh_type == SHT_DYNSYM)
          dynsym = scn;
      }
  if (symtab == NULL)
    symtab = dynsym;
  if (symtab && gelf_getshdr (symtab, &sym_shdr) != NULL)
    funcs = read_funcs (elf, symtab, &sym_shdr, &n_funcs);
  while ((scn = elf_nextscn (elf, scn)) != NULL)
    if (gelf_getshdr (scn, &shdr) != NULL && shdr.sh_type == SHT_PROGBITS
        && (shdr.sh_flags & SHF_EXECINSTR))
      {
        const char *name
            = have_shstr ? elf_strptr (elf, shstrndx, shdr.sh_name) : NULL;
        /* ld's lazy-binding PLT code saves x30: DT_AARCH64_PAC_PLT
           says whether it signs, not the compiler.  */
        if (name
            && (strcmp (name, ".plt") == 0 || strcmp (name, ".iplt") == 0))
          continue;
        f->pac_scanned = 1;
        scan_section (f, scn, &shdr, funcs, n_funcs);
      }
  free (funcs);
}

int
ev_pac_gather (struct facts *f, Elf *elf, const struct ev_input *in,
               char *error, size_t size)
{
  if (f->ehdr.e_machine == EM_AARCH64)
    scan_pac (f, elf);
  return 0;
}

int
ev_pac_missing (const struct facts *f, char *why, size_t size)
{
  size_t i;
  int n;

  if (f->pac_unauth)
    {
      snprintf (why, size,
                "%zu return%s reload%s the signed return address and never "
                "authenticate%s it (%s%s)",
                f->pac_unauth, f->pac_unauth == 1 ? "" : "s",
                f->pac_unauth == 1 ? "s" : "", f->pac_unauth == 1 ? "s" : "",
                f->pac_unauth_named, f->pac_unauth > 1 ? ", ..." : "");
      return 1;
    }
  if (f->has_property && (f->feature_1 & PROPERTY_AARCH64_PAC)
      && f->pac_unsigned == 0)
    {
      snprintf (why, size, "GNU property: PAC");
      return 0;
    }
  if (!f->pac_scanned)
    {
      snprintf (why, size, "no PAC property, and no code to read");
      return 1;
    }
  if (f->pac_unsigned == 0)
    {
      if (f->pac_signed)
        snprintf (why, size, "PAC by the code (%zu return address%s signed%s)",
                  f->pac_signed, f->pac_signed == 1 ? "" : "es",
                  f->pac_start_files ? "; not in the start files' _init, "
                                       "_fini..., built without it"
                                     : "");
      else
        snprintf (why, size, "PAC: no function saves its return address");
      return 0;
    }
  n = snprintf (why, size, "%s%zu return address%s saved unsigned (",
                f->has_property && (f->feature_1 & PROPERTY_AARCH64_PAC)
                    ? "a PAC property, but "
                    : "",
                f->pac_unsigned, f->pac_unsigned == 1 ? "" : "es");
  for (i = 0; i < f->pac_n_named && n > 0 && (size_t)n < size; i++)
    n += snprintf (why + n, size - (size_t)n, "%s%s", i ? ", " : "",
                   f->pac_named[i]);
  if (n > 0 && (size_t)n < size)
    snprintf (why + n, size - (size_t)n, "%s)",
              f->pac_unsigned > f->pac_n_named ? ", ..." : "");
  return 1;
}
