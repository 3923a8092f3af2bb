/* The functions that a unit's top-level asm statements define: code that
   GCC did not generate, which the note's counts and escapes say nothing
   of (doc/note-format.md, "Functions defined in top-level asm").

   Pure C11: the plugin scans the text of each top-level asm statement of
   the unit (GCC's asm nodes) in order, as the assembler will read it.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef HARDENING_ASM_H
#define HARDENING_ASM_H

#include <stddef.h>

#ifdef __cplusplus
extern "C"
{
#endif

#define HARDENING_ASM_SECTION_DEPTH 16

  /* Whether the section the assembler writes into is executable, carried
     from one asm statement to the next of the unit.  */
  struct hardening_asm_state
  {
    int exec;      /* the current section is executable */
    int prev_exec; /* the one .previous goes back to */
    int stack[HARDENING_ASM_SECTION_DEPTH]; /* .pushsection's */
    int depth;
  };

  /* Start of a unit: the assembler's first section, .text.  */
  void hardening_asm_init (struct hardening_asm_state *);

  /* Scan TEXT, one top-level asm statement, for the symbols it defines as
     functions: each name that a ".type NAME, @function" (%function,
     #function, STT_FUNC, "function", gnu_indirect_function) marks, and
     each label (NAME:) defined in an executable section, that is
     .text, .text.*, .init, .fini or a section whose flags have "x", as
     .text, .section, .pushsection, .popsection and .previous choose it.
     Local labels (.L...) and numeric labels are not symbols.  FOUND gets
     each name (NAME, LEN bytes, not NUL-terminated), possibly more than
     once.  Macros, .irp and the like are not expanded.  */
  void hardening_asm_functions (const char *text,
                                struct hardening_asm_state *state,
                                void (*found) (void *data, const char *name,
                                               size_t len),
                                void *data);

#ifdef __cplusplus
}
#endif

#endif /* HARDENING_ASM_H */
