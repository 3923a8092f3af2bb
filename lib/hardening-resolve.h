/* The effective policy of a compile, a link or a file judged: the policy
   file, then the environment (DEB_BUILD_*), then the plugin's arguments or
   the ld plugin's options, each recorded as the source of what it sets.
   The one place that says in which order they resolve, for hardening.so,
   hardening-ld.so and hardening-audit.  Never prints: what went wrong is
   returned, for the caller to report in its own form.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef HARDENING_RESOLVE_H
#define HARDENING_RESOLVE_H

#include "hardening-model.h"
#include "hardening-policy.h"

#include <stddef.h>

#ifdef __cplusplus
extern "C"
{
#endif

  /* Where the settings come from.  Every pointer may be NULL but TARGET
     (and POLICY or BUILTIN).  */
  struct hardening_resolve_input
  {
    /* The policy: POLICY when the caller has read it already (the audit,
       once for every file); else hardening_policy_load_default's: the
       file PATH, else DEFAULT_PATH if it exists, else BUILTIN
       (BUILTIN_SIZE bytes).  */
    const struct hardening_policy *policy;
    const char *path;
    const char *default_path;
    const char *builtin;
    size_t builtin_size;
    /* The name of the policy in the origins ("hardening.policy:12"):
       ORIGIN with POLICY; else the path read, or with SHORT_ORIGIN its base
       name ("built-in hardening.policy" for the built-in copy).  */
    const char *origin;
    int short_origin;
    /* A policy with no section for TARGET is an error (the plugin's);
       otherwise the built-in defaults stand (hardening_policy_resolve).  */
    int require_section;
    const char *target;
    /* DEB_BUILD_HARDENING*, DEB_BUILD_OPTIONS, DEB_BUILD_MAINT_OPTIONS (as
       in environ, hardening_env_apply): ignored in strict mode but for
       their errors.  */
    const char *const *envp;
    /* The plugin's arguments (hardening_args_apply): the mode first, which
       decides whether the environment counts.  */
    const struct hardening_args *args;
    /* The ld plugin's -plugin-opt=link-check=, or -1: recorded as an
       argument's, with LINK_CHECK_ORIGIN.  */
    int link_check;
    const char *link_check_origin;
  };

  enum hardening_resolve_status
  {
    HARDENING_RESOLVED,
    HARDENING_RESOLVE_POLICY,     /* the policy: PATH, POLICY_ERROR */
    HARDENING_RESOLVE_NO_SECTION, /* no section for the target: PATH */
    HARDENING_RESOLVE_ENV,        /* the environment: ENV */
    HARDENING_RESOLVE_ARGS        /* the arguments: ARGS */
  };

  struct hardening_resolve_result
  {
    enum hardening_resolve_status status;
    /* The policy file read, or HARDENING_POLICY_BUILTIN_NAME; the caller's
       ORIGIN with an already read POLICY.  */
    const char *path;
    struct hardening_policy_error policy_error;
    /* The environment's error, and in any case what dpkg-buildflags would
       only warn about (ENV.n_warnings: when the status is RESOLVED or
       ARGS).  */
    struct hardening_diag env;
    struct hardening_diag args;
  };

  /* Initialize IN: nothing given, no link check option.  */
  void hardening_resolve_input_init (struct hardening_resolve_input *in);

  /* Fill EFF from IN in order; returns RESULT->status.  */
  enum hardening_resolve_status
  hardening_resolve (const struct hardening_resolve_input *in,
                     struct hardening_effective *eff,
                     struct hardening_resolve_result *result);

#ifdef __cplusplus
}
#endif

#endif /* HARDENING_RESOLVE_H */
