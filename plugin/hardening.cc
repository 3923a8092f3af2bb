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

#include "gcc-compat.h"
#include "format-wrappers.h"
#include "fortify-coverage.h"
#include "function-code.h"
#include "hardening-asm.h"
#include "hardening-config.h"
#include "hardening-model.h"
#include "hardening-note.h"
#include "hardening-policy.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define HARDENING_EXPORT __attribute__ ((visibility ("default")))

extern "C"
{
  HARDENING_EXPORT int plugin_is_GPL_compatible;
  HARDENING_EXPORT int plugin_init (struct plugin_name_args *,
                                    struct plugin_gcc_version *);
}

extern char **environ;

static struct plugin_info hardening_info
    = { HARDENING_VERSION, hardening_help_text };

/* The plugin's name as GCC knows it (the file's base name), for the names
   of its arguments in diagnostics.  */
static const char *plugin_name;
static struct hardening_args args;
static enum hardening_mode mode;

/* The option tags that end the plugin's notes, as GCC ends a warning with
   the option that enabled it.  */
static char verbose_tag[128];
static char strict_tag[128];

/* The compiler's target triplet, and the policy in force for it.  */
static char target[64];
static struct hardening_effective effective;

/* What happened to each feature in this compile, for print-policy: the
   command-line option that decided it, if one did.  */
static const char *decided_by_option[HARDENING_FEATURE_COUNT];

/* GCC's option machinery, for options set as if from the command line.  */
static struct cl_option_handlers option_handlers;
static unsigned int option_lang_mask;

/* The features that cannot work in this unit (code without the C
   library, freestanding or kernel code), and why: hardening_exemptions.  */
static struct hardening_exemption exemption[HARDENING_FEATURE_COUNT];

/* The provenance note of this unit (hardening-note.h).  */
static struct hardening_note unit_note;

static void
record (enum hardening_feature feature, enum hardening_note_status status,
        const char *reason)
{
  struct hardening_note_feature *nf = &unit_note.feature[feature];

  nf->present = 1;
  nf->level = effective.feature[feature].level;
  nf->status = status;
  nf->source = effective.feature[feature].source;
  snprintf (nf->reason, sizeof nf->reason, "%s", reason ? reason : "");
}

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
  return !flag_preprocess_only || feature == HARDENING_FORTIFY
         || feature == HARDENING_GLIBCXX_ASSERTIONS;
}

static void
report_applied (enum hardening_feature feature, const char *what)
{
  record (feature, HARDENING_NOTE_APPLIED, what);
  if (args.verbose && reported_in_this_stage (feature))
    inform (UNKNOWN_LOCATION, "hardening feature %qs applied: %s %s",
            keyword (feature), what, verbose_tag);
}

/* A feature that does not apply to this unit (STATUS: not applicable) or
   that the target or this compiler lacks (unsupported).  */
static void
report_unavailable (enum hardening_feature feature,
                    enum hardening_note_status status, const char *why)
{
  record (feature, status, why);
  if (args.verbose && reported_in_this_stage (feature))
    inform (UNKNOWN_LOCATION, "hardening feature %qs not applicable: %s %s",
            keyword (feature), why, verbose_tag);
}

static void
report_not_applicable (enum hardening_feature feature, const char *why)
{
  report_unavailable (feature, HARDENING_NOTE_NOT_APPLICABLE, why);
}

/* A feature the policy, the environment or an argument turned off.  */
static void
report_off (enum hardening_feature feature)
{
  record (feature, HARDENING_NOTE_OFF, effective.feature[feature].origin);
  if (args.verbose && reported_in_this_stage (feature))
    inform (UNKNOWN_LOCATION, "hardening feature %qs off: %s %s",
            keyword (feature), effective.feature[feature].origin, verbose_tag);
}

/* Report a decision that involves a user's option.  */
static void
report_choice (enum hardening_feature feature, enum hardening_action action,
               const char *option)
{
  if (action == HARDENING_OPTED_OUT || action == HARDENING_KEEP)
    decided_by_option[feature] = option;
  switch (action)
    {
    case HARDENING_OPTED_OUT:
      record (feature, HARDENING_NOTE_LOWERED, option);
      break;
    case HARDENING_OVERRIDE:
      record (feature, HARDENING_NOTE_OVERRIDDEN, option);
      break;
    case HARDENING_KEEP:
      record (feature, HARDENING_NOTE_KEPT, option);
      break;
    case HARDENING_EXEMPT:
      record (feature, HARDENING_NOTE_EXEMPT, exemption[feature].reason);
      break;
    default:
      break;
    }
  if (!reported_in_this_stage (feature))
    return;
  switch (action)
    {
    case HARDENING_EXEMPT:
      if (args.verbose)
        inform (UNKNOWN_LOCATION, "hardening feature %qs exempt: %s %s",
                keyword (feature), exemption[feature].reason, verbose_tag);
      break;
    case HARDENING_OPTED_OUT:
      if (args.verbose)
        inform (UNKNOWN_LOCATION, "hardening feature %qs lowered by %qs %s",
                keyword (feature), option, verbose_tag);
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

static const char *
option_text (const struct cl_decoded_option *option, const char *fallback)
{
  return option && option->orig_option_with_args_text
             ? option->orig_option_with_args_text
             : fallback;
}

/* The last decoded option with code OPT, or NULL.  */
static const struct cl_decoded_option *
last_option (size_t opt)
{
  const struct cl_decoded_option *found = NULL;

  for (unsigned int i = 1; i < save_decoded_options_count; i++)
    if (save_decoded_options[i].opt_index == opt)
      found = &save_decoded_options[i];
  return found;
}

/* The last decoded option that sets the same variable as option OPT (all
   -fstack-protector* forms set one variable), or NULL.  */
static const struct cl_decoded_option *
last_option_like (size_t opt)
{
  const struct cl_decoded_option *found = NULL;
  unsigned short var = cl_options[opt].flag_var_offset;

  if (var == (unsigned short)-1)
    return last_option (opt);
  for (unsigned int i = 1; i < save_decoded_options_count; i++)
    {
      size_t o = save_decoded_options[i].opt_index;
      if (o < cl_options_count && cl_options[o].flag_var_offset == var)
        found = &save_decoded_options[i];
    }
  return found;
}

/* Decode one option as the command line would ("-fcf-protection=full").
   Returns false when this compiler does not know it.  */
static bool
decode_option (const char *text, struct cl_decoded_option *out)
{
  const char *argv[2] = { "cc1", text };
  struct cl_decoded_option *decoded;
  unsigned int count;
  bool ok;

  decode_cmdline_options_to_array (
      2, argv, option_lang_mask | CL_COMMON | CL_TARGET, &decoded, &count);
  ok = count == 2 && decoded[1].opt_index != OPT_SPECIAL_unknown
       && decoded[1].opt_index < cl_options_count && decoded[1].errors == 0;
  if (ok)
    *out = decoded[1];
  free (decoded);
  return ok;
}

/* Set an option as if it were on the command line, without marking it as
   the user's.  */
static void
set_option (size_t opt, const char *arg, HOST_WIDE_INT value)
{
  handle_generated_option (&global_options, &global_options_set, opt, arg,
                           value, option_lang_mask, HARDENING_DK_UNSPECIFIED,
                           UNKNOWN_LOCATION, &option_handlers, true,
                           global_dc);
}

/* The options the plugin set, for GCC's own records of the command line
   (save_decoded_options): the LTO object's options (.gnu.lto_.opts, from
   which lto-wrapper rebuilds the command line of an LTO link: there
   -fcf-protection comes from the objects, not from the functions),
   DW_AT_producer and -frecord-gcc-switches.  An option set directly is
   in none of them: an LTO link without the plugin would lose it.  */
#define HARDENING_MAX_RECORDED 16
static struct cl_decoded_option recorded_options[HARDENING_MAX_RECORDED];
/* Recorded after the command line's options (strict mode's override, which
   must win over the user's when lto-wrapper hands them on), or before them
   (as the hand-written flags come first).  */
static bool recorded_after[HARDENING_MAX_RECORDED];
static unsigned int n_recorded;

static void
record_option (const struct cl_decoded_option *option, bool after)
{
  if (n_recorded == HARDENING_MAX_RECORDED)
    return;
  recorded_options[n_recorded] = *option;
  recorded_after[n_recorded++] = after;
}

/* Put the recorded options into save_decoded_options, once every feature
   has read the command line's.  */
static void
publish_recorded_options (void)
{
  unsigned int count = save_decoded_options_count, k = 0;
  struct cl_decoded_option *all;

  if (n_recorded == 0 || count == 0)
    return;
  all = XNEWVEC (struct cl_decoded_option, count + n_recorded);
  all[k++] = save_decoded_options[0];
  for (unsigned int i = 0; i < n_recorded; i++)
    if (!recorded_after[i])
      all[k++] = recorded_options[i];
  for (unsigned int i = 1; i < count; i++)
    all[k++] = save_decoded_options[i];
  for (unsigned int i = 0; i < n_recorded; i++)
    if (recorded_after[i])
      all[k++] = recorded_options[i];
  /* The old array is left as it is: GCC owns it, and it is small.  */
  save_decoded_options = all;
  save_decoded_options_count = k;
}

/* The option that takes the stack protector's canary from elsewhere than
   the C library's guard (hardening_foreign_guard), or ""; whether the
   unit has the C library's guard at all (hardening_guard_hosted).  */
static char foreign_guard[96];
static bool guard_hosted;

/* The architecture whose C library guard hardening_guard_option knows,
   for the target and the -m32, -m64, -mx32 among WORDS (N); NULL for
   another.  */
static const char *
guard_arch (const char *const *words, unsigned int n)
{
  const char *arch = NULL;

  if (strncmp (target, "x86_64-", 7) == 0)
    arch = "x86_64";
  else if (target[0] == 'i' && target[1] >= '3' && target[1] <= '6'
           && strncmp (target + 2, "86-", 3) == 0)
    arch = "i386";
  else if (strncmp (target, "aarch64-", 8) == 0)
    return "aarch64";
  else
    return NULL;
  for (unsigned int i = 0; i < n; i++)
    if (strcmp (words[i], "-m32") == 0)
      arch = "i386";
    else if (strcmp (words[i], "-m64") == 0)
      arch = "x86_64";
    else if (strcmp (words[i], "-mx32") == 0)
      arch = NULL;
  return arch;
}

/* The stack protector is in force with a canary that is not the C
   library's guard (find_exemptions found the option): the option is
   honoured, as any option of the user's that weakens a feature, and the
   feature recorded as lowered by it; strict mode refuses it.  */
static void
check_guard (void)
{
  const struct hardening_note_feature *nf
      = &unit_note.feature[HARDENING_STACKPROTECTOR];
  char by[HARDENING_NOTE_TEXT];

  if (!foreign_guard[0] || !nf->present
      || !hardening_note_status_protects (nf->status))
    return;
  snprintf (by, sizeof by, "%s: the canary is not the C library's guard",
            foreign_guard);
  if (mode == HARDENING_MODE_STRICT)
    {
      error ("%qs takes the canary from elsewhere than the guard of the C "
             "library, which strict mode forbids %s",
             foreign_guard, strict_tag);
      return;
    }
  if (args.verbose && reported_in_this_stage (HARDENING_STACKPROTECTOR))
    inform (UNKNOWN_LOCATION, "hardening feature %qs lowered by %qs %s",
            keyword (HARDENING_STACKPROTECTOR), foreign_guard, verbose_tag);
  decided_by_option[HARDENING_STACKPROTECTOR] = foreign_guard;
  record (HARDENING_STACKPROTECTOR, HARDENING_NOTE_LOWERED, by);
}

/* On aarch64 the C library's guard is ld.so's __stack_chk_guard, which
   it makes random: a unit that has the C library and defines its own
   __stack_chk_guard binds the program's canaries to it (a definition in
   the program takes its references), whatever the options.  Recorded as
   check_guard records a guard option; an error in strict mode.  Not in
   the C library's own units, which define the real one.  */
static void
check_guard_definition (void)
{
  const struct hardening_note_feature *nf
      = &unit_note.feature[HARDENING_STACKPROTECTOR];
  cpp_reader *pfile = hardening_parse_in ();
  varpool_node *vnode;

  if (strncmp (target, "aarch64-", 8) != 0 || !guard_hosted
      || foreign_guard[0] || !nf->present
      || !hardening_note_status_protects (nf->status))
    return;
  /* glibc's own units (its sources define _LIBC) define the guard that
     ld.so and libc.a make random.  */
  if (pfile != NULL && cpp_defined (pfile, (const unsigned char *)"_LIBC", 5))
    return;
  FOR_EACH_DEFINED_VARIABLE (vnode)
  {
    tree decl = vnode->decl;
    if (DECL_NAME (decl) == NULL_TREE || !TREE_PUBLIC (decl)
        || strcmp (IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (decl)),
                   "__stack_chk_guard")
               != 0)
      continue;
    if (mode == HARDENING_MODE_STRICT)
      {
        error_at (DECL_SOURCE_LOCATION (decl),
                  "a definition of %qs makes the canary the program%'s own, "
                  "which strict mode forbids %s",
                  "__stack_chk_guard", strict_tag);
        return;
      }
    snprintf (foreign_guard, sizeof foreign_guard,
              "a definition of __stack_chk_guard");
    check_guard ();
    return;
  }
}

/* What cannot work in this unit (hardening_exemptions): the driver's link
   options the specs pass on (-nostdlib, -nostartfiles -static...), then
   the command line's -ffreestanding, -fno-hosted, -D__KERNEL__,
   -mcmodel=kernel, -mstack-protector-guard...  Compile-only options
   (-c with -nostdlib in LDFLAGS only) never reach here: the link's
   options do not change a unit compiled apart.  */
static void
find_exemptions (void)
{
  unsigned int n = 0;
  const char **words = XNEWVEC (
      const char *, args.n_driver_options + save_decoded_options_count);
  char **made = XNEWVEC (char *, save_decoded_options_count);
  unsigned int n_made = 0;

  for (unsigned int i = 0; i < args.n_driver_options; i++)
    words[n++] = args.driver_options[i];
  for (unsigned int i = 1; i < save_decoded_options_count; i++)
    {
      const struct cl_decoded_option *o = &save_decoded_options[i];

      /* The driver passes -D and -U and their argument as two words.  */
      if ((o->opt_index == OPT_D || o->opt_index == OPT_U) && o->arg)
        {
          made[n_made]
              = concat (o->opt_index == OPT_D ? "-D" : "-U", o->arg, NULL);
          words[n++] = made[n_made++];
        }
      else if (o->opt_index == OPT_ffreestanding)
        words[n++] = o->value ? "-ffreestanding" : "-fno-freestanding";
      else if (o->opt_index == OPT_fhosted)
        words[n++] = o->value ? "-fhosted" : "-fno-hosted";
      else
        words[n++] = option_text (o, "");
    }
  hardening_exemptions (words, n, exemption);
  hardening_foreign_guard (words, n, guard_arch (words, n), foreign_guard,
                           sizeof foreign_guard);
  guard_hosted = hardening_guard_hosted (words, n);
  for (unsigned int i = 0; i < n_made; i++)
    free (made[i]);
  XDELETEVEC (made);
  XDELETEVEC (words);
}

static bool
is_exempt (enum hardening_feature feature)
{
  return exemption[feature].exempt != 0;
}

/* The features that are one compiler option (hardening_option_rule): the
   stack protector, stack clash protection, branch protection and
   automatic variable initialization.  */
static void
harden_option (enum hardening_feature feature)
{
  int level = effective.feature[feature].level;
  struct hardening_option_rule rule;
  struct cl_decoded_option ours;
  const struct cl_decoded_option *user_option;
  struct hardening_user_choice user = { 0, 0, NULL };
  enum hardening_action action;
  const char *reason;

  if (level == 0)
    {
      report_off (feature);
      return;
    }
  if (!hardening_option_rule (feature, level, target, GCCPLUGIN_VERSION_MAJOR,
                              &rule, &reason))
    {
      report_unavailable (feature, HARDENING_NOTE_UNSUPPORTED, reason);
      return;
    }
  if (!decode_option (rule.option, &ours))
    {
      char why[128];
      snprintf (why, sizeof why, "GCC %d does not know %s",
                GCCPLUGIN_VERSION_MAJOR, rule.option);
      report_unavailable (feature, HARDENING_NOTE_UNSUPPORTED, why);
      return;
    }
  user_option = last_option_like (ours.opt_index);
  if (user_option)
    {
      user.given = 1;
      user.option = option_text (user_option, rule.option);
      user.lowers = user_option->value == 0 && user_option->arg == NULL;
      for (const char *const *w = rule.weaker; *w && !user.lowers; w++)
        user.lowers = strcmp (user.option, *w) == 0;
    }
  action = hardening_decide (mode, is_exempt (feature), 1, &user);
  if (action == HARDENING_APPLY || action == HARDENING_OVERRIDE)
    {
      set_option (ours.opt_index, ours.arg, ours.value);
      record_option (&ours, action == HARDENING_OVERRIDE);
      if (action == HARDENING_APPLY)
        report_applied (feature, rule.option);
    }
  report_choice (feature, action, user.option);
}

/* Position-independent code for executables.  */
static void
harden_pie (void)
{
  struct hardening_user_choice user = { 0, 0, NULL };
  enum hardening_action action;

  if (effective.feature[HARDENING_PIE].level == 0)
    {
      report_off (HARDENING_PIE);
      return;
    }
  /* A shared library: whether its code is PIC is the user's business
     (libtool adds -fPIC); PIE code would not link.  */
  if (args.driver_shared && mode == HARDENING_MODE_DEFAULT)
    {
      report_not_applicable (HARDENING_PIE, "-shared link");
      return;
    }
  if (global_options_set.x_flag_pic || global_options_set.x_flag_pie)
    {
      const struct cl_decoded_option *pie = last_option_like (OPT_fPIE);
      const struct cl_decoded_option *pic = last_option_like (OPT_fPIC);
      const struct cl_decoded_option *last = !pie        ? pic
                                             : !pic      ? pie
                                             : pie > pic ? pie
                                                         : pic;
      user.given = 1;
      user.lowers = !flag_pic;
      user.option = option_text (last, "-fno-pie");
    }
  action = hardening_decide (mode, is_exempt (HARDENING_PIE), 1, &user);
  if (action == HARDENING_APPLY || action == HARDENING_OVERRIDE)
    {
      /* finish_options has already derived flag_pic and flag_shlib from
         flag_pie: set what it would have set for -fPIE.  */
      set_option (OPT_fPIE, NULL, 1);
      flag_pic = flag_pie;
      flag_shlib = 0;
      if (action == HARDENING_APPLY)
        report_applied (HARDENING_PIE, "-fPIE");
    }
  report_choice (HARDENING_PIE, action, user.option);
}

/* -Wformat with every warning it implies, and -Wformat-security as a
   warning (format = warn) or an error (format = error).  Each part the user
   set explicitly is left as set, exactly as when the hand-written flags
   come first on the command line.  */
/* -Wformat goes through handle_generated_option, never by assigning
   warn_format: the warnings it implies are whatever this GCC's c.opt says
   (-Wformat-overflow, -Wformat-truncation... GCC adds some now and then),
   exactly as for the hand-written option.  */
static void
harden_format (void)
{
  int level = effective.feature[HARDENING_FORMAT].level;
  const char *lowering[3];
  unsigned int n_lowering = 0;
  int security_kind = hardening_option_classification (OPT_Wformat_security);
  struct hardening_user_choice user = { 0, 0, NULL };
  enum hardening_action action;

  if (level == HARDENING_FORMAT_OFF)
    {
      report_off (HARDENING_FORMAT);
      return;
    }
  /* The driver passes -Wno-format on as -Wformat=0.  */
  if (global_options_set.x_warn_format && !warn_format)
    lowering[n_lowering++] = "-Wno-format";
  if (global_options_set.x_warn_format_security && !warn_format_security)
    lowering[n_lowering++] = option_text (last_option (OPT_Wformat_security),
                                          "-Wno-format-security");
  if (level == HARDENING_FORMAT_ERROR
      && security_kind != HARDENING_DK_UNSPECIFIED
      && security_kind != HARDENING_DK_ERROR)
    lowering[n_lowering++] = "-Wno-error=format-security";

  user.given = user.lowers = n_lowering > 0;
  user.option = n_lowering ? lowering[0] : NULL;
  action = hardening_decide (mode, is_exempt (HARDENING_FORMAT), 1, &user);
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
        set_option (OPT_Wformat_, NULL, 1);
      if (!global_options_set.x_warn_format_security)
        set_option (OPT_Wformat_security, NULL, 1);
      if (level == HARDENING_FORMAT_ERROR
          && security_kind == HARDENING_DK_UNSPECIFIED)
        control_warning_option (OPT_Wformat_security, HARDENING_DK_ERROR, NULL,
                                false, UNKNOWN_LOCATION, option_lang_mask,
                                &option_handlers, &global_options,
                                &global_options_set, global_dc);
      if (action == HARDENING_APPLY)
        report_applied (HARDENING_FORMAT,
                        level == HARDENING_FORMAT_ERROR
                            ? "-Wformat -Werror=format-security"
                            : "-Wformat -Wformat-security");
      break;
    case HARDENING_OVERRIDE:
      if (!warn_format)
        set_option (OPT_Wformat_, NULL, 1);
      set_option (OPT_Wformat_security, NULL, 1);
      if (level == HARDENING_FORMAT_ERROR)
        control_warning_option (OPT_Wformat_security, HARDENING_DK_ERROR, NULL,
                                false, UNKNOWN_LOCATION, option_lang_mask,
                                &option_handlers, &global_options,
                                &global_options_set, global_dc);
      break;
    default:
      break;
    }
  for (unsigned int i = 0; i < n_lowering; i++)
    report_choice (HARDENING_FORMAT, action, lowering[i]);
}

/* Format wrappers (format-wrappers.cc): at the policy's level, where
   -Wformat-security is applied or the user's.  */
static void
harden_format_wrappers (void)
{
  enum hardening_feature feature = HARDENING_FORMAT_WRAPPERS;
  int level = effective.feature[feature].level;

  if (level == 0)
    {
      report_off (feature);
      return;
    }
  if (is_exempt (feature) && mode == HARDENING_MODE_DEFAULT)
    {
      report_choice (feature, HARDENING_EXEMPT, NULL);
      return;
    }
  /* What the format feature decided (the user's -Wno-format-security):
     already reported.  */
  if (!warn_format_security)
    {
      record (feature, HARDENING_NOTE_NOT_APPLICABLE, "no -Wformat-security");
      return;
    }
  record (feature, HARDENING_NOTE_APPLIED,
          level == HARDENING_FORMAT_ERROR
              ? "calls of inferred wrappers as -Wformat-security"
              : "calls of inferred wrappers as -Wformat-security warnings");
  format_wrappers_start (plugin_name, level, args.suggest_format,
                         args.verbose);
}

/* Trampolines.  The trampoline of a nested function whose address is
   taken is code that GCC writes on the stack, and the unit's
   .note.GNU-stack asks for an executable stack; the specs' -z noexecstack
   would make such a program crash.  GCC 14 can put trampolines on the
   heap instead (-ftrampoline-impl=heap: libgcc's
   __gcc_nested_func_ptr_created), where libgcc has them: x86_64 and
   aarch64 GNU/Linux, 64-bit.  Applied where noexecstack is on; elsewhere
   each function that builds a trampoline on the stack is an escape of
   noexecstack (record_trampolines), for hardening-ld.so and the audit.  */

#if GCCPLUGIN_VERSION_MAJOR >= 14
/* Why this unit cannot have heap trampolines, or NULL.  */
static const char *
heap_trampolines_unavailable (void)
{
  const char *abi = NULL;

  if (!((strncmp (target, "x86_64-", 7) == 0
         || strncmp (target, "aarch64-", 8) == 0)
        && strstr (target, "-linux") != NULL))
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
#endif

static void
harden_trampolines (void)
{
#if GCCPLUGIN_VERSION_MAJOR >= 14
  struct cl_decoded_option heap;

  /* Heap trampolines call libgcc (__gcc_nested_func_ptr_created): not for
     code without the C library, which is where fortify is exempt.  */
  if (effective.feature[HARDENING_NOEXECSTACK].level == 0
      || is_exempt (HARDENING_FORTIFY)
      || global_options_set.x_flag_trampoline_impl
      || heap_trampolines_unavailable () != NULL
      || !decode_option ("-ftrampoline-impl=heap", &heap))
    return;
  set_option (heap.opt_index, heap.arg, heap.value);
  /* Said in the note only: a program without nested functions has the
     same code (and -fplugin-arg-hardening-verbose the same notes).  */
  record (HARDENING_NOEXECSTACK, HARDENING_NOTE_APPLIED,
          "link-time feature; trampolines on the heap "
          "(-ftrampoline-impl=heap)");
#endif
}

/* Warnings that a feature makes errors, as -Werror=NAME first on the
   command line would: implicit-function-declaration and qa, C and
   Objective-C only (in C++ these are errors by the language).  */
struct werror_part
{
  int opt;       /* OPT_W... */
  bool user_set; /* the command line set the warning (-WNAME, -Wno-NAME) */
  bool enabled;  /* ... and left it on */
  const char *name;
};

static void
harden_werror (enum hardening_feature feature, const struct werror_part *parts,
               size_t n)
{
  struct hardening_user_choice user = { 0, 0, NULL };
  enum hardening_action action;
  char applied[160] = "", lowering[160];

  if (effective.feature[feature].level == 0)
    {
      report_off (feature);
      return;
    }
  if ((option_lang_mask & (CL_C | CL_ObjC)) == 0)
    {
      record (feature, HARDENING_NOTE_NOT_APPLICABLE, "not C");
      return;
    }
  /* A part the user turned off (-Wno-NAME) or kept a warning
     (-Wno-error=NAME) lowers the feature.  */
  for (size_t i = 0; i < n && !user.lowers; i++)
    {
      int kind = hardening_option_classification (parts[i].opt);
      if (parts[i].user_set && !parts[i].enabled)
        snprintf (lowering, sizeof lowering, "-Wno-%s", parts[i].name);
      else if (kind != HARDENING_DK_UNSPECIFIED && kind != HARDENING_DK_ERROR)
        snprintf (lowering, sizeof lowering, "-Wno-error=%s", parts[i].name);
      else
        continue;
      user.given = user.lowers = 1;
      user.option = lowering;
    }
  action = hardening_decide (mode, is_exempt (feature), 1, &user);
  for (size_t i = 0; i < n; i++)
    {
      int kind = hardening_option_classification (parts[i].opt);
      bool force = action == HARDENING_OVERRIDE;

      if (action != HARDENING_APPLY && action != HARDENING_OPTED_OUT && !force)
        break;
      /* What the user set of each part stays as set, as when the
         hand-written flags come first.  */
      if (!parts[i].user_set || force)
        set_option (parts[i].opt, NULL, 1);
      if (kind == HARDENING_DK_UNSPECIFIED || force)
        control_warning_option (parts[i].opt, HARDENING_DK_ERROR, NULL, false,
                                UNKNOWN_LOCATION, option_lang_mask,
                                &option_handlers, &global_options,
                                &global_options_set, global_dc);
      snprintf (applied + strlen (applied), sizeof applied - strlen (applied),
                "%s-Werror=%s", i ? " " : "", parts[i].name);
    }
  if (action == HARDENING_APPLY)
    report_applied (feature, applied);
  report_choice (feature, action, user.option);
}

static void
harden_implicit_function (void)
{
  const struct werror_part parts[] = {
    { OPT_Wimplicit_function_declaration,
      global_options_set.x_warn_implicit_function_declaration != 0,
      warn_implicit_function_declaration != 0,
      "implicit-function-declaration" },
  };
  harden_werror (HARDENING_IMPLICIT_FUNCTION, parts, 1);
}

static void
harden_qa (void)
{
  const struct werror_part parts[] = {
    { OPT_Wincompatible_pointer_types,
      global_options_set.x_warn_incompatible_pointer_types != 0,
      warn_incompatible_pointer_types != 0, "incompatible-pointer-types" },
    { OPT_Wint_conversion, global_options_set.x_warn_int_conversion != 0,
      warn_int_conversion != 0, "int-conversion" },
  };
  harden_werror (HARDENING_QA, parts, 2);
}

/* -Wtrampolines: a warning at each trampoline GCC builds on the stack,
   which is what needs an executable stack (the escapes of noexecstack,
   harden_trampolines).  Where the trampolines go on the heap there is
   nothing to warn about.  */
static void
harden_trampolines_warning (void)
{
  enum hardening_feature feature = HARDENING_TRAMPOLINES;
  struct hardening_user_choice user = { 0, 0, NULL };
  enum hardening_action action;

  if (effective.feature[feature].level == 0)
    {
      report_off (feature);
      return;
    }
#if GCCPLUGIN_VERSION_MAJOR >= 14
  if (flag_trampoline_impl == TRAMPOLINE_IMPL_HEAP)
    {
      report_not_applicable (
          feature, "trampolines on the heap (-ftrampoline-impl=heap)");
      return;
    }
#endif
  if (global_options_set.x_warn_trampolines)
    {
      user.given = 1;
      user.lowers = !warn_trampolines;
      user.option = warn_trampolines ? "-Wtrampolines" : "-Wno-trampolines";
    }
  action = hardening_decide (mode, is_exempt (feature), 1, &user);
  if (action == HARDENING_APPLY || action == HARDENING_OVERRIDE)
    {
      set_option (OPT_Wtrampolines, NULL, 1);
      if (action == HARDENING_APPLY)
        report_applied (feature, "-Wtrampolines");
    }
  report_choice (feature, action, user.option);
}

/* bidi-chars: libcpp's check of UTF-8 bidirectional control characters
   (Trojan Source), whose level the option handler copies into the
   reader's options.  warn is GCC's own default, -Wbidi-chars=unpaired,
   kept against a lowering; unpaired makes it an error
   (-Werror=bidi-chars=unpaired), any makes every such character one
   (-Werror=bidi-chars=any).  As with the hand-written flags first, the
   level or the classification the command line set stays as set; it
   lowers the feature when it checks less (-Wbidi-chars=none,
   -Wno-bidi-chars, unpaired where any is asked) or keeps a warning
   (-Wno-error=bidi-chars).  */
static void
harden_bidi_chars (void)
{
#ifdef warn_bidirectional
  static const char *const applied[]
      = { NULL, "-Wbidi-chars=unpaired", "-Werror=bidi-chars=unpaired",
          "-Werror=bidi-chars=any" };
  enum hardening_feature feature = HARDENING_BIDI_CHARS;
  int level = effective.feature[feature].level;
  bool error = level >= HARDENING_BIDI_UNPAIRED;
  int want = level == HARDENING_BIDI_ANY ? (int)bidirectional_any
                                         : (int)bidirectional_unpaired;
  int kind = hardening_option_classification (OPT_Wbidi_chars_);
  bool user_level = global_options_set.x_warn_bidirectional != 0;
  struct hardening_user_choice user = { 0, 0, NULL };
  struct cl_decoded_option ours;
  enum hardening_action action;

  if (level == HARDENING_BIDI_OFF)
    {
      report_off (feature);
      return;
    }
  if (!decode_option (level == HARDENING_BIDI_ANY ? "-Wbidi-chars=any"
                                                  : "-Wbidi-chars=unpaired",
                      &ours))
    {
      char why[128];
      snprintf (why, sizeof why, "GCC %d does not know -Wbidi-chars",
                GCCPLUGIN_VERSION_MAJOR);
      report_unavailable (feature, HARDENING_NOTE_UNSUPPORTED, why);
      return;
    }
  if (user_level)
    {
      user.given = 1;
      user.option
          = option_text (last_option_like (OPT_Wbidi_chars_), "-Wbidi-chars");
      user.lowers
          = (warn_bidirectional & (bidirectional_unpaired | bidirectional_any))
            < want;
    }
  if (error && kind != HARDENING_DK_UNSPECIFIED && kind != HARDENING_DK_ERROR
      && !user.lowers)
    {
      user.given = user.lowers = 1;
      user.option = "-Wno-error=bidi-chars";
    }
  action = hardening_decide (mode, is_exempt (feature), 1, &user);
  if (action != HARDENING_EXEMPT && action != HARDENING_NOT_APPLICABLE)
    {
      bool force = action == HARDENING_OVERRIDE;

      if (!user_level || force)
        set_option (ours.opt_index, ours.arg, ours.value);
      if (error && (kind == HARDENING_DK_UNSPECIFIED || force))
        control_warning_option (OPT_Wbidi_chars_, HARDENING_DK_ERROR, NULL,
                                false, UNKNOWN_LOCATION, option_lang_mask,
                                &option_handlers, &global_options,
                                &global_options_set, global_dc);
    }
  if (action == HARDENING_APPLY)
    report_applied (feature, applied[level]);
  report_choice (feature, action, user.option);
#else
  /* A GCC without -Wbidi-chars in its options (GCC 11.5 as Debian ships
     it: options.h has no warn_bidirectional, cpplib.h no
     bidirectional_any).  */
  enum hardening_feature feature = HARDENING_BIDI_CHARS;
  char why[128];

  if (effective.feature[feature].level == HARDENING_BIDI_OFF)
    {
      report_off (feature);
      return;
    }
  snprintf (why, sizeof why, "GCC %d does not know -Wbidi-chars",
            GCCPLUGIN_VERSION_MAJOR);
  report_unavailable (feature, HARDENING_NOTE_UNSUPPORTED, why);
#endif
}

/* A feature made of several options, each a flag that the hand-written
   form turns off or on (no-ub-opts, exceptions).  USER_SET: the command
   line set the variables the option sets; PROTECTS: their values, as
   they are, protect as ours would.  */
struct flag_part
{
  const char *option; /* what the plugin sets */
  /* What the hand-written flags write for it (the note's text), NULL when
     the previous part's text says it.  */
  const char *shown;
  bool user_set;
  bool protects;
  /* The command line's option that set it last, for reports.  */
  const struct cl_decoded_option *user_option;
  const char *user_fallback;
};

static void
harden_flags (enum hardening_feature feature, const struct flag_part *parts,
              size_t n)
{
  struct hardening_user_choice user = { 0, 0, NULL };
  struct cl_decoded_option ours[4];
  enum hardening_action action;
  char applied[160] = "";

  if (effective.feature[feature].level == 0)
    {
      report_off (feature);
      return;
    }
  for (size_t i = 0; i < n; i++)
    {
      if (!decode_option (parts[i].option, &ours[i]))
        {
          char why[128];
          snprintf (why, sizeof why, "GCC %d does not know %s",
                    GCCPLUGIN_VERSION_MAJOR, parts[i].option);
          report_unavailable (feature, HARDENING_NOTE_UNSUPPORTED, why);
          return;
        }
      if (parts[i].user_set && !user.lowers)
        {
          user.given = 1;
          user.lowers = !parts[i].protects;
          user.option
              = option_text (parts[i].user_option, parts[i].user_fallback);
        }
    }
  action = hardening_decide (mode, is_exempt (feature), 1, &user);
  for (size_t i = 0; i < n; i++)
    {
      bool force = action == HARDENING_OVERRIDE;

      if (action != HARDENING_APPLY && action != HARDENING_OPTED_OUT
          && action != HARDENING_KEEP && !force)
        break;
      /* What the command line set of each part stays as set, as when the
         hand-written flags come first.  */
      if (!parts[i].user_set || force)
        {
          set_option (ours[i].opt_index, ours[i].arg, ours[i].value);
          record_option (&ours[i], force);
        }
      if (parts[i].shown)
        snprintf (applied + strlen (applied),
                  sizeof applied - strlen (applied), "%s%s",
                  applied[0] ? " " : "", parts[i].shown);
    }
  if (action == HARDENING_APPLY)
    report_applied (feature, applied);
  report_choice (feature, action, user.option);
}

/* no-ub-opts: no optimization that takes a null dereference, a signed or
   pointer overflow or an access through another type as impossible, the
   guesses that delete checks from real programs.  -fno-strict-overflow is
   -fwrapv -fwrapv-pointer, set here as those two: -fstrict-overflow sets
   both without marking them as the user's, -fwrapv or -fwrapv-pointer
   one, and the last option that sets each is the command line's choice
   for it (a later -fno-wrapv lowers the feature).  */
static void
harden_no_ub_opts (void)
{
  const struct cl_decoded_option *wrapv = NULL, *wrapv_pointer = NULL;

  for (unsigned int i = 1; i < save_decoded_options_count; i++)
    {
      size_t o = save_decoded_options[i].opt_index;
      if (o == OPT_fstrict_overflow || o == OPT_fwrapv)
        wrapv = &save_decoded_options[i];
      if (o == OPT_fstrict_overflow || o == OPT_fwrapv_pointer)
        wrapv_pointer = &save_decoded_options[i];
    }
  const struct flag_part parts[] = {
    { "-fno-delete-null-pointer-checks", "-fno-delete-null-pointer-checks",
      global_options_set.x_flag_delete_null_pointer_checks != 0,
      !flag_delete_null_pointer_checks,
      last_option_like (OPT_fdelete_null_pointer_checks),
      "-fdelete-null-pointer-checks" },
    { "-fwrapv", "-fno-strict-overflow", wrapv != NULL, flag_wrapv != 0, wrapv,
      "-fno-wrapv" },
    { "-fwrapv-pointer", NULL, wrapv_pointer != NULL, flag_wrapv_pointer != 0,
      wrapv_pointer, "-fno-wrapv-pointer" },
    { "-fno-strict-aliasing", "-fno-strict-aliasing",
      global_options_set.x_flag_strict_aliasing != 0, !flag_strict_aliasing,
      last_option_like (OPT_fstrict_aliasing), "-fstrict-aliasing" },
  };
  harden_flags (HARDENING_NO_UB_OPTS, parts, 4);
}

/* exceptions: C code with exception tables, so that an exception or a
   thread's cancellation unwinding through a C frame runs its cleanups
   (__attribute__ ((cleanup)), pthread_cleanup_push) and does not stop.
   C++ has them unless -fno-exceptions.  */
static void
harden_exceptions (void)
{
  const struct flag_part parts[] = {
    { "-fexceptions", "-fexceptions",
      global_options_set.x_flag_exceptions != 0, flag_exceptions != 0,
      last_option_like (OPT_fexceptions), "-fno-exceptions" },
  };

  if (effective.feature[HARDENING_EXCEPTIONS].level != 0
      && (option_lang_mask & (CL_C | CL_ObjC)) == 0)
    {
      report_not_applicable (HARDENING_EXCEPTIONS, "not C");
      return;
    }
  harden_flags (HARDENING_EXCEPTIONS, parts, 1);
}

/* Macros: _FORTIFY_SOURCE and _GLIBCXX_ASSERTIONS.  */

struct macro_feature
{
  enum hardening_feature feature;
  const char *name;
  /* The macro whose definition is the library's decision: glibc's
     <features.h> defines __USE_FORTIFY_LEVEL from _FORTIFY_SOURCE once,
     when it is first included; libstdc++'s <bits/c++config.h> defines
     __glibcxx_assert from _GLIBCXX_ASSERTIONS.  What the source does to
     the macro after that changes nothing.  */
  const char *decider;
  int value;      /* what the plugin defines */
  int user_level; /* hardening_macro_user_level, -1: not named */
  char user_option[160];
  bool override; /* strict mode: define again after the command line */
  /* The last #define or #undef of the macro in a source or header, or
     none (the plugin's definition or the command line's is in force).  */
  bool source_change;
  location_t change_loc;
  char change[96]; /* "#undef _FORTIFY_SOURCE" */
  bool decided;    /* the library decided, at DECIDED_LEVEL */
  int decided_level;
};

static struct macro_feature macros[] = {
  { HARDENING_FORTIFY, "_FORTIFY_SOURCE", "__USE_FORTIFY_LEVEL", 0, -1, "",
    false, false, UNKNOWN_LOCATION, "", false, 0 },
  { HARDENING_GLIBCXX_ASSERTIONS, "_GLIBCXX_ASSERTIONS", "__glibcxx_assert", 1,
    -1, "", false, false, UNKNOWN_LOCATION, "", false, 0 },
};

/* Read what the command line's -D and -U do to each macro.  */
static void
scan_macro_options (void)
{
  unsigned int n = 0;
  const char **names = XNEWVEC (const char *, save_decoded_options_count);
  int *is_undef = XNEWVEC (int, save_decoded_options_count);

  for (unsigned int i = 1; i < save_decoded_options_count; i++)
    {
      const struct cl_decoded_option *o = &save_decoded_options[i];
      if ((o->opt_index == OPT_D || o->opt_index == OPT_U) && o->arg)
        {
          names[n] = o->arg;
          is_undef[n++] = o->opt_index == OPT_U;
        }
    }
  for (size_t m = 0; m < sizeof macros / sizeof *macros; m++)
    {
      int last;
      macros[m].user_level = hardening_macro_user_level (macros[m].name, names,
                                                         is_undef, n, &last);
      if (last >= 0)
        snprintf (macros[m].user_option, sizeof macros[m].user_option, "-%c%s",
                  is_undef[last] ? 'U' : 'D', names[last]);
    }
  XDELETEVEC (names);
  XDELETEVEC (is_undef);
}

static void
define_macro (cpp_reader *pfile, const struct macro_feature *macro)
{
  char definition[64];

  snprintf (definition, sizeof definition, "%s=%d", macro->name, macro->value);
  cpp_define (pfile, definition);
}

/* The plugin's own definitions (strict mode's, after the command line)
   are not the source's (source_define).  */
static bool defining_own;

/* The preprocessor's file_change callback, wrapped in strict mode.  */
static void (*saved_file_change) (cpp_reader *, const line_map_ordinary *);

/* Strict mode, and dpkg-buildflags' -D_FORTIFY_SOURCE=2 in the default
   mode: the command line's -D/-U run after PLUGIN_PRAGMAS, so the
   definitions are made again when the preprocessor enters the first real
   file (an -imacros or -include file, or the main file), which is after
   them.  The macros are marked used so that -Wunused-macros says
   nothing.  */
static void
strict_macros_file_change (cpp_reader *pfile, const line_map_ordinary *map)
{
  cpp_callbacks *cb = cpp_get_callbacks (pfile);
  cpp_options *opts = cpp_get_options (pfile);
  unsigned char saved_warn_unused = opts->warn_unused_macros;

  /* Once only: restore the preprocessor's own callback first, since it
     may enter files itself.  */
  cb->file_change = saved_file_change;
  opts->warn_unused_macros = 0;
  defining_own = true;
  for (size_t m = 0; m < sizeof macros / sizeof *macros; m++)
    if (macros[m].override)
      {
        cpp_undef (pfile, macros[m].name);
        define_macro (pfile, &macros[m]);
      }
  defining_own = false;
  opts->warn_unused_macros = saved_warn_unused;
  if (saved_file_change)
    saved_file_change (pfile, map);
}

/* -fhardened (GCC 14) defines the macro itself, after the plugin: it is
   the user's explicit choice, as a -D would be.  It defines _FORTIFY_SOURCE
   only when optimizing and when no -D/-U names it, at the level glibc
   honours (3, or 2 before glibc 2.35).  */
static bool
fhardened_defines (const struct macro_feature *macro)
{
  if (!HARDENING_FHARDENED || macro->user_level >= 0)
    return false;
  return macro->feature != HARDENING_FORTIFY || optimize > 0;
}

static void
harden_macro (cpp_reader *pfile, struct macro_feature *macro,
              bool *need_override)
{
  const cpp_options *opts = cpp_get_options (pfile);
  enum hardening_feature feature = macro->feature;
  int level = effective.feature[feature].level;
  struct hardening_user_choice user = { 0, 0, NULL };
  const char *not_applicable = NULL;
  enum hardening_action action;
  char applied[160];

  /* A C++ feature: nothing to say about other languages.  */
  if (feature == HARDENING_GLIBCXX_ASSERTIONS && !opts->cplusplus)
    {
      record (feature, HARDENING_NOTE_NOT_APPLICABLE, "not C++");
      return;
    }
  if (level == 0)
    {
      report_off (feature);
      return;
    }
  if (feature == HARDENING_FORTIFY)
    {
      /* The policy may ask more than glibc and this compiler can do.  */
      macro->value
          = level < HARDENING_FORTIFY_LEVEL ? level : HARDENING_FORTIFY_LEVEL;
      user.lowers = macro->user_level < macro->value;
    }
  else
    /* libstdc++ tests #ifdef: only -U turns the assertions off.  */
    user.lowers
        = macro->user_level == 0 && strncmp (macro->user_option, "-U", 2) == 0;

  if (opts->preprocessed)
    not_applicable = HARDENING_NOTE_PREPROCESSED;
  else if (opts->lang == CLK_ASM)
    not_applicable = "assembler input";
  else if (feature == HARDENING_FORTIFY && !optimize)
    not_applicable = "not optimizing";

  /* dpkg-buildflags' own -D_FORTIFY_SOURCE=2, which every package built
     with its flags has, is not the package's choice: the policy's level
     applies over it, defined again after the command line, as strict mode
     does, but without a word (gcc-hardening(7), "In a distribution").  */
  bool dpkg_default
      = feature == HARDENING_FORTIFY && mode == HARDENING_MODE_DEFAULT
        && macro->user_level >= 0 && user.lowers
        && hardening_dpkg_default_option (macro->user_option,
                                          (const char *const *)environ);
  user.given = macro->user_level >= 0 && !dpkg_default;
  user.option = macro->user_option;
  action = hardening_decide (mode, is_exempt (feature), not_applicable == NULL,
                             &user);
  switch (action)
    {
    case HARDENING_APPLY:
      if (fhardened_defines (macro))
        {
          if (feature == HARDENING_FORTIFY)
            macro->value = HARDENING_FORTIFY_LEVEL;
          snprintf (applied, sizeof applied, "%s=%d by -fhardened",
                    macro->name, macro->value);
          report_applied (feature, applied);
          break;
        }
      if (dpkg_default)
        {
          macro->override = true;
          *need_override = true;
        }
      else
        define_macro (pfile, macro);
      snprintf (applied, sizeof applied, "%s=%d", macro->name, macro->value);
      if (feature == HARDENING_FORTIFY && macro->value < level)
        snprintf (applied + strlen (applied),
                  sizeof applied - strlen (applied),
                  " (the policy's %d is more than glibc does here)", level);
      if (dpkg_default)
        snprintf (applied + strlen (applied),
                  sizeof applied - strlen (applied),
                  " over dpkg-buildflags' %s", macro->user_option);
      report_applied (feature, applied);
      break;
    case HARDENING_OVERRIDE:
      macro->override = true;
      *need_override = true;
      break;
    case HARDENING_NOT_APPLICABLE:
      report_not_applicable (feature, not_applicable);
      break;
    default:
      break;
    }
  report_choice (feature, action, user.option);
}

/* The macros in the source.  A #undef _FORTIFY_SOURCE or a #define
   _FORTIFY_SOURCE 1 in the main file or in a header (an -include'd one
   too) before <features.h> leaves glibc at a lower level than the one
   the plugin defined; the same after <features.h> changes nothing.  So
   the preprocessor's define and undef callbacks follow each macro, and
   see the library decide (macro_feature.decider): a decision below the
   level the note would claim makes the feature "lowered" by the change
   that did it, and is an error in strict mode, where nothing but the
   policy lowers a feature.  GCC sets these callbacks itself for -g3
   (debug macro information) and -dD: they are chained, never
   replaced.  */

static bool watching_macros;
static void (*saved_define) (cpp_reader *, location_t, cpp_hashnode *);
static void (*saved_undef) (cpp_reader *, location_t, cpp_hashnode *);

/* PLUGIN_PRAGMAS comes before the debug information is set up: GCC's own
   callbacks for -g3 would crash on the plugin's definitions then (their
   macro table does not exist yet).  Those definitions are kept from them,
   as from the debug information: only -E's (-dD) are safe.  */
static bool hide_from_gcc;

/* Is LOC in a source file or header, not in <built-in> (the plugin's
   definition, -fhardened's) or <command-line> (-D, -U: already judged by
   harden_macro)?  */
static bool
in_source_file (location_t loc, expanded_location *where)
{
  if (loc <= BUILTINS_LOCATION)
    return false;
  *where = expand_location (loc);
  return where->file != NULL && where->file[0] != '<' && where->line > 0;
}

/* The macro whose name (DECIDER: whose decider) NODE is, or NULL.  */
static struct macro_feature *
macro_named (const cpp_hashnode *node, bool decider)
{
  for (size_t m = 0; m < sizeof macros / sizeof *macros; m++)
    {
      const char *name = decider ? macros[m].decider : macros[m].name;
      if (NODE_LEN (node) == strlen (name)
          && memcmp (NODE_NAME (node), name, NODE_LEN (node)) == 0)
        return &macros[m];
    }
  return NULL;
}

/* The number an object-like macro expands to, as glibc defines
   __USE_FORTIFY_LEVEL; 0 for anything else.  */
static int
macro_number (cpp_reader *pfile, cpp_hashnode *node)
{
  const char *text = (const char *)cpp_macro_definition (pfile, node);
  const char *space = text ? strchr (text, ' ') : NULL;
  char *end;
  long n;

  if (space == NULL)
    return 0;
  n = strtol (space + 1, &end, 10);
  return end == space + 1 || n < 0 || n > 9 ? 0 : (int)n;
}

/* The library decided MACRO at LEVEL (LOC: where, UNKNOWN_LOCATION when
   only the end of the unit showed it).  */
static void
macro_decided (struct macro_feature *macro, int level, location_t loc)
{
  enum hardening_feature feature = macro->feature;
  const struct hardening_note_feature *nf = &unit_note.feature[feature];
  expanded_location where;
  location_t at = loc;
  char by[HARDENING_NOTE_TEXT];
  char what[96];

  /* A later definition of the decider counts only if it is lower.  */
  if (macro->decided && level >= macro->decided_level)
    return;
  macro->decided = true;
  macro->decided_level = level;
  if (!nf->present || !hardening_note_status_protects (nf->status)
      || level >= macro->value)
    return;

  if (macro->source_change)
    {
      at = macro->change_loc;
      snprintf (what, sizeof what, "%s", macro->change);
    }
  else if (feature == HARDENING_FORTIFY)
    snprintf (what, sizeof what, "%s %d", macro->decider, level);
  else
    snprintf (what, sizeof what, "%s without %s", macro->decider, macro->name);
  if (in_source_file (at, &where))
    snprintf (by, sizeof by, "%s at %s:%d", what, where.file, where.line);
  else
    snprintf (by, sizeof by, "%s", what);
  if (feature == HARDENING_FORTIFY)
    snprintf (by + strlen (by), sizeof by - strlen (by), " (level %d)", level);

  if (mode == HARDENING_MODE_STRICT)
    {
      if (feature == HARDENING_FORTIFY)
        error_at (at,
                  "%qs leaves hardening feature %qs at level %d, below the "
                  "%d that strict mode requires %s",
                  what, keyword (feature), level, macro->value, strict_tag);
      else
        error_at (at,
                  "%qs turns hardening feature %qs off, which strict mode "
                  "forbids %s",
                  what, keyword (feature), strict_tag);
    }
  else if (args.verbose)
    inform (at, "hardening feature %qs lowered to level %d by %qs %s",
            keyword (feature), level, what, verbose_tag);
  record (feature, HARDENING_NOTE_LOWERED, by);
}

/* A #define or #undef of one of the macros: remember it when it is the
   source's.  */
static void
note_macro_change (cpp_reader *pfile, location_t loc, cpp_hashnode *node,
                   bool undef)
{
  struct macro_feature *macro = macro_named (node, false);
  expanded_location where;

  if (macro == NULL)
    return;
  macro->source_change = !defining_own && in_source_file (loc, &where);
  if (!macro->source_change)
    return;
  macro->change_loc = loc;
  if (undef)
    snprintf (macro->change, sizeof macro->change, "#undef %s", macro->name);
  else
    snprintf (macro->change, sizeof macro->change, "#define %s",
              (const char *)cpp_macro_definition (pfile, node));
}

static void
source_define (cpp_reader *pfile, location_t loc, cpp_hashnode *node)
{
  struct macro_feature *macro;

  if (saved_define && !hide_from_gcc)
    saved_define (pfile, loc, node);
  note_macro_change (pfile, loc, node, false);
  macro = macro_named (node, true);
  if (macro == NULL)
    return;
  if (macro->feature == HARDENING_FORTIFY)
    macro_decided (macro, macro_number (pfile, node), loc);
  else
    macro_decided (macro,
                   cpp_defined (pfile, (const unsigned char *)macro->name,
                                strlen (macro->name))
                       ? 1
                       : 0,
                   loc);
}

static void
source_undef (cpp_reader *pfile, location_t loc, cpp_hashnode *node)
{
  if (saved_undef && !hide_from_gcc)
    saved_undef (pfile, loc, node);
  note_macro_change (pfile, loc, node, true);
}

static void
watch_macros (cpp_reader *pfile)
{
  cpp_callbacks *cb = cpp_get_callbacks (pfile);

  saved_define = cb->define;
  saved_undef = cb->undef;
  cb->define = source_define;
  cb->undef = source_undef;
  watching_macros = true;
}

/* At the end of the unit: glibc's decision, if the callbacks did not see
   it made (a precompiled header brings its macros without them).  */
static void
macros_finish_unit (void)
{
  cpp_reader *pfile = hardening_parse_in ();
  struct macro_feature *macro = &macros[0];
  cpp_hashnode *node;

  if (!watching_macros || pfile == NULL || macro->decided)
    return;
  if (!cpp_defined (pfile, (const unsigned char *)macro->decider,
                    strlen (macro->decider)))
    return;
  node = cpp_lookup (pfile, (const unsigned char *)macro->decider,
                     strlen (macro->decider));
  macro_decided (macro, macro_number (pfile, node), UNKNOWN_LOCATION);
}

static void print_policy (void);

static void
harden_macros (void *, void *)
{
  cpp_reader *pfile = hardening_parse_in ();
  bool need_override = false;

  watch_macros (pfile);
  defining_own = true;
  hide_from_gcc = !flag_preprocess_only;
  for (size_t m = 0; m < sizeof macros / sizeof *macros; m++)
    harden_macro (pfile, &macros[m], &need_override);
  defining_own = hide_from_gcc = false;
  if (need_override)
    {
      cpp_callbacks *cb = cpp_get_callbacks (pfile);
      saved_file_change = cb->file_change;
      cb->file_change = strict_macros_file_change;
    }
  if (args.print_policy)
    print_policy ();
}

/* The policy.  */

static const char *
base_name (const char *path)
{
  const char *slash = strrchr (path, '/');
  return slash ? slash + 1 : path;
}

/* Report a policy file error as FILE:LINE:COL: error: MESSAGE, with the
   line quoted, as GCC reports errors in sources.  */
static void
report_policy_error (const char *file,
                     const struct hardening_policy_error *perr)
{
  if (perr->line == 0)
    {
      error ("%s: %s", file, perr->message);
      return;
    }
  linemap_add (line_table, LC_ENTER, false, file, perr->line);
  linemap_line_start (line_table, perr->line, perr->column + 1);
  location_t loc = linemap_position_for_column (line_table, perr->column);
  error_at (loc, "%s", perr->message);
}

/* Load the policy (the argument's file, else the installed one, else the
   built-in copy) and resolve it for TARGET_NAME into EFF.  */
static bool
load_policy (const char *target_name, struct hardening_effective *eff)
{
  struct hardening_policy policy;
  struct hardening_policy_error perr;
  const char *path;
  char origin[96];
  int status;

  hardening_effective_init (eff);
  status = hardening_policy_load_default (
      args.policy, HARDENING_POLICY_FILE, hardening_builtin_policy,
      hardening_builtin_policy_size, &policy, &perr, &path);
  if (strcmp (path, HARDENING_POLICY_BUILTIN_NAME) == 0)
    snprintf (origin, sizeof origin, "built-in hardening.policy");
  else
    snprintf (origin, sizeof origin, "%s", base_name (path));
  if (status != 0)
    {
      report_policy_error (path, &perr);
      return false;
    }
  if (hardening_policy_resolve (&policy, target_name, origin, eff) == 0)
    {
      error ("%s: no section matches the target %qs: add one, or a %<[*]%> "
             "section",
             path, target_name);
      hardening_policy_free (&policy);
      return false;
    }
  hardening_policy_free (&policy);
  return true;
}

/* Report an environment or argument error for a feature list.  */
static void
report_feature_error (const struct hardening_diag *diag, bool from_args)
{
  if (diag->status == HARDENING_UNKNOWN_FEATURE && from_args)
    error ("unknown hardening feature %qs in %<-fplugin-arg-%s-%s=%s%>",
           diag->value, plugin_name, diag->key, diag->context);
  else if (diag->status == HARDENING_UNKNOWN_FEATURE)
    error ("unknown hardening feature %qs in the environment variable %qs",
           diag->value, diag->key);
  else if (diag->status == HARDENING_BAD_VALUE)
    error ("invalid value %qs of the environment variable %qs: expected %s",
           diag->value, diag->key, diag->expected);
  else
    error ("invalid hardening setting %qs", diag->key);
}

/* Policy, then environment, then arguments (hardening-model.h).  The
   environment cannot lower anything in strict mode, but its errors are
   errors all the same.  */
static bool
compute_effective (const char *target_name, struct hardening_effective *eff)
{
  struct hardening_effective with_env;
  struct hardening_diag diag;

  if (!load_policy (target_name, eff))
    return false;
  if (args.mode >= 0)
    eff->mode.level = args.mode;
  with_env = *eff;
  if (hardening_env_apply (&with_env, (const char *const *)environ, &diag)
      != HARDENING_OK)
    {
      report_feature_error (&diag, false);
      return false;
    }
  /* What dpkg-buildflags only warns about is a warning here too, in its
     words, and one that -Werror does not make an error: the build that
     dpkg lets through must go through.  Once a process.  */
  static bool dpkg_warned;
  for (unsigned int i = 0; i < diag.n_warnings && !dpkg_warned; i++)
    fnotice (stderr, "%s: warning: %s [gcc-hardening]\n", progname,
             diag.warnings[i]);
  dpkg_warned = true;
  if (eff->mode.level != HARDENING_MODE_STRICT)
    *eff = with_env;
  if (hardening_args_apply (&args, eff, &diag) != HARDENING_OK)
    {
      report_feature_error (&diag, true);
      return false;
    }
  return true;
}

/* -fplugin-arg-hardening-print-policy: one feature a line, its value and
   where it came from, on stderr (stdout may be the compiler's output).  */
static void
print_policy (void)
{
  struct hardening_effective shown_policy = effective;
  const char *shown_target = target;

  if (args.target)
    {
      shown_target = args.target;
      if (!compute_effective (args.target, &shown_policy))
        return;
    }
  fprintf (stderr, "hardening policy for %s:\n", shown_target);
  for (int f = 0; f < HARDENING_FEATURE_COUNT; f++)
    {
      const struct hardening_setting *s = &shown_policy.feature[f];
      const char *option = args.target ? NULL : decided_by_option[f];
      /* What the policy asks and this GCC cannot do for the target: the
         policy line stays, and so does the reason the note will give.  */
      struct hardening_option_rule rule;
      const char *lacking = NULL;
      if (!(s->level > 0
            && hardening_feature_is_option ((enum hardening_feature)f)
            && !hardening_option_rule ((enum hardening_feature)f, s->level,
                                       shown_target, GCCPLUGIN_VERSION_MAJOR,
                                       &rule, &lacking)))
        lacking = NULL;
      char remark[160] = "";
      if (lacking)
        snprintf (remark, sizeof remark, " (unsupported by GCC %d: %s)",
                  GCCPLUGIN_VERSION_MAJOR, lacking);
      const char *where = hardening_feature_where ((enum hardening_feature)f)
                                  == HARDENING_WHERE_LINK
                              ? " (link)"
                              : "";
      if (option)
        fprintf (stderr, "  %-29s %-10s %s (compiler option)%s\n",
                 keyword ((enum hardening_feature)f), "as-given", option,
                 where);
      else
        fprintf (stderr, "  %-29s %-10s %s%s%s\n",
                 keyword ((enum hardening_feature)f),
                 hardening_level_name ((enum hardening_feature)f, s->level),
                 s->origin, where, remark);
    }
  fprintf (stderr, "  %-29s %-10s %s\n", "mode",
           hardening_mode_name ((enum hardening_mode)shown_policy.mode.level),
           shown_policy.mode.origin);
  fprintf (stderr, "  %-29s %-10s %s (link)\n", "link-check",
           hardening_link_check_name (
               (enum hardening_link_check)shown_policy.link_check.level),
           shown_policy.link_check.origin);
}

/* The feature table, one line a feature, for scripts (the test suite, the
   porters' matrix): KEYWORD WHERE LEVEL,LEVEL... DESCRIPTION.  */
static void
print_features (void)
{
  for (int f = 0; f < HARDENING_FEATURE_COUNT; f++)
    {
      enum hardening_feature feature = (enum hardening_feature)f;
      const char *level;

      fprintf (stderr, "%s %s ", keyword (feature),
               hardening_where_name (hardening_feature_where (feature)));
      for (int l = 0; (level = hardening_level_name (feature, l)) != NULL; l++)
        fprintf (stderr, "%s%s", l ? "," : "", level);
      fprintf (stderr, " %s\n", hardening_feature_description (feature));
    }
}

/* The note.  */

/* In lto1, code follows each function's options as recorded at compile
   time: a feature counts as applied unless a function lacks it.  */
static bool in_lto1;

/* lto1: the inputs without a gcc-hardening note.  An object compiled
   without the plugin says nothing of what its compile applied: its
   functions have what their options say at best, and _FORTIFY_SOURCE,
   -Wformat-security, _GLIBCXX_ASSERTIONS and the variable initialization
   of the code inlined from it are unknown.  The stage of lto1 that reads
   the objects (WPA, or lto1 alone with -flto-partition=none) reads their
   notes and marks each function of an input without one with this
   attribute, whose value says which input; the stage that generates the
   code (LTRANS) streams the declarations in with their attributes and
   reports the functions, and the code inlined from them, in its note.  A
   space in the name: no source can spell it.  */
#define NO_NOTE_ATTRIBUTE "hardening no note"
/* The same for a feature decided at compile time that an input's note
   says was lowered or turned off: "KEYWORD input X.o: SRC: lowered by
   REASON", one attribute a feature.  */
#define LOWERED_ATTRIBUTE "hardening lowered"

/* One input of lto1 (a path: an archive's members are one input).  */
struct lto_input
{
  const char *path;
  unsigned int entries; /* how many of lto1's inputs name the path */
  unsigned int notes;   /* the unit notes that decode, over all of them */
  unsigned int units;   /* the LTO units in it (ld -r merges several) */
  /* Per feature decided at compile time (lto_compile_time): the first
     finding of its notes ("lowered by ..."), or empty.  */
  char lowered[3][512];
};

/* The features decided at compile time: an LTRANS unit knows them only
   from its inputs' notes.  */
static const enum hardening_feature lto_compile_time[3]
    = { HARDENING_FORTIFY, HARDENING_FORMAT, HARDENING_GLIBCXX_ASSERTIONS };

/* A 32-bit word of a note's header, in the target's byte order.  */
static unsigned int
note_word (const unsigned char *p)
{
  if (BYTES_BIG_ENDIAN)
    return (unsigned int)p[0] << 24 | p[1] << 16 | p[2] << 8 | p[3];
  return (unsigned int)p[3] << 24 | p[2] << 16 | p[1] << 8 | p[0];
}

/* A section of an LTO object: one ".gnu.lto_.lto.ID" section a unit,
   where ID names the unit (lto1 reads one unit for each ID it finds,
   create_subid_section_table in lto-common.cc).  DATA counts them.  */
static int
count_lto_unit (void *data, const char *name, off_t, off_t)
{
  static const char prefix[] = ".gnu.lto_.lto.";

  if (strncmp (name, prefix, sizeof prefix - 1) == 0
      && name[sizeof prefix - 1] != 0)
    ++*(unsigned int *)data;
  return 1;
}

/* How many gcc-hardening unit notes that decode are in the object at
   OFFSET of file PATH (an archive member's offset, or 0), and how many
   LTO units into INPUT->units; the first finding of each feature decided
   at compile time goes into INPUT.  */
static unsigned int
count_unit_notes (const char *path, off_t offset, struct lto_input *input)
{
  const char *errmsg = NULL;
  int err = 0, fd;
  simple_object_read *object;
  off_t start, length;
  unsigned int count = 0;
  unsigned char *buf;

  fd = open (path, O_RDONLY);
  if (fd < 0)
    return 0;
  object = simple_object_start_read (fd, offset, "__GNU_LTO", &errmsg, &err);
  if (object)
    {
      unsigned int units = 0;
      if (simple_object_find_sections (object, count_lto_unit, &units, &err)
          == NULL)
        input->units += units;
    }
  if (object == NULL
      || simple_object_find_section (object, HARDENING_NOTE_SECTION, &start,
                                     &length, &errmsg, &err)
             != 1
      || length <= 0 || length > (off_t)1 << 26)
    {
      if (object)
        simple_object_release_read (object);
      close (fd);
      return 0;
    }
  buf = XNEWVEC (unsigned char, length);
  /* libiberty gives the offset in the object, not in the file.  */
  if (pread (fd, buf, length, offset + start) == length)
    for (off_t pos = 0; pos + 12 <= length;)
      {
        unsigned int namesz = note_word (buf + pos);
        unsigned int descsz = note_word (buf + pos + 4);
        unsigned int type = note_word (buf + pos + 8);
        off_t name = pos + 12;
        off_t desc = name + (((off_t)namesz + 3) & ~(off_t)3);
        struct hardening_note note;
        const char *error;

        pos = desc + (((off_t)descsz + 3) & ~(off_t)3);
        if (pos > length)
          break;
        if (!hardening_note_is_unit ((const char *)buf + name, namesz, type))
          continue;
        hardening_note_init (&note);
        if (hardening_note_decode ((const char *)buf + desc, descsz, &note,
                                   &error)
            == 0)
          {
            count++;
            for (size_t k = 0; k < 3; k++)
              {
                const struct hardening_note_feature *nf
                    = &note.feature[lto_compile_time[k]];
                const char *word = hardening_note_finding_word (
                    nf->present ? hardening_note_finding (nf)
                                : HARDENING_FINDING_NONE);
                if (word && input->lowered[k][0] == 0)
                  snprintf (input->lowered[k], sizeof input->lowered[k],
                            "input %s: %s by %s in %s", path, word, nf->reason,
                            note.source[0] ? lbasename (note.source) : "?");
              }
          }
        hardening_note_free (&note);
      }
  XDELETEVEC (buf);
  simple_object_release_read (object);
  close (fd);
  return count;
}

/* The input named PATH among the N INPUTS, or NULL.  */
static struct lto_input *
find_lto_input (struct lto_input *inputs, unsigned int n, const char *path)
{
  for (unsigned int i = 0; i < n; i++)
    if (strcmp (inputs[i].path, path) == 0)
      return &inputs[i];
  return NULL;
}

/* Read the notes of lto1's inputs and mark the functions of those that
   lack one.  Once, at the first pass lto1 runs, when the inputs' symbols
   are read.  */
static void
mark_inputs_without_notes (void *, void *)
{
  static bool done;
  struct lto_input *inputs;
  unsigned int n = 0;
  cgraph_node *node;

  if (done || flag_ltrans || !hardening_simple_object ())
    return;
  done = true;
  inputs = XCNEWVEC (struct lto_input, num_in_fnames + 1);
  for (unsigned int i = 0; i < num_in_fnames; i++)
    {
      /* An archive member is FILE@OFFSET, as lto1 itself reads it.  */
      const char *at = strrchr (in_fnames[i], '@');
      long long offset = 0;
      int consumed = 0;
      char *path;
      struct lto_input *input;

      if (at && sscanf (at, "@%lli%n", &offset, &consumed) == 1
          && at[consumed] == 0)
        path = xstrndup (in_fnames[i], at - in_fnames[i]);
      else
        {
          path = xstrdup (in_fnames[i]);
          offset = 0;
        }
      input = find_lto_input (inputs, n, path);
      if (input == NULL)
        {
          input = &inputs[n++];
          input->path = path;
        }
      else
        free (path);
      input->entries++;
      input->notes += count_unit_notes (input->path, (off_t)offset, input);
    }

  FOR_EACH_FUNCTION (node)
  {
    struct lto_file_decl_data *file = node->lto_file_data;
    struct lto_input *input;
    unsigned int units;
    char why[HARDENING_NOTE_TEXT];

    if (file == NULL || file->file_name == NULL)
      continue;
    input = find_lto_input (inputs, n, file->file_name);
    if (input == NULL)
      continue;
    for (size_t k = 0; k < 3; k++)
      if (input->lowered[k][0])
        {
          char text[sizeof input->lowered[k] + 32];
          snprintf (text, sizeof text, "%s %s",
                    hardening_feature_keyword (lto_compile_time[k]),
                    input->lowered[k]);
          DECL_ATTRIBUTES (node->decl) = tree_cons (
              get_identifier (LOWERED_ATTRIBUTE),
              build_tree_list (NULL_TREE,
                               build_string (strlen (text) + 1, text)),
              DECL_ATTRIBUTES (node->decl));
        }
    /* An object that ld -r made of several units holds several notes,
       one a unit compiled with the plugin.  The units are counted as lto1
       reads them, whatever symbols they define (a unit of data alone
       counts), so that a note of one unit cannot stand for another unit
       that has none.  More notes than units cannot be matched either: a
       note of a unit that lto1 does not read (code that was not compiled
       for LTO) could stand for an LTO unit without one.  */
    units = input->units > input->entries ? input->units : input->entries;
    if (input->notes == units)
      continue;
    if (input->notes == 0)
      snprintf (why, sizeof why, "input %s has no gcc-hardening note",
                input->path);
    else
      /* Which of its units lacks it is not known: all count.  */
      snprintf (why, sizeof why,
                "input %s has %u gcc-hardening note%s for %u units",
                input->path, input->notes, input->notes == 1 ? "" : "s",
                units);
    DECL_ATTRIBUTES (node->decl) = tree_cons (
        get_identifier (NO_NOTE_ATTRIBUTE),
        build_tree_list (NULL_TREE, build_string (strlen (why) + 1, why)),
        DECL_ATTRIBUTES (node->decl));
  }
  for (unsigned int i = 0; i < n; i++)
    free ((char *)inputs[i].path);
  XDELETEVEC (inputs);
}

/* The input without a note that function FN comes from, as the
   attribute says, or NULL.  */
static const char *
no_note_attribute (tree fn)
{
  tree attr = lookup_attribute (NO_NOTE_ATTRIBUTE, DECL_ATTRIBUTES (fn));

  if (attr && TREE_VALUE (attr)
      && TREE_CODE (TREE_VALUE (TREE_VALUE (attr))) == STRING_CST)
    return TREE_STRING_POINTER (TREE_VALUE (TREE_VALUE (attr)));
  return NULL;
}

/* The code inlined into a function: the first inlined function for which
   PRED holds, or NULL.  Each inlined body is a BLOCK whose origin is the
   inlined function, kept even without -g (for late diagnostics); the
   inline clones themselves are gone by the time the function's passes
   start.  */
static tree
inlined_find (tree block, int depth, bool (*pred) (tree))
{
  if (depth > 256)
    return NULL_TREE;
  for (; block; block = BLOCK_CHAIN (block))
    {
      tree origin = BLOCK_ABSTRACT_ORIGIN (block);
      tree found;

      if (origin && TREE_CODE (origin) == FUNCTION_DECL && pred (origin))
        return origin;
      found = inlined_find (BLOCK_SUBBLOCKS (block), depth + 1, pred);
      if (found)
        return found;
    }
  return NULL_TREE;
}

static bool
has_no_note (tree fn)
{
  return no_note_attribute (fn) != NULL;
}

/* Per feature decided at compile time (lto_compile_time), the first
   finding an input's note had for code this LTRANS unit has.  */
static char lto_lowered[3][512];

/* Take FN's LOWERED_ATTRIBUTEs into lto_lowered; false, so that
   inlined_find walks every inlined body.  */
static bool
collect_lowered (tree fn)
{
  for (tree a = lookup_attribute (LOWERED_ATTRIBUTE, DECL_ATTRIBUTES (fn)); a;
       a = lookup_attribute (LOWERED_ATTRIBUTE, TREE_CHAIN (a)))
    {
      const char *text;
      size_t len;

      if (!TREE_VALUE (a)
          || TREE_CODE (TREE_VALUE (TREE_VALUE (a))) != STRING_CST)
        continue;
      text = TREE_STRING_POINTER (TREE_VALUE (TREE_VALUE (a)));
      len = strcspn (text, " ");
      for (size_t k = 0; k < 3; k++)
        if (lto_lowered[k][0] == 0 && text[len] == ' '
            && strlen (hardening_feature_keyword (lto_compile_time[k])) == len
            && strncmp (text, hardening_feature_keyword (lto_compile_time[k]),
                        len)
                   == 0)
          snprintf (lto_lowered[k], sizeof lto_lowered[k], "%s",
                    text + len + 1);
    }
  return false;
}

/* Why function FN's code, or code inlined into it, comes from an input
   without a note, into WHY (SIZE bytes), and the input's words into
   *INPUT; false when it does not.  */
static bool
no_note_reason (tree fn, char *why, size_t size, const char **input)
{
  tree inlined;

  *input = no_note_attribute (fn);
  if (*input)
    {
      snprintf (why, size, "%s", *input);
      return true;
    }
  inlined = inlined_find (DECL_INITIAL (fn), 0, has_no_note);
  if (inlined == NULL_TREE)
    return false;
  *input = no_note_attribute (inlined);
  snprintf (why, size, "code inlined from %s: %s",
            DECL_NAME (inlined) ? IDENTIFIER_POINTER (DECL_NAME (inlined))
                                : "?",
            *input);
  return true;
}

/* The first input without a note whose code this LTRANS unit has, for
   the note's feature lines.  */
static char no_note_input[HARDENING_NOTE_TEXT];

/* lto1, per function: a function from an input without a note, or with
   code inlined from one, lacks what its compile did not record: its
   escapes name the input.  Runs when each function starts its passes.  */
static void
record_no_note_escapes (void *, void *)
{
  static const enum hardening_feature lost[]
      = { HARDENING_STACKPROTECTOR, HARDENING_STACKCLASH,
          HARDENING_AUTOVARINIT };
  tree fn = current_function_decl;
  char why[HARDENING_NOTE_TEXT];
  const char *input, *name;

  if (!in_lto1 || fn == NULL_TREE || DECL_ASSEMBLER_NAME_SET_P (fn) == 0)
    return;
  /* What the inputs' notes say of the code it has, its own and inlined.  */
  collect_lowered (fn);
  inlined_find (DECL_INITIAL (fn), 0, collect_lowered);
  if (!no_note_reason (fn, why, sizeof why, &input))
    return;
  name = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fn));
  if (no_note_input[0] == 0)
    snprintf (no_note_input, sizeof no_note_input, "%s", input);
  for (size_t i = 0; i < sizeof lost / sizeof *lost; i++)
    if (effective.feature[lost[i]].level > 0)
      hardening_note_add_escape (&unit_note, lost[i], name, why);
}

/* The function whose passes run, and whether trampolines were created
   before it (trampolines_created is one flag for the whole unit, read
   when the assembler file ends: it is restored).  */
static const char *trampoline_function;
static int trampolines_before;

static void
trampolines_start (void *, void *)
{
  tree fn = current_function_decl;

  trampoline_function
      = fn != NULL_TREE ? IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fn)) : NULL;
  trampolines_before = trampolines_created;
  trampolines_created = 0;
}

/* What GCC generated: a trampoline on the stack in this function.  */
static void
record_trampolines (void *, void *)
{
  if (trampolines_created && trampoline_function
      && effective.feature[HARDENING_NOEXECSTACK].level > 0)
    hardening_note_add_escape (&unit_note, HARDENING_NOEXECSTACK,
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
static void
record_gimple_trampolines (void *, void *)
{
  struct cgraph_node *node;

  if (!flag_generate_lto || flag_fat_lto_objects
      || effective.feature[HARDENING_NOEXECSTACK].level == 0)
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
          &unit_note, HARDENING_NOEXECSTACK,
          IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (node->decl)),
          "a trampoline needs an executable stack");
  }
}

/* lto1: a feature of the policy that this compiler or target lacks (GCC
   11 has no -ftrivial-auto-var-init) is unsupported, as in the inputs'
   notes, never applied.  */
static bool
lto_feature_unsupported (enum hardening_feature feature)
{
  struct hardening_option_rule rule;
  struct cl_decoded_option ours;
  const char *reason;
  char why[128];

  if (!hardening_option_rule (feature, effective.feature[feature].level,
                              target, GCCPLUGIN_VERSION_MAJOR, &rule, &reason))
    {
      record (feature, HARDENING_NOTE_UNSUPPORTED, reason);
      return true;
    }
  if (decode_option (rule.option, &ours))
    return false;
  snprintf (why, sizeof why, "GCC %d does not know %s",
            GCCPLUGIN_VERSION_MAJOR, rule.option);
  record (feature, HARDENING_NOTE_UNSUPPORTED, why);
  return true;
}

/* lto1: what the generated code has, feature by feature.  */
static void
record_lto_features (void)
{
  static const enum hardening_feature per_function[]
      = { HARDENING_STACKPROTECTOR, HARDENING_STACKCLASH,
          HARDENING_AUTOVARINIT };
  for (size_t i = 0; i < sizeof per_function / sizeof *per_function; i++)
    if (effective.feature[per_function[i]].level == 0)
      record (per_function[i], HARDENING_NOTE_OFF,
              effective.feature[per_function[i]].origin);
    else if (lto_feature_unsupported (per_function[i]))
      ;
    else if (no_note_input[0])
      record (per_function[i], HARDENING_NOTE_LOWERED, no_note_input);
    else
      record (per_function[i], HARDENING_NOTE_APPLIED,
              "per function, as compiled (escapes listed)");
  check_guard ();
  /* Decided by the front end at compile time: the layout of the
     structures (which trailing arrays are flexible) and the C
     diagnostics.  */
  static const enum hardening_feature front_end_only[]
      = { HARDENING_STRICT_FLEX_ARRAYS, HARDENING_IMPLICIT_FUNCTION,
          HARDENING_QA };
  for (size_t i = 0; i < sizeof front_end_only / sizeof *front_end_only; i++)
    if (effective.feature[front_end_only[i]].level == 0)
      record (front_end_only[i], HARDENING_NOTE_OFF,
              effective.feature[front_end_only[i]].origin);
    else
      record (front_end_only[i], HARDENING_NOTE_NOT_APPLICABLE,
              HARDENING_NOTE_LTO_COMPILE_TIME);
  /* Decided at compile time, and said in the inputs' notes: unknown for
     code from an input without one, lowered where a note says so.  */
  for (size_t i = 0; i < 3; i++)
    if (no_note_input[0] && effective.feature[lto_compile_time[i]].level > 0)
      record (lto_compile_time[i], HARDENING_NOTE_LOWERED, no_note_input);
    else if (lto_lowered[i][0])
      record (lto_compile_time[i], HARDENING_NOTE_LOWERED, lto_lowered[i]);
    else
      record (lto_compile_time[i], HARDENING_NOTE_NOT_APPLICABLE,
              HARDENING_NOTE_LTO_COMPILE_TIME);
  /* lto-wrapper gives LTRANS the objects' PIC option and the link mode:
     position-independent code is what a PIE needs.  */
  if (flag_pie || flag_pic)
    record (HARDENING_PIE, HARDENING_NOTE_APPLIED,
            flag_pie ? "PIE code" : "PIC code");
  else
    record (HARDENING_PIE, HARDENING_NOTE_NOT_APPLICABLE,
            "position-dependent link");
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
asm_function_found (void *, const char *name, size_t len)
{
  hardening_note_add_asm_function (&unit_note, name, len);
}

static void
record_asm_functions (void *, void *)
{
  struct hardening_asm_state state;

  hardening_asm_init (&state);
  /* The list holds asm_nodes only; GCC 16's next is their base,
     toplevel_node.  */
  for (asm_node *node = symtab->first_asm_symbol (); node;
       node = static_cast<asm_node *> (node->next))
    if (node->asm_str && TREE_CODE (node->asm_str) == STRING_CST)
      hardening_asm_functions (TREE_STRING_POINTER (node->asm_str), &state,
                               asm_function_found, NULL);
}

/* Write the unit's note into the assembler output.  */
static void
emit_note (void *, void *)
{
  static const char name[] = HARDENING_NOTE_NAME;
  size_t size;
  char *desc;

  /* Their diagnostics may fail the unit: first.  */
  format_wrappers_finish_unit (&unit_note);
  macros_finish_unit ();
  fortify_coverage_finish_unit (&unit_note);
  function_code_finish_unit (&unit_note);
  if (asm_out_file == NULL || flag_syntax_only || flag_preprocess_only
      || seen_error ())
    return;
  if (in_lto1)
    record_lto_features ();
  check_guard_definition ();
  size = hardening_note_encode (&unit_note, NULL, 0);
  desc = XNEWVEC (char, size);
  hardening_note_encode (&unit_note, desc, size);
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
static void
start_note (const char *language)
{
  hardening_note_init (&unit_note);
  snprintf (unit_note.producer, sizeof unit_note.producer, "GCC %s",
            gcc_version.basever);
  snprintf (unit_note.plugin, sizeof unit_note.plugin, "%s",
            HARDENING_VERSION);
  snprintf (unit_note.language, sizeof unit_note.language, "%s", language);
  snprintf (unit_note.target, sizeof unit_note.target, "%s", target);
  snprintf (unit_note.source, sizeof unit_note.source, "%s",
            main_input_filename ? main_input_filename : "");
  /* The unit's optimization level (hardening-audit's "optimization"
     check; a function's own level is its escapes' business).  */
  if (optimize_fast)
    snprintf (unit_note.opt_level, sizeof unit_note.opt_level, "-Ofast");
  else if (optimize_debug)
    snprintf (unit_note.opt_level, sizeof unit_note.opt_level, "-Og");
  else if (optimize_size)
    snprintf (unit_note.opt_level, sizeof unit_note.opt_level, "-O%c",
              optimize_size == 2 ? 'z' : 's');
  else
    snprintf (unit_note.opt_level, sizeof unit_note.opt_level, "-O%d",
              optimize);
  unit_note.mode = mode;
  for (int f = 0; f < HARDENING_FEATURE_COUNT; f++)
    if (hardening_feature_where ((enum hardening_feature)f)
        == HARDENING_WHERE_LINK)
      record ((enum hardening_feature)f, HARDENING_NOTE_NOT_APPLICABLE,
              "link-time feature");
}

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

  plugin_name = plugin_info->base_name;
  snprintf (verbose_tag, sizeof verbose_tag, "[-fplugin-arg-%s-verbose]",
            plugin_name);
  snprintf (strict_tag, sizeof strict_tag, "[-fplugin-arg-%s-mode=strict]",
            plugin_name);

  /* The major version and the target were checked by hardening.so, the
     loader that loads this file (hardening-loader.cc): it can refuse a
     GCC that this file, with its GCC symbols, could not even load into.  */

  hardening_args_init (&args);
  for (int i = 0; i < argc; i++)
    if (hardening_args_parse (&args, argv[i].key, argv[i].value, &diag)
        != HARDENING_OK)
      {
        report_argument_error (&argv[i], &diag);
        return 1;
      }

  register_callback (plugin_name, PLUGIN_INFO, NULL, &hardening_info);
  if (args.print_features)
    print_features ();

  if (args.disable_all)
    {
      if (args.verbose)
        inform (UNKNOWN_LOCATION,
                "hardening disabled by %<-fplugin-arg-%s-disable%>",
                plugin_name);
      return 0;
    }

  hardening_config_target (version->configuration_arguments, target,
                           sizeof target);
  if (!compute_effective (target, &effective))
    return 1;
  mode = (enum hardening_mode)effective.mode.level;
  /* Overrides name what made the mode strict.  */
  if (effective.mode.source == HARDENING_FROM_POLICY)
    snprintf (strict_tag, sizeof strict_tag, "[%s]", effective.mode.origin);

  front_end = current_front_end ();
  set_default_handlers (&option_handlers, NULL);
  option_lang_mask = lang_hooks.option_lang_mask ();

  start_note (front_end == FRONT_END_FORTRAN    ? "Fortran"
              : front_end == FRONT_END_LTO      ? "LTO"
              : strstr (lang_hooks.name, "C++") ? "C++"
                                                : "C");
  if (front_end != FRONT_END_OTHER)
    {
      struct function_code_unit lto_unit;

      lto_unit.stackprotector
          = effective.feature[HARDENING_STACKPROTECTOR].level;
      lto_unit.stackclash = effective.feature[HARDENING_STACKCLASH].level;
      lto_unit.autovarinit = effective.feature[HARDENING_AUTOVARINIT].level;
      function_code_start (plugin_name, &unit_note,
                           front_end == FRONT_END_LTO ? &lto_unit : NULL);
      register_callback (plugin_name, PLUGIN_ALL_PASSES_START,
                         trampolines_start, NULL);
      register_callback (plugin_name, PLUGIN_ALL_PASSES_END,
                         record_trampolines, NULL);
      register_callback (plugin_name, PLUGIN_ALL_IPA_PASSES_START,
                         record_gimple_trampolines, NULL);
      register_callback (plugin_name, PLUGIN_ALL_IPA_PASSES_END,
                         record_asm_functions, NULL);
      register_callback (plugin_name, PLUGIN_FINISH_UNIT, emit_note, NULL);
    }

  if (front_end == FRONT_END_C_FAMILY || front_end == FRONT_END_LTO)
    fortify_coverage_start (plugin_name, &unit_note);

  switch (front_end)
    {
    case FRONT_END_C_FAMILY:
      find_exemptions ();
      harden_option (HARDENING_STACKPROTECTOR);
      check_guard ();
      harden_pie ();
      harden_format ();
      harden_format_wrappers ();
      harden_option (HARDENING_STACKCLASH);
      harden_option (HARDENING_BRANCH);
      harden_option (HARDENING_AUTOVARINIT);
      harden_trampolines ();
      harden_option (HARDENING_STRICT_FLEX_ARRAYS);
      flex_arrays_start (plugin_name, &unit_note);
      harden_implicit_function ();
      harden_qa ();
      harden_option (HARDENING_ZERO_CALL_USED_REGS);
      harden_trampolines_warning ();
      harden_option (HARDENING_ZERO_INIT_PADDING);
      harden_bidi_chars ();
      harden_no_ub_opts ();
      harden_exceptions ();
      scan_macro_options ();
      publish_recorded_options ();
      register_callback (plugin_name, PLUGIN_PRAGMAS, harden_macros, NULL);
      break;
    case FRONT_END_FORTRAN:
      find_exemptions ();
      /* Said, so that a binary of Fortran units alone is not judged by
         the memcpy and memset calls gfortran emits.  */
      record (HARDENING_FORTIFY, HARDENING_NOTE_NOT_APPLICABLE,
              "Fortran: no C library headers");
      record (HARDENING_FORMAT, HARDENING_NOTE_NOT_APPLICABLE,
              "Fortran: no printf-style format strings");
      record (HARDENING_GLIBCXX_ASSERTIONS, HARDENING_NOTE_NOT_APPLICABLE,
              "not C++");
      harden_option (HARDENING_STACKPROTECTOR);
      check_guard ();
      harden_pie ();
      harden_option (HARDENING_STACKCLASH);
      harden_option (HARDENING_BRANCH);
      harden_option (HARDENING_AUTOVARINIT);
      harden_trampolines ();
      record (HARDENING_STRICT_FLEX_ARRAYS, HARDENING_NOTE_NOT_APPLICABLE,
              "Fortran: no flexible array members");
      record (HARDENING_IMPLICIT_FUNCTION, HARDENING_NOTE_NOT_APPLICABLE,
              "not C");
      record (HARDENING_QA, HARDENING_NOTE_NOT_APPLICABLE, "not C");
      harden_option (HARDENING_ZERO_CALL_USED_REGS);
      harden_trampolines_warning ();
      record (HARDENING_ZERO_INIT_PADDING, HARDENING_NOTE_NOT_APPLICABLE,
              "Fortran: no C initializers");
      record (HARDENING_BIDI_CHARS, HARDENING_NOTE_NOT_APPLICABLE,
              "not C or C++");
      harden_no_ub_opts ();
      record (HARDENING_EXCEPTIONS, HARDENING_NOTE_NOT_APPLICABLE, "not C");
      publish_recorded_options ();
      if (args.print_policy)
        print_policy ();
      break;
    case FRONT_END_LTO:
      /* lto1 compiles with the options recorded per function at compile
         time and the link mode's PIC/PIE; only global code-generation
         options are lost, and branch protection is one.  */
      in_lto1 = true;
      /* The guard options lto-wrapper handed on from the compiles, for
         record_lto_features (check_guard).  Nothing else that lto1 does
         can be exempt.  */
      find_exemptions ();
      harden_option (HARDENING_BRANCH);
      /* Global options too, which lto-wrapper does not hand on: the code
         is generated here, and so are the trampolines.  */
      harden_option (HARDENING_ZERO_CALL_USED_REGS);
      harden_trampolines_warning ();
      register_callback (plugin_name, PLUGIN_PASS_EXECUTION,
                         mark_inputs_without_notes, NULL);
      register_callback (plugin_name, PLUGIN_ALL_PASSES_START,
                         record_no_note_escapes, NULL);
      if (args.print_policy)
        print_policy ();
      break;
    case FRONT_END_OTHER:
      if (args.verbose)
        inform (UNKNOWN_LOCATION, "nothing to harden in %qs %s",
                lang_hooks.name, verbose_tag);
      break;
    }
  return 0;
}
