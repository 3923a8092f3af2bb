/* What each function's generated code has: a canary, stack clash probes,
   a landing pad at its entry, initialized automatic variables.  A function
   whose code lacks a protection that its unit has, because an attribute,
   an optimize pragma or an option took it away for that function alone, is
   recorded in the unit's note as an escape (doc/note-format.md).

   The GCC-facing half; hardening.cc starts it from plugin_init.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef HARDENING_FUNCTION_CODE_H
#define HARDENING_FUNCTION_CODE_H

struct hardening_note;

/* The protections the unit has, as policy levels (hardening-model.h), for
   lto1: its command line does not carry the options that each function's
   code was compiled with, the policy says what the unit should have.  */
struct function_code_unit
{
  int stackprotector; /* HARDENING_SSP_* */
  int stackclash;
  int autovarinit;
};

/* Watch every function this unit generates and add its escapes to NOTE.
   UNIT: what the unit has (lto1), or NULL: the unit's options say it.  */
void function_code_start (const char *plugin_name, struct hardening_note *note,
                          const struct function_code_unit *unit);

/* C and C++: add to NOTE the trailing array fields whose
   strict_flex_array attribute makes them flexible where the unit's
   -fstrict-flex-arrays would not (GCC 13 and later).  */
void flex_arrays_start (const char *plugin_name, struct hardening_note *note);

/* Why a function of the unit could not have the stack clash probes that
   the unit has (lto1: Thumb-1 or MIPS16 code, compiled in its own mode),
   or NULL.  */
const char *function_code_stack_clash_unimplemented (void);

/* At the end of the unit: whether the note counts its canaries.  */
void function_code_finish_unit (struct hardening_note *note);

#endif /* HARDENING_FUNCTION_CODE_H */
