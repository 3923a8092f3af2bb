/* Trampolines: on the heap where GCC and libgcc can (GCC 14), else
   -Wtrampolines and the escapes of noexecstack, one a function that
   builds a trampoline on the stack.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-internal.h"

#include <string.h>

/* Trampolines.  The trampoline of a nested function whose address is
   taken is code that GCC writes on the stack, and the unit's
   .note.GNU-stack asks for an executable stack; the specs' -z noexecstack
   would make such a program crash.  GCC 14 can put trampolines on the
   heap instead (-ftrampoline-impl=heap: libgcc's
   __gcc_nested_func_ptr_created), where libgcc has them: x86_64 and
   aarch64 GNU/Linux, 64-bit.  Applied where noexecstack is on; elsewhere
   each function that builds a trampoline on the stack is an escape of
   noexecstack (record_trampolines), for hardening-ld.so and the audit.  */

/* Why this unit cannot have heap trampolines, or NULL.  */
static const char *
heap_trampolines_unavailable (struct hardening_unit *u)
{
  const char *abi = NULL;

  if (!((strncmp (u->target, "x86_64-", 7) == 0
         || strncmp (u->target, "aarch64-", 8) == 0)
        && strstr (u->target, "-linux") != NULL))
    return "only x86_64 and aarch64 GNU/Linux have heap trampolines";
  /* The last of the ABI options wins.  */
  for (unsigned int i = 1; i < save_decoded_options_count; i++)
    {
      const char *text = option_text (&save_decoded_options[i], "");
      if (strcmp (text, "-m32") == 0 || strcmp (text, "-m16") == 0
          || strcmp (text, "-mx32") == 0 || strcmp (text, "-mabi=ilp32") == 0)
        abi = text;
      else if (strcmp (text, "-m64") == 0 || strcmp (text, "-mabi=lp64") == 0)
        abi = NULL;
    }
  return abi ? "heap trampolines are 64-bit only" : NULL;
}

void
harden_trampolines (struct hardening_unit *u)
{
  struct cl_decoded_option heap;

  if (!HARDENING_HAS_TRAMPOLINE_IMPL)
    return;
  /* Heap trampolines call libgcc (__gcc_nested_func_ptr_created): not for
     code without the C library, which is where fortify is exempt.  */
  if (u->effective.feature[HARDENING_NOEXECSTACK].level == 0
      || is_exempt (u, HARDENING_FORTIFY) || HARDENING_TRAMPOLINE_IMPL_SET
      || heap_trampolines_unavailable (u) != NULL
      || !decode_option ("-ftrampoline-impl=heap", &heap))
    return;
  set_option (heap.opt_index, heap.arg, heap.value);
  /* Said in the note only: a program without nested functions has the
     same code (and -fplugin-arg-hardening-verbose the same notes).  */
  note_record (u, HARDENING_NOEXECSTACK, HARDENING_NOTE_APPLIED,
               "link-time feature; trampolines on the heap "
               "(-ftrampoline-impl=heap)");
}

/* -Wtrampolines: a warning at each trampoline GCC builds on the stack,
   which is what needs an executable stack (the escapes of noexecstack,
   harden_trampolines).  Where the trampolines go on the heap there is
   nothing to warn about.  */
void
harden_trampolines_warning (struct hardening_unit *u)
{
  enum hardening_feature feature = HARDENING_TRAMPOLINES;
  struct hardening_user_choice user = { 0, 0, NULL };
  enum hardening_action action;

  if (u->effective.feature[feature].level == 0)
    {
      report_off (u, feature);
      return;
    }
  if (HARDENING_TRAMPOLINES_ON_HEAP)
    {
      report_not_applicable (
          u, feature, "trampolines on the heap (-ftrampoline-impl=heap)");
      return;
    }
  if (global_options_set.x_warn_trampolines)
    {
      user.given = 1;
      user.lowers = !warn_trampolines;
      user.option = warn_trampolines ? "-Wtrampolines" : "-Wno-trampolines";
    }
  action = hardening_decide (u->mode, is_exempt (u, feature), 1, &user);
  if (action == HARDENING_APPLY || action == HARDENING_OVERRIDE)
    {
      set_option (OPT_Wtrampolines, NULL, 1);
      if (action == HARDENING_APPLY)
        report_applied (u, feature, "-Wtrampolines");
    }
  report_choice (u, feature, action, user.option);
}

/* The function whose passes run, and whether trampolines were created
   before it (trampolines_created is one flag for the whole unit, read
   when the assembler file ends: it is restored).  */
static const char *trampoline_function;
static int trampolines_before;

void
trampolines_start (void *, void *)
{
  tree fn = current_function_decl;

  trampoline_function
      = fn != NULL_TREE ? IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fn)) : NULL;
  trampolines_before = trampolines_created;
  trampolines_created = 0;
}

/* What GCC generated: a trampoline on the stack in this function.  */
void
record_trampolines (void *, void *data)
{
  struct hardening_unit *u = (struct hardening_unit *)data;
  if (trampolines_created && trampoline_function
      && u->effective.feature[HARDENING_NOEXECSTACK].level > 0)
    hardening_note_add_escape (&u->note, HARDENING_NOEXECSTACK,
                               trampoline_function,
                               "a trampoline needs an executable stack");
  trampolines_created |= trampolines_before;
  trampoline_function = NULL;
}

/* A compile for LTO (-flto without -ffat-lto-objects) generates no code:
   the trampolines are those the GIMPLE asks for (a call of
   __builtin_init_trampoline, which nested functions' lowering put
   there), so that the link-time check sees them in the objects it is
   given (lto1's objects never reach it).  lto1's own note then says what
   the code has.  */
void
record_gimple_trampolines (void *, void *data)
{
  struct hardening_unit *u = (struct hardening_unit *)data;
  struct cgraph_node *node;

  if (!flag_generate_lto || flag_fat_lto_objects
      || u->effective.feature[HARDENING_NOEXECSTACK].level == 0)
    return;
  FOR_EACH_FUNCTION_WITH_GIMPLE_BODY (node)
  {
    struct function *fn = DECL_STRUCT_FUNCTION (node->decl);
    basic_block bb;
    bool found = false;

    if (fn == NULL || fn->cfg == NULL)
      continue;
    FOR_EACH_BB_FN (bb, fn)
    {
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
           !gsi_end_p (gsi) && !found; gsi_next (&gsi))
        found
            = gimple_call_builtin_p (gsi_stmt (gsi), BUILT_IN_INIT_TRAMPOLINE);
      if (found)
        break;
    }
    if (found)
      hardening_note_add_escape (
          &u->note, HARDENING_NOEXECSTACK,
          IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (node->decl)),
          "a trampoline needs an executable stack");
  }
}
