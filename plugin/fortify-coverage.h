/* Fortify coverage: how many calls of the functions that _FORTIFY_SOURCE
   checks (glibc's __*_chk family) the unit's code has checked at compile
   time, checked at run time, or left unchecked, and where the unchecked
   ones are (doc/note-format.md, "Fortify coverage").

   The GCC-facing half; hardening.cc starts it from plugin_init and
   note.cc ends it when the unit's note is written.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef HARDENING_FORTIFY_COVERAGE_H
#define HARDENING_FORTIFY_COVERAGE_H

struct hardening_note;

/* Watch the calls of every function this unit generates; the counts and
   the first unchecked calls go into NOTE.  */
void fortify_coverage_start (const char *plugin_name,
                             struct hardening_note *note);

/* End of the unit: say in NOTE that the counts are there, when the unit
   generated code (a compile for LTO without fat objects generates none,
   and says nothing).  Does nothing unless started.  */
void fortify_coverage_finish_unit (struct hardening_note *note);

#endif /* HARDENING_FORTIFY_COVERAGE_H */
