/* dpkg's environment (hardening-model.h): DEB_BUILD_HARDENING and
   DEB_BUILD_HARDENING_<FEATURE>, the hardening= and qa= options of
   DEB_BUILD_OPTIONS and DEB_BUILD_MAINT_OPTIONS read as dpkg-buildflags
   reads them, and which -D_FORTIFY_SOURCE is dpkg-buildflags' default.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-model-internal.h"

#include <stdio.h>
#include <string.h>

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
        model_raise_level (&eff->feature[i], eff->policy_level[i],
                           HARDENING_FROM_ENV, w->origin);
      else if (w->want == 0)
        model_set_level (&eff->feature[i], 0, HARDENING_FROM_ENV, w->origin);
    }
  /* -stackprotectorstrong: the plain protector; +stackprotectorstrong with
     the protector on: the policy's level, never more.  */
  if (table.feature[HARDENING_STACKPROTECTOR].want == 0)
    ;
  else if (table.ssp_strong.want == 0 && ssp->level > HARDENING_SSP_ON)
    model_set_level (ssp, HARDENING_SSP_ON, HARDENING_FROM_ENV,
                     table.ssp_strong.origin);
  else if (table.ssp_strong.want == 1 && ssp->level > HARDENING_SSP_OFF
           && ssp->level < eff->policy_level[HARDENING_STACKPROTECTOR])
    model_raise_level (ssp, eff->policy_level[HARDENING_STACKPROTECTOR],
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
      return model_fail (diag, HARDENING_BAD_VALUE, diag->name, value,
                         "'0' or '1'");
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
          model_set_level (&eff->feature[i], 0, HARDENING_FROM_ENV,
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
            known = model_equals (*e, len, name);
          }
        if (!known)
          {
            snprintf (diag->name, sizeof diag->name, "%.*s",
                      (int)(len < 63 ? len : 63), *e);
            return model_fail (diag, HARDENING_UNKNOWN_FEATURE, diag->name,
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
      (on ? model_raise_level
          : model_set_level) (&eff->feature[i], on ? eff->policy_level[i] : 0,
                              HARDENING_FROM_ENV, name);
    }
  return HARDENING_OK;
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
  const char *cppflags = env_get (envp, "CPPFLAGS");

  if (strncmp (option, "-D", 2) != 0)
    return 0;
  for (size_t i = 0; i < sizeof own / sizeof *own; i++)
    if (has_word (env_get (envp, own[i]), option))
      return 0;
  if (cppflags != NULL)
    return has_word (cppflags, option);
  /* No CPPFLAGS exported (debian/rules that pass the flags to configure
     or make themselves, as gzip's): under dpkg-buildpackage, which always
     sets DEB_RULES_REQUIRES_ROOT, the word that dpkg-buildflags gives
     every package for its fortify feature (dpkg 1.21 to 1.23).  */
  return env_get (envp, "DEB_RULES_REQUIRES_ROOT") != NULL
         && strcmp (option, "-D_FORTIFY_SOURCE=2") == 0;
}
