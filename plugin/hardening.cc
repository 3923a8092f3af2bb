/* hardening.so: a GCC plugin that hardens every C and C++ unit.

   The plugin makes a compile behave as if the hardening flags came first on
   its command line, the way distribution build flags do.  Which flags, and
   at which level, is the policy file's word for the compiler's target
   (hardening-policy.h); on amd64 the shipped policy means

     -fstack-protector-strong -D_FORTIFY_SOURCE=3 -Wformat
     -Werror=format-security -fPIE -fstack-clash-protection
     -fcf-protection=full -ftrivial-auto-var-init=zero
     -D_GLIBCXX_ASSERTIONS (C++ only)

   The environment (DEB_BUILD_HARDENING*, DEB_BUILD_MAINT_OPTIONS) and the
   plugin's arguments lower or raise features; an explicit compiler option
   wins over all of them in the default mode, and loses in the strict mode,
   where only the policy and the plugin's arguments can lower a feature.

   Arguments (-fplugin-arg-hardening-KEY[=VALUE]):
     mode=default|strict, verbose, disable, disable=F,..., enable=F,...,
     policy=FILE, print-policy, target=TRIPLET (for print-policy)

   Why here and not elsewhere: options are set in plugin_init, the only
   moment at which they still reach the default optimization node (and so
   survive -flto) and the predefined macros.  Macros are defined from the
   PLUGIN_PRAGMAS event, the first moment the preprocessor can take a
   definition, which also covers -E.  Everything is done through GCC's own
   option machinery, so that objects and diagnostics are those of the
   hand-written flags, and recorded where GCC records the command line
   (save_decoded_options: the LTO object's options, so that an LTO link
   without the plugin keeps them).  In lto1 only the options that LTO does
   not keep per function are set again (-fcf-protection), and the functions
   of inputs without a note are reported as such in the LTRANS note.

   Debugging: -fplugin-arg-hardening-verbose says what happened and why,
   -fplugin-arg-hardening-print-policy what the policy is and where each
   value came from.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-internal.h"
#include "fortify-coverage.h"
#include "function-code.h"
#include "hardening-config.h"

#include <stdio.h>
#include <string.h>

#define HARDENING_EXPORT __attribute__ ((visibility ("default")))

extern "C"
{
  HARDENING_EXPORT int plugin_is_GPL_compatible;
  HARDENING_EXPORT int plugin_init (struct plugin_name_args *,
                                    struct plugin_gcc_version *);
}

static struct plugin_info hardening_info
    = { HARDENING_VERSION, hardening_help_text };

/* The compile.  */
static struct hardening_unit unit;

/* The front end the plugin is loaded into.  */
enum front_end
{
  FRONT_END_C_FAMILY, /* cc1, cc1plus, cc1obj, cc1objplus */
  FRONT_END_FORTRAN,
  FRONT_END_LTO,
  FRONT_END_OTHER
};

static enum front_end
current_front_end (void)
{
  const char *name = lang_hooks.name;

  if (hardening_parse_in () != NULL
      && (strncmp (name, "GNU C", 5) == 0
          || strncmp (name, "GNU Objective-C", 15) == 0))
    return FRONT_END_C_FAMILY;
  if (strcmp (name, "GNU Fortran") == 0)
    return FRONT_END_FORTRAN;
  if (strcmp (name, "GNU GIMPLE") == 0)
    return FRONT_END_LTO;
  return FRONT_END_OTHER;
}

/* Two copies of the plugin in one compiler (-fplugin= twice with two
   names or directories, or hardening-core.so named beside the loader that
   loads it) would each harden the unit and each write a note for it.  The
   first copy to start claims the compiler by naming a plugin event: GCC's
   table of event names is one per process, shared by every plugin
   whatever file it was loaded from, and outlives the plugins' own
   variables.  A second event name carries the claimant's path.  */
#define HARDENING_CLAIM "gcc-hardening-claim"

/* Claim the compiler for the copy loaded as INFO.  Returns NULL, or the
   -fplugin= path of the copy that claimed it first.  */
static const char *
claim_compiler (const struct plugin_name_args *info)
{
  /* GCC keeps the pointer, not a copy.  */
  static char owner[sizeof HARDENING_CLAIM + 4096];

  if (get_named_event_id (HARDENING_CLAIM, NO_INSERT) < 0)
    {
      snprintf (owner, sizeof owner, "%s %s", HARDENING_CLAIM,
                info->full_name);
      get_named_event_id (HARDENING_CLAIM, INSERT);
      get_named_event_id (owner, INSERT);
      return NULL;
    }
  for (int i = 0; i < get_event_last (); i++)
    if (plugin_event_name[i] != NULL
        && strncmp (plugin_event_name[i], HARDENING_CLAIM " ",
                    sizeof HARDENING_CLAIM)
               == 0)
      return plugin_event_name[i] + sizeof HARDENING_CLAIM;
  return "?";
}

/* gfortran: the target's options are final now (process_options ran),
   and the policy can be printed with what they allow.  */
static void
start_unit (void *, void *data)
{
  struct hardening_unit *u = (struct hardening_unit *)data;

  check_target_code (u);
  if (u->args.print_policy)
    print_policy (u);
}

/* Report an argument error as GCC does, naming the whole option.  */
static void
report_argument_error (struct hardening_unit *u,
                       const struct plugin_argument *arg,
                       const struct hardening_diag *diag)
{
  char option[512];

  snprintf (option, sizeof option, "-fplugin-arg-%s-%s%s%s", u->plugin_name,
            arg->key, arg->value ? "=" : "", arg->value ? arg->value : "");
  switch (diag->status)
    {
    case HARDENING_UNKNOWN_KEY:
      error ("unknown option %qs", option);
      break;
    case HARDENING_BAD_VALUE:
      error ("invalid value %qs in %qs: expected %s", diag->value, option,
             diag->expected);
      break;
    case HARDENING_NEEDS_VALUE:
      error ("option %qs needs a value: %s", option, diag->expected);
      break;
    case HARDENING_TAKES_NO_VALUE:
      error ("option %qs takes no value", option);
      break;
    case HARDENING_TOO_MANY:
      error ("too many enable and disable arguments at %qs", option);
      break;
    default:
      error ("invalid option %qs", option);
      break;
    }
}

int
plugin_init (struct plugin_name_args *plugin_info,
             struct plugin_gcc_version *version)
{
  struct hardening_unit *u = &unit;
  const int argc = plugin_info->argc;
  const struct plugin_argument *const argv = plugin_info->argv;
  struct hardening_diag diag;
  enum front_end front_end;
  const char *first_copy;

  /* A second copy stands down before it touches anything: when it is
     this very file loaded a second time, the first copy's state is its
     own.  Its arguments would be ignored, so they are an error.  */
  first_copy = claim_compiler (plugin_info);
  if (first_copy != NULL)
    {
      if (argc > 0)
        {
          error ("%qs is a second copy of the gcc-hardening plugin, "
                 "already loaded from %qs: it does nothing, and its "
                 "argument %<-fplugin-arg-%s-%s%> would be ignored",
                 plugin_info->full_name, first_copy, plugin_info->base_name,
                 argv[0].key);
          return 1;
        }
      return 0;
    }

  u->plugin_name = plugin_info->base_name;
  snprintf (u->verbose_tag, sizeof u->verbose_tag, "[-fplugin-arg-%s-verbose]",
            u->plugin_name);
  snprintf (u->strict_tag, sizeof u->strict_tag,
            "[-fplugin-arg-%s-mode=strict]", u->plugin_name);

  /* The major version and the target were checked by hardening.so, the
     loader that loads this file (hardening-loader.cc): it can refuse a
     GCC that this file, with its GCC symbols, could not even load into.  */

  hardening_args_init (&u->args);
  for (int i = 0; i < argc; i++)
    if (hardening_args_parse (&u->args, argv[i].key, argv[i].value, &diag)
        != HARDENING_OK)
      {
        report_argument_error (u, &argv[i], &diag);
        return 1;
      }

  register_callback (u->plugin_name, PLUGIN_INFO, NULL, &hardening_info);
  if (u->args.print_features)
    print_features ();

  if (u->args.disable_all)
    {
      if (u->args.verbose)
        inform (UNKNOWN_LOCATION,
                "hardening disabled by %<-fplugin-arg-%s-disable%>",
                u->plugin_name);
      return 0;
    }

  hardening_config_target (version->configuration_arguments, u->target,
                           sizeof u->target);
  if (!compute_effective (u, u->target, &u->effective))
    return 1;
  u->mode = (enum hardening_mode)u->effective.mode.level;
  /* Overrides name what made the mode strict.  */
  if (u->effective.mode.source == HARDENING_FROM_POLICY)
    snprintf (u->strict_tag, sizeof u->strict_tag, "[%.*s]",
              (int)sizeof u->effective.mode.origin, u->effective.mode.origin);

  front_end = current_front_end ();
  options_start ();

  start_note (u, front_end == FRONT_END_FORTRAN    ? "Fortran"
                 : front_end == FRONT_END_LTO      ? "LTO"
                 : strstr (lang_hooks.name, "C++") ? "C++"
                                                   : "C");
  if (front_end != FRONT_END_OTHER)
    {
      struct function_code_unit lto_unit;

      lto_unit.stackprotector
          = u->effective.feature[HARDENING_STACKPROTECTOR].level;
      lto_unit.stackclash = u->effective.feature[HARDENING_STACKCLASH].level;
      lto_unit.autovarinit = u->effective.feature[HARDENING_AUTOVARINIT].level;
      function_code_start (u->plugin_name, &u->note,
                           front_end == FRONT_END_LTO ? &lto_unit : NULL);
      register_callback (u->plugin_name, PLUGIN_ALL_PASSES_START,
                         trampolines_start, NULL);
      register_callback (u->plugin_name, PLUGIN_ALL_PASSES_END,
                         record_trampolines, u);
      register_callback (u->plugin_name, PLUGIN_ALL_IPA_PASSES_START,
                         record_gimple_trampolines, u);
      register_callback (u->plugin_name, PLUGIN_ALL_IPA_PASSES_END,
                         record_asm_functions, u);
      register_callback (u->plugin_name, PLUGIN_FINISH_UNIT, emit_note, u);
    }

  if (front_end == FRONT_END_C_FAMILY || front_end == FRONT_END_LTO)
    fortify_coverage_start (u->plugin_name, &u->note);

  switch (front_end)
    {
    case FRONT_END_C_FAMILY:
      find_exemptions (u);
      harden_option (u, HARDENING_STACKPROTECTOR);
      check_guard (u);
      harden_pie (u);
      harden_format (u);
      harden_format_wrappers (u);
      harden_option (u, HARDENING_STACKCLASH);
      harden_option (u, HARDENING_BRANCH);
      harden_option (u, HARDENING_AUTOVARINIT);
      harden_trampolines (u);
      harden_option (u, HARDENING_STRICT_FLEX_ARRAYS);
      flex_arrays_start (u->plugin_name, &u->note);
      harden_implicit_function (u);
      harden_qa (u);
      harden_option (u, HARDENING_ZERO_CALL_USED_REGS);
      harden_trampolines_warning (u);
      harden_option (u, HARDENING_ZERO_INIT_PADDING);
      harden_bidi_chars (u);
      harden_no_ub_opts (u);
      harden_exceptions (u);
      scan_macro_options ();
      publish_recorded_options ();
      register_callback (u->plugin_name, PLUGIN_PRAGMAS, harden_macros, u);
      break;
    case FRONT_END_FORTRAN:
      find_exemptions (u);
      /* Said, so that a binary of Fortran units alone is not judged by
         the memcpy and memset calls gfortran emits.  */
      note_record (u, HARDENING_FORTIFY, HARDENING_NOTE_NOT_APPLICABLE,
                   "Fortran: no C library headers");
      note_record (u, HARDENING_FORMAT, HARDENING_NOTE_NOT_APPLICABLE,
                   "Fortran: no printf-style format strings");
      note_record (u, HARDENING_GLIBCXX_ASSERTIONS,
                   HARDENING_NOTE_NOT_APPLICABLE, "not C++");
      harden_option (u, HARDENING_STACKPROTECTOR);
      check_guard (u);
      harden_pie (u);
      harden_option (u, HARDENING_STACKCLASH);
      harden_option (u, HARDENING_BRANCH);
      harden_option (u, HARDENING_AUTOVARINIT);
      harden_trampolines (u);
      note_record (u, HARDENING_STRICT_FLEX_ARRAYS,
                   HARDENING_NOTE_NOT_APPLICABLE,
                   "Fortran: no flexible array members");
      note_record (u, HARDENING_IMPLICIT_FUNCTION,
                   HARDENING_NOTE_NOT_APPLICABLE, "not C");
      note_record (u, HARDENING_QA, HARDENING_NOTE_NOT_APPLICABLE, "not C");
      harden_option (u, HARDENING_ZERO_CALL_USED_REGS);
      harden_trampolines_warning (u);
      note_record (u, HARDENING_ZERO_INIT_PADDING,
                   HARDENING_NOTE_NOT_APPLICABLE,
                   "Fortran: no C initializers");
      note_record (u, HARDENING_BIDI_CHARS, HARDENING_NOTE_NOT_APPLICABLE,
                   "not C or C++");
      harden_no_ub_opts (u);
      note_record (u, HARDENING_EXCEPTIONS, HARDENING_NOTE_NOT_APPLICABLE,
                   "not C");
      publish_recorded_options ();
      register_callback (u->plugin_name, PLUGIN_START_UNIT, start_unit, u);
      break;
    case FRONT_END_LTO:
      /* lto1 compiles with the options recorded per function at compile
         time and the link mode's PIC/PIE; only global code-generation
         options are lost, and branch protection is one.  */
      u->in_lto1 = true;
      /* The guard options lto-wrapper handed on from the compiles, for
         record_lto_features (u, check_guard).  Nothing else that lto1 does
         can be exempt.  */
      find_exemptions (u);
      harden_option (u, HARDENING_BRANCH);
      /* Global options too, which lto-wrapper does not hand on: the code
         is generated here, and so are the trampolines.  */
      harden_option (u, HARDENING_ZERO_CALL_USED_REGS);
      harden_trampolines_warning (u);
      register_callback (u->plugin_name, PLUGIN_PASS_EXECUTION,
                         mark_inputs_without_notes, NULL);
      register_callback (u->plugin_name, PLUGIN_ALL_PASSES_START,
                         record_no_note_escapes, u);
      if (u->args.print_policy)
        print_policy (u);
      break;
    case FRONT_END_OTHER:
      if (u->args.verbose)
        inform (UNKNOWN_LOCATION, "nothing to harden in %qs %s",
                lang_hooks.name, u->verbose_tag);
      break;
    }
  return 0;
}
