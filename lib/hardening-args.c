/* The plugin's arguments, -fplugin-arg-hardening-KEY[=VALUE]
   (hardening-model.h): parsed, then applied to the effective policy.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-model-internal.h"

#include <stdio.h>
#include <string.h>

void
hardening_args_init (struct hardening_args *args)
{
  int i;

  memset (args, 0, sizeof *args);
  args->mode = -1;
  for (i = 0; i < HARDENING_FEATURE_COUNT; i++)
    args->feature_level[i] = -1;
}

/* A flag argument: no value allowed.  */
static enum hardening_status
parse_flag (int *flag, const char *key, const char *value,
            struct hardening_diag *diag)
{
  if (value != NULL)
    return model_fail (diag, HARDENING_TAKES_NO_VALUE, key, value, NULL);
  *flag = 1;
  return HARDENING_OK;
}

/* An argument with a value that must not be empty.  */
static enum hardening_status
parse_string (const char **slot, const char *key, const char *value,
              const char *expected, struct hardening_diag *diag)
{
  if (value == NULL || value[0] == '\0')
    return model_fail (diag, HARDENING_NEEDS_VALUE, key, value, expected);
  *slot = value;
  return HARDENING_OK;
}

/* driver=shared,nostdlib,...  */
static enum hardening_status
parse_driver (struct hardening_args *args, const char *key, const char *value,
              struct hardening_diag *diag)
{
  static const char words[]
      = "'shared', 'nostdlib', 'nodefaultlibs', 'nolibc', 'nostartfiles', "
        "'static' or 'static-pie'";
  static const char *const options[]
      = { "-nostdlib", "-nodefaultlibs", "-nolibc", "-nostartfiles",
          "-static",   "-static-pie",    NULL };
  const char *p = value;

  if (value == NULL || value[0] == '\0')
    return model_fail (diag, HARDENING_NEEDS_VALUE, key, value, words);
  while (1)
    {
      size_t len = strcspn (p, ",");
      const char *const *o;

      for (o = options; *o; o++)
        if (model_equals (p, len, *o + 1))
          break;
      if (len == 6 && strncmp (p, "shared", 6) == 0)
        args->driver_shared = 1;
      else if (*o)
        {
          unsigned int i;
          for (i = 0; i < args->n_driver_options; i++)
            if (args->driver_options[i] == *o)
              break;
          if (i == args->n_driver_options
              && i < sizeof args->driver_options
                         / sizeof *args->driver_options)
            args->driver_options[args->n_driver_options++] = *o;
        }
      else
        return model_fail (diag, HARDENING_BAD_VALUE, key, value, words);
      if (p[len] == '\0')
        return HARDENING_OK;
      p += len + 1;
    }
}

/* The level names of FEATURE as "'off', 'warn' or 'error'", for
   diagnostics; in DIAG's own buffer.  */
static const char *
expected_levels (enum hardening_feature feature, struct hardening_diag *diag)
{
  size_t n = 0, count = 0, i;
  const char *name;

  while (hardening_level_name (feature, (int)count) != NULL)
    count++;
  diag->expected_buf[0] = '\0';
  for (i = 0; i < count && n < sizeof diag->expected_buf; i++)
    {
      name = hardening_level_name (feature, (int)i);
      n += (size_t)snprintf (diag->expected_buf + n,
                             sizeof diag->expected_buf - n, "%s'%s'",
                             i == 0           ? ""
                             : i + 1 == count ? " or "
                                              : ", ",
                             name);
    }
  return diag->expected_buf;
}

/* FEATURE=LEVEL, by the feature table's keywords and level names: the same
   vocabulary as the policy file's keys.  */
static enum hardening_status
parse_feature_level (struct hardening_args *args,
                     enum hardening_feature feature, const char *key,
                     const char *value, struct hardening_diag *diag)
{
  int level;

  if (value == NULL || value[0] == '\0')
    return model_fail (diag, HARDENING_NEEDS_VALUE, key, value,
                       expected_levels (feature, diag));
  level = hardening_level_lookup (feature, value, strlen (value));
  if (level < 0)
    return model_fail (diag, HARDENING_BAD_VALUE, key, value,
                       expected_levels (feature, diag));
  args->feature_level[feature] = level;
  args->feature_value[feature] = value;
  return HARDENING_OK;
}

enum hardening_status
hardening_args_parse (struct hardening_args *args, const char *key,
                      const char *value, struct hardening_diag *diag)
{
  static const char modes[] = "'default' or 'strict'";
  static const char list[] = "a comma-separated list of features";
  int mode, feature;

  memset (diag, 0, sizeof *diag);
  if (strcmp (key, "mode") == 0)
    {
      if (value == NULL || value[0] == '\0')
        return model_fail (diag, HARDENING_NEEDS_VALUE, key, value, modes);
      mode = hardening_mode_lookup (value, strlen (value));
      if (mode < 0)
        return model_fail (diag, HARDENING_BAD_VALUE, key, value, modes);
      args->mode = mode;
      return HARDENING_OK;
    }
  if (strcmp (key, "verbose") == 0)
    return parse_flag (&args->verbose, key, value, diag);
  if (strcmp (key, "print-policy") == 0)
    return parse_flag (&args->print_policy, key, value, diag);
  if (strcmp (key, "print-features") == 0)
    return parse_flag (&args->print_features, key, value, diag);
  if (strcmp (key, "suggest-format") == 0)
    return parse_flag (&args->suggest_format, key, value, diag);
  if (strcmp (key, "policy") == 0)
    return parse_string (&args->policy, key, value, "a file name", diag);
  if (strcmp (key, "driver") == 0)
    return parse_driver (args, key, value, diag);
  if (strcmp (key, "target") == 0)
    return parse_string (&args->target, key, value, "a target triplet", diag);
  if (strcmp (key, "disable") == 0 && value == NULL)
    {
      args->disable_all = 1;
      return HARDENING_OK;
    }
  if (strcmp (key, "disable") == 0 || strcmp (key, "enable") == 0)
    {
      if (value == NULL || value[0] == '\0')
        return model_fail (diag, HARDENING_NEEDS_VALUE, key, value, list);
      if (args->n_lists == sizeof args->lists / sizeof *args->lists)
        return model_fail (diag, HARDENING_TOO_MANY, key, value, NULL);
      args->list_enables[args->n_lists] = key[0] == 'e';
      args->lists[args->n_lists++] = value;
      return HARDENING_OK;
    }
  feature = hardening_feature_lookup (key, strlen (key));
  if (feature >= 0)
    return parse_feature_level (args, (enum hardening_feature)feature, key,
                                value, diag);
  return model_fail (diag, HARDENING_UNKNOWN_KEY, key, value, NULL);
}

/* What "enable" makes of a feature: its full level, or more where the
   policy or an earlier channel asked more (enable only raises).  */
static int
enabled_level (const struct hardening_effective *eff, int feature)
{
  int level = hardening_level_full ((enum hardening_feature)feature);

  if (eff->policy_level[feature] > level)
    level = eff->policy_level[feature];
  if (eff->feature[feature].level > level)
    level = eff->feature[feature].level;
  return level;
}

/* Apply a comma-separated feature list ("pie,format" or "all").  ENABLE
   sets each to its full level, else off.  ON_UNKNOWN names the channel
   for errors.  */
static enum hardening_status
apply_list (struct hardening_effective *eff, const char *list, int enable,
            enum hardening_source source, const char *origin,
            struct hardening_diag *diag, const char *key)
{
  const char *p = list;

  while (1)
    {
      size_t len = strcspn (p, ",");
      int feature = hardening_feature_lookup (p, len);

      if (len == 3 && memcmp (p, "all", 3) == 0)
        {
          int i;
          for (i = 0; i < HARDENING_FEATURE_COUNT; i++)
            model_set_level (&eff->feature[i],
                             enable ? enabled_level (eff, i) : 0, source,
                             origin);
        }
      else if (feature < 0)
        {
          snprintf (diag->name, sizeof diag->name, "%.*s",
                    (int)(len < 60 ? len : 60), p);
          return model_fail (diag, HARDENING_UNKNOWN_FEATURE, key, diag->name,
                             NULL);
        }
      else
        model_set_level (&eff->feature[feature],
                         enable ? enabled_level (eff, feature) : 0, source,
                         origin);
      if (p[len] == '\0')
        return HARDENING_OK;
      p += len + 1;
    }
}

enum hardening_status
hardening_args_apply (const struct hardening_args *args,
                      struct hardening_effective *eff,
                      struct hardening_diag *diag)
{
  unsigned int i;
  char origin[96];

  memset (diag, 0, sizeof *diag);
  if (args->mode >= 0)
    {
      snprintf (origin, sizeof origin, "-fplugin-arg-hardening-mode=%s",
                hardening_mode_name (args->mode));
      model_set_level (&eff->mode, args->mode, HARDENING_FROM_ARG, origin);
    }
  for (i = 0; i < args->n_lists; i++)
    {
      const char *key = args->list_enables[i] ? "enable" : "disable";
      enum hardening_status status;

      snprintf (origin, sizeof origin, "-fplugin-arg-hardening-%s=%s", key,
                args->lists[i]);
      status = apply_list (eff, args->lists[i], args->list_enables[i],
                           HARDENING_FROM_ARG, origin, diag, key);
      if (status != HARDENING_OK)
        {
          diag->context = args->lists[i];
          return status;
        }
    }
  /* FEATURE=LEVEL sets the level whatever the lists said.  */
  for (i = 0; i < HARDENING_FEATURE_COUNT; i++)
    if (args->feature_level[i] >= 0)
      {
        snprintf (origin, sizeof origin, "-fplugin-arg-hardening-%s=%s",
                  hardening_feature_keyword ((enum hardening_feature)i),
                  args->feature_value[i]);
        model_set_level (&eff->feature[i], args->feature_level[i],
                         HARDENING_FROM_ARG, origin);
      }
  return HARDENING_OK;
}
