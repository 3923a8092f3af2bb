/* libFuzzer target for hardening-audit's analysis core: any bytes are one
   file given to audit_buffer (), the function the tool runs on every file
   it reads, as text and as JSON, with and without a policy.  A corrupt,
   truncated or hostile ELF file or archive must give an error for that
   file: never a crash, a leak or a read out of bounds.  The seeds
   (audit-corpus/) include an object with DWARF (dwarf-object.o) and annobin
   notes (annobin-object.o), so that corrupt DWARF (libdw, libdwfl's
   relocation of an object) and annobin notes are fuzzed too, and
   programs with stack probes, DWARF units without a stack protector
   option and an unwinding table (exe-probes-dwarf, and exe-probes-stripped
   for the walk of .eh_frame_hdr's functions).

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-audit.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static struct hardening_policy policy;
static int have_policy;

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  static const char text[] = "[*]\nstackprotector = strong\nfortify = 3\n"
                             "pie = on\nrelro = on\nbindnow = on\n"
                             "[hppa*-*-* x86_64-*-linux-gnux32]\n"
                             "pie = off\nrelro = off\nbranch = off\n";
  struct hardening_policy_error error;

  (void)argc;
  (void)argv;
  if (audit_init () != 0)
    abort ();
  have_policy = hardening_policy_parse ("fuzz.policy", text, sizeof text - 1,
                                        &policy, &error)
                == 0;
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  /* A copy of exactly SIZE bytes, so that any read past the end is seen
     by AddressSanitizer.  */
  char *copy = malloc (size ? size : 1);
  int pass;

  if (copy == NULL)
    return 0;
  if (size)
    memcpy (copy, data, size);
  for (pass = 0; pass < 3; pass++)
    {
      /* Text, JSON, and SARIF with every check setting the status.  */
      unsigned char every[AUDIT_TEST_COUNT];
      struct audit_options opts = { 0 };
      struct audit_buf out = { 0 }, err = { 0 };
      unsigned n_files = 0;
      enum audit_status status;

      opts.format = pass == 2 ? AUDIT_SARIF : pass ? AUDIT_JSON : AUDIT_TEXT;
      memset (every, AUDIT_FAIL_ON_FAIL | AUDIT_FAIL_ON_WARN, sizeof every);
      opts.fail_on = pass == 2 ? every : NULL;
      /* The input's own DWARF only: no separate debug file.  */
      opts.debug_dir = "";
      opts.verbose = 1;
      opts.policy = pass && have_policy ? &policy : NULL;
      status
          = audit_buffer ("fuzz.o", copy, size, &opts, &out, &err, &n_files);
      /* An error says so, and every report is complete.  */
      if (status == AUDIT_ERROR && err.len == 0)
        abort ();
      if (status != AUDIT_ERROR && n_files == 0)
        abort ();
      buf_free (&out);
      buf_free (&err);
    }
  free (copy);
  return 0;
}
