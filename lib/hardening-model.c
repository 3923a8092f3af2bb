/* The feature model of gcc-hardening: see hardening-model.h.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-model.h"

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

/* NAME (LEN bytes) is the string S.  */
static int
equals (const char *name, size_t len, const char *s)
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
    if (equals (name, len, features[i].keyword))
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
    if (equals (name, len, f->levels[i]))
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
    if (words[i] != NULL && equals (name, len, words[i]))
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

static void
set_level (struct hardening_setting *setting, int level,
           enum hardening_source source, const char *origin)
{
  setting->level = level;
  setting->source = source;
  snprintf (setting->origin, sizeof setting->origin, "%s", origin);
}

/* Raise SETTING to LEVEL; a raise that changes nothing ("+all" over what
   the policy turns off for the target) leaves the origin as it was.  */
static void
raise_level (struct hardening_setting *setting, int level,
             enum hardening_source source, const char *origin)
{
  if (setting->level != level)
    set_level (setting, level, source, origin);
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

void
hardening_args_init (struct hardening_args *args)
{
  int i;

  memset (args, 0, sizeof *args);
  args->mode = -1;
  for (i = 0; i < HARDENING_FEATURE_COUNT; i++)
    args->feature_level[i] = -1;
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

/* An argument with a value that must not be empty.  */
static enum hardening_status
parse_string (const char **slot, const char *key, const char *value,
              const char *expected, struct hardening_diag *diag)
{
  if (value == NULL || value[0] == '\0')
    return fail (diag, HARDENING_NEEDS_VALUE, key, value, expected);
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
    return fail (diag, HARDENING_NEEDS_VALUE, key, value, words);
  while (1)
    {
      size_t len = strcspn (p, ",");
      const char *const *o;

      for (o = options; *o; o++)
        if (equals (p, len, *o + 1))
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
        return fail (diag, HARDENING_BAD_VALUE, key, value, words);
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
    return fail (diag, HARDENING_NEEDS_VALUE, key, value,
                 expected_levels (feature, diag));
  level = hardening_level_lookup (feature, value, strlen (value));
  if (level < 0)
    return fail (diag, HARDENING_BAD_VALUE, key, value,
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
        return fail (diag, HARDENING_NEEDS_VALUE, key, value, modes);
      mode = hardening_mode_lookup (value, strlen (value));
      if (mode < 0)
        return fail (diag, HARDENING_BAD_VALUE, key, value, modes);
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
        return fail (diag, HARDENING_NEEDS_VALUE, key, value, list);
      if (args->n_lists == sizeof args->lists / sizeof *args->lists)
        return fail (diag, HARDENING_TOO_MANY, key, value, NULL);
      args->list_enables[args->n_lists] = key[0] == 'e';
      args->lists[args->n_lists++] = value;
      return HARDENING_OK;
    }
  feature = hardening_feature_lookup (key, strlen (key));
  if (feature >= 0)
    return parse_feature_level (args, (enum hardening_feature)feature, key,
                                value, diag);
  return fail (diag, HARDENING_UNKNOWN_KEY, key, value, NULL);
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
            set_level (&eff->feature[i], enable ? enabled_level (eff, i) : 0,
                       source, origin);
        }
      else if (feature < 0)
        {
          snprintf (diag->name, sizeof diag->name, "%.*s",
                    (int)(len < 60 ? len : 60), p);
          return fail (diag, HARDENING_UNKNOWN_FEATURE, key, diag->name, NULL);
        }
      else
        set_level (&eff->feature[feature],
                   enable ? enabled_level (eff, feature) : 0, source, origin);
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
      set_level (&eff->mode, args->mode, HARDENING_FROM_ARG, origin);
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
        set_level (&eff->feature[i], args->feature_level[i],
                   HARDENING_FROM_ARG, origin);
      }
  return HARDENING_OK;
}

/* The value of NAME in ENVP, or NULL.  */
static const char *
env_get (const char *const *envp, const char *name)
{
  size_t len = strlen (name);

  for (; envp && *envp; envp++)
    if (strncmp (*envp, name, len) == 0 && (*envp)[len] == '=')
      return *envp + len + 1;
  return NULL;
}

/* dpkg-buildflags' names for our features, where they differ.  */
static int
dpkg_feature_lookup (const char *name, size_t len, int *level)
{
  static const char strong[] = "stackprotectorstrong";

  *level = -1;
  if (len == sizeof strong - 1 && memcmp (name, strong, len) == 0)
    {
      *level = HARDENING_SSP_STRONG;
      return HARDENING_STACKPROTECTOR;
    }
  return hardening_feature_lookup (name, len);
}

/* DEB_BUILD_OPTIONS and DEB_BUILD_MAINT_OPTIONS, read as dpkg-buildflags
   reads them (dpkg's Dpkg/BuildOptions.pm and Dpkg/Vendor/Debian.pm):

   - each variable is a list of words separated by white space; a word that
     is not NAME or NAME=VALUE, NAME matching [a-z][a-z0-9_-]* and VALUE
     holding no white space, is warned about and skipped;
   - a later option of the same name replaces an earlier one: only the last
     hardening= of a variable counts;
   - its value is split at commas (empty fields at the end dropped) and
     each feature lowercased; one without '+' or '-' and one dpkg does not
     know are warned about and skipped, never an error;
   - DEB_BUILD_OPTIONS's hardening= applies first, DEB_BUILD_MAINT_OPTIONS's
     after it, both to one table of features, '+all'/'-all' setting every
     feature of the table;
   - then relro off turns bindnow off, stackprotector off turns
     stackprotectorstrong off.

   The table holds our features (a superset of dpkg's) and dpkg's
   stackprotectorstrong, which lowers the stack protector from the policy's
   level to the plain one.  */

/* What the variables asked of a feature: -1 nothing, 0 off, 1 on, and the
   word that asked it last.  */
struct dpkg_want
{
  int want;
  char origin[96];
};

struct dpkg_table
{
  struct dpkg_want feature[HARDENING_FEATURE_COUNT];
  struct dpkg_want ssp_strong;
  /* The qa area: bug-implicit-func is our implicit-function-declaration;
     bug stands for it when it is not named (dpkg's
     "bug-implicit-func //= bug"); canary is dpkg's own.  */
  struct dpkg_want qa_implicit, qa_bug, qa_canary;
};

static void
dpkg_warn (struct hardening_diag *diag, const char *fmt, const char *var,
           const char *word, size_t len)
{
  if (diag->n_warnings >= sizeof diag->warnings / sizeof diag->warnings[0])
    return;
  snprintf (diag->warnings[diag->n_warnings++], sizeof diag->warnings[0], fmt,
            var, (int)(len < 60 ? len : 60), word);
}

static int
dpkg_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'
         || c == '\v';
}

/* Whether WORD (LEN bytes) is NAME[=VALUE] as dpkg wants it; NAME_LEN is
   the length of NAME.  */
static int
dpkg_option_word (const char *word, size_t len, size_t *name_len)
{
  size_t i = 0;

  if (len == 0 || word[0] < 'a' || word[0] > 'z')
    return 0;
  for (i = 1; i < len && word[i] != '='; i++)
    if (!((word[i] >= 'a' && word[i] <= 'z')
          || (word[i] >= '0' && word[i] <= '9') || word[i] == '_'
          || word[i] == '-'))
      return 0;
  *name_len = i;
  return 1;
}

static void
dpkg_set (struct dpkg_want *w, int value, const char *var, const char *item,
          size_t len)
{
  w->want = value;
  snprintf (w->origin, sizeof w->origin, "%s hardening=%.*s", var,
            (int)(len < 40 ? len : 40), item);
}

/* Apply one hardening= value (VALUE, LEN bytes) of VAR to TABLE.  */
static void
dpkg_parse_features (struct dpkg_table *table, const char *var,
                     const char *value, size_t len,
                     struct hardening_diag *diag)
{
  const char *q = value, *end = value + len;

  /* Perl's split drops the empty fields at the end.  */
  while (end > value && end[-1] == ',')
    end--;
  while (q < end)
    {
      const char *comma = memchr (q, ',', (size_t)(end - q));
      size_t n = comma ? (size_t)(comma - q) : (size_t)(end - q);
      char item[64];
      size_t i;
      int feature, level;

      /* dpkg lowercases the whole field, sign included.  */
      for (i = 0; i < n && i < sizeof item - 1; i++)
        item[i] = (q[i] >= 'A' && q[i] <= 'Z') ? q[i] + 32 : q[i];
      item[i] = '\0';
      if (n >= sizeof item)
        dpkg_warn (diag, "unknown hardening feature in %s variable: %.*s", var,
                   q + 1, n - 1);
      else if (item[0] != '+' && item[0] != '-')
        dpkg_warn (diag,
                   "incorrect value in hardening option of %s variable: %.*s",
                   var, item, n);
      else if (n - 1 == 3 && memcmp (item + 1, "all", 3) == 0)
        {
          for (i = 0; i < HARDENING_FEATURE_COUNT; i++)
            dpkg_set (&table->feature[i], item[0] == '+', var, item, n);
          dpkg_set (&table->ssp_strong, item[0] == '+', var, item, n);
        }
      else if ((feature = dpkg_feature_lookup (item + 1, n - 1, &level)) >= 0)
        dpkg_set (level >= 0 ? &table->ssp_strong : &table->feature[feature],
                  item[0] == '+', var, item, n);
      else
        dpkg_warn (diag, "unknown hardening feature in %s variable: %.*s", var,
                   item + 1, n - 1);
      q += n + (comma != NULL);
    }
}

/* Apply one qa= value (VALUE, LEN bytes) of VAR to TABLE, as
   dpkg_parse_features does the hardening area.  */
static void
dpkg_parse_qa (struct dpkg_table *table, const char *var, const char *value,
               size_t len, struct hardening_diag *diag)
{
  static const char *const words[] = { "bug-implicit-func", "bug", "canary" };
  struct dpkg_want *wants[]
      = { &table->qa_implicit, &table->qa_bug, &table->qa_canary };
  const char *q = value, *end = value + len;

  while (end > value && end[-1] == ',')
    end--;
  while (q < end)
    {
      const char *comma = memchr (q, ',', (size_t)(end - q));
      size_t n = comma ? (size_t)(comma - q) : (size_t)(end - q);
      char item[64], origin[80];
      size_t i;
      int w;

      for (i = 0; i < n && i < sizeof item - 1; i++)
        item[i] = (q[i] >= 'A' && q[i] <= 'Z') ? q[i] + 32 : q[i];
      item[i] = '\0';
      w = n < sizeof item && n > 0
              ? hardening_word_index (words, 3, item + 1, n - 1)
              : -1;
      if (n < sizeof item && item[0] != '+' && item[0] != '-')
        dpkg_warn (diag, "incorrect value in qa option of %s variable: %.*s",
                   var, item, n);
      else if (n - 1 == 3 && memcmp (item + 1, "all", 3) == 0)
        for (i = 0; i < 3; i++)
          {
            wants[i]->want = item[0] == '+';
            snprintf (wants[i]->origin, sizeof wants[i]->origin, "%s qa=%.*s",
                      var, (int)n, item);
          }
      else if (w >= 0)
        {
          wants[w]->want = item[0] == '+';
          snprintf (origin, sizeof origin, "%s qa=%.*s", var,
                    (int)(n < 40 ? n : 40), item);
          snprintf (wants[w]->origin, sizeof wants[w]->origin, "%s", origin);
        }
      else
        dpkg_warn (diag, "unknown qa feature in %s variable: %.*s", var, q + 1,
                   n - 1);
      q += n + (comma != NULL);
    }
}

/* The last hardening= and the last qa= option of the variable VAR
   (VALUE), applied to TABLE.  */
static void
dpkg_parse_options (struct dpkg_table *table, const char *var,
                    const char *value, struct hardening_diag *diag)
{
  const char *p = value, *last = NULL, *last_qa = NULL;
  size_t last_len = 0, last_qa_len = 0;

  /* Perl's split (/\s+/) gives an empty first word when the value starts
     with white space and holds more.  */
  if (dpkg_space (*p) && p[strspn (p, " \t\n\r\f\v")] != '\0')
    dpkg_warn (diag, "invalid flag in %s: %.*s", var, p, 0);
  for (;;)
    {
      size_t len, name_len;

      while (dpkg_space (*p))
        p++;
      if (*p == '\0')
        break;
      for (len = 0; p[len] != '\0' && !dpkg_space (p[len]); len++)
        ;
      if (!dpkg_option_word (p, len, &name_len))
        dpkg_warn (diag, "invalid flag in %s: %.*s", var, p, len);
      else if (name_len == 9 && memcmp (p, "hardening", 9) == 0)
        {
          last = name_len < len ? p + name_len + 1 : p + len;
          last_len = name_len < len ? len - name_len - 1 : 0;
        }
      else if (name_len == 2 && memcmp (p, "qa", 2) == 0)
        {
          last_qa = name_len < len ? p + name_len + 1 : p + len;
          last_qa_len = name_len < len ? len - name_len - 1 : 0;
        }
      p += len;
    }
  if (last != NULL)
    dpkg_parse_features (table, var, last, last_len, diag);
  if (last_qa != NULL)
    dpkg_parse_qa (table, var, last_qa, last_qa_len, diag);
}

static void
apply_dpkg_options (struct hardening_effective *eff, const char *const *envp,
                    struct hardening_diag *diag)
{
  static const char *const vars[]
      = { "DEB_BUILD_OPTIONS", "DEB_BUILD_MAINT_OPTIONS" };
  struct dpkg_table table;
  struct hardening_setting *ssp = &eff->feature[HARDENING_STACKPROTECTOR];
  size_t i;

  for (i = 0; i < HARDENING_FEATURE_COUNT; i++)
    table.feature[i].want = -1;
  table.ssp_strong.want = -1;
  table.qa_implicit.want = table.qa_bug.want = table.qa_canary.want = -1;
  for (i = 0; i < sizeof vars / sizeof *vars; i++)
    {
      const char *value = env_get (envp, vars[i]);
      if (value != NULL)
        dpkg_parse_options (&table, vars[i], value, diag);
    }

  /* dpkg's interactions: bindnow needs relro; stackprotectorstrong needs
     stackprotector.  */
  if (table.feature[HARDENING_RELRO].want == 0
      && table.feature[HARDENING_BINDNOW].want != 0)
    table.feature[HARDENING_BINDNOW] = table.feature[HARDENING_RELRO];
  /* qa=: bug-implicit-func, else bug, decides implicit-function-declaration
     (dpkg's own default, on, is the policy's level here); the qa area
     comes after the hardening area, as in dpkg's set_build_features.  */
  if (table.qa_implicit.want < 0)
    table.qa_implicit = table.qa_bug;
  if (table.qa_implicit.want >= 0)
    table.feature[HARDENING_IMPLICIT_FUNCTION] = table.qa_implicit;

  for (i = 0; i < HARDENING_FEATURE_COUNT; i++)
    {
      const struct dpkg_want *w = &table.feature[i];
      if (w->want == 1)
        raise_level (&eff->feature[i], eff->policy_level[i],
                     HARDENING_FROM_ENV, w->origin);
      else if (w->want == 0)
        set_level (&eff->feature[i], 0, HARDENING_FROM_ENV, w->origin);
    }
  /* -stackprotectorstrong: the plain protector; +stackprotectorstrong with
     the protector on: the policy's level, never more.  */
  if (table.feature[HARDENING_STACKPROTECTOR].want == 0)
    ;
  else if (table.ssp_strong.want == 0 && ssp->level > HARDENING_SSP_ON)
    set_level (ssp, HARDENING_SSP_ON, HARDENING_FROM_ENV,
               table.ssp_strong.origin);
  else if (table.ssp_strong.want == 1 && ssp->level > HARDENING_SSP_OFF
           && ssp->level < eff->policy_level[HARDENING_STACKPROTECTOR])
    raise_level (ssp, eff->policy_level[HARDENING_STACKPROTECTOR],
                 HARDENING_FROM_ENV, table.ssp_strong.origin);
}

/* The DEB_BUILD_HARDENING_<FEATURE> name of a feature: upper case, '-' as
   '_'.  */
static void
env_name (enum hardening_feature feature, char *buf, size_t size)
{
  const char *k = hardening_feature_keyword (feature);
  size_t n = (size_t)snprintf (buf, size, "DEB_BUILD_HARDENING_");

  for (; *k && n + 1 < size; k++)
    buf[n++] = *k == '-' ? '_' : (*k >= 'a' && *k <= 'z') ? *k - 32 : *k;
  buf[n] = '\0';
}

static enum hardening_status
env_bool (const char *name, const char *value, int *on,
          struct hardening_diag *diag)
{
  if (strcmp (value, "0") == 0)
    *on = 0;
  else if (strcmp (value, "1") == 0)
    *on = 1;
  else
    {
      snprintf (diag->name, sizeof diag->name, "%s", name);
      return fail (diag, HARDENING_BAD_VALUE, diag->name, value, "'0' or '1'");
    }
  return HARDENING_OK;
}

enum hardening_status
hardening_env_apply (struct hardening_effective *eff, const char *const *envp,
                     struct hardening_diag *diag)
{
  static const char prefix[] = "DEB_BUILD_HARDENING_";
  const char *value;
  const char *const *e;
  enum hardening_status status;
  int i, on;

  memset (diag, 0, sizeof *diag);
  value = env_get (envp, "DEB_BUILD_HARDENING");
  if (value != NULL)
    {
      if ((status = env_bool ("DEB_BUILD_HARDENING", value, &on, diag)))
        return status;
      if (!on)
        for (i = 0; i < HARDENING_FEATURE_COUNT; i++)
          set_level (&eff->feature[i], 0, HARDENING_FROM_ENV,
                     "DEB_BUILD_HARDENING");
    }

  apply_dpkg_options (eff, envp, diag);

  /* Every DEB_BUILD_HARDENING_* variable must name a feature: a misspelt
     one would otherwise leave a feature on without a word.  */
  for (e = envp; e && *e; e++)
    if (strncmp (*e, prefix, sizeof prefix - 1) == 0)
      {
        const char *eq = strchr (*e, '=');
        size_t len = eq ? (size_t)(eq - *e) : strlen (*e);
        int known = 0;

        for (i = 0; i < HARDENING_FEATURE_COUNT && !known; i++)
          {
            char name[64];
            env_name (i, name, sizeof name);
            known = equals (*e, len, name);
          }
        if (!known)
          {
            snprintf (diag->name, sizeof diag->name, "%.*s",
                      (int)(len < 63 ? len : 63), *e);
            return fail (diag, HARDENING_UNKNOWN_FEATURE, diag->name,
                         diag->name + sizeof prefix - 1, NULL);
          }
      }

  for (i = 0; i < HARDENING_FEATURE_COUNT; i++)
    {
      char name[64];
      env_name (i, name, sizeof name);
      value = env_get (envp, name);
      if (value == NULL)
        continue;
      if ((status = env_bool (name, value, &on, diag)) != HARDENING_OK)
        return status;
      (on ? raise_level : set_level) (&eff->feature[i],
                                      on ? eff->policy_level[i] : 0,
                                      HARDENING_FROM_ENV, name);
    }
  return HARDENING_OK;
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

static int
target_is (const char *target, const char *const *cpus)
{
  for (; *cpus; cpus++)
    if (strncmp (target, *cpus, strlen (*cpus)) == 0
        && target[strlen (*cpus)] == '-')
      return 1;
  return 0;
}

int
hardening_feature_is_option (enum hardening_feature feature)
{
  switch (feature)
    {
    case HARDENING_STACKPROTECTOR:
    case HARDENING_STACKCLASH:
    case HARDENING_BRANCH:
    case HARDENING_AUTOVARINIT:
    case HARDENING_STRICT_FLEX_ARRAYS:
    case HARDENING_ZERO_CALL_USED_REGS:
    case HARDENING_ZERO_INIT_PADDING:
      return 1;
    default:
      return 0;
    }
}

int
hardening_option_rule (enum hardening_feature feature, int level,
                       const char *target, int gcc_major,
                       struct hardening_option_rule *rule, const char **reason)
{
  static const char *const ssp_on_weaker[]
      = { "-fstack-protector-explicit", NULL };
  static const char *const ssp_strong_weaker[]
      = { "-fstack-protector", "-fstack-protector-explicit", NULL };
  static const char *const ssp_all_weaker[]
      = { "-fstack-protector", "-fstack-protector-explicit",
          "-fstack-protector-strong", NULL };
  static const char *const none[] = { NULL };
  static const char *const cf_weaker[]
      = { "-fcf-protection=none", "-fcf-protection=branch",
          "-fcf-protection=return", "-fcf-protection=check", NULL };
  static const char *const bti_weaker[]
      = { "-mbranch-protection=none", "-mbranch-protection=bti",
          "-mbranch-protection=pac-ret", NULL };
  static const char *const autovarinit_weaker[]
      = { "-ftrivial-auto-var-init=uninitialized", NULL };
  static const char *const flex_weaker[]
      = { "-fstrict-flex-arrays=0", "-fstrict-flex-arrays=1",
          "-fstrict-flex-arrays=2", "-fno-strict-flex-arrays", NULL };
  /* The choices that zero fewer registers than the used general ones:
     none, or the argument registers only.  */
  static const char *const zero_weaker[] = {
    "-fzero-call-used-regs=skip",         "-fzero-call-used-regs=used-arg",
    "-fzero-call-used-regs=used-gpr-arg", "-fzero-call-used-regs=all-arg",
    "-fzero-call-used-regs=leafy-arg",    NULL
  };
  /* GCC 15's choices below all: the C standard's cases, and unions.  */
  static const char *const padding_weaker[]
      = { "-fzero-init-padding-bits=standard",
          "-fzero-init-padding-bits=unions", NULL };
  static const char *const x86[]
      = { "x86_64", "i386", "i486", "i586", "i686", NULL };
  static const char *const aarch64[] = { "aarch64", "aarch64_be", NULL };
  static const char *const riscv[] = { "riscv64", "riscv32", NULL };

  rule->option = NULL;
  rule->weaker = none;
  *reason = NULL;
  if (!hardening_feature_is_option (feature))
    {
      *reason = "not a compiler option";
      return 0;
    }
  switch (feature)
    {
    case HARDENING_STACKPROTECTOR:
      rule->option = level == HARDENING_SSP_ALL ? "-fstack-protector-all"
                     : level == HARDENING_SSP_STRONG
                         ? "-fstack-protector-strong"
                         : "-fstack-protector";
      rule->weaker = level == HARDENING_SSP_ALL      ? ssp_all_weaker
                     : level == HARDENING_SSP_STRONG ? ssp_strong_weaker
                                                     : ssp_on_weaker;
      return 1;
    case HARDENING_STACKCLASH:
      /* GCC 14 added riscv's prologue probes (riscv_allocate_and_probe_
         stack_space).  Before, -fstack-clash-protection is accepted there
         but only GCC's generic code probes, for alloca and VLAs: a frame
         larger than the guard page is not probed (seen with bookworm's
         riscv64-linux-gnu-gcc-12), which is no protection to record as
         applied.  */
      if (target_is (target, riscv) && gcc_major < 14)
        {
          *reason = "only alloca and VLAs are probed on riscv before GCC 14,"
                    " never a large frame";
          return 0;
        }
      rule->option = "-fstack-clash-protection";
      return 1;
    case HARDENING_BRANCH:
      if (target_is (target, x86))
        {
          rule->option = "-fcf-protection=full";
          rule->weaker = cf_weaker;
          return 1;
        }
      if (target_is (target, aarch64))
        {
          rule->option = "-mbranch-protection=standard";
          rule->weaker = bti_weaker;
          return 1;
        }
      *reason = "only x86 (CET) and aarch64 (BTI/PAC) have branch protection";
      return 0;
    case HARDENING_AUTOVARINIT:
      rule->option = level == HARDENING_AUTOVARINIT_PATTERN
                         ? "-ftrivial-auto-var-init=pattern"
                         : "-ftrivial-auto-var-init=zero";
      rule->weaker = autovarinit_weaker;
      return 1;
    case HARDENING_STRICT_FLEX_ARRAYS:
      if (gcc_major < 13)
        {
          *reason = "-fstrict-flex-arrays is GCC 13's";
          return 0;
        }
      rule->option = "-fstrict-flex-arrays=3";
      rule->weaker = flex_weaker;
      return 1;
    case HARDENING_ZERO_CALL_USED_REGS:
      /* GCC 11 added it for x86 and aarch64; other targets came later
         and have no porters' evidence here (testsuite/hardening.porters,
         zero-call-used-regs.c).  */
      if (!target_is (target, x86) && !target_is (target, aarch64))
        {
          *reason = "gcc-hardening applies -fzero-call-used-regs on x86 and"
                    " aarch64 only";
          return 0;
        }
      rule->option = "-fzero-call-used-regs=used-gpr";
      rule->weaker = zero_weaker;
      return 1;
    case HARDENING_ZERO_INIT_PADDING:
      /* GCC 15 made {0} initialize only a union's first member, leaving
         the other members' bytes and the padding as they were on the
         stack, and added the option that clears them.  Before GCC 15 the
         option does not exist (and {0} clears the whole union).  */
      if (gcc_major < 15)
        {
          *reason = "-fzero-init-padding-bits is GCC 15's; before it, {0}"
                    " clears a whole union";
          return 0;
        }
      rule->option = "-fzero-init-padding-bits=all";
      rule->weaker = padding_weaker;
      return 1;
    default:
      break;
    }
  /* hardening_feature_is_option names a feature this switch lacks.  */
  *reason = "no rule for this option (a gcc-hardening bug)";
  return 0;
}

enum hardening_action
hardening_decide (enum hardening_mode mode, int exempt, int applicable,
                  const struct hardening_user_choice *user)
{
  if (!applicable)
    return HARDENING_NOT_APPLICABLE;
  if (mode == HARDENING_MODE_STRICT)
    return user->given && user->lowers ? HARDENING_OVERRIDE
           : user->given               ? HARDENING_KEEP
                                       : HARDENING_APPLY;
  if (exempt)
    return user->given && !user->lowers ? HARDENING_KEEP : HARDENING_EXEMPT;
  if (!user->given)
    return HARDENING_APPLY;
  return user->lowers ? HARDENING_OPTED_OUT : HARDENING_KEEP;
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
  return level > 99 ? 99 : (int)level;
}

int
hardening_macro_user_level (const char *name, const char *const *args,
                            const int *is_undef, size_t n, int *last)
{
  int level = -1;
  size_t i;

  *last = -1;
  for (i = 0; i < n; i++)
    {
      if (!hardening_define_names (args[i], name))
        continue;
      /* -U takes a bare name; "-UNAME=1" is not that macro.  */
      if (is_undef[i] && strcmp (args[i], name) != 0)
        continue;
      level = is_undef[i] ? 0 : define_level (args[i]);
      *last = (int)i;
    }
  return level;
}

/* The value of NAME in ENVP (as in environ), or NULL.  */
static const char *
env_value (const char *const *envp, const char *name)
{
  size_t len = strlen (name);

  for (; envp != NULL && *envp != NULL; envp++)
    if (strncmp (*envp, name, len) == 0 && (*envp)[len] == '=')
      return *envp + len + 1;
  return NULL;
}

/* Whether WORD is one of the blank-separated words of LIST.  */
static int
has_word (const char *list, const char *word)
{
  size_t len = strlen (word);
  const char *p = list;

  while (p != NULL && *p != '\0')
    {
      size_t n;

      p += strspn (p, " \t\n");
      n = strcspn (p, " \t\n");
      if (n == len && strncmp (p, word, len) == 0)
        return 1;
      p += n;
    }
  return 0;
}

int
hardening_dpkg_default_option (const char *option, const char *const *envp)
{
  static const char *const own[]
      = { "DEB_CPPFLAGS_SET",          "DEB_CPPFLAGS_APPEND",
          "DEB_CPPFLAGS_PREPEND",      "DEB_CPPFLAGS_MAINT_SET",
          "DEB_CPPFLAGS_MAINT_APPEND", "DEB_CPPFLAGS_MAINT_PREPEND" };
  const char *cppflags = env_value (envp, "CPPFLAGS");

  if (strncmp (option, "-D", 2) != 0)
    return 0;
  for (size_t i = 0; i < sizeof own / sizeof *own; i++)
    if (has_word (env_value (envp, own[i]), option))
      return 0;
  if (cppflags != NULL)
    return has_word (cppflags, option);
  /* No CPPFLAGS exported (debian/rules that pass the flags to configure
     or make themselves, as gzip's): under dpkg-buildpackage, which always
     sets DEB_RULES_REQUIRES_ROOT, the word that dpkg-buildflags gives
     every package for its fortify feature (dpkg 1.21 to 1.23).  */
  return env_value (envp, "DEB_RULES_REQUIRES_ROOT") != NULL
         && strcmp (option, "-D_FORTIFY_SOURCE=2") == 0;
}

/* Exemptions (hardening-model.h).  Each kind of code, and why each feature
   cannot work there; the features a kind does not name stay applied.  */
enum exempt_kind
{
  EXEMPT_NO_LIBC,       /* -nostdlib, -nodefaultlibs, -nolibc */
  EXEMPT_NOT_STARTED,   /* -nostartfiles with -static or -static-pie */
  EXEMPT_FREESTANDING,  /* -ffreestanding, -fno-hosted */
  EXEMPT_KERNEL,        /* -D__KERNEL__ */
  EXEMPT_KERNEL_CMODEL, /* -mcmodel=kernel */
  EXEMPT_KIND_COUNT
};

static const char *const exempt_why[EXEMPT_KIND_COUNT][HARDENING_FEATURE_COUNT]
    = {
        [EXEMPT_NO_LIBC] = {
          [HARDENING_STACKPROTECTOR]
          = "no C library for __stack_chk_fail and the guard",
          [HARDENING_FORTIFY]
          = "no C library for the __*_chk functions",
          [HARDENING_GLIBCXX_ASSERTIONS]
          = "no C++ library for the assertions' handler",
        },
        [EXEMPT_NOT_STARTED] = {
          [HARDENING_STACKPROTECTOR]
          = "no C library start code sets up the guard (TLS)",
          [HARDENING_FORTIFY]
          = "no C library start code resolves the __*_chk functions "
            "(IRELATIVE)",
          [HARDENING_GLIBCXX_ASSERTIONS]
          = "no C library start code for the assertions' handler",
        },
        [EXEMPT_FREESTANDING] = {
          [HARDENING_STACKPROTECTOR]
          = "no C library assumed for __stack_chk_fail and "
            "the guard",
          [HARDENING_FORTIFY]
          = "no C library assumed for the __*_chk functions",
          [HARDENING_GLIBCXX_ASSERTIONS]
          = "no hosted C++ library",
        },
        [EXEMPT_KERNEL] = {
          [HARDENING_STACKPROTECTOR]
          = "kernel code: the kernel's own guard and __stack_chk_fail",
          [HARDENING_FORTIFY]
          = "kernel code: no C library (the kernel has its own fortify)",
          [HARDENING_GLIBCXX_ASSERTIONS]
          = "kernel code: no C++ library",
          [HARDENING_PIE] = "kernel code is not position-independent",
        },
        [EXEMPT_KERNEL_CMODEL] = {
          [HARDENING_STACKPROTECTOR]
          = "kernel code: the kernel's own guard and __stack_chk_fail",
          [HARDENING_FORTIFY]
          = "kernel code: no C library (the kernel has its own fortify)",
          [HARDENING_GLIBCXX_ASSERTIONS]
          = "kernel code: no C++ library",
          [HARDENING_PIE] = "the kernel code model does not support PIC",
        },
      };

static int
starts_with (const char *s, const char *prefix)
{
  return strncmp (s, prefix, strlen (prefix)) == 0;
}

int
hardening_guard_option (const char *option, size_t len, const char *arch,
                        int *kind)
{
  static const char *const prefix[4]
      = { "-mstack-protector-guard=", "-mstack-protector-guard-reg=",
          "-mstack-protector-guard-offset=", "-mstack-protector-guard-symbol=" };
  /* The C library's guard per ARCH: the guard, its register, its offset
     (in hex or decimal, as GCC takes them); no symbol of its own.  */
  static const struct
  {
    const char *arch;
    const char *own[4][3];
  } libc_guard[] = {
    { "x86_64", { { "tls" }, { "fs" }, { "0x28", "40" }, { NULL } } },
    { "i386", { { "tls" }, { "gs" }, { "0x14", "20" }, { NULL } } },
    { "aarch64", { { "global" }, { NULL }, { NULL }, { NULL } } },
  };
  size_t a, k, v;

  for (k = 0; k < 4; k++)
    if (len >= strlen (prefix[k])
        && memcmp (option, prefix[k], strlen (prefix[k])) == 0)
      break;
  if (k == 4 || arch == NULL)
    return -1;
  for (a = 0; a < sizeof libc_guard / sizeof *libc_guard; a++)
    if (strcmp (arch, libc_guard[a].arch) == 0)
      break;
  if (a == sizeof libc_guard / sizeof *libc_guard)
    return -1;
  *kind = (int)k;
  for (v = 0; v < 3 && libc_guard[a].own[k][v]; v++)
    {
      const char *want = libc_guard[a].own[k][v];
      size_t pl = strlen (prefix[k]);
      if (len - pl == strlen (want) && memcmp (option + pl, want, len - pl) == 0)
        return 1;
    }
  return 0;
}

int
hardening_guard_hosted (const char *const *options, size_t n)
{
  struct hardening_exemption out[HARDENING_FEATURE_COUNT];
  const char **others = malloc ((n ? n : 1) * sizeof *others);
  size_t i, m = 0;
  int kind;

  if (others == NULL)
    return 0;
  /* Which words are guard options: any architecture listed tells.  */
  for (i = 0; i < n; i++)
    if (hardening_guard_option (options[i], strlen (options[i]), "x86_64",
                                &kind)
        < 0)
      others[m++] = options[i];
  hardening_exemptions (others, m, out);
  free (others);
  return !out[HARDENING_STACKPROTECTOR].exempt;
}

int
hardening_foreign_guard (const char *const *options, size_t n,
                         const char *arch, char *why, size_t size)
{
  const char *last[4] = { NULL };
  int own[4] = { 1, 1, 1, 1 };
  size_t i;
  int k;

  /* Code without the C library (-nostdlib, -ffreestanding, kernel code)
     has no guard but the one it keeps itself.  */
  if (!hardening_guard_hosted (options, n))
    return 0;
  for (i = 0; i < n; i++)
    {
      int ok = hardening_guard_option (options[i], strlen (options[i]), arch,
                                       &k);
      if (ok >= 0)
        {
          last[k] = options[i];
          own[k] = ok;
        }
    }
  for (k = 0; k < 4; k++)
    if (last[k] && !own[k])
      {
        snprintf (why, size, "%s", last[k]);
        return 1;
      }
  return 0;
}

int
hardening_exemptions (const char *const *options, size_t n,
                      struct hardening_exemption out[HARDENING_FEATURE_COUNT])
{
  const char *by[EXEMPT_KIND_COUNT] = { NULL };
  const char *nostartfiles = NULL, *is_static = NULL;
  char not_started[64];
  int own_guard = 0, count = 0, f, k;
  size_t i;

  for (i = 0; i < n; i++)
    {
      const char *o = options[i];

      if (o == NULL)
        continue;
      if (strcmp (o, "-nostdlib") == 0 || strcmp (o, "-nodefaultlibs") == 0
          || strcmp (o, "-nolibc") == 0)
        {
          if (by[EXEMPT_NO_LIBC] == NULL)
            by[EXEMPT_NO_LIBC] = o;
        }
      else if (strcmp (o, "-nostartfiles") == 0)
        nostartfiles = o;
      else if (strcmp (o, "-static") == 0 || strcmp (o, "-static-pie") == 0)
        is_static = o;
      else if (strcmp (o, "-ffreestanding") == 0
               || strcmp (o, "-fno-hosted") == 0)
        by[EXEMPT_FREESTANDING] = o;
      else if (strcmp (o, "-fhosted") == 0
               || strcmp (o, "-fno-freestanding") == 0)
        by[EXEMPT_FREESTANDING] = NULL;
      else if (starts_with (o, "-D")
               && hardening_define_names (o + 2, "__KERNEL__"))
        by[EXEMPT_KERNEL] = o;
      else if (strcmp (o, "-U__KERNEL__") == 0)
        by[EXEMPT_KERNEL] = NULL;
      else if (starts_with (o, "-mcmodel="))
        by[EXEMPT_KERNEL_CMODEL]
            = strcmp (o, "-mcmodel=kernel") == 0 ? o : NULL;
      else if (strcmp (o, "-mstack-protector-guard=global") == 0
               || strcmp (o, "-mstack-protector-guard=sysreg") == 0
               || starts_with (o, "-mstack-protector-guard-reg=")
               || starts_with (o, "-mstack-protector-guard-offset=")
               || starts_with (o, "-mstack-protector-guard-symbol="))
        own_guard = 1;
    }
  if (nostartfiles && is_static)
    {
      snprintf (not_started, sizeof not_started, "%s %s", nostartfiles,
                is_static);
      by[EXEMPT_NOT_STARTED] = not_started;
    }

  for (f = 0; f < HARDENING_FEATURE_COUNT; f++)
    {
      out[f].exempt = 0;
      out[f].reason[0] = '\0';
      if (f == HARDENING_STACKPROTECTOR && own_guard)
        continue;
      for (k = 0; k < EXEMPT_KIND_COUNT; k++)
        if (by[k] && exempt_why[k][f])
          {
            out[f].exempt = 1;
            snprintf (out[f].reason, sizeof out[f].reason, "%s: %s", by[k],
                      exempt_why[k][f]);
            count++;
            break;
          }
    }
  return count;
}
