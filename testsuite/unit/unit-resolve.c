/* Unit tests of lib/hardening-resolve: the policy, then the environment,
   then the arguments or the ld plugin's link-check option, each recorded
   as the source of what it sets, and each error returned as data.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "unit.h"

#include "hardening-resolve.h"

#include <string.h>

static const char builtin[] = "[*]\n"
                              "fortify = 2\n"
                              "pie = on\n"
                              "link-check = warn\n";

/* IN for the built-in copy of BUILTIN, as the plugin reads it.  */
static void
plugin_input (struct hardening_resolve_input *in, const char *const *envp,
              const struct hardening_args *args)
{
  hardening_resolve_input_init (in);
  in->default_path = "/nonexistent/hardening.policy";
  in->builtin = builtin;
  in->builtin_size = sizeof builtin - 1;
  in->short_origin = 1;
  in->require_section = 1;
  in->target = "x86_64-linux-gnu";
  in->envp = envp;
  in->args = args;
}

static int
starts (const char *s, const char *prefix)
{
  return strncmp (s, prefix, strlen (prefix)) == 0;
}

static void
test_resolve_order (void)
{
  struct hardening_resolve_input in;
  struct hardening_resolve_result result;
  struct hardening_effective eff;
  struct hardening_args args;
  struct hardening_diag diag;

  plugin_input (&in, NULL, NULL);
  check_int (hardening_resolve (&in, &eff, &result), HARDENING_RESOLVED,
             "resolve: the built-in policy");
  check_str (result.path, HARDENING_POLICY_BUILTIN_NAME,
             "resolve: the built-in policy's name");
  check_int (eff.feature[HARDENING_FORTIFY].level, 2,
             "resolve: the policy's level");
  check (starts (eff.feature[HARDENING_FORTIFY].origin,
                 "built-in hardening.policy"),
         "resolve: short origin of the built-in copy",
         eff.feature[HARDENING_FORTIFY].origin);

  {
    const char *const envp[] = { "DEB_BUILD_HARDENING_FORTIFY=0", NULL };
    plugin_input (&in, envp, NULL);
    check_int (hardening_resolve (&in, &eff, &result), HARDENING_RESOLVED,
               "resolve: environment");
    check_int (eff.feature[HARDENING_FORTIFY].level, 0,
               "resolve: the environment lowers");
    check_int (eff.feature[HARDENING_FORTIFY].source, HARDENING_FROM_ENV,
               "resolve: the environment is the source");

    /* The arguments come after the environment.  */
    hardening_args_init (&args);
    check_int (hardening_args_parse (&args, "enable", "fortify", &diag),
               HARDENING_OK, "resolve: enable=fortify parsed");
    plugin_input (&in, envp, &args);
    check_int (hardening_resolve (&in, &eff, &result), HARDENING_RESOLVED,
               "resolve: environment and arguments");
    check_int (eff.feature[HARDENING_FORTIFY].source, HARDENING_FROM_ARG,
               "resolve: the argument wins over the environment");

    /* Strict mode: the environment lowers nothing.  */
    hardening_args_init (&args);
    check_int (hardening_args_parse (&args, "mode", "strict", &diag),
               HARDENING_OK, "resolve: mode=strict parsed");
    plugin_input (&in, envp, &args);
    check_int (hardening_resolve (&in, &eff, &result), HARDENING_RESOLVED,
               "resolve: strict mode");
    check_int (eff.feature[HARDENING_FORTIFY].level, 2,
               "resolve: strict mode ignores the environment");
    check_int (eff.mode.source, HARDENING_FROM_ARG,
               "resolve: the mode's source is the argument");
  }

  {
    /* ... but not its errors.  */
    const char *const envp[] = { "DEB_BUILD_HARDENING_NOSUCH=1", NULL };
    plugin_input (&in, envp, &args);
    check_int (hardening_resolve (&in, &eff, &result), HARDENING_RESOLVE_ENV,
               "resolve: an environment error in strict mode");
    check_int (result.env.status, HARDENING_UNKNOWN_FEATURE,
               "resolve: the environment's error returned");
  }

  {
    /* What dpkg-buildflags only warns about is returned, not an error.  */
    const char *const envp[]
        = { "DEB_BUILD_MAINT_OPTIONS=hardening=+nosuch", NULL };
    plugin_input (&in, envp, NULL);
    check_int (hardening_resolve (&in, &eff, &result), HARDENING_RESOLVED,
               "resolve: dpkg's warning is no error");
    check (result.env.n_warnings > 0, "resolve: dpkg's warning returned",
           "no warning");
  }

  hardening_args_init (&args);
  hardening_args_parse (&args, "disable", "nosuch", &diag);
  plugin_input (&in, NULL, &args);
  check_int (hardening_resolve (&in, &eff, &result), HARDENING_RESOLVE_ARGS,
             "resolve: an argument's error");
  check_int (result.args.status, HARDENING_UNKNOWN_FEATURE,
             "resolve: the argument's error returned");
}

static void
test_resolve_policy (void)
{
  static const char mips[] = "[mips-*]\nfortify = 2\n";
  struct hardening_resolve_input in;
  struct hardening_resolve_result result;
  struct hardening_effective eff;
  struct hardening_policy policy;
  struct hardening_policy_error error;

  plugin_input (&in, NULL, NULL);
  in.path = "/nonexistent/given.policy";
  check_int (hardening_resolve (&in, &eff, &result), HARDENING_RESOLVE_POLICY,
             "resolve: a missing policy");
  check_str (result.path, "/nonexistent/given.policy",
             "resolve: the missing policy's name");

  plugin_input (&in, NULL, NULL);
  in.builtin = mips;
  in.builtin_size = sizeof mips - 1;
  check_int (hardening_resolve (&in, &eff, &result),
             HARDENING_RESOLVE_NO_SECTION,
             "resolve: no section for the target");
  in.require_section = 0;
  check_int (hardening_resolve (&in, &eff, &result), HARDENING_RESOLVED,
             "resolve: no section, not required");

  /* The ld plugin's: the path as the origin, and its link-check option.  */
  plugin_input (&in, NULL, NULL);
  in.short_origin = 0;
  in.link_check = HARDENING_LINK_CHECK_ERROR;
  in.link_check_origin = "-plugin-opt=link-check=error";
  check_int (hardening_resolve (&in, &eff, &result), HARDENING_RESOLVED,
             "resolve: link-check option");
  check_int (eff.link_check.level, HARDENING_LINK_CHECK_ERROR,
             "resolve: the link-check option's level");
  check_int (eff.link_check.source, HARDENING_FROM_ARG,
             "resolve: the link-check option is the source");
  check_str (eff.link_check.origin, "-plugin-opt=link-check=error",
             "resolve: the link-check option's origin");
  check (starts (eff.feature[HARDENING_PIE].origin,
                 HARDENING_POLICY_BUILTIN_NAME),
         "resolve: the path as the origin", eff.feature[HARDENING_PIE].origin);

  /* The audit's: a policy read once, for many files.  */
  check_int (hardening_policy_parse ("audit.policy", builtin,
                                     sizeof builtin - 1, &policy, &error),
             0, "resolve: audit policy parsed");
  hardening_resolve_input_init (&in);
  in.policy = &policy;
  in.origin = "audit.policy";
  in.target = "aarch64-linux-gnu";
  check_int (hardening_resolve (&in, &eff, &result), HARDENING_RESOLVED,
             "resolve: a policy already read");
  check_str (result.path, "audit.policy", "resolve: its name");
  check_int (eff.policy_level[HARDENING_FORTIFY], 2,
             "resolve: its policy levels");
  hardening_policy_free (&policy);
}

void
unit_resolve (void)
{
  test_resolve_order ();
  test_resolve_policy ();
}
