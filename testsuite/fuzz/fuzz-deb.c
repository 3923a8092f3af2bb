/* libFuzzer target for hardening-audit's Debian packages: any bytes are
   one .deb given to audit_deb () (read/deb.c: libarchive reads the ar archive,
   the compressed control.tar.* and data.tar.*; each ELF member goes to
   audit_buffer ()), as text and as JSON.  A corrupt ar, tar or compressed
   stream must give an error naming the file: never a crash, a leak or a
   read out of bounds.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-audit.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  (void)argc;
  (void)argv;
  if (audit_init () != 0)
    abort ();
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
  /* The tool sends only what read_is_deb accepts; the rest is
     audit_buffer's (fuzz-audit).  */
  for (pass = 0; read_is_deb (copy, size) && pass < 3; pass++)
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
      status = audit_deb ("fuzz.deb", copy, size, &opts, &out, &err, &n_files);
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
