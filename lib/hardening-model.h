/* The feature model of gcc-hardening: which protections exist, at which
   levels, how the plugin's arguments and the environment lower or raise
   them, what each one means as compiler options on a target, and how a
   protection is decided from the mode and what the command line said.

   Pure C11, no GCC headers: the GCC-facing layer (plugin/) gathers the
   facts from the compiler, asks this module what to do, and reports.  This
   module never prints; it returns a status and fills a small diagnostic
   record that the caller turns into a GCC diagnostic.  The table is in
   hardening-features.c, the arguments in hardening-args.c, the
   environment in hardening-dpkg-env.c, the option rules, decisions and
   exemptions in hardening-option-rules.c.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef HARDENING_MODEL_H
#define HARDENING_MODEL_H

#include <stddef.h>

#ifdef __cplusplus
extern "C"
{
#endif

/* One table of features: the enum, the policy keywords, the environment
   variable names, the levels and the help all come from here.
   X (ENUM, keyword, levels, where, description), where LEVELS names one of
   the level lists below and WHERE says who applies the feature: the plugin
   (compile), the specs (link), or both.  New features go at the end.  */
#define HARDENING_FEATURES(X)                                                 \
  X (STACKPROTECTOR, "stackprotector", SSP, COMPILE,                          \
     "stack protector canaries")                                              \
  X (FORTIFY, "fortify", FORTIFY, COMPILE, "_FORTIFY_SOURCE checks in glibc") \
  X (FORMAT, "format", FORMAT, COMPILE,                                       \
     "-Wformat, with -Wformat-security as a warning or an error")             \
  X (PIE, "pie", ONOFF, BOTH, "position-independent executables")             \
  X (RELRO, "relro", ONOFF, LINK, "read-only relocations (-z relro)")         \
  X (BINDNOW, "bindnow", ONOFF, LINK, "immediate binding (-z now)")           \
  X (STACKCLASH, "stackclash", ONOFF, COMPILE,                                \
     "stack clash protection (-fstack-clash-protection)")                     \
  X (BRANCH, "branch", ONOFF, COMPILE,                                        \
     "control-flow protection (x86 CET, aarch64 BTI/PAC)")                    \
  X (AUTOVARINIT, "autovarinit", AUTOVARINIT, COMPILE,                        \
     "automatic variable initialization (-ftrivial-auto-var-init)")           \
  X (GLIBCXX_ASSERTIONS, "glibcxx-assertions", ONOFF, COMPILE,                \
     "C++ standard library assertions (_GLIBCXX_ASSERTIONS)")                 \
  X (NOEXECSTACK, "noexecstack", ONOFF, LINK,                                 \
     "non-executable stack (-z noexecstack)")                                 \
  X (FORMAT_WRAPPERS, "format-wrappers", FORMAT, COMPILE,                     \
     "calls of inferred printf-like wrappers with a non-literal format and "  \
     "no arguments, in a unit and across a link (-Wformat-security)")         \
  X (STRICT_FLEX_ARRAYS, "strict-flex-arrays", ONOFF, COMPILE,                \
     "only [] is a flexible array member, so that _FORTIFY_SOURCE checks "    \
     "trailing arrays too (-fstrict-flex-arrays=3, GCC 13)")                  \
  X (IMPLICIT_FUNCTION, "implicit-function-declaration", ONOFF, COMPILE,      \
     "calls of undeclared functions as errors "                               \
     "(-Werror=implicit-function-declaration, C)")                            \
  X (QA, "qa", ONOFF, COMPILE,                                                \
     "incompatible pointer types and integer-pointer conversions as errors "  \
     "(-Werror=incompatible-pointer-types -Werror=int-conversion, C)")        \
  X (ZERO_CALL_USED_REGS, "zero-call-used-regs", ONOFF, COMPILE,              \
     "used general registers zeroed on return "                               \
     "(-fzero-call-used-regs=used-gpr)")                                      \
  X (TRAMPOLINES, "trampolines", ONOFF, COMPILE,                              \
     "a warning for each trampoline built on the stack (-Wtrampolines)")      \
  X (AS_NEEDED, "as-needed", ONOFF, LINK,                                     \
     "only the shared libraries a link uses as DT_NEEDED (--as-needed)")      \
  X (NO_COPY_DT_NEEDED, "no-copy-dt-needed", ONOFF, LINK,                     \
     "no symbols from the libraries' own dependencies "                       \
     "(--no-copy-dt-needed-entries)")                                         \
  X (NODLOPEN, "nodlopen", ONOFF, LINK,                                       \
     "outputs that dlopen refuses to load (-z nodlopen)")                     \
  X (ZERO_INIT_PADDING, "zero-init-padding", ONOFF, COMPILE,                  \
     "padding and unnamed union bytes of initialized automatic variables "    \
     "zeroed (-fzero-init-padding-bits=all, GCC 15)")                         \
  X (BIDI_CHARS, "bidi-chars", BIDI, COMPILE,                                 \
     "UTF-8 bidirectional control characters (Trojan Source) warned about, "  \
     "or errors when unpaired or at all (-Wbidi-chars, C and C++)")           \
  X (NO_UB_OPTS, "no-ub-opts", ONOFF, COMPILE,                                \
     "no optimization on null dereferences, signed overflow or aliasing "     \
     "as undefined (-fno-delete-null-pointer-checks -fno-strict-overflow "    \
     "-fno-strict-aliasing)")                                                 \
  X (EXCEPTIONS, "exceptions", ONOFF, COMPILE,                                \
     "exception tables in C, so that unwinding through C frames runs their "  \
     "cleanups (-fexceptions, C)")

  enum hardening_feature
  {
#define HARDENING_ENUM(name, keyword, levels, where, description)             \
  HARDENING_##name,
    HARDENING_FEATURES (HARDENING_ENUM)
#undef HARDENING_ENUM
        HARDENING_FEATURE_COUNT
  };

  enum hardening_where
  {
    HARDENING_WHERE_COMPILE = 1,
    HARDENING_WHERE_LINK = 2,
    HARDENING_WHERE_BOTH = 3
  };

  /* Levels are small integers, 0 always meaning off; each feature's names
     come from its level list.  */
  enum
  {
    HARDENING_SSP_OFF = 0,
    HARDENING_SSP_ON,
    HARDENING_SSP_STRONG,
    HARDENING_SSP_ALL
  };
  enum
  {
    HARDENING_FORMAT_OFF = 0,
    HARDENING_FORMAT_WARN,
    HARDENING_FORMAT_ERROR
  };
  enum
  {
    HARDENING_AUTOVARINIT_OFF = 0,
    HARDENING_AUTOVARINIT_ZERO,
    HARDENING_AUTOVARINIT_PATTERN
  };
  /* bidi-chars: warn is GCC's own default (-Wbidi-chars=unpaired), kept
     against a lowering; unpaired (the shipped policy's) and any are
     errors.  */
  enum
  {
    HARDENING_BIDI_OFF = 0,
    HARDENING_BIDI_WARN,
    HARDENING_BIDI_UNPAIRED,
    HARDENING_BIDI_ANY
  };
#define HARDENING_LEVEL_MAX 3

  const char *hardening_feature_keyword (enum hardening_feature);
  const char *hardening_feature_description (enum hardening_feature);
  enum hardening_where hardening_feature_where (enum hardening_feature);
  /* "compile", "link" or "both".  */
  const char *hardening_where_name (enum hardening_where);
  /* The feature whose keyword is NAME (LEN bytes), or -1.  */
  int hardening_feature_lookup (const char *name, size_t len);
  /* The name of LEVEL for FEATURE ("strong", "3", "on"...), or NULL.  */
  const char *hardening_level_name (enum hardening_feature, int level);
  /* The level whose name is NAME (LEN bytes) for FEATURE, or -1.  */
  int hardening_level_lookup (enum hardening_feature, const char *name,
                              size_t len);
  /* The level that "enable" means: strong, 3, error, zero, unpaired, on.  */
  int hardening_level_full (enum hardening_feature);

  enum hardening_mode
  {
    HARDENING_MODE_DEFAULT, /* an explicit command-line opt-out wins */
    HARDENING_MODE_STRICT   /* the plugin overrides command-line opt-outs */
  };
  const char *hardening_mode_name (enum hardening_mode);
  /* The mode whose name is NAME (LEN bytes), or -1.  */
  int hardening_mode_lookup (const char *name, size_t len);

  /* Where a feature's level came from, weakest first: the precedence.
     X (ENUM, word): the word is the note's (doc/note-format.md).  */
#define HARDENING_SOURCES(X)                                                  \
  X (BUILTIN, "builtin") /* the built-in default: off */                      \
  X (POLICY, "policy")   /* a line of the policy file */                      \
  X (ENV, "env")         /* an environment variable */                        \
  X (ARG, "arg")         /* a plugin argument */                              \
  X (OPTION, "option")   /* an explicit compiler option */

  enum hardening_source
  {
#define HARDENING_SOURCE_ENUM(name, word) HARDENING_FROM_##name,
    HARDENING_SOURCES (HARDENING_SOURCE_ENUM)
#undef HARDENING_SOURCE_ENUM
        HARDENING_SOURCE_COUNT
  };
  /* The index of the word NAME (LEN bytes) among the N WORDS, or -1: the
     lookup of every table of words (sources, note statuses, modes).  */
  int hardening_word_index (const char *const *words, size_t n,
                            const char *name, size_t len);

  const char *hardening_source_name (enum hardening_source);
  /* The source whose word is NAME (LEN bytes), or -1.  */
  int hardening_source_lookup (const char *name, size_t len);

  /* One feature's (or the mode's) level and what set it.  */
  struct hardening_setting
  {
    int level;
    enum hardening_source source;
    char origin[96]; /* "hardening.policy:12", "DEB_BUILD_HARDENING_PIE"... */
  };

  /* What hardening-ld.so does with an input that lacks a protection.  */
  enum hardening_link_check
  {
    HARDENING_LINK_CHECK_OFF,
    HARDENING_LINK_CHECK_WARN,
    HARDENING_LINK_CHECK_ERROR
  };
  const char *hardening_link_check_name (enum hardening_link_check);
  /* The link check whose name is NAME (LEN bytes), or -1.  */
  int hardening_link_check_lookup (const char *name, size_t len);

  /* The effective policy of a compile.  */
  struct hardening_effective
  {
    struct hardening_setting feature[HARDENING_FEATURE_COUNT];
    struct hardening_setting mode;
    struct hardening_setting link_check; /* enum hardening_link_check */
    /* The levels the policy file alone gave, for "+feature" and "=1".  */
    int policy_level[HARDENING_FEATURE_COUNT];
  };

  /* Set every feature off and the mode to default, as built in.  */
  void hardening_effective_init (struct hardening_effective *);

  /* The plugin's arguments, -fplugin-arg-hardening-KEY[=VALUE].  */
  struct hardening_args
  {
    int mode; /* enum hardening_mode, or -1: as the policy says */
    int verbose;
    int disable_all; /* -fplugin-arg-hardening-disable: do nothing */
    int print_policy;
    int print_features; /* print the feature table, for scripts */
    /* suggest-format: with each inferred format wrapper, the attribute to
       add as a fix-it hint.  */
    int suggest_format;
    const char *policy; /* policy=FILE, or NULL for the installed one */
    const char *target; /* target=TRIPLET (print-policy only), or NULL */
    /* driver=WORD,...: what only the driver knows about this command, as
       the specs pass it on: "shared" (-shared: PIC is the user's choice),
       and the link options that may exempt features
       (hardening_exemptions): "nostdlib", "nodefaultlibs", "nolibc",
       "nostartfiles", "static", "static-pie".  */
    int driver_shared;
    /* Those link options as options ("-nostdlib"), in the order given.  */
    const char *driver_options[8];
    unsigned int n_driver_options;
    /* enable=LIST and disable=LIST, in order; each is applied later by
       hardening_args_apply, so that unknown features are reported with the
       whole option.  */
    const char *lists[16];
    int list_enables[16];
    unsigned int n_lists;
    /* FEATURE=LEVEL (format-wrappers=warn): a feature's level by its
       keyword and level names, -1 where none was given; and the argument
       as given, for the origin.  */
    int feature_level[HARDENING_FEATURE_COUNT];
    const char *feature_value[HARDENING_FEATURE_COUNT];
  };

  /* What went wrong, for the caller to report.  The strings point into the
     caller's own data and must not be freed.  */
  enum hardening_status
  {
    HARDENING_OK,
    HARDENING_UNKNOWN_KEY, /* key */
    HARDENING_BAD_VALUE,   /* value, expected */
    HARDENING_NEEDS_VALUE, /* expected */
    HARDENING_TAKES_NO_VALUE,
    HARDENING_TOO_MANY,        /* key: too many enable/disable arguments */
    HARDENING_UNKNOWN_FEATURE, /* key (the argument or variable), value */
    HARDENING_WRONG_MAJOR,     /* built, running: the two versions */
    HARDENING_WRONG_TARGET     /* built, running: the two targets */
  };

  struct hardening_diag
  {
    enum hardening_status status;
    const char *key;
    const char *value;
    const char *expected; /* e.g. "'default' or 'strict'" */
    const char *context;  /* the whole argument value, for UNKNOWN_FEATURE */
    char name[64]; /* an environment variable's name, for UNKNOWN_FEATURE */
    /* For version errors: what the plugin was built for and what loads it.  */
    char built[64];
    char running[64];
    char expected_buf[96]; /* room for EXPECTED when it is built */
    /* What dpkg-buildflags would only warn about in DEB_BUILD_OPTIONS and
       DEB_BUILD_MAINT_OPTIONS (hardening_env_apply), in its words.  */
    unsigned int n_warnings;
    char warnings[4][128];
  };

  void hardening_args_init (struct hardening_args *);

  /* Take one argument.  VALUE is NULL when the argument has no '='.
     Returns HARDENING_OK or an error, with DIAG filled.  */
  enum hardening_status hardening_args_parse (struct hardening_args *,
                                              const char *key,
                                              const char *value,
                                              struct hardening_diag *diag);

  /* Apply the arguments' mode and enable/disable lists to EFF.  On an unknown
     feature, DIAG names the argument's key ("enable"/"disable") and the
     feature.  */
  enum hardening_status hardening_args_apply (const struct hardening_args *,
                                              struct hardening_effective *eff,
                                              struct hardening_diag *diag);

  /* Apply the environment, ENVP as in environ: DEB_BUILD_HARDENING=0,
     the hardening= options of DEB_BUILD_OPTIONS then DEB_BUILD_MAINT_OPTIONS
     (parsed as dpkg-buildflags parses them: what it only warns about is
     left in DIAG's warnings, not an error),
     DEB_BUILD_HARDENING_<FEATURE>=0|1, in that order (the most specific wins).
     Lowering sets a feature off; raising ("+pie", "=1") restores the policy's
     level.  */
  enum hardening_status hardening_env_apply (struct hardening_effective *eff,
                                             const char *const *envp,
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

  /* The compiler options that make up a feature at a level on a target.
     OPTION: what the plugin applies, as on a command line ("-fstack-protector
     -strong"), or NULL when the feature is not an option (fortify, format,
     pie, glibcxx-assertions, and the link features) or GCC lacks it for
     the target.  WEAKER: options that, written by the user, lower it (the
     "-fno-" form of a flag always does); NULL-terminated.  */
  struct hardening_option_rule
  {
    const char *option;
    const char *const *weaker;
  };

  /* Whether FEATURE is made of one compiler option (the stack protector,
     stack clash protection, branch protection, automatic variable
     initialization), whose rule hardening_option_rule gives.  */
  int hardening_feature_is_option (enum hardening_feature);

  /* Fill RULE for FEATURE at LEVEL on TARGET with GCC major version
     GCC_MAJOR; returns 0 when that GCC has no option for the feature on
     that target, or the feature is no option at all
     (hardening_feature_is_option), *REASON saying why, and 1 otherwise.  */
  int hardening_option_rule (enum hardening_feature, int level,
                             const char *target, int gcc_major,
                             struct hardening_option_rule *rule,
                             const char **reason);

  /* What the command line said about one feature.  */
  struct hardening_user_choice
  {
    int given;          /* the command line named the feature */
    int lowers;         /* ... and what it chose is weaker than the plugin's */
    const char *option; /* the option as the user wrote it, for reports */
  };

  enum hardening_action
  {
    HARDENING_APPLY,         /* the command line is silent: apply */
    HARDENING_KEEP,          /* the command line asks as much or more */
    HARDENING_OPTED_OUT,     /* default mode: the command line lowered it */
    HARDENING_OVERRIDE,      /* strict mode: apply over the command line */
    HARDENING_EXEMPT,        /* default mode: cannot work in this unit */
    HARDENING_NOT_APPLICABLE /* nothing to apply in this compile */
  };

  /* Decide one feature.  EXEMPT: the feature cannot work in this unit
     (hardening_exemptions); in default mode the plugin then forces
     nothing, but a command line that asks as much or more is kept (the
     code has it: the note says so, not "exempt").
     APPLICABLE: the feature means something in this compile.  */
  enum hardening_action
  hardening_decide (enum hardening_mode mode, int exempt, int applicable,
                    const struct hardening_user_choice *);

  /* Exemptions: the features that cannot work in a unit, because of the
     options that make it code without the C library, freestanding or
     kernel code (doc/gcc-hardening.7, "EXEMPTIONS").  Only what needs the
     C library (the stack protector's guard and __stack_chk_fail, the
     __*_chk functions of _FORTIFY_SOURCE, libstdc++'s assertions) or what
     kernel code cannot have (PIE) is exempt: stack clash protection,
     branch protection, automatic variable initialization and the format
     checks need no library and stay.  -nostartfiles alone exempts nothing
     (the C library is still linked and started by the dynamic linker);
     with -static or -static-pie nothing starts it.  An option that gives
     the stack protector a guard of the program's own
     (-mstack-protector-guard=global or sysreg, -mstack-protector-guard-reg=,
     -offset=, -symbol=) lifts the stack protector's exemption.  */
  struct hardening_exemption
  {
    int exempt;
    char reason[128]; /* "-nostdlib: no C library for __stack_chk_fail" */
  };

  /* Decide every feature's exemption from the unit's OPTIONS (N words as
     on a command line, in order: "-nostdlib", "-ffreestanding",
     "-D__KERNEL__", "-U__KERNEL__", "-mcmodel=kernel"...; other words are
     ignored, and a later -fhosted, -U__KERNEL__ or -mcmodel= undoes an
     earlier one).  Returns the number of features exempt.  */
  int hardening_exemptions (
      const char *const *options, size_t n,
      struct hardening_exemption out[HARDENING_FEATURE_COUNT]);

  /* The stack protector's guard.  The C library makes it random at
     start-up and keeps it where GCC reads it by default: %fs:0x28 on
     x86-64, %gs:0x14 on i386 (the thread control block; x86's C library
     has no __stack_chk_guard), __stack_chk_guard on aarch64 (ld.so's).
     Another -mstack-protector-guard, -reg, -offset or -symbol makes the
     canary whatever the program keeps there, a constant as often as not.

     Is OPTION (LEN bytes, not necessarily NUL-ended) one of those options?
     -1 if not; else 1 when it names the C library's guard on ARCH ("x86_64",
     "i386", "aarch64"), 0 when it names another, and *KIND says which of
     the four options it is (0 to 3), the last of each kind counting.  An
     ARCH not listed (NULL, "x32"...) makes every guard option -1.  */
  int hardening_guard_option (const char *option, size_t len,
                              const char *arch, int *kind);

  /* Does a unit of OPTIONS (N words, as hardening_exemptions takes them)
     have the C library's guard, the guard options aside: would its stack
     protector not be exempt without them?  */
  int hardening_guard_hosted (const char *const *options, size_t n);

  /* The option of OPTIONS (N words in command-line order, as
     hardening_exemptions takes them) that takes the canary from elsewhere
     than the C library's guard on ARCH, in a unit that has the C library
     (where, without the guard option, the stack protector would not be
     exempt): 1 and its text into WHY (SIZE bytes); else 0.  */
  int hardening_foreign_guard (const char *const *options, size_t n,
                               const char *arch, char *why, size_t size);

  /* The _FORTIFY_SOURCE level that the command line's -D and -U options leave,
     given in command-line order: ARGS[i] is the option's argument
     ("_FORTIFY_SOURCE=2", "FOO") and IS_UNDEF[i] says -U.  Returns -1 when no
     option names the macro, 0 when it ends up undefined or not a positive
     number (as glibc's #if would see it), else the level.  *LAST is set to the
     index of the last option that named it (or -1).  */
  int hardening_macro_user_level (const char *name, const char *const *args,
                                  const int *is_undef, size_t n, int *last);

  /* Whether OPTION, the command line's last -D or -U of _FORTIFY_SOURCE
     ("-D_FORTIFY_SOURCE=2"), is dpkg-buildflags' own default rather than a
     package's choice: a -D whose word is in none of DEB_CPPFLAGS_SET,
     DEB_CPPFLAGS_APPEND, DEB_CPPFLAGS_PREPEND and their DEB_CPPFLAGS_MAINT_*
     forms in ENVP (as in environ: where a package, or whoever builds it,
     asks for its own level), and either one of the words of CPPFLAGS there
     (debhelper's dh_auto_* and dpkg's buildflags.mk export dpkg-buildflags'
     flags to the build) or, without CPPFLAGS, exactly -D_FORTIFY_SOURCE=2
     under dpkg-buildpackage (DEB_RULES_REQUIRES_ROOT set).  1 if so, else
     0.  */
  int hardening_dpkg_default_option (const char *option,
                                     const char *const *envp);

  /* Does this -D argument define the macro NAME ("NAME" or "NAME=...")?  */
  int hardening_define_names (const char *arg, const char *name);

#ifdef __cplusplus
}
#endif

#endif /* HARDENING_MODEL_H */
