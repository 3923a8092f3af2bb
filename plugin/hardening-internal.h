/* What the files of the GCC-facing layer share: the state of the compile
   (struct hardening_unit, one per process, owned by hardening.cc and
   passed to every function that reads or changes it), and each file's
   entry points.  Each file keeps its own state static.

     hardening.cc     plugin_init: arguments, the policy, which front end,
                      which feature in which order, the callbacks
     policy.cc        policy, environment and arguments resolved, their
                      errors, print-policy and print-features
     options.cc       the features that are compiler options (the option
                      rules), the command line's options, the exemptions
                      and the stack protector's guard
     macros.cc        _FORTIFY_SOURCE and _GLIBCXX_ASSERTIONS, and the
                      preprocessor's callbacks that follow them
     trampolines.cc   heap trampolines, -Wtrampolines and the trampolines
                      that need an executable stack
     lto-inputs.cc    lto1: the inputs' notes, and what the LTRANS note
                      says of the code
     note.cc          the unit's note: what happened to each feature (and
                      the -fplugin-arg-hardening-verbose notes), writing it

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef HARDENING_INTERNAL_H
#define HARDENING_INTERNAL_H

#include "gcc-compat.h"
#include "hardening-model.h"
#include "hardening-note.h"

/* The compile, as plugin_init set it up.  */
struct hardening_unit
{
  /* The plugin's name as GCC knows it (the file's base name), for the
     names of its arguments in diagnostics.  */
  const char *plugin_name;
  struct hardening_args args;
  enum hardening_mode mode;
  /* The option tags that end the plugin's notes, as GCC ends a warning
     with the option that enabled it.  */
  char verbose_tag[128];
  char strict_tag[128];
  /* The compiler's target triplet, and the policy in force for it.  */
  char target[64];
  struct hardening_effective effective;
  /* What happened to each feature in this compile, for print-policy: the
     command-line option that decided it, if one did.  */
  const char *decided_by_option[HARDENING_FEATURE_COUNT];
  /* The features whose option the plugin set (harden_option), and those
     it took back because the target's code cannot have them
     (check_target_code), with the reason.  */
  bool option_set[HARDENING_FEATURE_COUNT];
  const char *unimplemented[HARDENING_FEATURE_COUNT];
  /* The features that cannot work in this unit (code without the C
     library, freestanding or kernel code), and why:
     hardening_exemptions.  */
  struct hardening_exemption exemption[HARDENING_FEATURE_COUNT];
  /* The provenance note of this unit (hardening-note.h).  */
  struct hardening_note note;
  /* In lto1, code follows each function's options as recorded at compile
     time: a feature counts as applied unless a function lacks it.  */
  bool in_lto1;
};

static inline bool
is_exempt (const struct hardening_unit *u, enum hardening_feature feature)
{
  return u->exemption[feature].exempt != 0;
}

/* note.cc */
void note_record (struct hardening_unit *u, enum hardening_feature feature,
                  enum hardening_note_status status, const char *reason);
bool reported_in_this_stage (enum hardening_feature feature);
void report_applied (struct hardening_unit *u, enum hardening_feature feature,
                     const char *what);
void report_unavailable (struct hardening_unit *u,
                         enum hardening_feature feature,
                         enum hardening_note_status status, const char *why);
void report_not_applicable (struct hardening_unit *u,
                            enum hardening_feature feature, const char *why);
void report_off (struct hardening_unit *u, enum hardening_feature feature);
void report_choice (struct hardening_unit *u, enum hardening_feature feature,
                    enum hardening_action action, const char *option);
void start_note (struct hardening_unit *u, const char *language);
void record_asm_functions (void *, void *unit);
void emit_note (void *, void *unit);

/* options.cc */
void options_start (void);
const char *option_text (const struct cl_decoded_option *option,
                         const char *fallback);
bool decode_option (const char *text, struct cl_decoded_option *out);
void set_option (size_t opt, const char *arg, HOST_WIDE_INT value);
void publish_recorded_options (void);
void find_exemptions (struct hardening_unit *u);
void check_guard (struct hardening_unit *u);
void check_guard_definition (struct hardening_unit *u);
void harden_option (struct hardening_unit *u, enum hardening_feature feature);
void harden_pie (struct hardening_unit *u);
void harden_format (struct hardening_unit *u);
void harden_format_wrappers (struct hardening_unit *u);
void harden_implicit_function (struct hardening_unit *u);
void harden_qa (struct hardening_unit *u);
void harden_bidi_chars (struct hardening_unit *u);
void harden_no_ub_opts (struct hardening_unit *u);
void harden_exceptions (struct hardening_unit *u);
void check_target_code (struct hardening_unit *u);

/* trampolines.cc */
void harden_trampolines (struct hardening_unit *u);
void harden_trampolines_warning (struct hardening_unit *u);
void trampolines_start (void *, void *);
void record_trampolines (void *, void *unit);
void record_gimple_trampolines (void *, void *unit);

/* macros.cc */
void scan_macro_options (void);
void harden_macros (void *, void *unit);
void macros_finish_unit (struct hardening_unit *u);

/* policy.cc */
bool compute_effective (struct hardening_unit *u, const char *target_name,
                        struct hardening_effective *eff);
void print_policy (struct hardening_unit *u);
void print_features (void);

/* lto-inputs.cc */
void mark_inputs_without_notes (void *, void *);
void record_no_note_escapes (void *, void *unit);
void record_lto_features (struct hardening_unit *u);

#endif /* HARDENING_INTERNAL_H */
