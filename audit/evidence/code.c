/* hardening-audit: the last source of evidence, the code itself, where an
   instruction shows a protection.  Only a few byte patterns are decoded,
   per architecture:

   x86-64   stack clash probes: "sub $0x1000,%rsp" (48 81 ec 00 10 00 00)
            followed by "orq $0x0,(%rsp)" or "orq $0x0,D(%rsp)" (48 83 0c
            24 00, 48 83 4c 24 D8 00, 48 83 8c 24 D32 00; GCC 16's "orb":
            80 0c 24 00, 80 4c 24 D8 00, 80 8c 24 D32 00), anywhere in the
            code; a function whose prologue allocates a page or more with
            one "sub $N,%rsp" (48 81 ec N32) not followed by a probe lacks
            them; endbr64 (f3 0f 1e fa) at the entry of the symbol table's
            functions; canary loads "mov %fs:0x28,%reg" (64 48|4c 8b
            modrm(mod 0, rm 4) 25 28 00 00 00);
   i386     "sub $0x1000,%esp; orl $0x0,(%esp)" (81 ec 00 10 00 00, 83 0c 24
            00), endbr32 (f3 0f 1e fb), canary loads from %gs:0x14;
   aarch64  at function entries "bti c" (d503245f), "bti jc" (d50324df),
            "paciasp" (d503233f) or "pacibsp" (d503237f), each a landing
            pad for an indirect call.

   The prologue is walked through the instructions GCC puts before the
   frame's allocation (endbr, push, mov %rsp,%rbp, small sub): no
   disassembler.  The probes prove the option was on for a unit that
   needed them; their absence proves nothing, unless a function allocates
   a page without one.  Of a relocatable object, whose functions' code is
   not final, only the frames are read, and only when it has notes
   (object_frame).

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "evidence/evidence.h"

#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define PAGE 0x1000u

struct code
{
  struct facts *f;
  int x86_64, i386, aarch64;
  /* The executable sections: address, size, bytes.  */
  struct text
  {
    GElf_Addr addr;
    size_t size;
    const unsigned char *bytes;
    size_t ndx; /* the section's index: an object's symbols name it */
  } text[16];
  int n_text, text_dropped;
  unsigned probes, entry_probes, canaries, entries, endbr, bti, pac;
  /* The global functions walked, and those without a landing pad (endbr,
     BTI), the first named: another module may call them indirectly.  */
  unsigned globals, globals_no_pad;
  char first_global_no_pad[96];
  unsigned own, own_no_pad;
  char first_own_no_pad[96];
  unsigned unprobed;
  /* The functions that .eh_frame_hdr lists, walked for an unprobed
     frame (fde_walk).  */
  unsigned fde_functions;
  char first_unprobed[160], first_no_bti[96];
};

static uint32_t
le32 (const unsigned char *p)
{
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16
         | (uint32_t)p[3] << 24;
}

/* Is there a probe of the stack at P (N bytes left)?  */
static int
probe_at (const struct code *c, const unsigned char *p, size_t n)
{
  if (c->x86_64)
    return (n >= 5 && p[0] == 0x48 && p[1] == 0x83 && p[2] == 0x0c
            && p[3] == 0x24 && p[4] == 0)
           || (n >= 6 && p[0] == 0x48 && p[1] == 0x83 && p[2] == 0x4c
               && p[3] == 0x24 && p[5] == 0)
           || (n >= 9 && p[0] == 0x48 && p[1] == 0x83 && p[2] == 0x8c
               && p[3] == 0x24 && p[8] == 0)
           /* GCC 16 probes a byte: orb $0x0,(%rsp) and with D8, D32.  */
           || (n >= 4 && p[0] == 0x80 && p[1] == 0x0c && p[2] == 0x24
               && p[3] == 0)
           || (n >= 5 && p[0] == 0x80 && p[1] == 0x4c && p[2] == 0x24
               && p[4] == 0)
           || (n >= 8 && p[0] == 0x80 && p[1] == 0x8c && p[2] == 0x24
               && p[7] == 0);
  return n >= 4 && p[0] == 0x83 && p[1] == 0x0c && p[2] == 0x24 && p[3] == 0;
}

/* The first canary load at or after Q, before END, or NULL: on x86-64
   "mov %fs:0x28,%reg" (64 48|4c 8b modrm(mod 0, rm 4) 25 28 00 00 00),
   on i386 "mov %gs:0x14,%reg" (65 a1 14 00 00 00 for %eax, 65 8b
   modrm(mod 0, rm 5) 14 00 00 00).  */
static const unsigned char *
next_canary (const struct code *c, const unsigned char *q,
             const unsigned char *end)
{
  if (c->x86_64)
    for (; q < end && (q = memchr (q, 0x64, (size_t)(end - q))) != NULL; q++)
      {
        if (end - q >= 9 && (q[1] == 0x48 || q[1] == 0x4c) && q[2] == 0x8b
            && (q[3] & 0xc7) == 0x04 && q[4] == 0x25 && q[5] == 0x28
            && q[6] == 0 && q[7] == 0 && q[8] == 0)
          return q;
      }
  else if (c->i386)
    for (; q < end && (q = memchr (q, 0x65, (size_t)(end - q))) != NULL; q++)
      {
        if (end - q >= 6 && q[1] == 0xa1 && q[2] == 0x14 && q[3] == 0
            && q[4] == 0 && q[5] == 0)
          return q;
        /* mov %gs:0x14,%reg other than %eax: 65 8b modrm(mod 0, rm 5).  */
        if (end - q >= 7 && q[1] == 0x8b && (q[2] & 0xc7) == 0x05
            && q[3] == 0x14 && q[4] == 0 && q[5] == 0 && q[6] == 0)
          return q;
      }
  return NULL;
}

/* The probes and canary loads of one executable section.  Each pattern
   is found by memchr on its rarest byte (the ModRM byte 0xec of "sub
   $0x1000,%rsp", the %fs prefix 0x64, the opcode 0xa1 after %gs), at
   memory speed; the bytes around it are checked after.  */
static void
scan_text (struct code *c, const unsigned char *p, size_t n, int probes,
           int canaries)
{
  const unsigned char *q, *end = p + n;

  if (probes)
    /* sub $0x1000,%rsp: 48 81 ec 00 10 00 00 (i386: 81 ec 00 10 00 00),
       then a probe.  */
    for (q = p; q < end && (q = memchr (q, 0xec, (size_t)(end - q))) != NULL;
         q++)
      {
        size_t before = c->x86_64 ? 2 : 1;
        if ((size_t)(q - p) >= before && end - q >= 5 && q[-1] == 0x81
            && (!c->x86_64 || q[-2] == 0x48) && q[1] == 0 && q[2] == 0x10
            && q[3] == 0 && q[4] == 0
            && probe_at (c, q + 5, (size_t)(end - q) - 5))
          c->probes++;
      }
  if (canaries && (c->x86_64 || c->i386))
    for (q = p; (q = next_canary (c, q, end)) != NULL; q++)
      c->canaries++;
}

/* The bytes at ADDR (at least WANT of them, at most *N), or NULL.  */
static const unsigned char *
code_at (const struct code *c, GElf_Addr addr, size_t want, size_t *n)
{
  int i;

  for (i = 0; i < c->n_text; i++)
    if (addr >= c->text[i].addr && addr - c->text[i].addr < c->text[i].size
        && c->text[i].size - (addr - c->text[i].addr) >= want)
      {
        *n = c->text[i].size - (size_t)(addr - c->text[i].addr);
        return c->text[i].bytes + (addr - c->text[i].addr);
      }
  return NULL;
}

/* An x86 function at P (N bytes): its endbr, and a frame of a page or
   more allocated without a probe.  */
/* The length of the instruction at Q that GCC's scheduler may put in a
   prologue between the pushes and the frame's allocation, writing a
   register other than the stack pointer and nothing else: xor or mov
   between registers (31/33/89/8b, ModRM mod 11), movslq between
   registers (63, mod 11), lea of a RIP-relative address (8d, mod 00 r/m
   101), mov of an immediate (b8+r); 0 for anything else.  */
static size_t
reg_move (const struct code *c, const unsigned char *q, size_t left)
{
  size_t k = 0;
  unsigned rex = 0, dest;

  if (c->x86_64 && left >= 1 && (q[0] & 0xf0) == 0x40)
    rex = q[k++];
  if (left >= k + 5 && q[k] >= 0xb8 && q[k] <= 0xbf)
    {
      size_t len = k + 1 + ((rex & 8) ? 8 : 4);
      dest = (q[k] & 7) | (rex & 1) << 3;
      return dest == 4 || left < len ? 0 : len;
    }
  if (left < k + 2)
    return 0;
  if (c->x86_64 && q[k] == 0x8d && (q[k + 1] & 0xc7) == 0x05)
    {
      dest = (q[k + 1] >> 3 & 7) | (rex & 4) << 1;
      return dest == 4 || left < k + 6 ? 0 : k + 6;
    }
  if ((q[k + 1] & 0xc0) != 0xc0)
    return 0;
  if (q[k] == 0x31 || q[k] == 0x89) /* to the r/m operand */
    dest = (q[k + 1] & 7) | (rex & 1) << 3;
  else if (q[k] == 0x33 || q[k] == 0x8b
           || (c->x86_64 && q[k] == 0x63)) /* to the reg operand */
    dest = (q[k + 1] >> 3 & 7) | (rex & 4) << 1;
  else
    return 0;
  return dest == 4 ? 0 : k + 2;
}

/* The frame a prologue at P (N bytes, past its endbr) allocates: FRAME_PROBED
   when it probes a page, FRAME_UNPROBED with *SIZE when it allocates a
   page or more with one sub and no probe, else FRAME_SMALL (a small
   frame, or an instruction the walk does not know).  */
enum frame
{
  FRAME_SMALL,
  FRAME_PROBED,
  FRAME_UNPROBED
};

static enum frame
x86_frame (const struct code *c, const unsigned char *p, size_t n,
           uint32_t *size)
{
  size_t i = 0, k;
  int steps;

  for (steps = 0; steps < 20 && i < n; steps++)
    {
      const unsigned char *q = p + i;
      size_t left = n - i;
      if (q[0] >= 0x50 && q[0] <= 0x57) /* push %reg */
        i += 1;
      else if (left >= 2 && q[0] == 0x41 && q[1] >= 0x50 && q[1] <= 0x57)
        i += 2;
      else if (left >= 3 && q[0] == 0x48 && q[1] == 0x89 && q[2] == 0xe5)
        i += 3; /* mov %rsp,%rbp */
      else if (left >= 2 && q[0] == 0x89 && q[1] == 0xe5)
        i += 2; /* mov %esp,%ebp */
      else if ((k = reg_move (c, q, left)) > 0)
        i += k; /* xor %ebx,%ebx; mov %rdi,%rbx: scheduled before the sub */
      else if (c->x86_64 && left >= 15 && q[0] == 0x4c && q[1] == 0x8d
               && q[2] == 0x9c && q[3] == 0x24)
        {
          /* lea -N(%rsp),%r11, then the probing loop.  */
          return q[8] == 0x48 && q[9] == 0x81 && q[10] == 0xec
                         && le32 (q + 11) == PAGE
                         && probe_at (c, q + 15, left - 15)
                     ? FRAME_PROBED
                     : FRAME_SMALL;
        }
      else if (c->x86_64 && left >= 7 && q[0] == 0x48 && q[1] == 0x81
               && q[2] == 0xec)
        {
          *size = le32 (q + 3);
          if (*size == PAGE && probe_at (c, q + 7, left - 7))
            return FRAME_PROBED;
          return *size >= PAGE && !probe_at (c, q + 7, left - 7)
                         && !(*size == PAGE && left > 7)
                     ? FRAME_UNPROBED
                     : FRAME_SMALL;
        }
      else if (c->i386 && left >= 6 && q[0] == 0x81 && q[1] == 0xec)
        {
          *size = le32 (q + 2);
          return *size >= PAGE && !probe_at (c, q + 6, left - 6)
                     ? FRAME_UNPROBED
                     : FRAME_SMALL;
        }
      else
        return FRAME_SMALL;
    }
  return FRAME_SMALL;
}

/* Does the x86 function at P (N bytes) start with endbr64 (endbr32)?  */
static int
endbr_at (const struct code *c, const unsigned char *p, size_t n)
{
  return n >= 4 && p[0] == 0xf3 && p[1] == 0x0f && p[2] == 0x1e
         && p[3] == (c->x86_64 ? 0xfa : 0xfb);
}

/* A frame of SIZE bytes allocated without a probe by the function KIND
   NAME ("function " "main", "the function at " "0x1140"): counted, the
   first named.  */
static void
unprobed (struct code *c, const char *kind, const char *name, uint32_t size)
{
  if (!c->unprobed++)
    snprintf (c->first_unprobed, sizeof c->first_unprobed,
              "%s%s allocates %u bytes of stack without a probe", kind, name,
              size);
}

/* An x86 function at P (N bytes): its endbr, and a frame of a page or
   more allocated without a probe.  Returns 1 when it starts with endbr64
   (endbr32), a landing pad for an indirect call.  */
static int
x86_entry (struct code *c, const char *name, const unsigned char *p, size_t n)
{
  size_t i = 0;
  uint32_t size = 0;
  int pad = endbr_at (c, p, n);

  if (pad)
    {
      c->endbr++;
      i = 4;
    }
  else if (!c->first_no_bti[0])
    snprintf (c->first_no_bti, sizeof c->first_no_bti, "%s", name);
  switch (x86_frame (c, p + i, n - i, &size))
    {
    case FRAME_PROBED:
      c->entry_probes++;
      break;
    case FRAME_UNPROBED:
      unprobed (c, "function ", name, size);
      break;
    case FRAME_SMALL:
      break;
    }
  return pad;
}

/* The bytes of a value of DWARF pointer encoding ENC (its low four bits)
   in .eh_frame_hdr, ADDRESS bytes for an absolute pointer; 0 if
   unknown.  */
static size_t
encoded_size (unsigned enc, size_t address)
{
  switch (enc & 0x0f)
    {
    case 0x00: /* DW_EH_PE_absptr */
      return address;
    case 0x02: /* udata2 */
    case 0x0a: /* sdata2 */
      return 2;
    case 0x03: /* udata4 */
    case 0x0b: /* sdata4 */
      return 4;
    case 0x04: /* udata8 */
    case 0x0c: /* sdata8 */
      return 8;
    default:
      return 0;
    }
}

/* Every function that the unwinding table lists: the sorted table of
   .eh_frame_hdr (PT_GNU_EH_FRAME), each function's start and the
   address of its FDE, as GCC and ld write it (version 1, a table of
   DW_EH_PE_datarel|sdata4 pairs) for every function with unwind
   information, static ones and those of a stripped file too.  Their
   prologues are walked for a frame of a page or more allocated without
   a probe: the functions that no symbol names.  Other encodings are not
   read.  */
static void
fde_walk (struct code *c, Elf *elf)
{
  size_t phnum, i, raw_size, pos, count, k;
  const unsigned char *raw = (const unsigned char *)elf_rawfile (elf, &raw_size);
  const unsigned char *h = NULL;
  size_t n = 0, w;
  GElf_Addr hdr = 0;

  if (raw == NULL || elf_getphdrnum (elf, &phnum) != 0)
    return;
  for (i = 0; i < phnum && h == NULL; i++)
    {
      GElf_Phdr ph;
      if (gelf_getphdr (elf, (int)i, &ph) != NULL
          && ph.p_type == PT_GNU_EH_FRAME && ph.p_offset <= raw_size
          && ph.p_filesz <= raw_size - ph.p_offset)
        {
          h = raw + ph.p_offset;
          n = (size_t)ph.p_filesz;
          hdr = ph.p_vaddr;
        }
    }
  if (h == NULL || n < 4 || h[0] != 1 || h[3] != 0x3b
      || (h[2] & 0x70) != 0 || encoded_size (h[2], 0) != 4)
    return;
  w = h[1] == 0xff ? 0 : encoded_size (h[1], c->x86_64 ? 8 : 4);
  if (h[1] != 0xff && w == 0)
    return;
  pos = 4 + w;
  if (pos + 4 > n)
    return;
  count = le32 (h + pos);
  pos += 4;
  if (count > (n - pos) / 8)
    return;
  for (k = 0; k < count; k++)
    {
      GElf_Addr start = hdr + (GElf_Addr)(int64_t)(int32_t)le32 (h + pos + 8 * k);
      size_t left, skip;
      uint32_t size = 0;
      const unsigned char *p = code_at (c, start, 1, &left);
      if (p == NULL)
        continue;
      if (k + 1 < count)
        {
          GElf_Addr next
              = hdr + (GElf_Addr)(int64_t)(int32_t)le32 (h + pos + 8 * k + 8);
          if (next > start && next - start < left)
            left = (size_t)(next - start);
        }
      c->fde_functions++;
      skip = endbr_at (c, p, left) ? 4 : 0;
      if (x86_frame (c, p + skip, left - skip, &size) == FRAME_UNPROBED)
        {
          char at[24];
          snprintf (at, sizeof at, "%#llx", (unsigned long long)start);
          unprobed (c, "the function at ", at, size);
        }
    }
}

/* The first instruction of the aarch64 function at P (N bytes), 0 if
   none.  */
static uint32_t
aarch64_insn (const struct code *c, const unsigned char *p, size_t n)
{
  if (n < 4)
    return 0;
  return c->f->ehdr.e_ident[EI_DATA] == ELFDATA2MSB
             ? (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16
                   | (uint32_t)p[2] << 8 | p[3]
             : le32 (p);
}

/* "paciasp", "pacibsp": sign the return address, and a landing pad.  */
static int
aarch64_pac (uint32_t insn)
{
  return insn == 0xd503233f || insn == 0xd503237f;
}

/* "bti c", "bti jc", or a PAC instruction that is one.  */
static int
aarch64_pad (uint32_t insn)
{
  return aarch64_pac (insn) || insn == 0xd503245f || insn == 0xd50324df;
}

/* An aarch64 function at P (N bytes): its PAC and BTI.  Returns 1 when
   it starts with a landing pad for an indirect call ("bti c", "bti jc",
   "paciasp" or "pacibsp").  */
static int
aarch64_entry (struct code *c, const char *name, const unsigned char *p,
               size_t n)
{
  uint32_t insn = aarch64_insn (c, p, n);
  int pad = aarch64_pad (insn);

  if (n < 4)
    return 0;
  c->pac += aarch64_pac (insn);
  if (pad)
    c->bti++;
  else if (!c->first_no_bti[0])
    snprintf (c->first_no_bti, sizeof c->first_no_bti, "%s", name);
  return pad;
}

/* Is NAME a function of the C library's start files (crt1.o, crti.o),
   global in a program: hand-written or built without -fcf-protection
   where the C library is (Debian 12's), and no code of the program's
   own units?  */
static int
start_file_function (const char *name)
{
  static const char *const names[]
      = { "_start",          "_init",
          "_fini",           "_dl_relocate_static_pie",
          "__libc_csu_init", "__libc_csu_fini" };
  size_t i;

  for (i = 0; i < sizeof names / sizeof *names; i++)
    if (strcmp (name, names[i]) == 0)
      return 1;
  return 0;
}

/* How many symbols ahead the walk of the function entries asks for an
   entry's bytes: the first byte of each entry is a cache miss (a large
   library's code is not in the cache, and its symbols come in the order
   of their hash), as long as the check of a few entries.  */
#define PREFETCH_AHEAD 16

/* The first bytes of the function of symbol I of DATA (of class CLASS,
   as sym_class says), or NULL.  For the caller's __builtin_prefetch: GCC
   takes a function that only prefetches for one without effect, and
   drops its calls.  */
static const unsigned char *
entry_ahead (const struct code *c, const Elf_Data *data, size_t i, int class)
{
  GElf_Sym sym;
  size_t left;

  sym_at (data, i, class, &sym);
  if (sym.st_shndx == SHN_UNDEF || GELF_ST_TYPE (sym.st_info) != STT_FUNC)
    return NULL;
  return code_at (c, sym.st_value, 1, &left);
}

/* A function of an object with notes (SYM, NAME): a frame of a page or
   more that its x86 prologue allocates without a probe.  The notes that
   say stack clash protection was applied then do not describe this code
   (a note copied from another object); the frame's size is final in an
   object, whatever is left to relocate.  Nothing else of an object's
   code counts: the entries and canaries of objects are not judged.  */
static void
object_frame (struct code *c, const char *name, const GElf_Sym *sym)
{
  int i;
  uint32_t size = 0;

  if (c->aarch64 || c->f->n_units == 0)
    return;
  for (i = 0; i < c->n_text; i++)
    if (c->text[i].ndx == sym->st_shndx && sym->st_value < c->text[i].size)
      {
        const unsigned char *p = c->text[i].bytes + sym->st_value;
        size_t n = c->text[i].size - (size_t)sym->st_value, skip;
        if (n > sym->st_size)
          n = (size_t)sym->st_size;
        skip = endbr_at (c, p, n) ? 4 : 0;
        if (x86_frame (c, p + skip, n - skip, &size) == FRAME_UNPROBED)
          unprobed (c, "function ", name, size);
        return;
      }
}

/* The function symbols of SCN (a symbol table), and the thread
   symbols.  */
static void
functions (struct code *c, Elf *elf, Elf_Scn *scn, const GElf_Shdr *shdr,
           int entries)
{
  Elf_Data *data = elf_getdata (scn, NULL);
  size_t i, n;
  struct strtab strtab;
  int class;

  if (data == NULL || shdr->sh_entsize == 0)
    return;
  n = data->d_size / shdr->sh_entsize;
  elf_strtab_init (&strtab, elf, shdr->sh_link);
  class = entries && c->f->ehdr.e_type != ET_REL
              ? sym_class (elf, data, shdr->sh_entsize)
              : ELFCLASSNONE;
  for (i = 1; i < n; i++)
    {
      GElf_Sym sym;
      const char *name;
      int pad;
      const unsigned char *p;
      size_t left;

      if (class != ELFCLASSNONE && i + PREFETCH_AHEAD < n
          && (p = entry_ahead (c, data, i + PREFETCH_AHEAD, class)) != NULL)
        __builtin_prefetch (p);
      if (gelf_getsym (data, (int)i, &sym) == NULL
          || (name = strtab_get (&strtab, sym.st_name)) == NULL)
        continue;
      if (sym.st_shndx == SHN_UNDEF)
        {
          /* pthread_create, __pthread_register_cancel, either with a
             version ("@GLIBC_2.34").  */
          if (name[0] == 'p' && strncmp (name, "pthread_create", 14) == 0
              && (name[14] == '\0' || name[14] == '@'))
            c->f->threads = 1;
          if (name[0] == '_'
              && strncmp (name, "__pthread_register_cancel", 25) == 0
              && (name[25] == '\0' || name[25] == '@'))
            c->f->threads = c->f->register_cancel = 1;
          continue;
        }
      if (entries && GELF_ST_TYPE (sym.st_info) == STT_FUNC && sym.st_size != 0
          && c->f->ehdr.e_type == ET_REL)
        {
          object_frame (c, name, &sym);
          continue;
        }
      if (!entries || GELF_ST_TYPE (sym.st_info) != STT_FUNC
          || sym.st_size == 0 || c->f->ehdr.e_type == ET_REL)
        continue;
      p = code_at (c, sym.st_value, 1, &left);
      if (p == NULL)
        continue;
      if (left > sym.st_size)
        left = (size_t)sym.st_size;
      c->entries++;
      pad = c->aarch64 ? aarch64_entry (c, name, p, left)
                       : x86_entry (c, name, p, left);
      /* The entry point (_start) is jumped to by the kernel, not through
         an indirect branch.  */
      if (GELF_ST_BIND (sym.st_info) != STB_LOCAL
          && sym.st_value != c->f->ehdr.e_entry)
        {
          c->globals++;
          if (!pad && !c->globals_no_pad++)
            snprintf (c->first_global_no_pad, sizeof c->first_global_no_pad,
                      "%s", name);
          if (!start_file_function (name))
            {
              c->own++;
              if (!pad && !c->own_no_pad++)
                snprintf (c->first_own_no_pad, sizeof c->first_own_no_pad,
                          "%s", name);
            }
        }
    }
}

/* The function symbols of the separate debug file of a stripped file
   (C->f->debug, from a -dbgsym package, or C->f->debug_path on disk), if
   it has a symbol table: 1, else 0.  */
static int
debug_functions (struct code *c)
{
  const struct audit_debug_file *d = c->f->debug;
  int fd = -1, found = 0;
  Elf *dbg = NULL, *kept = NULL;
  Elf_Scn *scn = NULL;

  if (d)
    /* Read only: the symbol table is never compressed, nothing is
       converted in place, and the threads may share the bytes.  */
    dbg = elf_memory (d->data, d->size);
  else if ((kept = ev_debug_kept_elf (c->f)) != NULL)
    dbg = kept; /* gather_dwarf's, released with the facts */
  else if ((fd = open (c->f->debug_path, O_RDONLY | O_CLOEXEC)) >= 0)
    dbg = elf_begin (fd, ELF_C_READ_MMAP_PRIVATE, NULL);
  while (dbg && elf_kind (dbg) == ELF_K_ELF
         && (scn = elf_nextscn (dbg, scn)) != NULL)
    {
      GElf_Shdr shdr;
      if (gelf_getshdr (scn, &shdr) != NULL && shdr.sh_type == SHT_SYMTAB)
        {
          functions (c, dbg, scn, &shdr, 1);
          found = 1;
          break;
        }
    }
  if (dbg && dbg != kept)
    elf_end (dbg);
  if (fd >= 0)
    close (fd);
  return found;
}

static int
by_start (const void *a, const void *b)
{
  const struct quiet_range *x = a, *y = b;
  return x->start < y->start ? -1 : x->start > y->start;
}

/* The DWARF units that record no stack protector option: which of them
   have a canary load in their code (the compiler's default had it on).
   Their ranges are sorted and each canary load of the code looked up.  */
static void
quiet_canaries (struct code *c)
{
  struct facts *f = c->f;
  size_t left = f->n_quiet;
  int i;

  qsort (f->quiet_ranges, f->n_quiet_ranges, sizeof *f->quiet_ranges,
         by_start);
  for (i = 0; i < c->n_text && left > 0; i++)
    {
      const unsigned char *p = c->text[i].bytes, *end = p + c->text[i].size;
      const unsigned char *q;
      for (q = p; left > 0 && (q = next_canary (c, q, end)) != NULL; q++)
        {
          GElf_Addr at = c->text[i].addr + (GElf_Addr)(q - p);
          size_t lo = 0, hi = f->n_quiet_ranges;
          /* The last range that starts at or before AT.  */
          while (lo < hi)
            {
              size_t mid = lo + (hi - lo) / 2;
              if (f->quiet_ranges[mid].start <= at)
                lo = mid + 1;
              else
                hi = mid;
            }
          if (lo > 0 && at < f->quiet_ranges[lo - 1].end
              && !f->quiet[f->quiet_ranges[lo - 1].unit].canary)
            {
              f->quiet[f->quiet_ranges[lo - 1].unit].canary = 1;
              left--;
            }
        }
    }
}

/* A program or library that calls __stack_chk_fail checks canaries: on
   x86 against the C library's guard, loaded from %fs:0x28 (%gs:0x14),
   unless its code was built with another -mstack-protector-guard.  With
   no such load in all of its code, the canary is something else, which
   the C library does not make random: F->foreign_guard says so.  The
   search stops at the first load.  */
static void
guard_loaded (struct code *c)
{
  struct facts *f = c->f;
  int i, found = 0;

  if (!(c->x86_64 || c->i386) || !elf_dynamic_with_libc (f) || !f->canary
      || f->foreign_guard[0] || c->n_text == 0 || c->text_dropped)
    return;
  for (i = 0; i < c->n_text && !found; i++)
    found = next_canary (c, c->text[i].bytes,
                         c->text[i].bytes + c->text[i].size)
            != NULL;
  if (!found)
    snprintf (f->foreign_guard, sizeof f->foreign_guard,
              "%s is referenced, but no code loads the canary from %s: it "
              "is not the C library's guard (-mstack-protector-guard)",
              f->canary_symbol, c->x86_64 ? "%fs:0x28" : "%gs:0x14");
}

/* The code of the defined symbol NAME in the symbol table SCN (header
   SHDR): its bytes into *P, its size into *N; 1 when found, 0 when no
   symbol has the name; -1 when it has no size (.size), so that its code
   cannot be told from what follows.  */
static int
symbol_code (Elf *elf, Elf_Scn *scn, const GElf_Shdr *shdr, const char *name,
             int relocatable, const unsigned char **p, size_t *n)
{
  Elf_Data *data = elf_getdata (scn, NULL);
  struct strtab strtab;
  size_t i, count;

  if (data == NULL || shdr->sh_entsize == 0)
    return 0;
  count = data->d_size / shdr->sh_entsize;
  elf_strtab_init (&strtab, elf, shdr->sh_link);
  for (i = 1; i < count; i++)
    {
      GElf_Sym sym;
      const char *sname;
      Elf_Scn *code;
      GElf_Shdr code_shdr;
      Elf_Data *bytes;
      GElf_Addr at;

      if (gelf_getsym (data, (int)i, &sym) == NULL
          || sym.st_shndx == SHN_UNDEF || sym.st_shndx >= SHN_LORESERVE
          || (sname = strtab_get (&strtab, sym.st_name)) == NULL
          || strcmp (sname, name) != 0)
        continue;
      if (sym.st_size == 0)
        return -1;
      if ((code = elf_getscn (elf, sym.st_shndx)) == NULL
          || gelf_getshdr (code, &code_shdr) == NULL
          || (bytes = elf_rawdata (code, NULL)) == NULL
          || bytes->d_buf == NULL)
        continue;
      at = relocatable ? sym.st_value : sym.st_value - code_shdr.sh_addr;
      if (at > bytes->d_size || sym.st_size > bytes->d_size - at)
        continue;
      *p = (const unsigned char *)bytes->d_buf + at;
      *n = (size_t)sym.st_size;
      return 1;
    }
  return 0;
}

/* Whether the x86 code P..P+N reserves stack for locals: sub $imm,%rsp
   (48 83 ec ib, 48 81 ec id; i386 83 ec, 81 ec), sub %reg,%rsp (48 29
   with a ModRM whose r/m is %rsp), enter (c8), or lea -N(%rsp),%rsp (48 8d
   64 24 / 48 8d a4 24).  Bytes are matched, not instructions decoded: a
   match inside another instruction only makes the answer yes, the side
   that keeps the function judged.  A function that reserves no stack has
   no frame for a canary to guard (as -fstack-protector-strong gives none
   to a function without local arrays).  */
static int
reserves_stack (const struct code *c, const unsigned char *p, size_t n)
{
  size_t i;

  for (i = 0; i < n; i++)
    {
      const unsigned char *q = p + i;
      size_t left = n - i;

      if (q[0] == 0xc8)
        return 1;
      if (c->x86_64)
        {
          if (left >= 3 && q[0] == 0x48 && (q[1] == 0x83 || q[1] == 0x81)
              && q[2] == 0xec)
            return 1;
          if (left >= 3 && q[0] == 0x48 && q[1] == 0x29
              && (q[2] & 0xc7) == 0xc4)
            return 1;
          if (left >= 4 && q[0] == 0x48 && q[1] == 0x8d
              && (q[2] == 0x64 || q[2] == 0xa4) && q[3] == 0x24)
            return 1;
        }
      else if (left >= 2 && (q[0] == 0x83 || q[0] == 0x81) && q[1] == 0xec)
        return 1;
      else if (left >= 2 && q[0] == 0x29 && (q[1] & 0xc7) == 0xc4)
        return 1;
    }
  return 0;
}

/* The functions that the notes name as defined in top-level asm, whose
   code GCC did not generate: a unit whose stack protector is in force
   passes it only for those whose code loads the canary; each other one
   becomes an escape of its unit, which the notes' verdict fails.  Their
   code is found by their symbol (.symtab, else .dynsym).  */
static void
asm_functions (struct code *c, Elf *elf, Elf_Scn *symtab,
               const GElf_Shdr *symtab_shdr, Elf_Scn *dynsym,
               const GElf_Shdr *dynsym_shdr)
{
  struct facts *f = c->f;
  size_t u, i;

  for (u = 0; u < f->n_units; u++)
    {
      struct hardening_note *note = &f->units[u].note;
      const struct hardening_note_feature *nf
          = &note->feature[HARDENING_STACKPROTECTOR];

      if (!nf->present || !hardening_note_status_protects (nf->status))
        continue;
      for (i = 0; i < note->n_asm_functions; i++)
        {
          const char *name = note->asm_functions[i];
          const unsigned char *p = NULL;
          size_t n = 0;
          int found = 0;
          char why[HARDENING_NOTE_TEXT];

          if (symtab)
            found = symbol_code (elf, symtab, symtab_shdr, name,
                                 f->ehdr.e_type == ET_REL, &p, &n);
          if (found == 0 && dynsym)
            found = symbol_code (elf, dynsym, dynsym_shdr, name,
                                 f->ehdr.e_type == ET_REL, &p, &n);
          if (found == 1 && (c->x86_64 || c->i386)
              && (next_canary (c, p, p + n) != NULL
                  || !reserves_stack (c, p, n)))
            continue;
          /* An object without the symbol holds no code of it: a compile
             for LTO without fat objects, whose asm text is assembled
             with lto1's code (lto1's note names it again).  */
          if (found == 0 && f->ehdr.e_type == ET_REL)
            continue;
          if (found == 1)
            snprintf (why, sizeof why,
                      "defined in top-level asm: its code reserves stack "
                      "and loads no canary%s",
                      c->x86_64  ? " from %fs:0x28"
                      : c->i386 ? " from %gs:0x14"
                                 : " that this tool can see");
          else if (found < 0)
            snprintf (why, sizeof why,
                      "defined in top-level asm: its symbol has no size, its "
                      "code cannot be told apart");
          else
            snprintf (why, sizeof why,
                      "defined in top-level asm: no symbol of it to find its "
                      "code");
          hardening_note_add_escape (note, HARDENING_STACKPROTECTOR, name,
                                     why);
        }
    }
}

int
ev_code_gather (struct facts *f, Elf *elf, const struct ev_input *in,
                char *error, size_t size)
{
  struct code c;
  Elf_Scn *scn = NULL, *symtab = NULL, *dynsym = NULL;
  GElf_Shdr symtab_shdr, dynsym_shdr;
  char line[200];
  int debug_symbols = 0;

  const struct evidence *a = &f->evidence[EV_ANNOBIN].ev[AUDIT_STACKCLASH];
  const struct evidence *d = &f->evidence[EV_DWARF].ev[AUDIT_STACKCLASH];
  /* Scan the code only for what the notes, annobin and DWARF leave
     open (judge/evidence.c's order): the scan is most of the time of a
     large file.  The canary symbols are gathered already.  */
  int need_probes = (f->n_units == 0 || ev_notes_uncovered (f)) && !a->good
                    && !a->bad && !(d->bad && d->bad != d->silent)
                    && !(d->good && !d->bad && !d->uncovered);
  /* Canary loads also where the notes count canaries and nothing
     references __stack_chk_fail: a function that never returns (a
     Fortran main program ending in STOP) loads its canary and has no
     check left to call it, and judge_notes_contradict takes the loads
     as the code the notes describe.  */
  int need_canaries = (f->n_units == 0 || ev_notes_uncovered (f)
                       || ev_notes_count_canaries (f))
                      && !f->canary;

  memset (&c, 0, sizeof c);
  c.f = f;
  c.x86_64 = f->ehdr.e_machine == EM_X86_64
             && f->ehdr.e_ident[EI_CLASS] == ELFCLASS64;
  c.i386 = f->ehdr.e_machine == EM_386;
  c.aarch64 = f->ehdr.e_machine == EM_AARCH64;
  while ((scn = elf_nextscn (elf, scn)) != NULL)
    {
      GElf_Shdr shdr;
      Elf_Data *data;

      if (gelf_getshdr (scn, &shdr) == NULL)
        continue;
      if (shdr.sh_type == SHT_SYMTAB)
        {
          symtab = scn;
          symtab_shdr = shdr;
        }
      else if (shdr.sh_type == SHT_DYNSYM)
        {
          dynsym = scn;
          dynsym_shdr = shdr;
        }
      else if (shdr.sh_type == SHT_PROGBITS && (shdr.sh_flags & SHF_EXECINSTR)
               && (c.n_text < (int)(sizeof c.text / sizeof *c.text)
                   || !(c.text_dropped = 1))
               && (c.x86_64 || c.i386 || c.aarch64)
               && (data = elf_rawdata (scn, NULL)) != NULL && data->d_buf
               && data->d_size > 0)
        {
          c.text[c.n_text].addr = shdr.sh_addr;
          c.text[c.n_text].size = data->d_size;
          c.text[c.n_text].bytes = data->d_buf;
          c.text[c.n_text].ndx = elf_ndxscn (scn);
          c.n_text++;
        }
    }
  /* The static symbols when there are; those of the separate debug file
     of a stripped file (the same addresses); the exported ones else,
     and their undefined references in all cases.  */
  if (symtab)
    functions (&c, elf, symtab, &symtab_shdr, 1);
  else if (f->ehdr.e_type != ET_REL && (f->debug || f->debug_path))
    debug_symbols = debug_functions (&c);
  if (dynsym)
    functions (&c, elf, dynsym, &dynsym_shdr,
               symtab == NULL && !debug_symbols);
  asm_functions (&c, elf, symtab, &symtab_shdr, dynsym, &dynsym_shdr);
  /* The whole code for probes (alloca's too) and canary loads, unless
     many function entries were walked: then their prologues' probes
     stand for the file's (a scan is most of the time of a large
     library).  */
  if (c.unprobed)
    need_probes = 0; /* a failure whatever the probes elsewhere */
  else if (c.entries >= 1000 && c.entry_probes)
    {
      c.probes = c.entry_probes;
      need_probes = 0;
    }
  if (!c.aarch64 && (need_probes || need_canaries))
    {
      int i;
      for (i = 0; i < c.n_text; i++)
        scan_text (&c, c.text[i].bytes, c.text[i].size, need_probes,
                   need_canaries);
      f->canary_scan = need_canaries && (c.x86_64 || c.i386) && c.n_text > 0;
    }
  if (!need_probes && c.entry_probes > c.probes)
    c.probes = c.entry_probes;
  guard_loaded (&c);
  /* Probes would pass the file: every function of the unwinding table
     is walked too, for a frame that the symbols did not show (a stripped
     file's static functions; a unit built without stack clash
     protection beside one built with it).  */
  if (!c.aarch64 && c.probes && !c.unprobed && f->ehdr.e_type != ET_REL)
    fde_walk (&c, elf);
  f->pad_globals = c.globals;
  f->pad_missing = c.globals_no_pad;
  snprintf (f->pad_first, sizeof f->pad_first, "%s", c.first_global_no_pad);
  f->pad_own = c.own;
  f->pad_own_missing = c.own_no_pad;
  snprintf (f->pad_own_first, sizeof f->pad_own_first, "%s",
            c.first_own_no_pad);
  if (!c.n_text)
    return 0;
  /* Units that record no stack protector option, in a file with
     canaries: which of them have some.  */
  if ((c.x86_64 || c.i386) && f->n_quiet_ranges
      && (f->canary || c.canaries))
    quiet_canaries (&c);
  f->evidence[EV_CODE].present = 1;
  snprintf (f->evidence[EV_CODE].where, sizeof f->evidence[EV_CODE].where,
            "code");
  if (!c.aarch64)
    {
      if (c.unprobed)
        {
          ev_unit (f, EV_CODE, AUDIT_STACKCLASH, 0, 0, NULL, c.first_unprobed);
          f->evidence[EV_CODE].ev[AUDIT_STACKCLASH].bad = c.unprobed;
        }
      else if (c.probes)
        {
          snprintf (line, sizeof line,
                    "%u stack probe%s (sub $0x1000,%%%csp; or $0x0,(%%%csp))"
                    "%s",
                    c.probes, c.probes == 1 ? "" : "s", c.x86_64 ? 'r' : 'e',
                    c.x86_64 ? 'r' : 'e',
                    c.entries || c.fde_functions
                        ? ", no function allocates a page unprobed"
                        : "");
          ev_unit (f, EV_CODE, AUDIT_STACKCLASH, 1, 0, line, NULL);
        }
      if (c.canaries)
        {
          snprintf (line, sizeof line, "%u canary load%s from %s", c.canaries,
                    c.canaries == 1 ? "" : "s",
                    c.x86_64 ? "%fs:0x28" : "%gs:0x14");
          ev_unit (f, EV_CODE, AUDIT_STACKPROTECTOR, 1, 0, line, NULL);
        }
    }
  if (c.entries)
    {
      const char *pad = c.aarch64 ? "BTI landing pad" : "endbr";
      unsigned with = c.aarch64 ? c.bti : c.endbr;
      if (with == c.entries)
        {
          snprintf (line, sizeof line, "%s at all %u function entries", pad,
                    c.entries);
          ev_unit (f, EV_CODE, AUDIT_BRANCH, 1, 0, line, NULL);
        }
      else
        {
          snprintf (line, sizeof line,
                    "%u of %u function entries without %s, such as %s",
                    c.entries - with, c.entries, pad, c.first_no_bti);
          ev_unit (f, EV_CODE, AUDIT_BRANCH, 0, 0, NULL, line);
          f->evidence[EV_CODE].ev[AUDIT_BRANCH].good = with;
        }
    }
  return 0;
}
