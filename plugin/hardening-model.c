/* The feature model of gcc-hardening: see hardening-model.h.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const feature_keywords[] = {
#define HARDENING_KEYWORD(name, keyword, description) keyword,
  HARDENING_FEATURES (HARDENING_KEYWORD)
#undef HARDENING_KEYWORD
};

static const char *const feature_descriptions[] = {
#define HARDENING_DESCRIPTION(name, keyword, description) description,
  HARDENING_FEATURES (HARDENING_DESCRIPTION)
#undef HARDENING_DESCRIPTION
};

const char *
hardening_feature_keyword (enum hardening_feature feature)
{
  return (unsigned) feature < HARDENING_FEATURE_COUNT
             ? feature_keywords[feature]
             : "unknown";
}

const char *
hardening_feature_description (enum hardening_feature feature)
{
  return (unsigned) feature < HARDENING_FEATURE_COUNT
             ? feature_descriptions[feature]
             : "unknown";
}

const char hardening_help_text[]
    = "Hardens every C and C++ unit as if these flags came first on its"
      " command line:\n"
      "  -fstack-protector-strong -D_FORTIFY_SOURCE=N -Wformat"
      " -Werror=format-security -fPIE\n"
      "N is the highest level the target's glibc honours with this compiler"
      " (3 with glibc 2.34\n"
      "and GCC 12, else 2), as found when the plugin was built.\n"
      "Fortran units get the stack protector and PIE.  In lto1 the plugin"
      " changes nothing: code\n"
      "follows the options recorded at compile time and the link mode.\n"
      "Arguments:\n"
      "  -fplugin-arg-hardening-mode=default  an explicit opt-out on the"
      " command line wins\n"
      "                                       (-fno-stack-protector,"
      " -U_FORTIFY_SOURCE, -Wno-format-security,\n"
      "                                       -fno-pie...); kernel and"
      " freestanding code is left alone\n"
      "  -fplugin-arg-hardening-mode=strict   override those opt-outs, each"
      " reported as a note\n"
      "  -fplugin-arg-hardening-verbose       report, as notes, what was"
      " applied and what was not, and why\n"
      "  -fplugin-arg-hardening-disable       load, but change nothing\n";

void
hardening_args_init (struct hardening_args *args)
{
  args->mode = HARDENING_MODE_DEFAULT;
  args->verbose = 0;
  args->disable = 0;
}

static enum hardening_status
fail (struct hardening_diag *diag, enum hardening_status status,
      const char *key, const char *value, const char *expected)
{
  diag->status = status;
  diag->key = key;
  diag->value = value;
  diag->expected = expected;
  return status;
}

/* A flag argument: no value allowed.  */
static enum hardening_status
parse_flag (int *flag, const char *key, const char *value,
            struct hardening_diag *diag)
{
  if (value != NULL)
    return fail (diag, HARDENING_TAKES_NO_VALUE, key, value, NULL);
  *flag = 1;
  return HARDENING_OK;
}

enum hardening_status
hardening_args_parse (struct hardening_args *args, const char *key,
                      const char *value, struct hardening_diag *diag)
{
  static const char modes[] = "'default' or 'strict'";

  diag->status = HARDENING_OK;
  if (strcmp (key, "mode") == 0)
    {
      if (value == NULL || value[0] == '\0')
        return fail (diag, HARDENING_NEEDS_VALUE, key, value, modes);
      if (strcmp (value, "default") == 0)
        args->mode = HARDENING_MODE_DEFAULT;
      else if (strcmp (value, "strict") == 0)
        args->mode = HARDENING_MODE_STRICT;
      else
        return fail (diag, HARDENING_BAD_VALUE, key, value, modes);
      return HARDENING_OK;
    }
  if (strcmp (key, "verbose") == 0)
    return parse_flag (&args->verbose, key, value, diag);
  if (strcmp (key, "disable") == 0)
    return parse_flag (&args->disable, key, value, diag);
  return fail (diag, HARDENING_UNKNOWN_KEY, key, value, NULL);
}

void
hardening_config_target (const char *config, char *buf, size_t size)
{
  const char *p = config ? strstr (config, "--target=") : NULL;
  size_t len;

  if (size == 0)
    return;
  if (p == NULL)
    {
      snprintf (buf, size, "%s", "unknown");
      return;
    }
  p += strlen ("--target=");
  len = strcspn (p, " \t'\"");
  if (len >= size)
    len = size - 1;
  memcpy (buf, p, len);
  buf[len] = '\0';
}

/* The major version of a basever string: "12.2.0" -> 12; -1 if none.  */
static long
major_version (const char *version)
{
  char *end;
  long major;

  if (version == NULL)
    return -1;
  major = strtol (version, &end, 10);
  if (end == version || (*end != '.' && *end != '\0'))
    return -1;
  return major;
}

enum hardening_status
hardening_version_check (const char *built_version, const char *built_config,
                         const char *run_version, const char *run_config,
                         struct hardening_diag *diag)
{
  long built_major = major_version (built_version);
  long run_major = major_version (run_version);
  char built_target[sizeof diag->built];
  char run_target[sizeof diag->running];

  diag->status = HARDENING_OK;
  if (built_major < 0 || built_major != run_major)
    {
      snprintf (diag->built, sizeof diag->built, "GCC %s",
                built_version ? built_version : "(unknown)");
      snprintf (diag->running, sizeof diag->running, "GCC %s",
                run_version ? run_version : "(unknown)");
      return fail (diag, HARDENING_WRONG_MAJOR, NULL, NULL, NULL);
    }
  hardening_config_target (built_config, built_target, sizeof built_target);
  hardening_config_target (run_config, run_target, sizeof run_target);
  if (strcmp (built_target, run_target) != 0)
    {
      snprintf (diag->built, sizeof diag->built, "%s", built_target);
      snprintf (diag->running, sizeof diag->running, "%s", run_target);
      return fail (diag, HARDENING_WRONG_TARGET, NULL, NULL, NULL);
    }
  return HARDENING_OK;
}

enum hardening_action
hardening_decide (enum hardening_mode mode, int exempt, int applicable,
                  const struct hardening_user_choice *user)
{
  if (!applicable)
    return HARDENING_NOT_APPLICABLE;
  if (mode == HARDENING_MODE_STRICT)
    return user->given && user->lowers ? HARDENING_OVERRIDE
           : user->given              ? HARDENING_KEEP
                                      : HARDENING_APPLY;
  if (exempt)
    return HARDENING_EXEMPT;
  if (!user->given)
    return HARDENING_APPLY;
  return user->lowers ? HARDENING_OPTED_OUT : HARDENING_KEEP;
}

enum hardening_ssp
hardening_ssp_from_gcc (int gcc_level)
{
  switch (gcc_level)
    {
    case 1:
      return HARDENING_SSP_ON;
    case 2:
      return HARDENING_SSP_ALL;
    case 3:
      return HARDENING_SSP_STRONG;
    case 4:
      return HARDENING_SSP_EXPLICIT;
    default:
      return HARDENING_SSP_NONE;
    }
}

const char *
hardening_ssp_name (enum hardening_ssp level)
{
  static const char *const names[]
      = { "none", "explicit", "on", "strong", "all" };
  return (unsigned) level <= HARDENING_SSP_ALL ? names[level] : "unknown";
}

int
hardening_define_names (const char *arg, const char *name)
{
  size_t len = strlen (name);
  return strncmp (arg, name, len) == 0
         && (arg[len] == '\0' || arg[len] == '=');
}

/* The value glibc's "#if _FORTIFY_SOURCE > N" sees for a -D argument: a
   bare -DNAME is 1; anything but a plain decimal number is 0 (an
   identifier in #if is 0).  */
static int
define_level (const char *arg)
{
  const char *value = strchr (arg, '=');
  char *end;
  long level;

  if (value == NULL)
    return 1;
  value++;
  level = strtol (value, &end, 10);
  if (end == value || *end != '\0' || level < 0)
    return 0;
  return level > 99 ? 99 : (int) level;
}

int
hardening_fortify_user_level (const char *const *args, const int *is_undef,
                              size_t n, int *last)
{
  static const char name[] = "_FORTIFY_SOURCE";
  int level = -1;
  size_t i;

  *last = -1;
  for (i = 0; i < n; i++)
    {
      if (!hardening_define_names (args[i], name))
        continue;
      /* -U takes a bare name; "-U_FORTIFY_SOURCE=1" is not that macro.  */
      if (is_undef[i] && strcmp (args[i], name) != 0)
        continue;
      level = is_undef[i] ? 0 : define_level (args[i]);
      *last = (int) i;
    }
  return level;
}
