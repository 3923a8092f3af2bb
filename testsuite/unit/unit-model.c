/* Unit tests of lib/hardening-model: the feature table and its levels,
   the plugin's arguments, the version check, the decisions and the
   compiler options' rules.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "unit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void
test_features (void)
{
  check_str (hardening_feature_keyword (HARDENING_STACKPROTECTOR),
             "stackprotector", "feature keyword stackprotector");
  check_str (hardening_feature_keyword (HARDENING_PIE), "pie",
             "feature keyword pie");
  check_str (hardening_feature_keyword (HARDENING_FEATURE_COUNT), "unknown",
             "feature keyword out of range");
  check (strstr (hardening_help_text, "-fplugin-arg-hardening-mode=strict")
             != NULL,
         "help text names mode=strict", "missing");
}

static void
test_args (void)
{
  struct hardening_args args;
  struct hardening_diag diag;

  hardening_args_init (&args);
  check_int (args.mode, -1, "args mode unset");
  check_int (hardening_args_parse (&args, "mode", "strict", &diag),
             HARDENING_OK, "args mode=strict accepted");
  check_int (args.mode, HARDENING_MODE_STRICT, "args mode=strict sets strict");
  check_int (hardening_args_parse (&args, "mode", "default", &diag),
             HARDENING_OK, "args mode=default accepted");
  check_int (args.mode, HARDENING_MODE_DEFAULT,
             "args mode=default sets default");
  check_int (hardening_args_parse (&args, "mode", "Strict", &diag),
             HARDENING_BAD_VALUE, "args mode=Strict rejected");
  check_str (diag.value, "Strict", "args bad value names the value");
  check_int (hardening_args_parse (&args, "mode", NULL, &diag),
             HARDENING_NEEDS_VALUE, "args mode without value rejected");
  check_int (hardening_args_parse (&args, "mode", "", &diag),
             HARDENING_NEEDS_VALUE, "args mode= rejected");
  check_int (hardening_args_parse (&args, "verbose", NULL, &diag),
             HARDENING_OK, "args verbose accepted");
  check_int (args.verbose, 1, "args verbose set");
  check_int (hardening_args_parse (&args, "verbose", "1", &diag),
             HARDENING_TAKES_NO_VALUE, "args verbose=1 rejected");
  check_int (hardening_args_parse (&args, "disable", NULL, &diag),
             HARDENING_OK, "args disable accepted");
  check_int (args.disable_all, 1, "args disable set");
  /* FEATURE=LEVEL: the feature table's words, as in the policy.  */
  check_int (hardening_args_parse (&args, "format-wrappers", "error", &diag),
             HARDENING_OK, "args format-wrappers=error accepted");
  check_int (args.feature_level[HARDENING_FORMAT_WRAPPERS],
             HARDENING_FORMAT_ERROR, "args format-wrappers=error sets error");
  check_int (hardening_args_parse (&args, "format-wrappers", "on", &diag),
             HARDENING_BAD_VALUE, "args format-wrappers=on rejected");
  check_str (diag.expected, "'off', 'warn' or 'error'",
             "args format-wrappers=on: the levels expected");
  check_int (hardening_args_parse (&args, "format-wrappers", NULL, &diag),
             HARDENING_NEEDS_VALUE, "args format-wrappers needs a value");
  check_int (hardening_args_parse (&args, "suggest-format", NULL, &diag),
             HARDENING_OK, "args suggest-format accepted");
  check_int (args.suggest_format, 1, "args suggest-format set");
  {
    struct hardening_effective eff;
    hardening_effective_init (&eff);
    check_int (hardening_args_apply (&args, &eff, &diag), HARDENING_OK,
               "args format-wrappers=error applies");
    check_int (eff.feature[HARDENING_FORMAT_WRAPPERS].level,
               HARDENING_FORMAT_ERROR, "args format-wrappers=error level");
    check_str (eff.feature[HARDENING_FORMAT_WRAPPERS].origin,
               "-fplugin-arg-hardening-format-wrappers=error",
               "args format-wrappers=error origin");
  }
  check_int (hardening_args_parse (&args, "verbos", NULL, &diag),
             HARDENING_UNKNOWN_KEY, "args unknown key rejected");
  check_str (diag.key, "verbos", "args unknown key named");
}

static void
test_version (void)
{
  static const char x86[]
      = "../src/configure -v --enable-plugin "
        "--host=x86_64-linux-gnu --target=x86_64-linux-gnu";
  static const char x86_other[] = "../src/configure --with-pkgversion='x' "
                                  "--target=x86_64-linux-gnu --enable-cet";
  static const char arm[] = "../src/configure --target=aarch64-linux-gnu";
  struct hardening_diag diag;
  char target[64];

  hardening_config_target (x86, target, sizeof target);
  check_str (target, "x86_64-linux-gnu", "config target found");
  hardening_config_target ("../src/configure -v", target, sizeof target);
  check_str (target, "unknown", "config without target");
  hardening_config_target (arm, target, 6);
  check_str (target, "aarch", "config target truncated safely");

  check_int (hardening_version_check ("12.2.0", x86, "12.2.0", x86, &diag),
             HARDENING_OK, "version same build");
  check_int (
      hardening_version_check ("12.2.0", x86, "12.3.0", x86_other, &diag),
      HARDENING_OK, "version point update and other configure line");
  check_int (hardening_version_check ("12.2.0", x86, "11.3.0", x86, &diag),
             HARDENING_WRONG_MAJOR, "version other major");
  check_str (diag.built, "GCC 12.2.0", "version error names the built one");
  check_str (diag.running, "GCC 11.3.0", "version error names the running");
  check_int (hardening_version_check ("12.2.0", x86, "12.2.0", arm, &diag),
             HARDENING_WRONG_TARGET, "version other target");
  check_str (diag.running, "aarch64-linux-gnu", "target error names target");
  check_int (hardening_version_check ("garbage", x86, "12.2.0", x86, &diag),
             HARDENING_WRONG_MAJOR, "version unparsable");
  check_int (hardening_version_check (NULL, NULL, NULL, NULL, &diag),
             HARDENING_WRONG_MAJOR, "version missing");
}

static void
test_decide (void)
{
  const struct hardening_user_choice silent = { 0, 0, NULL };
  const struct hardening_user_choice raises
      = { 1, 0, "-fstack-protector-all" };
  const struct hardening_user_choice lowers = { 1, 1, "-fno-stack-protector" };
  const enum hardening_mode D = HARDENING_MODE_DEFAULT;
  const enum hardening_mode S = HARDENING_MODE_STRICT;

  check_int (hardening_decide (D, 0, 1, &silent), HARDENING_APPLY,
             "decide default silent");
  check_int (hardening_decide (D, 0, 1, &raises), HARDENING_KEEP,
             "decide default user raises");
  check_int (hardening_decide (D, 0, 1, &lowers), HARDENING_OPTED_OUT,
             "decide default user lowers");
  check_int (hardening_decide (D, 1, 1, &silent), HARDENING_EXEMPT,
             "decide default kernel");
  check_int (hardening_decide (D, 1, 1, &raises), HARDENING_KEEP,
             "decide default exempt, the user asks as much");
  check_int (hardening_decide (D, 1, 1, &lowers), HARDENING_EXEMPT,
             "decide default exempt, the user lowers");
  check_int (hardening_decide (D, 0, 0, &silent), HARDENING_NOT_APPLICABLE,
             "decide default not applicable");
  check_int (hardening_decide (S, 0, 1, &silent), HARDENING_APPLY,
             "decide strict silent");
  check_int (hardening_decide (S, 0, 1, &raises), HARDENING_KEEP,
             "decide strict user raises");
  check_int (hardening_decide (S, 0, 1, &lowers), HARDENING_OVERRIDE,
             "decide strict user lowers");
  check_int (hardening_decide (S, 1, 1, &lowers), HARDENING_OVERRIDE,
             "decide strict kernel lowers");
  check_int (hardening_decide (S, 1, 1, &silent), HARDENING_APPLY,
             "decide strict kernel silent");
  check_int (hardening_decide (S, 0, 0, &lowers), HARDENING_NOT_APPLICABLE,
             "decide strict not applicable");
}

static void
test_fortify (void)
{
  struct
  {
    const char *name;
    const char *args[4];
    int undef[4];
    size_t n;
    int level, last;
  } cases[] = {
    { "fortify none", { "FOO", "BAR=1" }, { 0, 0 }, 2, -1, -1 },
    { "fortify -D=2", { "_FORTIFY_SOURCE=2" }, { 0 }, 1, 2, 0 },
    { "fortify bare -D", { "X", "_FORTIFY_SOURCE" }, { 0, 0 }, 2, 1, 1 },
    { "fortify -U", { "_FORTIFY_SOURCE" }, { 1 }, 1, 0, 0 },
    { "fortify -U then -D",
      { "_FORTIFY_SOURCE", "_FORTIFY_SOURCE=3" },
      { 1, 0 },
      2,
      3,
      1 },
    { "fortify -D then -U",
      { "_FORTIFY_SOURCE=3", "_FORTIFY_SOURCE" },
      { 0, 1 },
      2,
      0,
      1 },
    { "fortify -D=0", { "_FORTIFY_SOURCE=0" }, { 0 }, 1, 0, 0 },
    { "fortify -D=garbage", { "_FORTIFY_SOURCE=yes" }, { 0 }, 1, 0, 0 },
    { "fortify -D=3x", { "_FORTIFY_SOURCE=3x" }, { 0 }, 1, 0, 0 },
    { "fortify similar name",
      { "_FORTIFY_SOURCES=1", "_FORTIFY_SOURCE_X" },
      { 0, 1 },
      2,
      -1,
      -1 },
  };

  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    {
      int last;
      int level = hardening_macro_user_level (
          "_FORTIFY_SOURCE", cases[i].args, cases[i].undef, cases[i].n, &last);
      char name[96];
      check_int (level, cases[i].level, cases[i].name);
      snprintf (name, sizeof name, "%s: last option", cases[i].name);
      check_int (last, cases[i].last, name);
    }
  check (hardening_define_names ("__KERNEL__", "__KERNEL__")
             && hardening_define_names ("__KERNEL__=1", "__KERNEL__")
             && !hardening_define_names ("__KERNEL__X", "__KERNEL__")
             && !hardening_define_names ("__KERNE", "__KERNEL__"),
         "define names", "__KERNEL__ matching");
}

/* Level tables: every feature's names round-trip, and nothing else is a
   level.  */
static void
test_levels (void)
{
  static const struct
  {
    enum hardening_feature feature;
    const char *keyword;
    const char *levels; /* '|'-separated, as policy errors list them */
    int full;
    enum hardening_where where;
  } expect[] = {
    { HARDENING_STACKPROTECTOR, "stackprotector", "off|on|strong|all",
      HARDENING_SSP_STRONG, HARDENING_WHERE_COMPILE },
    { HARDENING_FORTIFY, "fortify", "0|1|2|3", 3, HARDENING_WHERE_COMPILE },
    { HARDENING_FORMAT, "format", "off|warn|error", HARDENING_FORMAT_ERROR,
      HARDENING_WHERE_COMPILE },
    { HARDENING_PIE, "pie", "off|on", 1, HARDENING_WHERE_BOTH },
    { HARDENING_RELRO, "relro", "off|on", 1, HARDENING_WHERE_LINK },
    { HARDENING_BINDNOW, "bindnow", "off|on", 1, HARDENING_WHERE_LINK },
    { HARDENING_STACKCLASH, "stackclash", "off|on", 1,
      HARDENING_WHERE_COMPILE },
    { HARDENING_BRANCH, "branch", "off|on", 1, HARDENING_WHERE_COMPILE },
    { HARDENING_AUTOVARINIT, "autovarinit", "off|zero|pattern",
      HARDENING_AUTOVARINIT_ZERO, HARDENING_WHERE_COMPILE },
    { HARDENING_GLIBCXX_ASSERTIONS, "glibcxx-assertions", "off|on", 1,
      HARDENING_WHERE_COMPILE },
    { HARDENING_NOEXECSTACK, "noexecstack", "off|on", 1,
      HARDENING_WHERE_LINK },
    { HARDENING_FORMAT_WRAPPERS, "format-wrappers", "off|warn|error",
      HARDENING_FORMAT_ERROR, HARDENING_WHERE_COMPILE },
    { HARDENING_STRICT_FLEX_ARRAYS, "strict-flex-arrays", "off|on", 1,
      HARDENING_WHERE_COMPILE },
    { HARDENING_IMPLICIT_FUNCTION, "implicit-function-declaration", "off|on",
      1, HARDENING_WHERE_COMPILE },
    { HARDENING_QA, "qa", "off|on", 1, HARDENING_WHERE_COMPILE },
    { HARDENING_ZERO_CALL_USED_REGS, "zero-call-used-regs", "off|on", 1,
      HARDENING_WHERE_COMPILE },
    { HARDENING_TRAMPOLINES, "trampolines", "off|on", 1,
      HARDENING_WHERE_COMPILE },
    { HARDENING_AS_NEEDED, "as-needed", "off|on", 1, HARDENING_WHERE_LINK },
    { HARDENING_NO_COPY_DT_NEEDED, "no-copy-dt-needed", "off|on", 1,
      HARDENING_WHERE_LINK },
    { HARDENING_NODLOPEN, "nodlopen", "off|on", 1, HARDENING_WHERE_LINK },
    { HARDENING_ZERO_INIT_PADDING, "zero-init-padding", "off|on", 1,
      HARDENING_WHERE_COMPILE },
    { HARDENING_BIDI_CHARS, "bidi-chars", "off|warn|unpaired|any",
      HARDENING_BIDI_UNPAIRED, HARDENING_WHERE_COMPILE },
    { HARDENING_NO_UB_OPTS, "no-ub-opts", "off|on", 1,
      HARDENING_WHERE_COMPILE },
    { HARDENING_EXCEPTIONS, "exceptions", "off|on", 1,
      HARDENING_WHERE_COMPILE },
  };
  size_t i;
  char name[160];

  check_int (sizeof expect / sizeof *expect, HARDENING_FEATURE_COUNT,
             "levels: the table below covers every feature");
  for (i = 0; i < sizeof expect / sizeof *expect; i++)
    {
      enum hardening_feature f = expect[i].feature;
      const char *kw = expect[i].keyword;
      const char *p = expect[i].levels;
      int level = 0;

      check_str (hardening_feature_keyword (f), kw,
                 named (name, sizeof name, "feature %s: keyword", kw, ""));
      check_int (hardening_feature_lookup (kw, strlen (kw)), (long)f,
                 named (name, sizeof name, "feature %s: lookup", kw, ""));
      check_int (hardening_feature_where (f), expect[i].where,
                 named (name, sizeof name, "feature %s: where", kw, ""));
      check (hardening_feature_description (f) != NULL
                 && hardening_feature_description (f)[0] != '\0'
                 && strcmp (hardening_feature_description (f), "unknown") != 0,
             named (name, sizeof name, "feature %s: description", kw, ""),
             "empty or unknown");
      check (
          strstr (hardening_help_text, kw) != NULL,
          named (name, sizeof name, "feature %s: named in the help", kw, ""),
          "missing");
      check_int (hardening_level_full (f), expect[i].full,
                 named (name, sizeof name, "feature %s: full level", kw, ""));
      while (*p)
        {
          size_t len = strcspn (p, "|");
          char level_name[16];

          snprintf (level_name, sizeof level_name, "%.*s", (int)len, p);
          check_str (hardening_level_name (f, level), level_name,
                     named (name, sizeof name, "feature %s: level name %s", kw,
                            level_name));
          check_int (hardening_level_lookup (f, p, len), level,
                     named (name, sizeof name, "feature %s: level lookup %s",
                            kw, level_name));
          /* Prefixes of a name are not that name.  */
          if (len > 1)
            check_int (hardening_level_lookup (f, p, len - 1), -1,
                       named (name, sizeof name,
                              "feature %s: level lookup prefix of %s", kw,
                              level_name));
          level++;
          p += len + (p[len] == '|');
        }
      check (level <= HARDENING_LEVEL_MAX + 1,
             named (name, sizeof name, "feature %s: levels within the max", kw,
                    ""),
             "too many levels");
      check_str (hardening_level_name (f, level), NULL,
                 named (name, sizeof name,
                        "feature %s: no name past the last level", kw, ""));
      check_str (hardening_level_name (f, level + 5), NULL,
                 named (name, sizeof name,
                        "feature %s: no name far past the last level", kw,
                        ""));
      check_str (
          hardening_level_name (f, -1), NULL,
          named (name, sizeof name, "feature %s: no name for -1", kw, ""));
      check_int (
          hardening_level_lookup (f, "bogus", 5), -1,
          named (name, sizeof name, "feature %s: unknown level", kw, ""));
      check_int (hardening_level_lookup (f, "", 0), -1,
                 named (name, sizeof name, "feature %s: empty level", kw, ""));
      check_str (hardening_level_name (f, hardening_level_full (f)) != NULL
                     ? "named"
                     : NULL,
                 "named",
                 named (name, sizeof name, "feature %s: full level is named",
                        kw, ""));
    }

  check_int (hardening_feature_lookup ("glibcxx_assertions", 18), -1,
             "feature lookup: '_' is not '-'");
  check_int (hardening_feature_lookup ("stack", 5), -1,
             "feature lookup: prefix");
  check_int (hardening_feature_lookup ("Pie", 3), -1,
             "feature lookup: case matters");
  check_int (hardening_feature_lookup ("piex", 3), HARDENING_PIE,
             "feature lookup: uses LEN, not the NUL");
  check_int (hardening_feature_lookup ("all", 3), -1,
             "feature lookup: 'all' is not a feature");
  check_int (hardening_feature_lookup ("mode", 4), -1,
             "feature lookup: 'mode' is not a feature");
  check_str (hardening_level_name (HARDENING_FEATURE_COUNT, 0), NULL,
             "level name of an unknown feature");
  check_int (hardening_level_lookup (HARDENING_FEATURE_COUNT, "on", 2), -1,
             "level lookup of an unknown feature");
  check_int (hardening_level_full (HARDENING_FEATURE_COUNT), 0,
             "full level of an unknown feature");
  check_int (hardening_level_lookup (HARDENING_FORTIFY, "34", 1), 3,
             "level lookup uses LEN");
  check_str (hardening_mode_name (HARDENING_MODE_DEFAULT), "default",
             "mode name default");
  check_str (hardening_mode_name (HARDENING_MODE_STRICT), "strict",
             "mode name strict");
}

static void
test_effective_init (void)
{
  struct hardening_effective eff;
  int i, ok = 1;

  memset (&eff, 0x5a, sizeof eff);
  hardening_effective_init (&eff);
  for (i = 0; i < HARDENING_FEATURE_COUNT; i++)
    ok &= eff.feature[i].level == 0
          && eff.feature[i].source == HARDENING_FROM_BUILTIN
          && strcmp (eff.feature[i].origin, "built-in") == 0
          && eff.policy_level[i] == 0;
  check (ok, "effective init: every feature off, built in", "not so");
  check_int (eff.mode.level, HARDENING_MODE_DEFAULT,
             "effective init: mode default");
  check_str (eff.mode.origin, "built-in", "effective init: mode built in");
}

/* Plugin arguments.  */

static void
args_enable_without_value (void)
{
  struct hardening_args args;
  struct hardening_diag diag;

  hardening_args_init (&args);
  check_int (hardening_args_parse (&args, "enable", NULL, &diag),
             HARDENING_NEEDS_VALUE, "args enable without '=' rejected");
  check_int ((long)args.n_lists, 0, "args enable without '=': no list");
}

static void
test_args_more (void)
{
  struct hardening_args args;
  struct hardening_diag diag;
  struct hardening_effective eff;
  int i, ok;
  unsigned int n;

  hardening_args_init (&args);
  check (args.mode == -1 && !args.verbose && !args.disable_all
             && !args.print_policy && args.policy == NULL
             && args.target == NULL && args.n_lists == 0,
         "args init", "not empty");

  check_int (hardening_args_parse (&args, "enable", "pie,fortify", &diag),
             HARDENING_OK, "args enable=pie,fortify");
  check_int (hardening_args_parse (&args, "disable", "all", &diag),
             HARDENING_OK, "args disable=all");
  check_int (hardening_args_parse (&args, "enable", "stackprotector", &diag),
             HARDENING_OK, "args enable=stackprotector");
  check_int ((long)args.n_lists, 3, "args three lists kept");
  check (args.list_enables[0] == 1 && args.list_enables[1] == 0
             && args.list_enables[2] == 1,
         "args lists keep enable/disable", "wrong");
  check_str (args.lists[1], "all", "args list text kept");
  check_int (args.disable_all, 0, "args disable=all is not disable");
  check_int (hardening_args_parse (&args, "enable", "", &diag),
             HARDENING_NEEDS_VALUE, "args enable= rejected");
  check_str (diag.key, "enable", "args enable= names the key");
  check_int (hardening_args_parse (&args, "disable", "", &diag),
             HARDENING_NEEDS_VALUE, "args disable= rejected");
  check_int ((long)args.n_lists, 3, "args rejected lists not kept");
  check_no_crash (args_enable_without_value,
                  "args enable without '=' does not crash");

  hardening_effective_init (&eff);
  check_int (hardening_args_apply (&args, &eff, &diag), HARDENING_OK,
             "args apply");
  check_setting (&eff.feature[HARDENING_STACKPROTECTOR], HARDENING_SSP_STRONG,
                 HARDENING_FROM_ARG,
                 "-fplugin-arg-hardening-enable=stackprotector",
                 "args apply: enable after disable=all");
  check_setting (&eff.feature[HARDENING_PIE], 0, HARDENING_FROM_ARG,
                 "-fplugin-arg-hardening-disable=all",
                 "args apply: disable=all after enable=pie");
  check_setting (&eff.mode, HARDENING_MODE_DEFAULT, HARDENING_FROM_BUILTIN,
                 "built-in", "args apply: no mode leaves the mode");

  hardening_args_init (&args);
  hardening_args_parse (&args, "enable", "all", &diag);
  hardening_effective_init (&eff);
  check_int (hardening_args_apply (&args, &eff, &diag), HARDENING_OK,
             "args apply enable=all");
  for (i = 0, ok = 1; i < HARDENING_FEATURE_COUNT; i++)
    ok &= eff.feature[i].level == hardening_level_full (i)
          && eff.feature[i].source == HARDENING_FROM_ARG
          && strcmp (eff.feature[i].origin,
                     "-fplugin-arg-hardening-enable=all")
                 == 0;
  check (ok, "args apply enable=all: every feature at its full level",
         "not so");

  hardening_args_init (&args);
  hardening_args_parse (&args, "enable", "fortify,autovarinit,format", &diag);
  hardening_args_parse (&args, "disable", "format", &diag);
  resolve_text ("[*]\nfortify = 1\nautovarinit = pattern\nrelro = on\n",
                "x86_64-linux-gnu", &eff, "args apply: policy");
  check_int (hardening_args_apply (&args, &eff, &diag), HARDENING_OK,
             "args apply lists");
  check_int (eff.feature[HARDENING_FORTIFY].level, 3,
             "args apply: enable=fortify is the full level 3");
  /* enable only raises: the policy's pattern stays.  */
  check_int (eff.feature[HARDENING_AUTOVARINIT].level,
             HARDENING_AUTOVARINIT_PATTERN,
             "args apply: enable=autovarinit keeps the policy's pattern");
  check_setting (&eff.feature[HARDENING_FORMAT], 0, HARDENING_FROM_ARG,
                 "-fplugin-arg-hardening-disable=format",
                 "args apply: later disable wins");
  check_setting (&eff.feature[HARDENING_RELRO], 1, HARDENING_FROM_POLICY,
                 "t.policy:4", "args apply: unnamed features kept");

  /* An unknown feature: the key, the feature, and the whole list.  */
  hardening_args_init (&args);
  hardening_args_parse (&args, "enable", "pie", &diag);
  hardening_args_parse (&args, "disable", "pie,bogus,relro", &diag);
  hardening_effective_init (&eff);
  check_int (hardening_args_apply (&args, &eff, &diag),
             HARDENING_UNKNOWN_FEATURE, "args apply: unknown feature");
  check_int (diag.status, HARDENING_UNKNOWN_FEATURE,
             "args apply: unknown feature: diag status");
  check_str (diag.key, "disable", "args apply: unknown feature: key");
  check_str (diag.value, "bogus", "args apply: unknown feature: feature");
  check_str (diag.context, "pie,bogus,relro",
             "args apply: unknown feature: the whole list");
  hardening_args_init (&args);
  hardening_args_parse (&args, "enable", "glibcxx_assertions", &diag);
  check_int (hardening_args_apply (&args, &eff, &diag),
             HARDENING_UNKNOWN_FEATURE, "args apply: glibcxx_assertions");
  check_str (diag.key, "enable", "args apply: enable: key");
  check_str (diag.context, "glibcxx_assertions",
             "args apply: enable: context");

  /* Values.  */
  hardening_args_init (&args);
  check_int (hardening_args_parse (&args, "policy", "/etc/x.policy", &diag),
             HARDENING_OK, "args policy=FILE");
  check_str (args.policy, "/etc/x.policy", "args policy kept");
  check_int (hardening_args_parse (&args, "policy", NULL, &diag),
             HARDENING_NEEDS_VALUE, "args policy without value");
  check_str (diag.key, "policy", "args policy without value: key");
  check_str (diag.expected, "a file name",
             "args policy without value: expected");
  check_int (hardening_args_parse (&args, "policy", "", &diag),
             HARDENING_NEEDS_VALUE, "args policy= empty");
  check_int (hardening_args_parse (&args, "target", "hppa-linux-gnu", &diag),
             HARDENING_OK, "args target=T");
  check_str (args.target, "hppa-linux-gnu", "args target kept");
  check_int (hardening_args_parse (&args, "target", NULL, &diag),
             HARDENING_NEEDS_VALUE, "args target without value");
  check_str (diag.expected, "a target triplet",
             "args target without value: expected");
  check_int (hardening_args_parse (&args, "target", "", &diag),
             HARDENING_NEEDS_VALUE, "args target= empty");
  check_int (hardening_args_parse (&args, "print-policy", NULL, &diag),
             HARDENING_OK, "args print-policy");
  check_int (args.print_policy, 1, "args print-policy set");
  check_int (hardening_args_parse (&args, "print-policy", "1", &diag),
             HARDENING_TAKES_NO_VALUE, "args print-policy=1 rejected");
  check_str (diag.key, "print-policy", "args print-policy=1: key");
  check_int (hardening_args_parse (&args, "print-policy", "", &diag),
             HARDENING_TAKES_NO_VALUE, "args print-policy= rejected");
  check_int (hardening_args_parse (&args, "mode", "lax", &diag),
             HARDENING_BAD_VALUE, "args mode=lax");
  check_str (diag.expected, "'default' or 'strict'", "args mode: expected");
  check_int (hardening_args_parse (&args, "Mode", "strict", &diag),
             HARDENING_UNKNOWN_KEY, "args keys are case sensitive");

  /* driver=: what the specs pass on from the driver.  */
  hardening_args_init (&args);
  check (args.driver_shared == 0 && args.n_driver_options == 0,
         "args driver unset", "set");
  check_int (hardening_args_parse (&args, "driver", "shared", &diag),
             HARDENING_OK, "args driver=shared");
  check_int (args.driver_shared, 1, "args driver=shared sets shared");
  check_int ((int)args.n_driver_options, 0,
             "args driver=shared is no link option");
  check_int (
      hardening_args_parse (&args, "driver", "nostartfiles,nostdlib", &diag),
      HARDENING_OK, "args driver=nostartfiles,nostdlib");
  check_int (hardening_args_parse (&args, "driver", "nostdlib", &diag),
             HARDENING_OK, "args driver=nostdlib again");
  check (args.n_driver_options == 2
             && strcmp (args.driver_options[0], "-nostartfiles") == 0
             && strcmp (args.driver_options[1], "-nostdlib") == 0,
         "args driver: the link options in order, once each", "not so");
  hardening_args_init (&args);
  check_int (hardening_args_parse (&args, "driver", "nostdlib,shared", &diag),
             HARDENING_OK, "args driver=nostdlib,shared");
  check (args.driver_shared == 1 && args.n_driver_options == 1
             && strcmp (args.driver_options[0], "-nostdlib") == 0,
         "args driver=nostdlib,shared sets both", "not so");
  hardening_args_init (&args);
  check_int (
      hardening_args_parse (&args, "driver",
                            "nodefaultlibs,nolibc,static,static-pie", &diag),
      HARDENING_OK, "args driver=nodefaultlibs,nolibc,static,static-pie");
  check (args.n_driver_options == 4
             && strcmp (args.driver_options[3], "-static-pie") == 0,
         "args driver: four link options", "not so");
  check_int (hardening_args_parse (&args, "driver", "pie", &diag),
             HARDENING_BAD_VALUE, "args driver=pie rejected");
  check_str (diag.value, "pie", "args driver=pie: value");
  check_str (diag.expected,
             "'shared', 'nostdlib', 'nodefaultlibs', 'nolibc', "
             "'nostartfiles', 'static' or 'static-pie'",
             "args driver=pie: expected");
  check_int (hardening_args_parse (&args, "driver", "shared,", &diag),
             HARDENING_BAD_VALUE, "args driver=shared, rejected");
  check_int (hardening_args_parse (&args, "driver", "sharedx", &diag),
             HARDENING_BAD_VALUE, "args driver=sharedx rejected");
  check_int (hardening_args_parse (&args, "driver", NULL, &diag),
             HARDENING_NEEDS_VALUE, "args driver without value");
  check_int (hardening_args_parse (&args, "driver", "", &diag),
             HARDENING_NEEDS_VALUE, "args driver= empty");

  /* 16 lists, not 17.  */
  hardening_args_init (&args);
  for (n = 0, ok = 1; n < 16; n++)
    ok &= hardening_args_parse (&args, n % 2 ? "enable" : "disable", "pie",
                                &diag)
          == HARDENING_OK;
  check (ok, "args 16 lists accepted", "rejected");
  check_int (hardening_args_parse (&args, "enable", "relro", &diag),
             HARDENING_TOO_MANY, "args 17th list rejected");
  check_str (diag.key, "enable", "args too many: key");
  check_int ((long)args.n_lists, 16, "args too many: 16 kept");
  check_int (hardening_args_parse (&args, "disable", NULL, &diag),
             HARDENING_OK, "args disable still accepted after 16 lists");

  /* The mode from the arguments overrides the policy's.  */
  hardening_args_init (&args);
  hardening_args_parse (&args, "mode", "default", &diag);
  resolve_text ("[*]\nmode = strict\n", "x86_64-linux-gnu", &eff,
                "args mode: policy");
  check_int (hardening_args_apply (&args, &eff, &diag), HARDENING_OK,
             "args apply mode");
  check_setting (&eff.mode, HARDENING_MODE_DEFAULT, HARDENING_FROM_ARG,
                 "-fplugin-arg-hardening-mode=default",
                 "args mode=default overrides the policy's strict");
  hardening_args_init (&args);
  hardening_args_parse (&args, "mode", "strict", &diag);
  resolve_text ("[*]\nmode = default\n", "x86_64-linux-gnu", &eff,
                "args mode: policy");
  hardening_args_apply (&args, &eff, &diag);
  check_setting (&eff.mode, HARDENING_MODE_STRICT, HARDENING_FROM_ARG,
                 "-fplugin-arg-hardening-mode=strict",
                 "args mode=strict overrides the policy's default");
  hardening_args_init (&args);
  resolve_text ("[*]\nmode = strict\n", "x86_64-linux-gnu", &eff,
                "args mode: policy");
  hardening_args_apply (&args, &eff, &diag);
  check_setting (&eff.mode, HARDENING_MODE_STRICT, HARDENING_FROM_POLICY,
                 "t.policy:2", "args without mode keep the policy's");
}

/* Option rules.  */

static int
list_is (const char *const *got, const char *const *want)
{
  for (; *got && *want; got++, want++)
    if (strcmp (*got, *want) != 0)
      return 0;
  return *got == NULL && *want == NULL;
}

static void
check_rule_gcc (enum hardening_feature feature, int level, const char *target,
                int gcc_major, int want_ret, const char *want_option,
                const char *const *want_weaker, const char *want_reason,
                const char *name)
{
  struct hardening_option_rule rule;
  const char *reason = "unset";
  char sub[200];
  int ret = hardening_option_rule (feature, level, target, gcc_major, &rule,
                                   &reason);

  check_int (ret, want_ret, name);
  snprintf (sub, sizeof sub, "%s: option", name);
  check_str (rule.option, want_option, sub);
  snprintf (sub, sizeof sub, "%s: weaker options", name);
  check (rule.weaker != NULL && list_is (rule.weaker, want_weaker), sub,
         rule.weaker && rule.weaker[0] ? rule.weaker[0] : "empty or NULL");
  snprintf (sub, sizeof sub, "%s: reason", name);
  check_str (reason, want_reason, sub);
}

/* The rules that do not depend on the GCC version (riscv's stack clash
   rule, which does, is checked with check_rule_gcc).  */
static void
check_rule (enum hardening_feature feature, int level, const char *target,
            int want_ret, const char *want_option,
            const char *const *want_weaker, const char *want_reason,
            const char *name)
{
  check_rule_gcc (feature, level, target, 12, want_ret, want_option,
                  want_weaker, want_reason, name);
}

static void
test_option_rules (void)
{
  static const char *const none[] = { NULL };
  static const char *const ssp_on[] = { "-fstack-protector-explicit", NULL };
  static const char *const ssp_strong[]
      = { "-fstack-protector", "-fstack-protector-explicit", NULL };
  static const char *const ssp_all[]
      = { "-fstack-protector", "-fstack-protector-explicit",
          "-fstack-protector-strong", NULL };
  static const char *const cf[]
      = { "-fcf-protection=none", "-fcf-protection=branch",
          "-fcf-protection=return", "-fcf-protection=check", NULL };
  static const char *const bti[]
      = { "-mbranch-protection=none", "-mbranch-protection=bti",
          "-mbranch-protection=pac-ret", NULL };
  static const char *const avi[]
      = { "-ftrivial-auto-var-init=uninitialized", NULL };
  static const char no_branch[]
      = "only x86 (CET) and aarch64 (BTI/PAC) have branch protection";
  static const char not_option[] = "not a compiler option";
  static const char riscv_frames[]
      = "only alloca and VLAs are probed on riscv, never a large frame";
  static const enum hardening_feature not_options[]
      = { HARDENING_FORTIFY, HARDENING_FORMAT, HARDENING_PIE, HARDENING_RELRO,
          HARDENING_BINDNOW, HARDENING_GLIBCXX_ASSERTIONS,
          HARDENING_NOEXECSTACK, HARDENING_FORMAT_WRAPPERS,
          /* Diagnostics the plugin classifies, and the link features.  */
          HARDENING_IMPLICIT_FUNCTION, HARDENING_QA, HARDENING_TRAMPOLINES,
          HARDENING_AS_NEEDED, HARDENING_NO_COPY_DT_NEEDED, HARDENING_NODLOPEN,
          /* A diagnostic and sets of options: the plugin's own code.  */
          HARDENING_BIDI_CHARS, HARDENING_NO_UB_OPTS, HARDENING_EXCEPTIONS };
  static const char *const padding[]
      = { "-fzero-init-padding-bits=standard",
          "-fzero-init-padding-bits=unions", NULL };
  static const char padding_old[] = "-fzero-init-padding-bits is GCC 15's;"
                                    " before it, {0} clears a whole union";
  static const char *const flex[]
      = { "-fstrict-flex-arrays=0", "-fstrict-flex-arrays=1",
          "-fstrict-flex-arrays=2", "-fno-strict-flex-arrays", NULL };
  static const char *const zero[] = {
    "-fzero-call-used-regs=skip",         "-fzero-call-used-regs=used-arg",
    "-fzero-call-used-regs=used-gpr-arg", "-fzero-call-used-regs=all-arg",
    "-fzero-call-used-regs=leafy-arg",    NULL
  };
  static const char flex_old[] = "-fstrict-flex-arrays is GCC 13's";
  static const char zero_elsewhere[]
      = "gcc-hardening applies -fzero-call-used-regs on x86 and aarch64 only";
  const char *x86 = "x86_64-linux-gnu";
  size_t i;
  char name[160];

  check_rule (HARDENING_STACKPROTECTOR, HARDENING_SSP_ON, x86, 1,
              "-fstack-protector", ssp_on, NULL, "rule stackprotector on");
  check_rule (HARDENING_STACKPROTECTOR, HARDENING_SSP_STRONG, x86, 1,
              "-fstack-protector-strong", ssp_strong, NULL,
              "rule stackprotector strong");
  check_rule (HARDENING_STACKPROTECTOR, HARDENING_SSP_ALL, "hppa-linux-gnu", 1,
              "-fstack-protector-all", ssp_all, NULL,
              "rule stackprotector all");
  check_rule (HARDENING_STACKCLASH, 1, x86, 1, "-fstack-clash-protection",
              none, NULL, "rule stackclash x86_64");
  check_rule (HARDENING_STACKCLASH, 1, "arm-linux-gnueabihf", 1,
              "-fstack-clash-protection", none, NULL, "rule stackclash arm");
  /* riscv: no GCC probes a large frame there (12 and 14 seen).  */
  for (int gcc = 11; gcc <= 16; gcc++)
    for (i = 0; i < 2; i++)
      {
        const char *t = i ? "riscv32-linux-gnu" : "riscv64-linux-gnu";
        snprintf (name, sizeof name, "rule stackclash %s GCC %d", t, gcc);
        check_rule_gcc (HARDENING_STACKCLASH, 1, t, gcc, 0, NULL, none,
                        riscv_frames, name);
      }
  check_rule_gcc (HARDENING_STACKCLASH, 1, "riscv640-linux-gnu", 12, 1,
                  "-fstack-clash-protection", none, NULL,
                  "rule stackclash: cpu prefix riscv64 is not riscv64");
  check_rule (HARDENING_BRANCH, 1, x86, 1, "-fcf-protection=full", cf, NULL,
              "rule branch x86_64");
  check_rule (HARDENING_BRANCH, 1, "x86_64-linux-gnux32", 1,
              "-fcf-protection=full", cf, NULL, "rule branch x32");
  check_rule (HARDENING_BRANCH, 1, "i686-linux-gnu", 1, "-fcf-protection=full",
              cf, NULL, "rule branch i686");
  check_rule (HARDENING_BRANCH, 1, "i386-pc-gnu", 1, "-fcf-protection=full",
              cf, NULL, "rule branch i386 hurd");
  check_rule (HARDENING_BRANCH, 1, "aarch64-linux-gnu", 1,
              "-mbranch-protection=standard", bti, NULL,
              "rule branch aarch64");
  check_rule (HARDENING_BRANCH, 1, "aarch64_be-linux-gnu", 1,
              "-mbranch-protection=standard", bti, NULL,
              "rule branch aarch64_be");
  check_rule (HARDENING_BRANCH, 1, "riscv64-linux-gnu", 0, NULL, none,
              no_branch, "rule branch riscv64");
  check_rule (HARDENING_BRANCH, 1, "arm-linux-gnueabihf", 0, NULL, none,
              no_branch, "rule branch arm");
  check_rule (HARDENING_BRANCH, 1, "x86_64", 0, NULL, none, no_branch,
              "rule branch: cpu alone is no triplet");
  check_rule (HARDENING_BRANCH, 1, "x86_640-linux-gnu", 0, NULL, none,
              no_branch, "rule branch: cpu prefix is not the cpu");
  check_rule (HARDENING_AUTOVARINIT, HARDENING_AUTOVARINIT_ZERO, x86, 1,
              "-ftrivial-auto-var-init=zero", avi, NULL,
              "rule autovarinit zero");
  check_rule (HARDENING_AUTOVARINIT, HARDENING_AUTOVARINIT_PATTERN, x86, 1,
              "-ftrivial-auto-var-init=pattern", avi, NULL,
              "rule autovarinit pattern");
  /* -fstrict-flex-arrays came with GCC 13.  */
  for (int gcc = 11; gcc <= 16; gcc++)
    {
      snprintf (name, sizeof name, "rule strict-flex-arrays GCC %d", gcc);
      check_rule_gcc (HARDENING_STRICT_FLEX_ARRAYS, 1, x86, gcc, gcc >= 13,
                      gcc >= 13 ? "-fstrict-flex-arrays=3" : NULL,
                      gcc >= 13 ? flex : none, gcc >= 13 ? NULL : flex_old,
                      name);
    }
  check_rule (HARDENING_ZERO_CALL_USED_REGS, 1, x86, 1,
              "-fzero-call-used-regs=used-gpr", zero, NULL,
              "rule zero-call-used-regs x86_64");
  check_rule (HARDENING_ZERO_CALL_USED_REGS, 1, "i686-linux-gnu", 1,
              "-fzero-call-used-regs=used-gpr", zero, NULL,
              "rule zero-call-used-regs i686");
  check_rule (HARDENING_ZERO_CALL_USED_REGS, 1, "aarch64-linux-gnu", 1,
              "-fzero-call-used-regs=used-gpr", zero, NULL,
              "rule zero-call-used-regs aarch64");
  check_rule (HARDENING_ZERO_CALL_USED_REGS, 1, "riscv64-linux-gnu", 0, NULL,
              none, zero_elsewhere, "rule zero-call-used-regs riscv64");
  /* -fzero-init-padding-bits came with GCC 15, on every target.  */
  for (int gcc = 11; gcc <= 16; gcc++)
    {
      snprintf (name, sizeof name, "rule zero-init-padding GCC %d", gcc);
      check_rule_gcc (
          HARDENING_ZERO_INIT_PADDING, 1, "riscv64-linux-gnu", gcc, gcc >= 15,
          gcc >= 15 ? "-fzero-init-padding-bits=all" : NULL,
          gcc >= 15 ? padding : none, gcc >= 15 ? NULL : padding_old, name);
    }
  for (i = 0; i < HARDENING_FEATURE_COUNT; i++)
    {
      size_t j;
      int is_option = 1;
      for (j = 0; j < sizeof not_options / sizeof *not_options; j++)
        if (not_options[j] == (enum hardening_feature)i)
          is_option = 0;
      snprintf (name, sizeof name, "%s is %s compiler option",
                hardening_feature_keyword ((enum hardening_feature)i),
                is_option ? "a" : "no");
      check_int (hardening_feature_is_option ((enum hardening_feature)i),
                 is_option, name);
      if (is_option)
        {
          /* Each of them has a rule on x86_64 with a recent GCC (15:
             -fzero-init-padding-bits).  */
          struct hardening_option_rule rule;
          const char *reason;
          snprintf (name, sizeof name, "rule %s on x86_64-linux-gnu",
                    hardening_feature_keyword ((enum hardening_feature)i));
          check_int (hardening_option_rule (
                         (enum hardening_feature)i,
                         hardening_level_full ((enum hardening_feature)i),
                         "x86_64-linux-gnu", 15, &rule, &reason),
                     1, name);
        }
    }
  for (i = 0; i < sizeof not_options / sizeof *not_options; i++)
    check_rule (not_options[i], hardening_level_full (not_options[i]), x86, 0,
                NULL, none, not_option,
                named (name, sizeof name, "rule %s",
                       hardening_feature_keyword (not_options[i]), ""));
}

/* Which option exempts which feature, and why: only
   what needs the C library, or what kernel code cannot have.  */
static int
exempt_set (const char *const *options, size_t n,
            struct hardening_exemption *out)
{
  int mask = 0, f;

  hardening_exemptions (options, n, out);
  for (f = 0; f < HARDENING_FEATURE_COUNT; f++)
    if (out[f].exempt)
      mask |= 1 << f;
  return mask;
}

/* The stack protector's guard: the C library's, per architecture, or
   another that the program keeps (the canary then proves nothing).  */
static void
test_guard (void)
{
  static const struct
  {
    const char *option, *arch;
    int want, kind;
  } one[] = {
    { "-mstack-protector-guard=tls", "x86_64", 1, 0 },
    { "-mstack-protector-guard=global", "x86_64", 0, 0 },
    { "-mstack-protector-guard-reg=fs", "x86_64", 1, 1 },
    { "-mstack-protector-guard-reg=gs", "x86_64", 0, 1 },
    { "-mstack-protector-guard-offset=0x28", "x86_64", 1, 2 },
    { "-mstack-protector-guard-offset=40", "x86_64", 1, 2 },
    { "-mstack-protector-guard-offset=0x8", "x86_64", 0, 2 },
    { "-mstack-protector-guard-offset=0x14", "i386", 1, 2 },
    { "-mstack-protector-guard-offset=0x28", "i386", 0, 2 },
    { "-mstack-protector-guard-reg=gs", "i386", 1, 1 },
    { "-mstack-protector-guard-symbol=__stack_chk_guard", "x86_64", 0, 3 },
    { "-mstack-protector-guard=global", "aarch64", 1, 0 },
    { "-mstack-protector-guard=sysreg", "aarch64", 0, 0 },
    { "-mstack-protector-guard-reg=tpidr_el0", "aarch64", 0, 1 },
    { "-mstack-protector-guard=global", "x32", -1, -1 },
    { "-mstack-protector-guard=global", NULL, -1, -1 },
    { "-fstack-protector-strong", "x86_64", -1, -1 },
    { "-mstack-protector-guar", "x86_64", -1, -1 },
  };
  static const char *const global[] = { "-O2", "-mstack-protector-guard=global" };
  static const char *const undone[]
      = { "-mstack-protector-guard=global", "-mstack-protector-guard=tls" };
  static const char *const offset[]
      = { "-mstack-protector-guard-offset=0x8", "-O2" };
  static const char *const nostdlib[]
      = { "-nostdlib", "-mstack-protector-guard=global" };
  static const char *const kernel[]
      = { "-D__KERNEL__", "-mstack-protector-guard-reg=gs",
          "-mstack-protector-guard-symbol=__stack_chk_guard" };
  char why[96], name[160];
  size_t i;

  for (i = 0; i < sizeof one / sizeof *one; i++)
    {
      int kind = -1;
      int got = hardening_guard_option (one[i].option, strlen (one[i].option),
                                        one[i].arch, &kind);
      snprintf (name, sizeof name, "guard: %s on %s", one[i].option,
                one[i].arch ? one[i].arch : "(none)");
      check_int (got, one[i].want, name);
      if (got >= 0)
        check_int (kind, one[i].kind, name);
    }
  why[0] = 0;
  check_int (hardening_foreign_guard (global, 2, "x86_64", why, sizeof why), 1,
             "guard: -mstack-protector-guard=global on x86_64");
  check_str (why, "-mstack-protector-guard=global",
             "guard: the option named");
  check_int (hardening_foreign_guard (global, 2, "aarch64", why, sizeof why),
             0, "guard: -mstack-protector-guard=global on aarch64 is glibc's");
  check_int (hardening_foreign_guard (undone, 2, "x86_64", why, sizeof why), 0,
             "guard: a later =tls undoes =global");
  check_int (hardening_foreign_guard (offset, 2, "x86_64", why, sizeof why), 1,
             "guard: another offset");
  check_str (why, "-mstack-protector-guard-offset=0x8",
             "guard: the offset named");
  check_int (hardening_foreign_guard (nostdlib, 2, "x86_64", why, sizeof why),
             0, "guard: -nostdlib code keeps its own guard");
  check_int (hardening_foreign_guard (kernel, 3, "x86_64", why, sizeof why), 0,
             "guard: kernel code keeps the kernel's guard");
}

static void
test_exemptions (void)
{
  struct hardening_exemption out[HARDENING_FEATURE_COUNT];
  const int libc = 1 << HARDENING_STACKPROTECTOR | 1 << HARDENING_FORTIFY
                   | 1 << HARDENING_GLIBCXX_ASSERTIONS;
  const int kernel = libc | 1 << HARDENING_PIE;
  static const char *const none[] = { "-O2", "-nostartfiles", "-c" };
  static const char *const nostdlib[] = { "-nostdlib" };
  static const char *const nodefaultlibs[] = { "-nodefaultlibs" };
  static const char *const nolibc[] = { "-nolibc" };
  static const char *const not_started[]
      = { "-nostartfiles", "-O2", "-static" };
  static const char *const static_alone[] = { "-static" };
  static const char *const freestanding[] = { "-ffreestanding" };
  static const char *const no_hosted[] = { "-fno-hosted" };
  static const char *const hosted_again[] = { "-ffreestanding", "-fhosted" };
  static const char *const kernel_define[] = { "-DX=1", "-D__KERNEL__=1" };
  static const char *const kernel_undef[] = { "-D__KERNEL__", "-U__KERNEL__" };
  static const char *const kernel_like[] = { "-D__KERNEL_X" };
  static const char *const cmodel[] = { "-mcmodel=kernel" };
  static const char *const cmodel_undone[]
      = { "-mcmodel=kernel", "-mcmodel=small" };
  static const char *const own_guard[]
      = { "-nostdlib", "-mstack-protector-guard=global" };
  static const char *const tls_guard[]
      = { "-ffreestanding", "-mstack-protector-guard=tls" };
  static const char *const kernel_guard[]
      = { "-D__KERNEL__", "-mstack-protector-guard-reg=gs",
          "-mstack-protector-guard-symbol=__stack_chk_guard" };
  static const char *const both[] = { "-ffreestanding", "-nostdlib" };
  static const char *const all[]
      = { "-nostdlib", "-nodefaultlibs", "-nolibc",      "-nostartfiles",
          "-static",   "-ffreestanding", "-D__KERNEL__", "-mcmodel=kernel" };
  static const enum hardening_feature never[]
      = { HARDENING_STACKCLASH, HARDENING_BRANCH, HARDENING_AUTOVARINIT,
          HARDENING_FORMAT, HARDENING_FORMAT_WRAPPERS };
  size_t i;

#define N(a) (sizeof a / sizeof *a)
  check_int (exempt_set (none, N (none), out), 0,
             "exempt: -nostartfiles alone exempts nothing");
  check_int (exempt_set (nostdlib, N (nostdlib), out), libc,
             "exempt: -nostdlib");
  check_str (out[HARDENING_STACKPROTECTOR].reason,
             "-nostdlib: no C library for __stack_chk_fail and the guard",
             "exempt: -nostdlib stackprotector reason");
  check_str (out[HARDENING_FORTIFY].reason,
             "-nostdlib: no C library for the __*_chk functions",
             "exempt: -nostdlib fortify reason");
  check_str (out[HARDENING_STACKCLASH].reason, "",
             "exempt: -nostdlib keeps stack clash");
  check_int (exempt_set (nodefaultlibs, N (nodefaultlibs), out), libc,
             "exempt: -nodefaultlibs");
  check_int (exempt_set (nolibc, N (nolibc), out), libc, "exempt: -nolibc");
  check_int (exempt_set (not_started, N (not_started), out), libc,
             "exempt: -nostartfiles -static");
  check_str (out[HARDENING_STACKPROTECTOR].reason,
             "-nostartfiles -static: no C library start code sets up the "
             "guard (TLS)",
             "exempt: -nostartfiles -static reason");
  check_int (exempt_set (static_alone, N (static_alone), out), 0,
             "exempt: -static alone exempts nothing");
  check_int (exempt_set (freestanding, N (freestanding), out), libc,
             "exempt: -ffreestanding");
  check_int (exempt_set (no_hosted, N (no_hosted), out), libc,
             "exempt: -fno-hosted");
  check_str (out[HARDENING_FORTIFY].reason,
             "-fno-hosted: no C library assumed for the __*_chk functions",
             "exempt: -fno-hosted fortify reason");
  check_int (exempt_set (hosted_again, N (hosted_again), out), 0,
             "exempt: -fhosted undoes -ffreestanding");
  check_int (exempt_set (kernel_define, N (kernel_define), out), kernel,
             "exempt: -D__KERNEL__=1");
  check_str (out[HARDENING_PIE].reason,
             "-D__KERNEL__=1: kernel code is not position-independent",
             "exempt: -D__KERNEL__ pie reason");
  check_int (exempt_set (kernel_undef, N (kernel_undef), out), 0,
             "exempt: -U__KERNEL__ undoes -D__KERNEL__");
  check_int (exempt_set (kernel_like, N (kernel_like), out), 0,
             "exempt: -D__KERNEL_X is not -D__KERNEL__");
  check_int (exempt_set (cmodel, N (cmodel), out), kernel,
             "exempt: -mcmodel=kernel");
  check_int (exempt_set (cmodel_undone, N (cmodel_undone), out), 0,
             "exempt: a later -mcmodel= undoes -mcmodel=kernel");
  check_int (exempt_set (own_guard, N (own_guard), out),
             libc & ~(1 << HARDENING_STACKPROTECTOR),
             "exempt: -mstack-protector-guard=global lifts the stack "
             "protector's");
  check_int (exempt_set (tls_guard, N (tls_guard), out), libc,
             "exempt: -mstack-protector-guard=tls alone lifts nothing");
  check_int (exempt_set (kernel_guard, N (kernel_guard), out),
             kernel & ~(1 << HARDENING_STACKPROTECTOR),
             "exempt: the kernel's own guard keeps the stack protector");
  check_int (exempt_set (both, N (both), out), libc,
             "exempt: -ffreestanding -nostdlib");
  check_str (out[HARDENING_STACKPROTECTOR].reason,
             "-nostdlib: no C library for __stack_chk_fail and the guard",
             "exempt: the library's reason first");
  exempt_set (all, N (all), out);
  for (i = 0; i < N (never); i++)
    {
      char name[96];
      snprintf (name, sizeof name, "exempt: %s never",
                hardening_feature_keyword (never[i]));
      check_int (out[never[i]].exempt, 0, name);
    }
#undef N
}

/* dpkg-buildflags' own -D_FORTIFY_SOURCE=2: the word of the exported
   CPPFLAGS, not one the package asks for through DEB_CPPFLAGS_*.  */
static void
test_dpkg_default (void)
{
  static const struct
  {
    const char *name;
    const char *option;
    const char *env[4];
    int want;
  } cases[] = {
    { "dpkg default", "-D_FORTIFY_SOURCE=2",
      { "CPPFLAGS=-Wdate-time -D_FORTIFY_SOURCE=2", NULL }, 1 },
    { "dpkg default, other words around", "-D_FORTIFY_SOURCE=2",
      { "PATH=/usr/bin", "CPPFLAGS=\t-D_FORTIFY_SOURCE=2 -DX", NULL }, 1 },
    { "no CPPFLAGS", "-D_FORTIFY_SOURCE=2", { "PATH=/usr/bin", NULL }, 0 },
    { "dpkg-buildpackage, no CPPFLAGS", "-D_FORTIFY_SOURCE=2",
      { "DEB_RULES_REQUIRES_ROOT=no", NULL }, 1 },
    { "dpkg-buildpackage, no CPPFLAGS, level 1", "-D_FORTIFY_SOURCE=1",
      { "DEB_RULES_REQUIRES_ROOT=no", NULL }, 0 },
    { "dpkg-buildpackage, CPPFLAGS without it", "-D_FORTIFY_SOURCE=2",
      { "DEB_RULES_REQUIRES_ROOT=no", "CPPFLAGS=-DX", NULL }, 0 },
    { "dpkg-buildpackage, the package's MAINT_APPEND", "-D_FORTIFY_SOURCE=2",
      { "DEB_RULES_REQUIRES_ROOT=no",
        "DEB_CPPFLAGS_MAINT_APPEND=-D_FORTIFY_SOURCE=2", NULL }, 0 },
    { "another level", "-D_FORTIFY_SOURCE=1",
      { "CPPFLAGS=-D_FORTIFY_SOURCE=2", NULL }, 0 },
    { "a prefix only", "-D_FORTIFY_SOURCE=2",
      { "CPPFLAGS=-D_FORTIFY_SOURCE=22", NULL }, 0 },
    { "-U never", "-U_FORTIFY_SOURCE",
      { "CPPFLAGS=-U_FORTIFY_SOURCE", NULL }, 0 },
    { "the package's MAINT_APPEND", "-D_FORTIFY_SOURCE=2",
      { "CPPFLAGS=-D_FORTIFY_SOURCE=2",
        "DEB_CPPFLAGS_MAINT_APPEND=-D_FORTIFY_SOURCE=2", NULL }, 0 },
    { "the builder's SET", "-D_FORTIFY_SOURCE=2",
      { "DEB_CPPFLAGS_SET=-D_FORTIFY_SOURCE=2",
        "CPPFLAGS=-D_FORTIFY_SOURCE=2", NULL }, 0 },
    { "another APPEND", "-D_FORTIFY_SOURCE=2",
      { "CPPFLAGS=-D_FORTIFY_SOURCE=2 -DFOO", "DEB_CPPFLAGS_APPEND=-DFOO",
        NULL }, 1 },
    { "CPPFLAGSX is not CPPFLAGS", "-D_FORTIFY_SOURCE=2",
      { "CPPFLAGSX=-D_FORTIFY_SOURCE=2", NULL }, 0 },
  };

  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    {
      char name[96];
      snprintf (name, sizeof name, "dpkg default option: %s", cases[i].name);
      check_int (hardening_dpkg_default_option (cases[i].option, cases[i].env),
                 cases[i].want, name);
    }
}

void
unit_model (void)
{
  test_features ();
  test_levels ();
  test_effective_init ();
  test_args ();
  test_args_more ();
  test_version ();
  test_decide ();
  test_fortify ();
  test_dpkg_default ();
  test_option_rules ();
  test_exemptions ();
  test_guard ();
}
