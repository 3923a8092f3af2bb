/* Unit tests of the pure C modules of gcc-hardening.

   Each check prints "PASS: unit: NAME" or "FAIL: unit: NAME (details)";
   testsuite/hardening.unit/unit.exp turns these lines into DejaGnu results.
   The exit status is 1 when any check failed.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-model.h"

#include <stdio.h>
#include <string.h>

static int failures;

static void
check (int ok, const char *name, const char *details)
{
  if (ok)
    printf ("PASS: unit: %s\n", name);
  else
    {
      printf ("FAIL: unit: %s (%s)\n", name, details);
      failures++;
    }
}

static void
check_int (long got, long want, const char *name)
{
  char details[96];
  snprintf (details, sizeof details, "got %ld, want %ld", got, want);
  check (got == want, name, details);
}

static void
check_str (const char *got, const char *want, const char *name)
{
  char details[256];
  snprintf (details, sizeof details, "got '%s', want '%s'",
            got ? got : "(null)", want ? want : "(null)");
  check (got && want ? strcmp (got, want) == 0 : got == want, name, details);
}

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
  check_int (hardening_args_parse (&args, "verbos", NULL, &diag),
             HARDENING_UNKNOWN_KEY, "args unknown key rejected");
  check_str (diag.key, "verbos", "args unknown key named");
}

static void
test_version (void)
{
  static const char x86[] = "../src/configure -v --enable-plugin "
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
  check_int (hardening_version_check ("12.2.0", x86, "12.3.0", x86_other,
                                      &diag),
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
  const struct hardening_user_choice raises = { 1, 0, "-fstack-protector-all" };
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
    { "fortify -U then -D", { "_FORTIFY_SOURCE", "_FORTIFY_SOURCE=3" },
      { 1, 0 }, 2, 3, 1 },
    { "fortify -D then -U", { "_FORTIFY_SOURCE=3", "_FORTIFY_SOURCE" },
      { 0, 1 }, 2, 0, 1 },
    { "fortify -D=0", { "_FORTIFY_SOURCE=0" }, { 0 }, 1, 0, 0 },
    { "fortify -D=garbage", { "_FORTIFY_SOURCE=yes" }, { 0 }, 1, 0, 0 },
    { "fortify -D=3x", { "_FORTIFY_SOURCE=3x" }, { 0 }, 1, 0, 0 },
    { "fortify similar name", { "_FORTIFY_SOURCES=1", "_FORTIFY_SOURCE_X" },
      { 0, 1 }, 2, -1, -1 },
  };

  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    {
      int last;
      int level = hardening_macro_user_level ("_FORTIFY_SOURCE", cases[i].args, cases[i].undef,
                                                cases[i].n, &last);
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

int
main (void)
{
  test_features ();
  test_args ();
  test_version ();
  test_decide ();
  test_fortify ();
  return failures != 0;
}
