/* The features that are compiler options, set through GCC's own option
   machinery as if they came first on the command line (the option rules:
   hardening_option_rule), and what the command line's own options say:
   the user's choices, the exemptions, the stack protector's guard.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-internal.h"
#include "format-wrappers.h"

#include <stdio.h>
#include <string.h>

/* GCC's option machinery, for options set as if from the command line.  */
static struct cl_option_handlers option_handlers;
static unsigned int option_lang_mask;

/* Set up the option machinery for this front end.  */
void
options_start (void)
{
  set_default_handlers (&option_handlers, NULL);
  option_lang_mask = lang_hooks.option_lang_mask ();
}

/* The command line.  */

const char *
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
bool
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
void
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
void
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

/* Take an option the plugin set and published (publish_recorded_options)
   out of GCC's records again: the entries of save_decoded_options that
   are the recorded ones (the same text), then the recorded ones.  */
static void
unrecord_option (size_t opt)
{
  unsigned int k = save_decoded_options_count > 0 ? 1 : 0, kept = 0;

  for (unsigned int i = 1; i < save_decoded_options_count; i++)
    {
      bool ours = false;
      for (unsigned int r = 0; r < n_recorded; r++)
        ours = ours
               || (recorded_options[r].opt_index == opt
                   && save_decoded_options[i].orig_option_with_args_text
                          == recorded_options[r].orig_option_with_args_text);
      if (!ours)
        save_decoded_options[k++] = save_decoded_options[i];
    }
  save_decoded_options_count = k;
  for (unsigned int r = 0; r < n_recorded; r++)
    if (recorded_options[r].opt_index != opt)
      {
        recorded_after[kept] = recorded_after[r];
        recorded_options[kept++] = recorded_options[r];
      }
  n_recorded = kept;
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
guard_arch (struct hardening_unit *u, const char *const *words, unsigned int n)
{
  const char *arch = NULL;

  if (strncmp (u->target, "x86_64-", 7) == 0)
    arch = "x86_64";
  else if (u->target[0] == 'i' && u->target[1] >= '3' && u->target[1] <= '6'
           && strncmp (u->target + 2, "86-", 3) == 0)
    arch = "i386";
  else if (strncmp (u->target, "aarch64-", 8) == 0)
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
void
check_guard (struct hardening_unit *u)
{
  const struct hardening_note_feature *nf
      = &u->note.feature[HARDENING_STACKPROTECTOR];
  char by[HARDENING_NOTE_TEXT];

  if (!foreign_guard[0] || !nf->present
      || !hardening_note_status_protects (nf->status))
    return;
  snprintf (by, sizeof by, "%s: the canary is not the C library's guard",
            foreign_guard);
  if (u->mode == HARDENING_MODE_STRICT)
    {
      error ("%qs takes the canary from elsewhere than the guard of the C "
             "library, which strict mode forbids %s",
             foreign_guard, u->strict_tag);
      return;
    }
  if (u->args.verbose && reported_in_this_stage (HARDENING_STACKPROTECTOR))
    inform (UNKNOWN_LOCATION, "hardening feature %qs lowered by %qs %s",
            hardening_feature_keyword (HARDENING_STACKPROTECTOR),
            foreign_guard, u->verbose_tag);
  u->decided_by_option[HARDENING_STACKPROTECTOR] = foreign_guard;
  note_record (u, HARDENING_STACKPROTECTOR, HARDENING_NOTE_LOWERED, by);
}

/* On aarch64 the C library's guard is ld.so's __stack_chk_guard, which
   it makes random: a unit that has the C library and defines its own
   __stack_chk_guard binds the program's canaries to it (a definition in
   the program takes its references), whatever the options.  Recorded as
   check_guard records a guard option; an error in strict mode.  Not in
   the C library's own units, which define the real one.  */
void
check_guard_definition (struct hardening_unit *u)
{
  const struct hardening_note_feature *nf
      = &u->note.feature[HARDENING_STACKPROTECTOR];
  cpp_reader *pfile = hardening_parse_in ();
  varpool_node *vnode;

  if (strncmp (u->target, "aarch64-", 8) != 0 || !guard_hosted
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
    if (u->mode == HARDENING_MODE_STRICT)
      {
        error_at (DECL_SOURCE_LOCATION (decl),
                  "a definition of %qs makes the canary the program%'s own, "
                  "which strict mode forbids %s",
                  "__stack_chk_guard", u->strict_tag);
        return;
      }
    snprintf (foreign_guard, sizeof foreign_guard,
              "a definition of __stack_chk_guard");
    check_guard (u);
    return;
  }
}

/* What cannot work in this unit (hardening_exemptions): the driver's link
   options the specs pass on (-nostdlib, -nostartfiles -static...), then
   the command line's -ffreestanding, -fno-hosted, -D__KERNEL__,
   -mcmodel=kernel, -mstack-protector-guard...  Compile-only options
   (-c with -nostdlib in LDFLAGS only) never reach here: the link's
   options do not change a unit compiled apart.  */
void
find_exemptions (struct hardening_unit *u)
{
  unsigned int n = 0;
  const char **words = XNEWVEC (
      const char *, u->args.n_driver_options + save_decoded_options_count);
  char **made = XNEWVEC (char *, save_decoded_options_count);
  unsigned int n_made = 0;

  for (unsigned int i = 0; i < u->args.n_driver_options; i++)
    words[n++] = u->args.driver_options[i];
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
  hardening_exemptions (words, n, u->exemption);
  hardening_foreign_guard (words, n, guard_arch (u, words, n), foreign_guard,
                           sizeof foreign_guard);
  guard_hosted = hardening_guard_hosted (words, n);
  for (unsigned int i = 0; i < n_made; i++)
    free (made[i]);
  XDELETEVEC (made);
  XDELETEVEC (words);
}

/* The features that are one compiler option (hardening_option_rule): the
   stack protector, stack clash protection, branch protection and
   automatic variable initialization.  */
void
harden_option (struct hardening_unit *u, enum hardening_feature feature)
{
  int level = u->effective.feature[feature].level;
  struct hardening_option_rule rule;
  struct cl_decoded_option ours;
  const struct cl_decoded_option *user_option;
  struct hardening_user_choice user = { 0, 0, NULL };
  enum hardening_action action;
  const char *reason;

  if (level == 0)
    {
      report_off (u, feature);
      return;
    }
  if (!hardening_option_rule (feature, level, u->target,
                              GCCPLUGIN_VERSION_MAJOR, &rule, &reason))
    {
      report_unavailable (u, feature, HARDENING_NOTE_UNSUPPORTED, reason);
      return;
    }
  if (!decode_option (rule.option, &ours))
    {
      char why[128];
      snprintf (why, sizeof why, "GCC %d does not know %s",
                GCCPLUGIN_VERSION_MAJOR, rule.option);
      report_unavailable (u, feature, HARDENING_NOTE_UNSUPPORTED, why);
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
  action = hardening_decide (u->mode, is_exempt (u, feature), 1, &user);
  if (action == HARDENING_APPLY || action == HARDENING_OVERRIDE)
    {
      set_option (ours.opt_index, ours.arg, ours.value);
      record_option (&ours, action == HARDENING_OVERRIDE);
      u->option_set[feature] = true;
      if (action == HARDENING_APPLY)
        report_applied (u, feature, rule.option);
    }
  report_choice (u, feature, action, user.option);
}

/* Once the target's options are final (after process_options: for the C
   family at PLUGIN_PRAGMAS, otherwise at PLUGIN_START_UNIT), take back an
   option the plugin set that GCC cannot generate for this code, where its
   "sorry, unimplemented" would stop the build (Thumb-1, MIPS16), and
   record the feature as unsupported.  The user's own option stays: GCC's
   refusal is then the answer to it.  The unit's options were saved at the
   end of process_options (optimization_default_node): saved again.  */
void
check_target_code (struct hardening_unit *u)
{
  const char *why = hardening_stack_clash_unimplemented (false);

  if (why == NULL || !u->option_set[HARDENING_STACKCLASH])
    return;
  global_options.x_flag_stack_clash_protection = 0;
  optimization_default_node
      = build_optimization_node (&global_options, &global_options_set);
  optimization_current_node = optimization_default_node;
  unrecord_option (OPT_fstack_clash_protection);
  u->option_set[HARDENING_STACKCLASH] = false;
  u->unimplemented[HARDENING_STACKCLASH] = why;
  report_unavailable (u, HARDENING_STACKCLASH, HARDENING_NOTE_UNSUPPORTED,
                      why);
}

/* Position-independent code for executables.  */
void
harden_pie (struct hardening_unit *u)
{
  struct hardening_user_choice user = { 0, 0, NULL };
  enum hardening_action action;

  if (u->effective.feature[HARDENING_PIE].level == 0)
    {
      report_off (u, HARDENING_PIE);
      return;
    }
  /* A shared library: whether its code is PIC is the user's business
     (libtool adds -fPIC); PIE code would not link.  */
  if (u->args.driver_shared && u->mode == HARDENING_MODE_DEFAULT)
    {
      report_not_applicable (u, HARDENING_PIE, "-shared link");
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
  action = hardening_decide (u->mode, is_exempt (u, HARDENING_PIE), 1, &user);
  if (action == HARDENING_APPLY || action == HARDENING_OVERRIDE)
    {
      /* finish_options has already derived flag_pic and flag_shlib from
         flag_pie: set what it would have set for -fPIE.  */
      set_option (OPT_fPIE, NULL, 1);
      flag_pic = flag_pie;
      flag_shlib = 0;
      if (action == HARDENING_APPLY)
        report_applied (u, HARDENING_PIE, "-fPIE");
    }
  report_choice (u, HARDENING_PIE, action, user.option);
}

/* -Wformat with every warning it implies, and -Wformat-security as a
   warning (format = warn) or an error (format = error).  Each part the user
   set explicitly is left as set, exactly as when the hand-written flags
   come first on the command line.  */
/* -Wformat goes through handle_generated_option, never by assigning
   warn_format: the warnings it implies are whatever this GCC's c.opt says
   (-Wformat-overflow, -Wformat-truncation... GCC adds some now and then),
   exactly as for the hand-written option.  */
void
harden_format (struct hardening_unit *u)
{
  int level = u->effective.feature[HARDENING_FORMAT].level;
  const char *lowering[3];
  unsigned int n_lowering = 0;
  int security_kind = hardening_option_classification (OPT_Wformat_security);
  struct hardening_user_choice user = { 0, 0, NULL };
  enum hardening_action action;

  if (level == HARDENING_FORMAT_OFF)
    {
      report_off (u, HARDENING_FORMAT);
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
  action
      = hardening_decide (u->mode, is_exempt (u, HARDENING_FORMAT), 1, &user);
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
        report_applied (u, HARDENING_FORMAT,
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
    report_choice (u, HARDENING_FORMAT, action, lowering[i]);
}

/* Format wrappers (format-wrappers.cc): at the policy's level, where
   -Wformat-security is applied or the user's.  */
void
harden_format_wrappers (struct hardening_unit *u)
{
  enum hardening_feature feature = HARDENING_FORMAT_WRAPPERS;
  int level = u->effective.feature[feature].level;

  if (level == 0)
    {
      report_off (u, feature);
      return;
    }
  if (is_exempt (u, feature) && u->mode == HARDENING_MODE_DEFAULT)
    {
      report_choice (u, feature, HARDENING_EXEMPT, NULL);
      return;
    }
  /* What the format feature decided (the user's -Wno-format-security):
     already reported.  */
  if (!warn_format_security)
    {
      note_record (u, feature, HARDENING_NOTE_NOT_APPLICABLE,
                   "no -Wformat-security");
      return;
    }
  note_record (
      u, feature, HARDENING_NOTE_APPLIED,
      level == HARDENING_FORMAT_ERROR
          ? "calls of inferred wrappers as -Wformat-security"
          : "calls of inferred wrappers as -Wformat-security warnings");
  format_wrappers_start (u->plugin_name, level, u->args.suggest_format,
                         u->args.verbose);
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
harden_werror (struct hardening_unit *u, enum hardening_feature feature,
               const struct werror_part *parts, size_t n)
{
  struct hardening_user_choice user = { 0, 0, NULL };
  enum hardening_action action;
  char applied[160] = "", lowering[160];

  if (u->effective.feature[feature].level == 0)
    {
      report_off (u, feature);
      return;
    }
  if ((option_lang_mask & (CL_C | CL_ObjC)) == 0)
    {
      note_record (u, feature, HARDENING_NOTE_NOT_APPLICABLE, "not C");
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
  action = hardening_decide (u->mode, is_exempt (u, feature), 1, &user);
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
    report_applied (u, feature, applied);
  report_choice (u, feature, action, user.option);
}

void
harden_implicit_function (struct hardening_unit *u)
{
  const struct werror_part parts[] = {
    { OPT_Wimplicit_function_declaration,
      global_options_set.x_warn_implicit_function_declaration != 0,
      warn_implicit_function_declaration != 0,
      "implicit-function-declaration" },
  };
  harden_werror (u, HARDENING_IMPLICIT_FUNCTION, parts, 1);
}

void
harden_qa (struct hardening_unit *u)
{
  const struct werror_part parts[] = {
    { OPT_Wincompatible_pointer_types,
      global_options_set.x_warn_incompatible_pointer_types != 0,
      warn_incompatible_pointer_types != 0, "incompatible-pointer-types" },
    { OPT_Wint_conversion, global_options_set.x_warn_int_conversion != 0,
      warn_int_conversion != 0, "int-conversion" },
  };
  harden_werror (u, HARDENING_QA, parts, 2);
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
void
harden_bidi_chars (struct hardening_unit *u)
{
  static const char *const applied[]
      = { NULL, "-Wbidi-chars=unpaired", "-Werror=bidi-chars=unpaired",
          "-Werror=bidi-chars=any" };
  enum hardening_feature feature = HARDENING_BIDI_CHARS;
  int level = u->effective.feature[feature].level;
  bool error = level >= HARDENING_BIDI_UNPAIRED;
  int want = level == HARDENING_BIDI_ANY ? HARDENING_BIDI_ANY_BITS
                                         : HARDENING_BIDI_UNPAIRED_BITS;
  int kind;
  bool user_level = HARDENING_BIDI_USER_SET;
  struct hardening_user_choice user = { 0, 0, NULL };
  struct cl_decoded_option ours;
  enum hardening_action action;

  if (level == HARDENING_BIDI_OFF)
    {
      report_off (u, feature);
      return;
    }
  if (HARDENING_OPT_WBIDI_CHARS < 0
      || !decode_option (level == HARDENING_BIDI_ANY ? "-Wbidi-chars=any"
                                                     : "-Wbidi-chars=unpaired",
                         &ours))
    {
      char why[128];
      snprintf (why, sizeof why, "GCC %d does not know -Wbidi-chars",
                GCCPLUGIN_VERSION_MAJOR);
      report_unavailable (u, feature, HARDENING_NOTE_UNSUPPORTED, why);
      return;
    }
  kind = hardening_option_classification (HARDENING_OPT_WBIDI_CHARS);
  if (user_level)
    {
      user.given = 1;
      user.option
          = option_text (last_option_like ((size_t)HARDENING_OPT_WBIDI_CHARS),
                         "-Wbidi-chars");
      user.lowers = HARDENING_BIDI_USER_BITS < want;
    }
  if (error && kind != HARDENING_DK_UNSPECIFIED && kind != HARDENING_DK_ERROR
      && !user.lowers)
    {
      user.given = user.lowers = 1;
      user.option = "-Wno-error=bidi-chars";
    }
  action = hardening_decide (u->mode, is_exempt (u, feature), 1, &user);
  if (action != HARDENING_EXEMPT && action != HARDENING_NOT_APPLICABLE)
    {
      bool force = action == HARDENING_OVERRIDE;

      if (!user_level || force)
        set_option (ours.opt_index, ours.arg, ours.value);
      if (error && (kind == HARDENING_DK_UNSPECIFIED || force))
        control_warning_option (HARDENING_OPT_WBIDI_CHARS, HARDENING_DK_ERROR,
                                NULL,
                                false, UNKNOWN_LOCATION, option_lang_mask,
                                &option_handlers, &global_options,
                                &global_options_set, global_dc);
    }
  if (action == HARDENING_APPLY)
    report_applied (u, feature, applied[level]);
  report_choice (u, feature, action, user.option);
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
harden_flags (struct hardening_unit *u, enum hardening_feature feature,
              const struct flag_part *parts, size_t n)
{
  struct hardening_user_choice user = { 0, 0, NULL };
  struct cl_decoded_option ours[4];
  enum hardening_action action;
  char applied[160] = "";

  if (u->effective.feature[feature].level == 0)
    {
      report_off (u, feature);
      return;
    }
  for (size_t i = 0; i < n; i++)
    {
      if (!decode_option (parts[i].option, &ours[i]))
        {
          char why[128];
          snprintf (why, sizeof why, "GCC %d does not know %s",
                    GCCPLUGIN_VERSION_MAJOR, parts[i].option);
          report_unavailable (u, feature, HARDENING_NOTE_UNSUPPORTED, why);
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
  action = hardening_decide (u->mode, is_exempt (u, feature), 1, &user);
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
    report_applied (u, feature, applied);
  report_choice (u, feature, action, user.option);
}

/* no-ub-opts: no optimization that takes a null dereference, a signed or
   pointer overflow or an access through another type as impossible, the
   guesses that delete checks from real programs.  -fno-strict-overflow is
   -fwrapv -fwrapv-pointer, set here as those two: -fstrict-overflow sets
   both without marking them as the user's, -fwrapv or -fwrapv-pointer
   one, and the last option that sets each is the command line's choice
   for it (a later -fno-wrapv lowers the feature).  */
void
harden_no_ub_opts (struct hardening_unit *u)
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
  harden_flags (u, HARDENING_NO_UB_OPTS, parts, 4);
}

/* exceptions: C code with exception tables, so that an exception or a
   thread's cancellation unwinding through a C frame runs its cleanups
   (__attribute__ ((cleanup)), pthread_cleanup_push) and does not stop.
   C++ has them unless -fno-exceptions.  */
void
harden_exceptions (struct hardening_unit *u)
{
  const struct flag_part parts[] = {
    { "-fexceptions", "-fexceptions",
      global_options_set.x_flag_exceptions != 0, flag_exceptions != 0,
      last_option_like (OPT_fexceptions), "-fno-exceptions" },
  };

  if (u->effective.feature[HARDENING_EXCEPTIONS].level != 0
      && (option_lang_mask & (CL_C | CL_ObjC)) == 0)
    {
      report_not_applicable (u, HARDENING_EXCEPTIONS, "not C");
      return;
    }
  harden_flags (u, HARDENING_EXCEPTIONS, parts, 1);
}
