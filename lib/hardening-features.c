/* The feature table of gcc-hardening (hardening-model.h): the features,
   their levels and names, the modes, the sources, the help text, and the
   version check.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-model-internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Level lists, NULL-terminated; index = level.  */
static const char *const levels_SSP[] = { "off", "on", "strong", "all", NULL };
static const char *const levels_FORTIFY[] = { "0", "1", "2", "3", NULL };
static const char *const levels_FORMAT[] = { "off", "warn", "error", NULL };
static const char *const levels_ONOFF[] = { "off", "on", NULL };
static const char *const levels_AUTOVARINIT[]
    = { "off", "zero", "pattern", NULL };
static const char *const levels_BIDI[]
    = { "off", "warn", "unpaired", "any", NULL };

/* What "enable" means for each level list.  */
enum
{
  full_SSP = HARDENING_SSP_STRONG,
  full_FORTIFY = 3,
  full_FORMAT = HARDENING_FORMAT_ERROR,
  full_ONOFF = 1,
  full_AUTOVARINIT = HARDENING_AUTOVARINIT_ZERO,
  full_BIDI = HARDENING_BIDI_UNPAIRED
};

struct feature_info
{
  const char *keyword;
  const char *const *levels;
  int full;
  enum hardening_where where;
  const char *description;
};

static const struct feature_info features[] = {
#define HARDENING_INFO(name, keyword, levels, where, description)             \
  { keyword, levels_##levels, full_##levels, HARDENING_WHERE_##where,         \
    description },
  HARDENING_FEATURES (HARDENING_INFO)
#undef HARDENING_INFO
};

int
model_equals (const char *name, size_t len, const char *s)
{
  return strlen (s) == len && memcmp (name, s, len) == 0;
}

static const struct feature_info *
info (enum hardening_feature feature)
{
  return (unsigned)feature < HARDENING_FEATURE_COUNT ? &features[feature]
                                                     : NULL;
}

const char *
hardening_feature_keyword (enum hardening_feature feature)
{
  return info (feature) ? info (feature)->keyword : "unknown";
}

const char *
hardening_feature_description (enum hardening_feature feature)
{
  return info (feature) ? info (feature)->description : "unknown";
}

enum hardening_where
hardening_feature_where (enum hardening_feature feature)
{
  return info (feature) ? info (feature)->where : HARDENING_WHERE_COMPILE;
}

int
hardening_feature_lookup (const char *name, size_t len)
{
  int i;

  for (i = 0; i < HARDENING_FEATURE_COUNT; i++)
    if (model_equals (name, len, features[i].keyword))
      return i;
  return -1;
}

const char *
hardening_level_name (enum hardening_feature feature, int level)
{
  const struct feature_info *f = info (feature);
  int i;

  if (f == NULL || level < 0)
    return NULL;
  for (i = 0; i < level; i++)
    if (f->levels[i] == NULL)
      return NULL;
  return f->levels[level];
}

int
hardening_level_lookup (enum hardening_feature feature, const char *name,
                        size_t len)
{
  const struct feature_info *f = info (feature);
  int i;

  if (f == NULL)
    return -1;
  for (i = 0; f->levels[i] != NULL; i++)
    if (model_equals (name, len, f->levels[i]))
      return i;
  return -1;
}

const char *
hardening_where_name (enum hardening_where where)
{
  switch (where)
    {
    case HARDENING_WHERE_LINK:
      return "link";
    case HARDENING_WHERE_BOTH:
      return "both";
    default:
      return "compile";
    }
}

int
hardening_level_full (enum hardening_feature feature)
{
  return info (feature) ? info (feature)->full : 0;
}

static const char *const mode_names[] = { "default", "strict" };

const char *
hardening_mode_name (enum hardening_mode mode)
{
  return mode_names[mode == HARDENING_MODE_STRICT];
}

int
hardening_mode_lookup (const char *name, size_t len)
{
  return hardening_word_index (mode_names, 2, name, len);
}

static const char *const source_names[] = {
#define HARDENING_SOURCE_WORD(name, word) word,
  HARDENING_SOURCES (HARDENING_SOURCE_WORD)
#undef HARDENING_SOURCE_WORD
};

const char *
hardening_source_name (enum hardening_source source)
{
  return (unsigned)source < HARDENING_SOURCE_COUNT ? source_names[source]
                                                   : "unknown";
}

int
hardening_word_index (const char *const *words, size_t n, const char *name,
                      size_t len)
{
  size_t i;

  for (i = 0; i < n; i++)
    if (words[i] != NULL && model_equals (name, len, words[i]))
      return (int)i;
  return -1;
}

int
hardening_source_lookup (const char *name, size_t len)
{
  return hardening_word_index (source_names, HARDENING_SOURCE_COUNT, name,
                               len);
}

void
hardening_effective_init (struct hardening_effective *eff)
{
  int i;

  memset (eff, 0, sizeof *eff);
  for (i = 0; i < HARDENING_FEATURE_COUNT; i++)
    {
      eff->feature[i].source = HARDENING_FROM_BUILTIN;
      snprintf (eff->feature[i].origin, sizeof eff->feature[i].origin,
                "built-in");
    }
  eff->mode.level = HARDENING_MODE_DEFAULT;
  eff->mode.source = HARDENING_FROM_BUILTIN;
  snprintf (eff->mode.origin, sizeof eff->mode.origin, "built-in");
  eff->link_check.level = HARDENING_LINK_CHECK_WARN;
  eff->link_check.source = HARDENING_FROM_BUILTIN;
  snprintf (eff->link_check.origin, sizeof eff->link_check.origin, "built-in");
}

static const char *const link_check_names[] = { "off", "warn", "error" };

const char *
hardening_link_check_name (enum hardening_link_check check)
{
  return (unsigned)check <= HARDENING_LINK_CHECK_ERROR
             ? link_check_names[check]
             : "unknown";
}

int
hardening_link_check_lookup (const char *name, size_t len)
{
  return hardening_word_index (link_check_names, 3, name, len);
}

void
model_set_level (struct hardening_setting *setting, int level,
                 enum hardening_source source, const char *origin)
{
  setting->level = level;
  setting->source = source;
  snprintf (setting->origin, sizeof setting->origin, "%s", origin);
}

/* Raise SETTING to LEVEL; a raise that changes nothing ("+all" over what
   the policy turns off for the target) leaves the origin as it was.  */
void
model_raise_level (struct hardening_setting *setting, int level,
                   enum hardening_source source, const char *origin)
{
  if (setting->level != level)
    model_set_level (setting, level, source, origin);
}

const char hardening_help_text[]
    = "Hardens every C and C++ unit as the policy file says for the target,"
      " as if the\n"
      "flags came first on its command line (on amd64: "
      "-fstack-protector-strong"
      " -D_FORTIFY_SOURCE=3\n"
      "-Wformat -Werror=format-security -fPIE -fstack-clash-protection"
      " -fcf-protection=full\n"
      "-ftrivial-auto-var-init=zero, and -D_GLIBCXX_ASSERTIONS for C++)."
      "  Precedence, weakest first:\n"
      "policy file < DEB_BUILD_HARDENING*/DEB_BUILD_MAINT_OPTIONS < plugin"
      " arguments < explicit\n"
      "compiler options (in strict mode, only the policy and the arguments can"
      " lower a feature).\n"
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
      "  -fplugin-arg-hardening-disable       load, but change nothing\n"
      "  -fplugin-arg-hardening-disable=F,... turn features off\n"
      "  -fplugin-arg-hardening-enable=F,...  turn features on at their full"
      " level\n"
      "  -fplugin-arg-hardening-policy=FILE   read FILE instead of the"
      " installed policy\n"
      "  -fplugin-arg-hardening-print-policy  print the effective policy, each"
      " feature with its origin\n"
      "  -fplugin-arg-hardening-print-features  print the feature table"
      " (keyword, where, levels,\n"
      "                                       description), for scripts\n"
      "  -fplugin-arg-hardening-target=T      print-policy for target T"
      " instead of the compiler's\n"
      "  -fplugin-arg-hardening-driver=W,...  what the driver knows (shared,"
      " nostdlib, nodefaultlibs,\n"
      "                                       nolibc, nostartfiles, static,"
      " static-pie),\n"
      "                                       passed on by the specs\n"
      "  -fplugin-arg-hardening-F=LEVEL       set feature F to LEVEL, as the"
      " policy's key would\n"
      "                                       "
      "(format-wrappers=off|warn|error)\n"
      "  -fplugin-arg-hardening-suggest-format  with each inferred format"
      " wrapper, the attribute\n"
      "                                       to add, as a fix-it hint\n"
      "Features:"
#define HARDENING_HELP_WORD(name, keyword, levels, where, description)        \
  " " keyword
    HARDENING_FEATURES (HARDENING_HELP_WORD)
#undef HARDENING_HELP_WORD
        ".  See gcc-hardening(7).\n";

enum hardening_status
model_fail (struct hardening_diag *diag, enum hardening_status status,
            const char *key, const char *value, const char *expected)
{
  diag->status = status;
  diag->key = key;
  diag->value = value;
  diag->expected = expected;
  return status;
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

  memset (diag, 0, sizeof *diag);
  if (built_major < 0 || built_major != run_major)
    {
      snprintf (diag->built, sizeof diag->built, "GCC %s",
                built_version ? built_version : "(unknown)");
      snprintf (diag->running, sizeof diag->running, "GCC %s",
                run_version ? run_version : "(unknown)");
      return model_fail (diag, HARDENING_WRONG_MAJOR, NULL, NULL, NULL);
    }
  hardening_config_target (built_config, built_target, sizeof built_target);
  hardening_config_target (run_config, run_target, sizeof run_target);
  if (strcmp (built_target, run_target) != 0)
    {
      snprintf (diag->built, sizeof diag->built, "%s", built_target);
      snprintf (diag->running, sizeof diag->running, "%s", run_target);
      return model_fail (diag, HARDENING_WRONG_TARGET, NULL, NULL, NULL);
    }
  return HARDENING_OK;
}
