/* hardening.so: a GCC plugin that hardens every C and C++ unit.

   The plugin makes a compile behave as if these flags came first on its
   command line, the way distribution build flags do:

     -fstack-protector-strong -D_FORTIFY_SOURCE=N -Wformat
     -Werror=format-security -fPIE

   with N = 3 where the target's glibc is 2.34 or later, else 2.  Fortran
   units get the stack protector and PIE; in lto1 the plugin loads and
   changes nothing, because lto1 generates code from the options recorded
   at compile time and from the link mode.

   Arguments (-fplugin-arg-hardening-KEY[=VALUE]):
     mode=default  an explicit opt-out on the command line wins
                   (-fno-stack-protector, -D/-U_FORTIFY_SOURCE, -Wno-format,
                   -Wno-format-security, -Wno-error=format-security,
                   -fno-pie...); kernel and freestanding code is left alone
     mode=strict   override those opt-outs; each override is a note
     verbose       report, as notes, what was applied and what was not
     disable       load, but change nothing

   Why here and not elsewhere: options are set in plugin_init, the only
   moment at which they still reach the default optimization node (and so
   survive -flto) and the predefined macros.  _FORTIFY_SOURCE is defined
   from the PLUGIN_PRAGMAS event, the first moment the preprocessor can take
   a definition, which also covers -E.  Everything is done through GCC's own
   option machinery, so that objects and diagnostics are those of the
   hand-written flags.

   Debugging: -fplugin-arg-hardening-verbose says what happened; compare
   with the hand-written flags using gcc -Q --help=common,warnings.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "gcc-compat.h"
#include "hardening-model.h"

#include <string.h>

#ifndef HARDENING_FORTIFY_LEVEL
#error "build with -DHARDENING_FORTIFY_LEVEL=N, the target glibc's best"
#endif
#ifndef HARDENING_VERSION
#define HARDENING_VERSION "0"
#endif

#define HARDENING_EXPORT __attribute__ ((visibility ("default")))

extern "C" {
HARDENING_EXPORT int plugin_is_GPL_compatible;
HARDENING_EXPORT int plugin_init (struct plugin_name_args *,
                                  struct plugin_gcc_version *);
}

static struct plugin_info hardening_info
    = { HARDENING_VERSION, hardening_help_text };

/* The plugin's name as GCC knows it (the file's base name), for the names
   of its arguments in diagnostics.  */
static const char *plugin_name;
static struct hardening_args args;

/* The option tags that end the plugin's notes, as GCC ends a warning with
   the option that enabled it.  */
static char verbose_tag[128];
static char strict_tag[128];

/* GCC's option machinery, for options set as if from the command line.  */
static struct cl_option_handlers option_handlers;
static unsigned int option_lang_mask;

/* The option that marks the unit as kernel or freestanding code, or NULL.  */
static const char *exempt_option;

/* _FORTIFY_SOURCE as the command line leaves it (see
   hardening_fortify_user_level) and the option that did it.  */
static int fortify_user_level = -1;
static char fortify_user_option[256];

/* The preprocessor's file_change callback, wrapped in strict mode.  */
static void (*saved_file_change) (cpp_reader *, const line_map_ordinary *);

/* Reporting.  Notes only: a build with -Werror must not fail because the
   plugin explained itself.  */

static const char *
keyword (enum hardening_feature feature)
{
  return hardening_feature_keyword (feature);
}

/* With -E (and in the first stage of -save-temps) only the preprocessor
   runs: what the plugin does to code generation is reported by the stage
   that generates code, once.  */
static bool
reported_in_this_stage (enum hardening_feature feature)
{
  return !flag_preprocess_only || feature == HARDENING_FORTIFY;
}

static void
report_applied (enum hardening_feature feature, const char *what)
{
  if (args.verbose && reported_in_this_stage (feature))
    inform (UNKNOWN_LOCATION,
            "hardening feature %qs applied: %s %s", keyword (feature), what,
            verbose_tag);
}

static void
report_not_applicable (enum hardening_feature feature, const char *why)
{
  if (args.verbose)
    inform (UNKNOWN_LOCATION,
            "hardening feature %qs not applicable: %s %s", keyword (feature),
            why, verbose_tag);
}

/* Report a decision that involves a user's option.  */
static void
report_choice (enum hardening_feature feature, enum hardening_action action,
               const char *option)
{
  if (!reported_in_this_stage (feature))
    return;
  switch (action)
    {
    case HARDENING_OPTED_OUT:
      if (args.verbose)
        inform (UNKNOWN_LOCATION,
                "hardening feature %qs lowered by %qs %s", keyword (feature),
                option, verbose_tag);
      break;
    case HARDENING_OVERRIDE:
      inform (UNKNOWN_LOCATION,
              "strict mode overrides %qs: feature %qs forced %s", option,
              keyword (feature), strict_tag);
      break;
    case HARDENING_KEEP:
      if (args.verbose)
        inform (UNKNOWN_LOCATION,
                "hardening feature %qs kept as the command line asks: %qs %s",
                keyword (feature), option, verbose_tag);
      break;
    default:
      break;
    }
}

/* The command line.  */

/* The last decoded option with code OPT (any of -fno-/-W… forms), or
   NULL.  */
static const struct cl_decoded_option *
last_option (size_t opt)
{
  const struct cl_decoded_option *found = NULL;

  for (unsigned int i = 1; i < save_decoded_options_count; i++)
    if (save_decoded_options[i].opt_index == opt)
      found = &save_decoded_options[i];
  return found;
}

static const char *
option_text (const struct cl_decoded_option *option, const char *fallback)
{
  return option && option->orig_option_with_args_text
             ? option->orig_option_with_args_text
             : fallback;
}

/* Set an option as if it were on the command line, without marking it as
   the user's.  */
static void
set_option (size_t opt, HOST_WIDE_INT value)
{
  handle_generated_option (&global_options, &global_options_set, opt, NULL,
                           value, option_lang_mask, DK_UNSPECIFIED,
                           UNKNOWN_LOCATION, &option_handlers, true,
                           global_dc);
}

/* Kernel and freestanding code: -ffreestanding, -fno-hosted, -D__KERNEL__,
   -mcmodel=kernel.  Returns the option that says so, or NULL.  */
static const char *
find_exempt_option (void)
{
  for (unsigned int i = 1; i < save_decoded_options_count; i++)
    {
      const struct cl_decoded_option *o = &save_decoded_options[i];
      const char *text = option_text (o, "");

      if (o->opt_index == OPT_D && o->arg
          && hardening_define_names (o->arg, "__KERNEL__"))
        {
          /* The driver passes -D and its argument as two words.  */
          static char define[128];
          snprintf (define, sizeof define, "-D%s", o->arg);
          return define;
        }
      if ((o->opt_index == OPT_ffreestanding && o->value)
          || (o->opt_index == OPT_fhosted && !o->value)
          || strcmp (text, "-mcmodel=kernel") == 0)
        return text;
    }
  return NULL;
}

/* The stack protector, strong.  */
static void
harden_stack_protector (void)
{
  static const size_t ssp_options[]
      = { OPT_fstack_protector, OPT_fstack_protector_all,
          OPT_fstack_protector_explicit, OPT_fstack_protector_strong };
  const struct cl_decoded_option *last = NULL;
  struct hardening_user_choice user = { 0, 0, NULL };
  enum hardening_action action;

  if (global_options_set.x_flag_stack_protect)
    {
      for (size_t i = 0; i < sizeof ssp_options / sizeof *ssp_options; i++)
        {
          const struct cl_decoded_option *o = last_option (ssp_options[i]);
          if (o && (!last || o > last))
            last = o;
        }
      user.given = 1;
      user.lowers = hardening_ssp_from_gcc (flag_stack_protect)
                    < HARDENING_SSP_STRONG;
      user.option = option_text (last, "-fstack-protector");
    }
  action = hardening_decide (args.mode, exempt_option != NULL, 1, &user);
  if (action == HARDENING_APPLY || action == HARDENING_OVERRIDE)
    {
      set_option (OPT_fstack_protector_strong, 1);
      if (action == HARDENING_APPLY)
        report_applied (HARDENING_STACKPROTECTOR, "strong");
    }
  report_choice (HARDENING_STACKPROTECTOR, action, user.option);
}

/* Position-independent code for executables.  */
static void
harden_pie (void)
{
  struct hardening_user_choice user = { 0, 0, NULL };
  enum hardening_action action;

  if (global_options_set.x_flag_pic || global_options_set.x_flag_pie)
    {
      static const size_t pic_options[]
          = { OPT_fpic, OPT_fPIC, OPT_fpie, OPT_fPIE };
      const struct cl_decoded_option *last = NULL;

      for (size_t i = 0; i < sizeof pic_options / sizeof *pic_options; i++)
        {
          const struct cl_decoded_option *o = last_option (pic_options[i]);
          if (o && (!last || o > last))
            last = o;
        }
      user.given = 1;
      user.lowers = !flag_pic;
      user.option = option_text (last, "-fno-pie");
    }
  action = hardening_decide (args.mode, exempt_option != NULL, 1, &user);
  if (action == HARDENING_APPLY || action == HARDENING_OVERRIDE)
    {
      /* finish_options has already derived flag_pic and flag_shlib from
         flag_pie: set what it would have set for -fPIE.  */
      set_option (OPT_fPIE, 1);
      flag_pic = flag_pie;
      flag_shlib = 0;
      if (action == HARDENING_APPLY)
        report_applied (HARDENING_PIE, "-fPIE");
    }
  report_choice (HARDENING_PIE, action, user.option);
}

/* -Wformat with every warning it implies, and -Werror=format-security.
   Each part the user set explicitly is left as set, exactly as when the
   hand-written flags come first on the command line.  */
static void
harden_format (void)
{
  const char *lowering[3];
  unsigned int n_lowering = 0;
  diagnostic_t security_kind
      = hardening_option_classification (global_dc, OPT_Wformat_security);
  struct hardening_user_choice user = { 0, 0, NULL };
  enum hardening_action action;

  /* The driver passes -Wno-format on as -Wformat=0.  */
  if (global_options_set.x_warn_format && !warn_format)
    lowering[n_lowering++] = "-Wno-format";
  if (global_options_set.x_warn_format_security && !warn_format_security)
    lowering[n_lowering++] = option_text (last_option (OPT_Wformat_security),
                                          "-Wno-format-security");
  if (security_kind != DK_UNSPECIFIED && security_kind != DK_ERROR)
    lowering[n_lowering++] = "-Wno-error=format-security";

  user.given = user.lowers = n_lowering > 0;
  user.option = n_lowering ? lowering[0] : NULL;
  action = hardening_decide (args.mode, exempt_option != NULL, 1, &user);
  switch (action)
    {
    case HARDENING_APPLY:
    case HARDENING_OPTED_OUT:
      /* As if the hand-written flags came first: the parts the user set
         stay as set, the others apply.  One exception: after -Wno-format,
         -Werror=format-security would only fail the build with
         "-Wformat-security ignored without -Wformat", so the user's
         -Wno-format wins whole.  */
      if (global_options_set.x_warn_format && !warn_format)
        break;
      if (!global_options_set.x_warn_format)
        set_option (OPT_Wformat_, 1);
      if (!global_options_set.x_warn_format_security)
        set_option (OPT_Wformat_security, 1);
      if (security_kind == DK_UNSPECIFIED)
        control_warning_option (OPT_Wformat_security, DK_ERROR, NULL, false,
                                UNKNOWN_LOCATION, option_lang_mask,
                                &option_handlers, &global_options,
                                &global_options_set, global_dc);
      if (action == HARDENING_APPLY)
        report_applied (HARDENING_FORMAT, "-Wformat -Werror=format-security");
      break;
    case HARDENING_OVERRIDE:
      if (!warn_format)
        set_option (OPT_Wformat_, 1);
      control_warning_option (OPT_Wformat_security, DK_ERROR, NULL, true,
                              UNKNOWN_LOCATION, option_lang_mask,
                              &option_handlers, &global_options,
                              &global_options_set, global_dc);
      break;
    default:
      break;
    }
  for (unsigned int i = 0; i < n_lowering; i++)
    report_choice (HARDENING_FORMAT, action, lowering[i]);
}

/* _FORTIFY_SOURCE.  */

/* Read what the command line's -D and -U do to _FORTIFY_SOURCE.  */
static void
scan_fortify_options (void)
{
  unsigned int n = 0;
  const char **names = XNEWVEC (const char *, save_decoded_options_count);
  int *is_undef = XNEWVEC (int, save_decoded_options_count);
  int last;

  for (unsigned int i = 1; i < save_decoded_options_count; i++)
    {
      const struct cl_decoded_option *o = &save_decoded_options[i];
      if ((o->opt_index == OPT_D || o->opt_index == OPT_U) && o->arg)
        {
          names[n] = o->arg;
          is_undef[n++] = o->opt_index == OPT_U;
        }
    }
  fortify_user_level = hardening_fortify_user_level (names, is_undef, n,
                                                     &last);
  if (last >= 0)
    snprintf (fortify_user_option, sizeof fortify_user_option, "-%c%s",
              is_undef[last] ? 'U' : 'D', names[last]);
  XDELETEVEC (names);
  XDELETEVEC (is_undef);
}

static void
define_fortify (void)
{
  char definition[32];

  snprintf (definition, sizeof definition, "_FORTIFY_SOURCE=%d",
            HARDENING_FORTIFY_LEVEL);
  cpp_define (parse_in, definition);
}

/* Strict mode: the command line's -D/-U run after PLUGIN_PRAGMAS, so the
   definition is made again when the preprocessor enters the first real
   file (an -imacros or -include file, or the main file), which is after
   them.  The macro is marked used so that -Wunused-macros says nothing.  */
static void
strict_fortify_file_change (cpp_reader *pfile, const line_map_ordinary *map)
{
  cpp_callbacks *cb = cpp_get_callbacks (pfile);
  cpp_options *opts = cpp_get_options (pfile);
  unsigned char saved_warn_unused = opts->warn_unused_macros;

  /* Once only: restore the preprocessor's own callback first, since it
     may enter files itself.  */
  cb->file_change = saved_file_change;
  opts->warn_unused_macros = 0;
  cpp_undef (pfile, "_FORTIFY_SOURCE");
  define_fortify ();
  opts->warn_unused_macros = saved_warn_unused;
  if (saved_file_change)
    saved_file_change (pfile, map);
}

static void
harden_fortify (void *, void *)
{
  const cpp_options *opts = cpp_get_options (parse_in);
  struct hardening_user_choice user = { 0, 0, NULL };
  const char *not_applicable = NULL;
  enum hardening_action action;
  char applied[32];

  if (opts->preprocessed)
    not_applicable = "preprocessed input";
  else if (opts->lang == CLK_ASM)
    not_applicable = "assembler input";
  else if (!optimize)
    not_applicable = "not optimizing";

  if (fortify_user_level >= 0)
    {
      user.given = 1;
      user.lowers = fortify_user_level < HARDENING_FORTIFY_LEVEL;
      user.option = fortify_user_option;
    }
  action = hardening_decide (args.mode, exempt_option != NULL,
                             not_applicable == NULL, &user);
  switch (action)
    {
    case HARDENING_APPLY:
      define_fortify ();
      snprintf (applied, sizeof applied, "_FORTIFY_SOURCE=%d",
                HARDENING_FORTIFY_LEVEL);
      report_applied (HARDENING_FORTIFY, applied);
      break;
    case HARDENING_OVERRIDE:
      {
        cpp_callbacks *cb = cpp_get_callbacks (parse_in);
        saved_file_change = cb->file_change;
        cb->file_change = strict_fortify_file_change;
      }
      break;
    case HARDENING_NOT_APPLICABLE:
      report_not_applicable (HARDENING_FORTIFY, not_applicable);
      break;
    default:
      break;
    }
  report_choice (HARDENING_FORTIFY, action, user.option);
}

/* The front end the plugin is loaded into.  */
enum front_end
{
  FRONT_END_C_FAMILY, /* cc1, cc1plus, cc1obj, cc1objplus */
  FRONT_END_FORTRAN,
  FRONT_END_OTHER /* lto1 and the rest */
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
  return FRONT_END_OTHER;
}

/* Report an argument error as GCC does, naming the whole option.  */
static void
report_argument_error (const struct plugin_argument *arg,
                       const struct hardening_diag *diag)
{
  char option[512];

  snprintf (option, sizeof option, "-fplugin-arg-%s-%s%s%s", plugin_name,
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
    default:
      error ("invalid option %qs", option);
      break;
    }
}

int
plugin_init (struct plugin_name_args *plugin_info,
             struct plugin_gcc_version *version)
{
  const int argc = plugin_info->argc;
  const struct plugin_argument *const argv = plugin_info->argv;
  struct hardening_diag diag;
  enum front_end front_end;

  plugin_name = plugin_info->base_name;
  snprintf (verbose_tag, sizeof verbose_tag, "[-fplugin-arg-%s-verbose]",
            plugin_name);
  snprintf (strict_tag, sizeof strict_tag, "[-fplugin-arg-%s-mode=strict]",
            plugin_name);

  /* The same major version and target as the plugin was built for; not the
     same build, so that a point update of gcc does not break every
     build.  */
  if (hardening_version_check (gcc_version.basever,
                               gcc_version.configuration_arguments,
                               version->basever,
                               version->configuration_arguments, &diag)
      != HARDENING_OK)
    {
      if (diag.status == HARDENING_WRONG_MAJOR)
        error ("%qs was built for %s and cannot run in %s: rebuild it "
               "against the plugin headers of this compiler",
               plugin_info->full_name, diag.built, diag.running);
      else
        error ("%qs was built for target %qs and cannot run in a compiler "
               "for %qs: rebuild it against the plugin headers of this "
               "compiler",
               plugin_info->full_name, diag.built, diag.running);
      return 1;
    }

  hardening_args_init (&args);
  for (int i = 0; i < argc; i++)
    if (hardening_args_parse (&args, argv[i].key, argv[i].value, &diag)
        != HARDENING_OK)
      {
        report_argument_error (&argv[i], &diag);
        return 1;
      }

  register_callback (plugin_name, PLUGIN_INFO, NULL, &hardening_info);

  if (args.disable)
    {
      if (args.verbose)
        inform (UNKNOWN_LOCATION,
                "hardening disabled by %<-fplugin-arg-%s-disable%>",
                plugin_name);
      return 0;
    }

  front_end = current_front_end ();
  if (front_end == FRONT_END_OTHER)
    {
      if (args.verbose)
        inform (UNKNOWN_LOCATION,
                "nothing to harden in %qs: code follows the options "
                "recorded at compile time %s",
                lang_hooks.name, verbose_tag);
      return 0;
    }

  set_default_handlers (&option_handlers, NULL);
  option_lang_mask = lang_hooks.option_lang_mask ();

  if (front_end == FRONT_END_C_FAMILY)
    exempt_option = find_exempt_option ();
  if (exempt_option && args.mode == HARDENING_MODE_DEFAULT && args.verbose)
    inform (UNKNOWN_LOCATION,
            "kernel or freestanding code (%qs): hardening left to the "
            "command line %s",
            exempt_option, verbose_tag);

  harden_stack_protector ();
  harden_pie ();
  if (front_end == FRONT_END_C_FAMILY)
    {
      harden_format ();
      scan_fortify_options ();
      register_callback (plugin_name, PLUGIN_PRAGMAS, harden_fortify, NULL);
    }
  return 0;
}
