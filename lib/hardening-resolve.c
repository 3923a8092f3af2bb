/* The effective policy, resolved in order: see hardening-resolve.h.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-resolve.h"

#include <stdio.h>
#include <string.h>

void
hardening_resolve_input_init (struct hardening_resolve_input *in)
{
  memset (in, 0, sizeof *in);
  in->link_check = -1;
}

static const char *
base_name (const char *path)
{
  const char *slash = strrchr (path, '/');
  return slash ? slash + 1 : path;
}

/* The policy, resolved for IN->target into EFF.  */
static enum hardening_resolve_status
resolve_policy (const struct hardening_resolve_input *in,
                struct hardening_effective *eff,
                struct hardening_resolve_result *result)
{
  struct hardening_policy policy;
  const char *origin;
  char short_origin[96];
  size_t sections;

  hardening_effective_init (eff);
  if (in->policy != NULL)
    {
      result->path = in->origin;
      hardening_policy_resolve (in->policy, in->target, in->origin, eff);
      return HARDENING_RESOLVED;
    }
  if (hardening_policy_load_default (in->path, in->default_path, in->builtin,
                                     in->builtin_size, &policy,
                                     &result->policy_error, &result->path)
      != 0)
    return HARDENING_RESOLVE_POLICY;
  origin = result->path;
  if (in->short_origin)
    {
      if (strcmp (result->path, HARDENING_POLICY_BUILTIN_NAME) == 0)
        snprintf (short_origin, sizeof short_origin,
                  "built-in hardening.policy");
      else
        snprintf (short_origin, sizeof short_origin, "%s",
                  base_name (result->path));
      origin = short_origin;
    }
  sections = hardening_policy_resolve (&policy, in->target, origin, eff);
  hardening_policy_free (&policy);
  if (sections == 0 && in->require_section)
    return HARDENING_RESOLVE_NO_SECTION;
  return HARDENING_RESOLVED;
}

enum hardening_resolve_status
hardening_resolve (const struct hardening_resolve_input *in,
                   struct hardening_effective *eff,
                   struct hardening_resolve_result *result)
{
  memset (result, 0, sizeof *result);
  result->status = resolve_policy (in, eff, result);
  if (result->status != HARDENING_RESOLVED)
    return result->status;

  /* The arguments' mode first: in strict mode the environment lowers
     nothing, but its errors are errors all the same.  */
  if (in->args != NULL && in->args->mode >= 0)
    eff->mode.level = in->args->mode;
  if (in->envp != NULL)
    {
      struct hardening_effective with_env = *eff;

      if (hardening_env_apply (&with_env, in->envp, &result->env)
          != HARDENING_OK)
        return result->status = HARDENING_RESOLVE_ENV;
      if (eff->mode.level != HARDENING_MODE_STRICT)
        *eff = with_env;
    }
  if (in->args != NULL
      && hardening_args_apply (in->args, eff, &result->args) != HARDENING_OK)
    return result->status = HARDENING_RESOLVE_ARGS;

  if (in->link_check >= 0)
    {
      eff->link_check.level = in->link_check;
      eff->link_check.source = HARDENING_FROM_ARG;
      snprintf (eff->link_check.origin, sizeof eff->link_check.origin, "%s",
                in->link_check_origin ? in->link_check_origin : "");
    }
  return result->status;
}
