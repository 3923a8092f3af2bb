/* hardening-audit's analysis core: see hardening-audit.h.

   For each ELF file, or each member of an ar archive, audit_elf () gathers
   the facts (elf/facts.c, evidence/notes.c), judges every check of the
   AUDIT_TESTS table (judge/judges.c) and formats the verdicts
   (output/text-json.c).  This file reads the buffer: ELF or archive, and
   whether the archive is whole.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "core/core.h"

#include <ar.h>
#include <gelf.h>
#include <libelf.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What the facts of F hold: the evidence's, the ELF's, --deps'.  */
static void
facts_release (struct facts *f)
{
  ev_free (f);
  elf_facts_free (f);
  judge_deps_free (f->deps);
  f->deps = NULL;
}

/* One ELF file (or archive member) ELF named NAME.  When it cannot be
   read, the JSON output says JSON_MESSAGE, or what is wrong if NULL.  */
static enum audit_status
audit_elf (Elf *elf, const char *name, const char *path,
           const char *json_message, const struct audit_options *opts,
           struct audit_buf *out, struct audit_buf *err, unsigned *n_files)
{
  struct facts f;
  const struct ev_input in = { path, opts };
  struct report rep;
  const char *error = NULL;
  char corrupt[512];
  int no_policy[HARDENING_FEATURE_COUNT];
  const int *policy_level = no_policy;
  struct hardening_effective eff;
  enum audit_status status = AUDIT_ALL_PASS;
  size_t i;

  memset (&f, 0, sizeof f);
  memset (&rep, 0, sizeof rep);
  if (opts->debug_files)
    {
      /* The debug file of a -dbgsym package, by build-id: the DWARF
         evidence reads it first.  */
      unsigned char id[64];
      size_t len = read_build_id (elf, id, sizeof id);
      f.debug = read_debug_find (opts->debug_files, id, len);
    }
  if (elf_gather (&f, elf, &error) == 0
      && ev_gather (&f, elf, EV_STAGE_FILE, &in, corrupt, sizeof corrupt) != 0)
    error = corrupt;
  if (error == NULL && opts->deps && judge_deps_follow (&f, name, opts) != 0)
    error = "out of memory";
  if (error == NULL && f.note_error[0])
    {
      /* A unit whose note cannot be read has unknown hardening: not a
         verdict of the checks, an error of the file (exit 2), or
         corrupting the note would turn a FAIL into "no note".  */
      snprintf (corrupt, sizeof corrupt, "corrupt note: %s", f.note_error);
      error = corrupt;
      json_message = NULL;
    }
  else if (error == NULL && (elf_is_object (&f) || elf_is_linked (&f))
           && ev_gather (&f, elf, EV_STAGE_CODE, &in, corrupt, sizeof corrupt)
                  != 0)
    {
      /* Corrupt DWARF, here or in the debug file the message names.  */
      error = corrupt;
      json_message = NULL;
    }
  if (error != NULL)
    {
      out_error_line (err, name, error);
      if (opts->format == AUDIT_JSON)
        out_json_error (out, n_files, name,
                        json_message ? json_message : error);
      facts_release (&f);
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
  rep.type = elf_file_type (&f);
  if (!elf_is_object (&f) && !elf_is_linked (&f))
    {
      /* A core file, or a type we do not know: nothing to judge, and not
         a pass either.  */
      for (i = 0; i < AUDIT_TEST_COUNT; i++)
        judge_set (&rep.r[i], AUDIT_NA, "%s", rep.type);
      buf_text_name (err, name);
      buf_printf (err,
                  ": %s (e_type %u): not an object, executable or shared "
                  "library\n",
                  rep.type, (unsigned)f.ehdr.e_type);
      status = AUDIT_ERROR;
    }
  else
    judge_report (&rep, &f, policy_level);
  for (i = 0; i < AUDIT_TEST_COUNT; i++)
    if (status == AUDIT_ALL_PASS
        && out_verdict_fails (opts, (enum audit_test)i, rep.r[i].verdict))
      status = AUDIT_SOME_FAIL;
  if (opts->file_hook)
    opts->file_hook->fn (opts->file_hook, &rep, &f);
  if (opts->no_reports)
    ;
  else if (opts->format == AUDIT_JSON)
    {
      if (*n_files)
        buf_add (out, ",\n", 2);
      out_json (out, &rep, &f, status);
    }
  else if (opts->format == AUDIT_SARIF)
    out_sarif (out, &rep, opts);
  else
    out_text (out, &rep, &f, opts);
  (*n_files)++;
  for (i = 0; i < AUDIT_TEST_COUNT; i++)
    buf_free (&rep.r[i].details);
  facts_release (&f);
  return status;
}

static enum audit_status
fail_file (const char *name, const char *message,
           const struct audit_options *opts, struct audit_buf *out,
           struct audit_buf *err, unsigned *n_files)
{
  out_error_line (err, name, message);
  if (opts->format == AUDIT_JSON)
    out_json_error (out, n_files, name, message);
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
  struct audit_options top;

  *n_files = 0;
  if (opts->artifact == NULL)
    {
      /* Its members are in NAME (SARIF's location).  */
      top = *opts;
      top.artifact = name;
      opts = &top;
    }
  if (!read_looks_elf (data, size))
    return fail_file (name, "not an ELF file or archive", opts, out, err,
                      n_files);
  elf = elf_memory (data, size);
  if (elf == NULL)
    return fail_file (name, elf_errmsg (-1), opts, out, err, n_files);
  if (elf_kind (elf) == ELF_K_ELF)
    status = audit_elf (elf, name, name, NULL, opts, out, err, n_files);
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
              s = audit_elf (member, full, NULL, "corrupt ELF member", opts,
                             out, err, n_files);
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
          if (opts->format == AUDIT_SARIF)
            ;
          else if (opts->format == AUDIT_JSON)
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
      out_error_line (err, name, "out of memory");
      status = AUDIT_ERROR;
    }
  return status;
}

enum audit_status
audit_fail (const char *name, const char *message,
            const struct audit_options *opts, struct audit_buf *out,
            struct audit_buf *err, unsigned *n_files)
{
  return fail_file (name, message, opts, out, err, n_files);
}

int
audit_init (void)
{
  return elf_version (EV_CURRENT) == EV_NONE ? -1 : 0;
}
