/* The feature model of gcc-hardening: which protections exist, how the
   plugin's arguments are parsed, and how a protection is decided from the
   mode and what the command line said.

   Pure C11, no GCC headers: the GCC-facing layer (hardening.cc) gathers the
   facts from the compiler, asks this module what to do, and reports.  This
   module never prints; it returns a status and fills a small diagnostic
   record that the caller turns into a GCC diagnostic.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef HARDENING_MODEL_H
#define HARDENING_MODEL_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* One table of features: the enum, the keywords used in diagnostics (and,
   later, in the policy file and the notes) and the help text all come from
   here.  X (ENUM, keyword, description).  */
#define HARDENING_FEATURES(X)                                                 \
  X (STACKPROTECTOR, "stackprotector", "stack protector canaries")           \
  X (FORTIFY, "fortify", "_FORTIFY_SOURCE checks in glibc")                  \
  X (FORMAT, "format", "-Wformat, with -Wformat-security as an error")       \
  X (PIE, "pie", "position-independent code for executables")

enum hardening_feature
{
#define HARDENING_ENUM(name, keyword, description) HARDENING_##name,
  HARDENING_FEATURES (HARDENING_ENUM)
#undef HARDENING_ENUM
  HARDENING_FEATURE_COUNT
};

const char *hardening_feature_keyword (enum hardening_feature);
const char *hardening_feature_description (enum hardening_feature);

enum hardening_mode
{
  HARDENING_MODE_DEFAULT, /* an explicit command-line opt-out wins */
  HARDENING_MODE_STRICT   /* the plugin overrides command-line opt-outs */
};

/* The plugin's arguments, -fplugin-arg-hardening-KEY[=VALUE].  */
struct hardening_args
{
  enum hardening_mode mode;
  int verbose;
  int disable;
};

/* What went wrong, for the caller to report.  The strings point into the
   caller's own arguments and must not be freed.  */
enum hardening_status
{
  HARDENING_OK,
  HARDENING_UNKNOWN_KEY,   /* key: the argument's key */
  HARDENING_BAD_VALUE,     /* value, expected */
  HARDENING_NEEDS_VALUE,   /* expected */
  HARDENING_TAKES_NO_VALUE,
  HARDENING_WRONG_MAJOR,   /* built, running: the two versions */
  HARDENING_WRONG_TARGET   /* built, running: the two targets */
};

struct hardening_diag
{
  enum hardening_status status;
  const char *key;
  const char *value;
  const char *expected; /* e.g. "'default' or 'strict'" */
  /* For version errors: what the plugin was built for and what loads it.  */
  char built[64];
  char running[64];
};

void hardening_args_init (struct hardening_args *);

/* Apply one argument.  VALUE is NULL when the argument has no '='.
   Returns HARDENING_OK or an error, with DIAG filled.  */
enum hardening_status hardening_args_parse (struct hardening_args *,
                                            const char *key,
                                            const char *value,
                                            struct hardening_diag *diag);

/* The help text shown by gcc --help -v -fplugin=...  */
extern const char hardening_help_text[];

/* Version check.  Versions are GCC "basever" strings ("12.2.0") and the
   configure arguments of the compiler; the target is taken from their
   --target= option.  The major version and the target must be the same;
   a point update (12.2.0 vs 12.3.0) or another configure line is fine.  */
enum hardening_status hardening_version_check (const char *built_version,
                                               const char *built_config,
                                               const char *run_version,
                                               const char *run_config,
                                               struct hardening_diag *diag);

/* Copy the value of --target= from configure arguments into BUF (at most
   SIZE bytes with the NUL); "unknown" when there is none.  */
void hardening_config_target (const char *config, char *buf, size_t size);

/* What the command line said about one feature.  */
struct hardening_user_choice
{
  int given;          /* the command line named the feature */
  int lowers;         /* ... and what it chose is weaker than the plugin's */
  const char *option; /* the option as the user wrote it, for reports */
};

enum hardening_action
{
  HARDENING_APPLY,          /* the command line is silent: apply */
  HARDENING_KEEP,           /* the command line asks as much or more */
  HARDENING_OPTED_OUT,      /* default mode: the command line lowered it */
  HARDENING_OVERRIDE,       /* strict mode: apply over the command line */
  HARDENING_EXEMPT,         /* default mode: kernel or freestanding code */
  HARDENING_NOT_APPLICABLE  /* nothing to apply in this compile */
};

/* Decide one feature.  EXEMPT: the unit is kernel or freestanding code.
   APPLICABLE: the feature means something in this compile.  */
enum hardening_action hardening_decide (enum hardening_mode mode, int exempt,
                                        int applicable,
                                        const struct hardening_user_choice *);

/* Stack protector levels, weakest first, and GCC's flag_stack_protect
   encoding (0 none, 1 -fstack-protector, 2 -all, 3 -strong, 4 -explicit).  */
enum hardening_ssp
{
  HARDENING_SSP_NONE,
  HARDENING_SSP_EXPLICIT,
  HARDENING_SSP_ON,
  HARDENING_SSP_STRONG,
  HARDENING_SSP_ALL
};

enum hardening_ssp hardening_ssp_from_gcc (int gcc_level);
const char *hardening_ssp_name (enum hardening_ssp);

/* The _FORTIFY_SOURCE level that the command line's -D and -U options leave,
   given in command-line order: ARGS[i] is the option's argument
   ("_FORTIFY_SOURCE=2", "FOO") and IS_UNDEF[i] says -U.  Returns -1 when no
   option names _FORTIFY_SOURCE, 0 when it ends up undefined or not a
   positive number (as glibc's #if would see it), else the level.  *LAST is
   set to the index of the last option that named it (or -1).  */
int hardening_fortify_user_level (const char *const *args,
                                  const int *is_undef, size_t n, int *last);

/* Does this -D argument define the macro NAME ("NAME" or "NAME=...")?  */
int hardening_define_names (const char *arg, const char *name);

#ifdef __cplusplus
}
#endif

#endif /* HARDENING_MODEL_H */
