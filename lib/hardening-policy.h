/* The per-architecture policy file of gcc-hardening.

     # comment
     [*]                        a section: GNU target triplet patterns
     stackprotector = strong    a feature and its level
     [hppa*-*-*]
     stackprotector = off       # hppa's stack grows up

   A section header holds one or more shell patterns (fnmatch), separated by
   white space; a section applies when one matches the target triplet, as
   the compiler spells it (x86_64-linux-gnu) or with the vendor field that
   Debian leaves out (x86_64-unknown-linux-gnu).  For each key, the most
   specific matching section wins: one with a pattern without wildcards
   (it names one target), else the one whose matching pattern has the most
   characters other than '*' and '?'; between equals, the later one.
   Keys: every feature of hardening-model.h, "mode" (default|strict) and
   "link-check" (off|warn|error).  A key that no matching section sets
   takes the built-in default of the target: the shipped policy's level.

   Pure C11: used by the plugin, the tools and the fuzzer.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef HARDENING_POLICY_H
#define HARDENING_POLICY_H

#include "hardening-model.h"

#include <stddef.h>

#ifdef __cplusplus
extern "C"
{
#endif

/* The longest line the parser takes, newline excluded, and the longest
   target pattern.  */
#define HARDENING_POLICY_MAX_LINE 1024
#define HARDENING_POLICY_MAX_PATTERN 255

/* Added to the specificity of a pattern without wildcards.  */
#define HARDENING_POLICY_EXACT 1000

/* The keys of a section: every feature, then "mode", then "link-check"
   (what hardening-ld.so does with an object that lacks a protection:
   off|warn|error, enum hardening_link_check).  */
#define HARDENING_POLICY_MODE_KEY HARDENING_FEATURE_COUNT
#define HARDENING_POLICY_LINK_CHECK_KEY (HARDENING_FEATURE_COUNT + 1)
#define HARDENING_POLICY_KEYS (HARDENING_FEATURE_COUNT + 2)

  struct hardening_policy_entry
  {
    int set;
    int level; /* a feature's level, or an enum hardening_mode */
    unsigned int line;
  };

  struct hardening_policy_section
  {
    char *patterns; /* the header's text, patterns separated by spaces */
    unsigned int line;
    struct hardening_policy_entry entry[HARDENING_POLICY_KEYS];
  };

  struct hardening_policy
  {
    char *file; /* the name reports use (the path as given) */
    struct hardening_policy_section *sections;
    size_t n_sections;
  };

  /* A parse error, for FILE:LINE:COL: error: MESSAGE.  LINE and COL count
     from 1; LINE is 0 for errors about the whole file.  */
  struct hardening_policy_error
  {
    unsigned int line;
    unsigned int column;
    char message[256];
  };

  /* ERROR in FILE as the programs report it, GCC's way:
     "FILE:LINE:COL: error: MESSAGE", or "FILE: error: MESSAGE" for an error
     about the whole file (line 0), into BUF of SIZE bytes.  */
  void hardening_policy_error_format (const char *file,
                                      const struct hardening_policy_error *,
                                      char *buf, size_t size);

  /* Parse TEXT (LEN bytes, need not end in a newline or a NUL) as the policy
     file NAME.  Returns 0 and fills POLICY, or -1 and fills ERROR (POLICY is
     then empty).  */
  int hardening_policy_parse (const char *name, const char *text, size_t len,
                              struct hardening_policy *policy,
                              struct hardening_policy_error *error);

  /* Read and parse the file PATH.  Returns 0, or -1 with ERROR filled (an
     unreadable or missing file is an error at line 0).  */
  int hardening_policy_load (const char *path, struct hardening_policy *policy,
                             struct hardening_policy_error *error);

  void hardening_policy_free (struct hardening_policy *);

  /* The shipped policy file, built in (build-aux/embed-policy writes
     $(BUILD)/lib/policy-builtin.c): the programs fall back on it when the
     installed policy does not exist.  */
  extern const char hardening_builtin_policy[];
  extern const size_t hardening_builtin_policy_size;

  /* The name hardening_policy_load_default reports for the built-in copy.  */
#define HARDENING_POLICY_BUILTIN_NAME "<built-in hardening.policy>"

  /* The policy a tool runs with: the file PATH when it is given; else
   DEFAULT_PATH when that exists (the installed policy); else the built-in
   copy of the shipped policy, BUILTIN (SIZE bytes).  *NAME is set to the
   path read, or HARDENING_POLICY_BUILTIN_NAME, for reports.  Returns as
   hardening_policy_load.  */
  int hardening_policy_load_default (const char *path,
                                     const char *default_path,
                                     const char *builtin, size_t size,
                                     struct hardening_policy *policy,
                                     struct hardening_policy_error *error,
                                     const char **name);

  /* Does a section header's pattern list match TARGET?  Returns the
     specificity of the best matching pattern plus one, or 0.  */
  size_t hardening_policy_match (const char *patterns, const char *target);

  /* The built-in defaults: set every feature, the mode and the link check
     of EFF to the level the shipped policy (hardening_builtin_policy) gives
     TARGET, with the source HARDENING_FROM_BUILTIN and the origin
     "built-in default for TARGET".  */
  void hardening_policy_defaults (const char *target,
                                  struct hardening_effective *eff);

  /* Set EFF's features, mode and policy levels from POLICY for TARGET.
     A key that no matching section of POLICY sets takes its built-in
     default for TARGET (hardening_policy_defaults): a policy that leaves a
     feature out does not turn it off; only a line "feature = off" does.
     ORIGIN_NAME is the file name used in origins ("hardening.policy:12").
     Returns how many sections matched TARGET: a policy that says nothing of
     a target would leave it to the built-in defaults without a word.  */
  size_t hardening_policy_resolve (const struct hardening_policy *policy,
                                   const char *target, const char *origin_name,
                                   struct hardening_effective *eff);

#ifdef __cplusplus
}
#endif

#endif /* HARDENING_POLICY_H */
