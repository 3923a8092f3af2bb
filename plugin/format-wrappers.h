/* Format wrappers: printf-like functions without the format attribute,
   inferred within a unit, and the calls that pass them a non-literal
   format and no arguments (doc/format-wrappers.md).

   The GCC-facing half; hardening.cc starts it from plugin_init (through
   options.cc) and note.cc ends it when the unit's note is written.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef HARDENING_FORMAT_WRAPPERS_H
#define HARDENING_FORMAT_WRAPPERS_H

struct hardening_note;

/* Infer wrappers in this unit (cc1, cc1plus) at LEVEL (HARDENING_FORMAT_
   WARN or _ERROR): their calls are diagnosed under -Wformat-security, as
   warnings at WARN whatever -Werror=format-security says.  SUGGEST: each
   wrapper gets a note with the attribute as a fix-it hint.  */
void format_wrappers_start (const char *plugin_name, int level, int suggest,
                            int verbose);

/* End of the unit: diagnose the calls of the unit's own wrappers and add
   the wrappers and the calls of external functions that another unit
   may define as wrappers to NOTE.  Does nothing unless started.  */
void format_wrappers_finish_unit (struct hardening_note *note);

#endif /* HARDENING_FORMAT_WRAPPERS_H */
