/* hardening-audit, layer 6 (core): audit_buffer () (core/buffer.c) reads
   one file, ELF or an ar archive, and for each ELF file gathers its facts
   (elf/), its evidence (evidence/), judges it (judge/) and formats the
   report (output/); audit_deb () (core/package.c) does so for the files
   of a Debian package, with its -dbgsym, and reports the package.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef AUDIT_CORE_CORE_H
#define AUDIT_CORE_CORE_H

#include "output/output.h"
#include "read/read.h"

/* Called by audit_elf () for every ELF file (or archive member) judged,
   with its facts and verdicts, before they are formatted: core/package.c gives
   lintian's tags so.  FN gets the hook itself (the first member of the
   caller's own structure).  */
struct audit_file_hook
{
  void (*fn) (struct audit_file_hook *, const struct report *,
              const struct facts *);
};

#endif /* AUDIT_CORE_CORE_H */
