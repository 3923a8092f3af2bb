/* The macros the plugin defines, _FORTIFY_SOURCE and _GLIBCXX_ASSERTIONS,
   and what the command line and the sources do to them.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-internal.h"
#include "hardening-config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern char **environ;

/* The unit, for the preprocessor's callbacks, which take no data.  */
static struct hardening_unit *macros_unit;

/* Macros: _FORTIFY_SOURCE and _GLIBCXX_ASSERTIONS.  */

struct macro_feature
{
  enum hardening_feature feature;
  const char *name;
  /* The macro whose definition is the library's decision: glibc's
     <features.h> defines __USE_FORTIFY_LEVEL from _FORTIFY_SOURCE once,
     when it is first included; libstdc++'s <bits/c++config.h> defines
     __glibcxx_assert from _GLIBCXX_ASSERTIONS.  What the source does to
     the macro after that changes nothing.  */
  const char *decider;
  int value;      /* what the plugin defines */
  int user_level; /* hardening_macro_user_level, -1: not named */
  char user_option[160];
  bool override; /* strict mode: define again after the command line */
  /* The last #define or #undef of the macro in a source or header, or
     none (the plugin's definition or the command line's is in force).  */
  bool source_change;
  location_t change_loc;
  char change[96]; /* "#undef _FORTIFY_SOURCE" */
  bool decided;    /* the library decided, at DECIDED_LEVEL */
  int decided_level;
};

static struct macro_feature macros[] = {
  { HARDENING_FORTIFY, "_FORTIFY_SOURCE", "__USE_FORTIFY_LEVEL", 0, -1, "",
    false, false, UNKNOWN_LOCATION, "", false, 0 },
  { HARDENING_GLIBCXX_ASSERTIONS, "_GLIBCXX_ASSERTIONS", "__glibcxx_assert", 1,
    -1, "", false, false, UNKNOWN_LOCATION, "", false, 0 },
};

/* Read what the command line's -D and -U do to each macro.  */
void
scan_macro_options (void)
{
  unsigned int n = 0;
  const char **names = XNEWVEC (const char *, save_decoded_options_count);
  int *is_undef = XNEWVEC (int, save_decoded_options_count);

  for (unsigned int i = 1; i < save_decoded_options_count; i++)
    {
      const struct cl_decoded_option *o = &save_decoded_options[i];
      if ((o->opt_index == OPT_D || o->opt_index == OPT_U) && o->arg)
        {
          names[n] = o->arg;
          is_undef[n++] = o->opt_index == OPT_U;
        }
    }
  for (size_t m = 0; m < sizeof macros / sizeof *macros; m++)
    {
      int last;
      macros[m].user_level = hardening_macro_user_level (macros[m].name, names,
                                                         is_undef, n, &last);
      if (last >= 0)
        snprintf (macros[m].user_option, sizeof macros[m].user_option, "-%c%s",
                  is_undef[last] ? 'U' : 'D', names[last]);
    }
  XDELETEVEC (names);
  XDELETEVEC (is_undef);
}

static void
define_macro (cpp_reader *pfile, const struct macro_feature *macro)
{
  char definition[64];

  snprintf (definition, sizeof definition, "%s=%d", macro->name, macro->value);
  cpp_define (pfile, definition);
}

/* The plugin's own definitions (strict mode's, after the command line)
   are not the source's (source_define).  */
static bool defining_own;

/* The preprocessor's file_change callback, wrapped in strict mode.  */
static void (*saved_file_change) (cpp_reader *, const line_map_ordinary *);

/* Strict mode, and dpkg-buildflags' -D_FORTIFY_SOURCE=2 in the default
   mode: the command line's -D/-U run after PLUGIN_PRAGMAS, so the
   definitions are made again when the preprocessor enters the first real
   file (an -imacros or -include file, or the main file), which is after
   them.  The macros are marked used so that -Wunused-macros says
   nothing.  */
static void
strict_macros_file_change (cpp_reader *pfile, const line_map_ordinary *map)
{
  cpp_callbacks *cb = cpp_get_callbacks (pfile);
  cpp_options *opts = cpp_get_options (pfile);
  unsigned char saved_warn_unused = opts->warn_unused_macros;

  /* Once only: restore the preprocessor's own callback first, since it
     may enter files itself.  */
  cb->file_change = saved_file_change;
  opts->warn_unused_macros = 0;
  defining_own = true;
  for (size_t m = 0; m < sizeof macros / sizeof *macros; m++)
    if (macros[m].override)
      {
        cpp_undef (pfile, macros[m].name);
        define_macro (pfile, &macros[m]);
      }
  defining_own = false;
  opts->warn_unused_macros = saved_warn_unused;
  if (saved_file_change)
    saved_file_change (pfile, map);
}

/* -fhardened (GCC 14) defines the macro itself, after the plugin: it is
   the user's explicit choice, as a -D would be.  It defines _FORTIFY_SOURCE
   only when optimizing and when no -D/-U names it, at the level glibc
   honours (3, or 2 before glibc 2.35).  */
static bool
fhardened_defines (const struct macro_feature *macro)
{
  if (!HARDENING_FHARDENED || macro->user_level >= 0)
    return false;
  return macro->feature != HARDENING_FORTIFY || optimize > 0;
}

static void
harden_macro (struct hardening_unit *u, cpp_reader *pfile,
              struct macro_feature *macro, bool *need_override)
{
  const cpp_options *opts = cpp_get_options (pfile);
  enum hardening_feature feature = macro->feature;
  int level = u->effective.feature[feature].level;
  struct hardening_user_choice user = { 0, 0, NULL };
  const char *not_applicable = NULL;
  enum hardening_action action;
  char applied[160];

  /* A C++ feature: nothing to say about other languages.  */
  if (feature == HARDENING_GLIBCXX_ASSERTIONS && !opts->cplusplus)
    {
      note_record (u, feature, HARDENING_NOTE_NOT_APPLICABLE, "not C++");
      return;
    }
  if (level == 0)
    {
      report_off (u, feature);
      return;
    }
  if (feature == HARDENING_FORTIFY)
    {
      /* The policy may ask more than glibc and this compiler can do.  */
      macro->value
          = level < HARDENING_FORTIFY_LEVEL ? level : HARDENING_FORTIFY_LEVEL;
      user.lowers = macro->user_level < macro->value;
    }
  else
    /* libstdc++ tests #ifdef: only -U turns the assertions off.  */
    user.lowers
        = macro->user_level == 0 && strncmp (macro->user_option, "-U", 2) == 0;

  if (opts->preprocessed)
    not_applicable = HARDENING_NOTE_PREPROCESSED;
  else if (opts->lang == CLK_ASM)
    not_applicable = "assembler input";
  else if (feature == HARDENING_FORTIFY && !optimize)
    not_applicable = "not optimizing";

  /* dpkg-buildflags' own -D_FORTIFY_SOURCE=2, which every package built
     with its flags has, is not the package's choice: the policy's level
     applies over it, defined again after the command line, as strict mode
     does, but without a word (gcc-hardening(7), "In a distribution").  */
  bool dpkg_default
      = feature == HARDENING_FORTIFY && u->mode == HARDENING_MODE_DEFAULT
        && macro->user_level >= 0 && user.lowers
        && hardening_dpkg_default_option (macro->user_option,
                                          (const char *const *)environ);
  user.given = macro->user_level >= 0 && !dpkg_default;
  user.option = macro->user_option;
  action = hardening_decide (u->mode, is_exempt (u, feature),
                             not_applicable == NULL, &user);
  switch (action)
    {
    case HARDENING_APPLY:
      if (fhardened_defines (macro))
        {
          if (feature == HARDENING_FORTIFY)
            macro->value = HARDENING_FORTIFY_LEVEL;
          snprintf (applied, sizeof applied, "%s=%d by -fhardened",
                    macro->name, macro->value);
          report_applied (u, feature, applied);
          break;
        }
      if (dpkg_default)
        {
          macro->override = true;
          *need_override = true;
        }
      else
        define_macro (pfile, macro);
      snprintf (applied, sizeof applied, "%s=%d", macro->name, macro->value);
      if (feature == HARDENING_FORTIFY && macro->value < level)
        snprintf (applied + strlen (applied),
                  sizeof applied - strlen (applied),
                  " (the policy's %d is more than glibc does here)", level);
      if (dpkg_default)
        snprintf (applied + strlen (applied),
                  sizeof applied - strlen (applied),
                  " over dpkg-buildflags' %s", macro->user_option);
      report_applied (u, feature, applied);
      break;
    case HARDENING_OVERRIDE:
      macro->override = true;
      *need_override = true;
      break;
    case HARDENING_NOT_APPLICABLE:
      report_not_applicable (u, feature, not_applicable);
      break;
    default:
      break;
    }
  report_choice (u, feature, action, user.option);
}

/* The macros in the source.  A #undef _FORTIFY_SOURCE or a #define
   _FORTIFY_SOURCE 1 in the main file or in a header (an -include'd one
   too) before <features.h> leaves glibc at a lower level than the one
   the plugin defined; the same after <features.h> changes nothing.  So
   the preprocessor's define and undef callbacks follow each macro, and
   see the library decide (macro_feature.decider): a decision below the
   level the note would claim makes the feature "lowered" by the change
   that did it, and is an error in strict mode, where nothing but the
   policy lowers a feature.  GCC sets these callbacks itself for -g3
   (debug macro information) and -dD: they are chained, never
   replaced.  */

static bool watching_macros;
static void (*saved_define) (cpp_reader *, location_t, cpp_hashnode *);
static void (*saved_undef) (cpp_reader *, location_t, cpp_hashnode *);

/* PLUGIN_PRAGMAS comes before the debug information is set up: GCC's own
   callbacks for -g3 would crash on the plugin's definitions then (their
   macro table does not exist yet).  Those definitions are kept from them,
   as from the debug information: only -E's (-dD) are safe.  */
static bool hide_from_gcc;

/* Is LOC in a source file or header, not in <built-in> (the plugin's
   definition, -fhardened's) or <command-line> (-D, -U: already judged by
   harden_macro)?  */
static bool
in_source_file (location_t loc, expanded_location *where)
{
  if (loc <= BUILTINS_LOCATION)
    return false;
  *where = expand_location (loc);
  return where->file != NULL && where->file[0] != '<' && where->line > 0;
}

/* The macro whose name (DECIDER: whose decider) NODE is, or NULL.  */
static struct macro_feature *
macro_named (const cpp_hashnode *node, bool decider)
{
  for (size_t m = 0; m < sizeof macros / sizeof *macros; m++)
    {
      const char *name = decider ? macros[m].decider : macros[m].name;
      if (NODE_LEN (node) == strlen (name)
          && memcmp (NODE_NAME (node), name, NODE_LEN (node)) == 0)
        return &macros[m];
    }
  return NULL;
}

/* The number an object-like macro expands to, as glibc defines
   __USE_FORTIFY_LEVEL; 0 for anything else.  */
static int
macro_number (cpp_reader *pfile, cpp_hashnode *node)
{
  const char *text = (const char *)cpp_macro_definition (pfile, node);
  const char *space = text ? strchr (text, ' ') : NULL;
  char *end;
  long n;

  if (space == NULL)
    return 0;
  n = strtol (space + 1, &end, 10);
  return end == space + 1 || n < 0 || n > 9 ? 0 : (int)n;
}

/* The library decided MACRO at LEVEL (LOC: where, UNKNOWN_LOCATION when
   only the end of the unit showed it).  */
static void
macro_decided (struct hardening_unit *u, struct macro_feature *macro,
               int level, location_t loc)
{
  enum hardening_feature feature = macro->feature;
  const struct hardening_note_feature *nf = &u->note.feature[feature];
  expanded_location where;
  location_t at = loc;
  char by[HARDENING_NOTE_TEXT];
  char what[96];

  /* A later definition of the decider counts only if it is lower.  */
  if (macro->decided && level >= macro->decided_level)
    return;
  macro->decided = true;
  macro->decided_level = level;
  if (!nf->present || !hardening_note_status_protects (nf->status)
      || level >= macro->value)
    return;

  if (macro->source_change)
    {
      at = macro->change_loc;
      snprintf (what, sizeof what, "%s", macro->change);
    }
  else if (feature == HARDENING_FORTIFY)
    snprintf (what, sizeof what, "%s %d", macro->decider, level);
  else
    snprintf (what, sizeof what, "%s without %s", macro->decider, macro->name);
  if (in_source_file (at, &where))
    snprintf (by, sizeof by, "%s at %s:%d", what, where.file, where.line);
  else
    snprintf (by, sizeof by, "%s", what);
  if (feature == HARDENING_FORTIFY)
    snprintf (by + strlen (by), sizeof by - strlen (by), " (level %d)", level);

  if (u->mode == HARDENING_MODE_STRICT)
    {
      if (feature == HARDENING_FORTIFY)
        error_at (at,
                  "%qs leaves hardening feature %qs at level %d, below the "
                  "%d that strict mode requires %s",
                  what, hardening_feature_keyword (feature), level,
                  macro->value, u->strict_tag);
      else
        error_at (at,
                  "%qs turns hardening feature %qs off, which strict mode "
                  "forbids %s",
                  what, hardening_feature_keyword (feature), u->strict_tag);
    }
  else if (u->args.verbose)
    inform (at, "hardening feature %qs lowered to level %d by %qs %s",
            hardening_feature_keyword (feature), level, what, u->verbose_tag);
  note_record (u, feature, HARDENING_NOTE_LOWERED, by);
}

/* A #define or #undef of one of the macros: remember it when it is the
   source's.  */
static void
note_macro_change (cpp_reader *pfile, location_t loc, cpp_hashnode *node,
                   bool undef)
{
  struct macro_feature *macro = macro_named (node, false);
  expanded_location where;

  if (macro == NULL)
    return;
  macro->source_change = !defining_own && in_source_file (loc, &where);
  if (!macro->source_change)
    return;
  macro->change_loc = loc;
  if (undef)
    snprintf (macro->change, sizeof macro->change, "#undef %s", macro->name);
  else
    snprintf (macro->change, sizeof macro->change, "#define %s",
              (const char *)cpp_macro_definition (pfile, node));
}

static void
source_define (cpp_reader *pfile, location_t loc, cpp_hashnode *node)
{
  struct hardening_unit *u = macros_unit;
  struct macro_feature *macro;

  if (saved_define && !hide_from_gcc)
    saved_define (pfile, loc, node);
  note_macro_change (pfile, loc, node, false);
  macro = macro_named (node, true);
  if (macro == NULL)
    return;
  if (macro->feature == HARDENING_FORTIFY)
    macro_decided (u, macro, macro_number (pfile, node), loc);
  else
    macro_decided (u, macro,
                   cpp_defined (pfile, (const unsigned char *)macro->name,
                                strlen (macro->name))
                       ? 1
                       : 0,
                   loc);
}

static void
source_undef (cpp_reader *pfile, location_t loc, cpp_hashnode *node)
{
  if (saved_undef && !hide_from_gcc)
    saved_undef (pfile, loc, node);
  note_macro_change (pfile, loc, node, true);
}

static void
watch_macros (cpp_reader *pfile)
{
  cpp_callbacks *cb = cpp_get_callbacks (pfile);

  saved_define = cb->define;
  saved_undef = cb->undef;
  cb->define = source_define;
  cb->undef = source_undef;
  watching_macros = true;
}

/* At the end of the unit: glibc's decision, if the callbacks did not see
   it made (a precompiled header brings its macros without them).  */
void
macros_finish_unit (struct hardening_unit *u)
{
  cpp_reader *pfile = hardening_parse_in ();
  struct macro_feature *macro = &macros[0];
  cpp_hashnode *node;

  if (!watching_macros || pfile == NULL || macro->decided)
    return;
  if (!cpp_defined (pfile, (const unsigned char *)macro->decider,
                    strlen (macro->decider)))
    return;
  node = cpp_lookup (pfile, (const unsigned char *)macro->decider,
                     strlen (macro->decider));
  macro_decided (u, macro, macro_number (pfile, node), UNKNOWN_LOCATION);
}

void
harden_macros (void *, void *data)
{
  struct hardening_unit *u = (struct hardening_unit *)data;
  cpp_reader *pfile = hardening_parse_in ();
  bool need_override = false;

  macros_unit = u;
  check_target_code (u);
  watch_macros (pfile);
  defining_own = true;
  hide_from_gcc = !flag_preprocess_only;
  for (size_t m = 0; m < sizeof macros / sizeof *macros; m++)
    harden_macro (u, pfile, &macros[m], &need_override);
  defining_own = hide_from_gcc = false;
  if (need_override)
    {
      cpp_callbacks *cb = cpp_get_callbacks (pfile);
      saved_file_change = cb->file_change;
      cb->file_change = strict_macros_file_change;
    }
  if (u->args.print_policy)
    print_policy (u);
}
