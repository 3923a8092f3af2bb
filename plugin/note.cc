/* The unit's note (hardening-note.h): what happened to each feature, said
   with -fplugin-arg-hardening-verbose as it is recorded, and the note
   written into the assembler output at the end of the unit.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-internal.h"
#include "format-wrappers.h"
#include "fortify-coverage.h"
#include "function-code.h"
#include "hardening-asm.h"
#include "hardening-config.h"

#include <stdio.h>
#include <string.h>

void
note_record (struct hardening_unit *u, enum hardening_feature feature,
             enum hardening_note_status status, const char *reason)
{
  struct hardening_note_feature *nf = &u->note.feature[feature];
  size_t len;

  nf->present = 1;
  nf->level = u->effective.feature[feature].level;
  nf->status = status;
  nf->source = u->effective.feature[feature].source;
  /* REASON may be any of the unit's texts: copied as snprintf would,
     truncated, but whatever it overlaps.  */
  if (reason == NULL)
    reason = "";
  len = strlen (reason);
  if (len >= sizeof nf->reason)
    len = sizeof nf->reason - 1;
  memmove (nf->reason, reason, len);
  nf->reason[len] = '\0';
}

/* Reporting.  Notes only: a build with -Werror must not fail because the
   plugin explained itself.  */

/* With -E (and in the first stage of -save-temps) only the preprocessor
   runs: what the plugin does to code generation is reported by the stage
   that generates code, once.  */
bool
reported_in_this_stage (enum hardening_feature feature)
{
  return !flag_preprocess_only || feature == HARDENING_FORTIFY
         || feature == HARDENING_GLIBCXX_ASSERTIONS;
}

void
report_applied (struct hardening_unit *u, enum hardening_feature feature,
                const char *what)
{
  note_record (u, feature, HARDENING_NOTE_APPLIED, what);
  if (u->args.verbose && reported_in_this_stage (feature))
    inform (UNKNOWN_LOCATION, "hardening feature %qs applied: %s %s",
            hardening_feature_keyword (feature), what, u->verbose_tag);
}

/* A feature that does not apply to this unit (STATUS: not applicable) or
   that the target or this compiler lacks (unsupported).  */
void
report_unavailable (struct hardening_unit *u, enum hardening_feature feature,
                    enum hardening_note_status status, const char *why)
{
  note_record (u, feature, status, why);
  if (u->args.verbose && reported_in_this_stage (feature))
    inform (UNKNOWN_LOCATION, "hardening feature %qs not applicable: %s %s",
            hardening_feature_keyword (feature), why, u->verbose_tag);
}

void
report_not_applicable (struct hardening_unit *u,
                       enum hardening_feature feature, const char *why)
{
  report_unavailable (u, feature, HARDENING_NOTE_NOT_APPLICABLE, why);
}

/* A feature the policy, the environment or an argument turned off.  */
void
report_off (struct hardening_unit *u, enum hardening_feature feature)
{
  note_record (u, feature, HARDENING_NOTE_OFF,
               u->effective.feature[feature].origin);
  if (u->args.verbose && reported_in_this_stage (feature))
    inform (UNKNOWN_LOCATION, "hardening feature %qs off: %s %s",
            hardening_feature_keyword (feature),
            u->effective.feature[feature].origin, u->verbose_tag);
}

/* Report a decision that involves a user's option.  */
void
report_choice (struct hardening_unit *u, enum hardening_feature feature,
               enum hardening_action action, const char *option)
{
  if (action == HARDENING_OPTED_OUT || action == HARDENING_KEEP)
    u->decided_by_option[feature] = option;
  switch (action)
    {
    case HARDENING_OPTED_OUT:
      note_record (u, feature, HARDENING_NOTE_LOWERED, option);
      break;
    case HARDENING_OVERRIDE:
      note_record (u, feature, HARDENING_NOTE_OVERRIDDEN, option);
      break;
    case HARDENING_KEEP:
      note_record (u, feature, HARDENING_NOTE_KEPT, option);
      break;
    case HARDENING_EXEMPT:
      note_record (u, feature, HARDENING_NOTE_EXEMPT,
                   u->exemption[feature].reason);
      break;
    default:
      break;
    }
  if (!reported_in_this_stage (feature))
    return;
  switch (action)
    {
    case HARDENING_EXEMPT:
      if (u->args.verbose)
        inform (UNKNOWN_LOCATION, "hardening feature %qs exempt: %s %s",
                hardening_feature_keyword (feature),
                u->exemption[feature].reason, u->verbose_tag);
      break;
    case HARDENING_OPTED_OUT:
      if (u->args.verbose)
        inform (UNKNOWN_LOCATION, "hardening feature %qs lowered by %qs %s",
                hardening_feature_keyword (feature), option, u->verbose_tag);
      break;
    case HARDENING_OVERRIDE:
      inform (UNKNOWN_LOCATION,
              "strict mode overrides %qs: feature %qs forced %s", option,
              hardening_feature_keyword (feature), u->strict_tag);
      break;
    case HARDENING_KEEP:
      if (u->args.verbose)
        inform (UNKNOWN_LOCATION,
                "hardening feature %qs kept as the command line asks: %qs %s",
                hardening_feature_keyword (feature), option, u->verbose_tag);
      break;
    default:
      break;
    }
}

/* Functions defined in top-level asm: code that GCC did not generate,
   which the unit's features, counts and escapes say nothing of, so the
   note names them and the readers judge them by their code.  The text of
   the unit's asm statements is GCC's asm nodes, in their order; GCC
   writes them out (and forgets them) just after the IPA passes end,
   before any function's code, in cc1 and in lto1 (which streams them in
   with the unit).  Reading the text is chosen over comparing the symbols
   of the object with GCC's: the plugin never sees the object, which the
   assembler writes after the compiler has finished.  */
static void
asm_function_found (void *data, const char *name, size_t len)
{
  struct hardening_unit *u = (struct hardening_unit *)data;

  hardening_note_add_asm_function (&u->note, name, len);
}

void
record_asm_functions (void *, void *data)
{
  struct hardening_asm_state state;

  hardening_asm_init (&state);
  for (asm_node *node = symtab->first_asm_symbol (); node;
       node = hardening_next_asm (node))
    if (node->asm_str && TREE_CODE (node->asm_str) == STRING_CST)
      hardening_asm_functions (TREE_STRING_POINTER (node->asm_str), &state,
                               asm_function_found, data);
}

/* Write the unit's note into the assembler output.  */
void
emit_note (void *, void *data)
{
  struct hardening_unit *u = (struct hardening_unit *)data;
  static const char name[] = HARDENING_NOTE_NAME;
  size_t size;
  char *desc;

  /* Their diagnostics may fail the unit: first.  */
  format_wrappers_finish_unit (&u->note);
  macros_finish_unit (u);
  fortify_coverage_finish_unit (&u->note);
  function_code_finish_unit (&u->note);
  if (asm_out_file == NULL || flag_syntax_only || flag_preprocess_only
      || seen_error ())
    return;
  if (u->in_lto1)
    record_lto_features (u);
  check_guard_definition (u);
  size = hardening_note_encode (&u->note, NULL, 0);
  desc = XNEWVEC (char, size);
  hardening_note_encode (&u->note, desc, size);
  fprintf (asm_out_file, "\t.pushsection %s,\"\"," TYPE_OPERAND_FMT "\n",
           HARDENING_NOTE_SECTION, "note");
  fprintf (asm_out_file, "\t.balign 4\n\t.long %u\n\t.long %u\n\t.long %u\n",
           (unsigned)sizeof name, (unsigned)size,
           (unsigned)HARDENING_NOTE_TYPE_UNIT);
  fprintf (asm_out_file, "\t.asciz \"%s\"\n\t.balign 4\n", name);
  for (size_t i = 0; i < size; i++)
    fprintf (asm_out_file, "%s%u%s", i % 16 == 0 ? "\t.byte " : "",
             (unsigned char)desc[i],
             i % 16 == 15 || i + 1 == size ? "\n" : ",");
  fprintf (asm_out_file, "\t.balign 4\n\t.popsection\n");
  XDELETEVEC (desc);
}

/* Fill the note's header: who compiled what, how.  */
void
start_note (struct hardening_unit *u, const char *language)
{
  hardening_note_init (&u->note);
  snprintf (u->note.producer, sizeof u->note.producer, "GCC %s",
            gcc_version.basever);
  snprintf (u->note.plugin, sizeof u->note.plugin, "%s", HARDENING_VERSION);
  snprintf (u->note.language, sizeof u->note.language, "%s", language);
  snprintf (u->note.target, sizeof u->note.target, "%s", u->target);
  snprintf (u->note.source, sizeof u->note.source, "%s",
            main_input_filename ? main_input_filename : "");
  /* The unit's optimization level (hardening-audit's "optimization"
     check; a function's own level is its escapes' business).  */
  if (optimize_fast)
    snprintf (u->note.opt_level, sizeof u->note.opt_level, "-Ofast");
  else if (optimize_debug)
    snprintf (u->note.opt_level, sizeof u->note.opt_level, "-Og");
  else if (optimize_size)
    snprintf (u->note.opt_level, sizeof u->note.opt_level, "-O%c",
              optimize_size == 2 ? 'z' : 's');
  else
    snprintf (u->note.opt_level, sizeof u->note.opt_level, "-O%d", optimize);
  u->note.mode = u->mode;
  for (int f = 0; f < HARDENING_FEATURE_COUNT; f++)
    if (hardening_feature_where ((enum hardening_feature)f)
        == HARDENING_WHERE_LINK)
      note_record (u, (enum hardening_feature)f, HARDENING_NOTE_NOT_APPLICABLE,
                   "link-time feature");
}
