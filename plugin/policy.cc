/* The policy in force (hardening-resolve.h: the policy file, then the
   environment, then the plugin's arguments), its errors as GCC's,
   print-policy and print-features.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-internal.h"
#include "hardening-config.h"
#include "hardening-policy.h"
#include "hardening-resolve.h"

#include <stdio.h>
#include <string.h>

extern char **environ;

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

/* Report an environment or argument error for a feature list.  */
static void
report_feature_error (struct hardening_unit *u,
                      const struct hardening_diag *diag, bool from_args)
{
  if (diag->status == HARDENING_UNKNOWN_FEATURE && from_args)
    error ("unknown hardening feature %qs in %<-fplugin-arg-%s-%s=%s%>",
           diag->value, u->plugin_name, diag->key, diag->context);
  else if (diag->status == HARDENING_UNKNOWN_FEATURE)
    error ("unknown hardening feature %qs in the environment variable %qs",
           diag->value, diag->key);
  else if (diag->status == HARDENING_BAD_VALUE)
    error ("invalid value %qs of the environment variable %qs: expected %s",
           diag->value, diag->key, diag->expected);
  else
    error ("invalid hardening setting %qs", diag->key);
}

/* Policy, then environment, then arguments (hardening-resolve.h): the
   argument's policy file, else the installed one, else the built-in copy,
   resolved for TARGET_NAME into EFF.  */
bool
compute_effective (struct hardening_unit *u, const char *target_name,
                   struct hardening_effective *eff)
{
  struct hardening_resolve_input in;
  struct hardening_resolve_result result;

  hardening_resolve_input_init (&in);
  in.path = u->args.policy;
  in.default_path = HARDENING_POLICY_FILE;
  in.builtin = hardening_builtin_policy;
  in.builtin_size = hardening_builtin_policy_size;
  in.short_origin = 1;
  in.require_section = 1;
  in.target = target_name;
  in.envp = (const char *const *)environ;
  in.args = &u->args;
  switch (hardening_resolve (&in, eff, &result))
    {
    case HARDENING_RESOLVE_POLICY:
      report_policy_error (result.path, &result.policy_error);
      return false;
    case HARDENING_RESOLVE_NO_SECTION:
      error ("%s: no section matches the target %qs: add one, or a %<[*]%> "
             "section",
             result.path, target_name);
      return false;
    case HARDENING_RESOLVE_ENV:
      report_feature_error (u, &result.env, false);
      return false;
    default:
      break;
    }
  /* What dpkg-buildflags only warns about is a warning here too, in its
     words, and one that -Werror does not make an error: the build that
     dpkg lets through must go through.  Once a process.  */
  static bool dpkg_warned;
  for (unsigned int i = 0; i < result.env.n_warnings && !dpkg_warned; i++)
    fnotice (stderr, "%s: warning: %s [gcc-hardening]\n", progname,
             result.env.warnings[i]);
  dpkg_warned = true;
  if (result.status == HARDENING_RESOLVE_ARGS)
    {
      report_feature_error (u, &result.args, true);
      return false;
    }
  return true;
}

/* -fplugin-arg-hardening-print-policy: one feature a line, its value and
   where it came from, on stderr (stdout may be the compiler's output).  */
void
print_policy (struct hardening_unit *u)
{
  struct hardening_effective shown_policy = u->effective;
  const char *shown_target = u->target;

  if (u->args.target)
    {
      shown_target = u->args.target;
      if (!compute_effective (u, u->args.target, &shown_policy))
        return;
    }
  fprintf (stderr, "hardening policy for %s:\n", shown_target);
  for (int f = 0; f < HARDENING_FEATURE_COUNT; f++)
    {
      const struct hardening_setting *s = &shown_policy.feature[f];
      const char *option = u->args.target ? NULL : u->decided_by_option[f];
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
      if (!u->args.target && u->unimplemented[f])
        lacking = u->unimplemented[f];
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
                 hardening_feature_keyword ((enum hardening_feature)f),
                 "as-given", option, where);
      else
        fprintf (stderr, "  %-29s %-10s %s%s%s\n",
                 hardening_feature_keyword ((enum hardening_feature)f),
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
void
print_features (void)
{
  for (int f = 0; f < HARDENING_FEATURE_COUNT; f++)
    {
      enum hardening_feature feature = (enum hardening_feature)f;
      const char *level;

      fprintf (stderr, "%s %s ", hardening_feature_keyword (feature),
               hardening_where_name (hardening_feature_where (feature)));
      for (int l = 0; (level = hardening_level_name (feature, l)) != NULL; l++)
        fprintf (stderr, "%s%s", l ? "," : "", level);
      fprintf (stderr, " %s\n", hardening_feature_description (feature));
    }
}
