/* lto1: the notes of its inputs, and what the LTRANS unit's note says of
   the code it generates from them.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-internal.h"
#include "function-code.h"

#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* lto1: the inputs without a gcc-hardening note.  An object compiled
   without the plugin says nothing of what its compile applied: its
   functions have what their options say at best, and _FORTIFY_SOURCE,
   -Wformat-security, _GLIBCXX_ASSERTIONS and the variable initialization
   of the code inlined from it are unknown.  The stage of lto1 that reads
   the objects (WPA, or lto1 alone with -flto-partition=none) reads their
   notes and marks each function of an input without one with this
   attribute, whose value says which input; the stage that generates the
   code (LTRANS) streams the declarations in with their attributes and
   reports the functions, and the code inlined from them, in its note.  A
   space in the name: no source can spell it.  */
#define NO_NOTE_ATTRIBUTE "hardening no note"
/* The same for a feature decided at compile time that an input's note
   says was lowered or turned off: "KEYWORD input X.o: SRC: lowered by
   REASON", one attribute a feature.  */
#define LOWERED_ATTRIBUTE "hardening lowered"

/* The features decided at compile time: an LTRANS unit knows them only
   from its inputs' notes.  The macros and the format checks are the
   preprocessor's and the front end's, the initializers' padding is
   gimplified and the bidirectional characters are read before the
   objects are written.  */
#define LTO_COMPILE_TIME 5
static const enum hardening_feature lto_compile_time[LTO_COMPILE_TIME]
    = { HARDENING_FORTIFY, HARDENING_FORMAT, HARDENING_GLIBCXX_ASSERTIONS,
        HARDENING_ZERO_INIT_PADDING, HARDENING_BIDI_CHARS };

/* One input of lto1 (a path: an archive's members are one input).  */
struct lto_input
{
  const char *path;
  unsigned int entries; /* how many of lto1's inputs name the path */
  unsigned int notes;   /* the unit notes that decode, over all of them */
  unsigned int units;   /* the LTO units in it (ld -r merges several) */
  /* Per feature decided at compile time (lto_compile_time): the first
     finding of its notes ("lowered by ..."), or empty.  */
  char lowered[LTO_COMPILE_TIME][512];
};

/* A 32-bit word of a note's header, in the target's byte order.  */
static unsigned int
note_word (const unsigned char *p)
{
  if (BYTES_BIG_ENDIAN)
    return (unsigned int)p[0] << 24 | p[1] << 16 | p[2] << 8 | p[3];
  return (unsigned int)p[3] << 24 | p[2] << 16 | p[1] << 8 | p[0];
}

/* A section of an LTO object: one ".gnu.lto_.lto.ID" section a unit,
   where ID names the unit (lto1 reads one unit for each ID it finds,
   create_subid_section_table in lto-common.cc).  DATA counts them.  */
static int
count_lto_unit (void *data, const char *name, off_t, off_t)
{
  static const char prefix[] = ".gnu.lto_.lto.";

  if (strncmp (name, prefix, sizeof prefix - 1) == 0
      && name[sizeof prefix - 1] != 0)
    ++*(unsigned int *)data;
  return 1;
}

/* How many gcc-hardening unit notes that decode are in the object at
   OFFSET of file PATH (an archive member's offset, or 0), and how many
   LTO units into INPUT->units; the first finding of each feature decided
   at compile time goes into INPUT.  */
static unsigned int
count_unit_notes (const char *path, off_t offset, struct lto_input *input)
{
  const char *errmsg = NULL;
  int err = 0, fd;
  simple_object_read *object;
  off_t start, length;
  unsigned int count = 0;
  unsigned char *buf;

  fd = open (path, O_RDONLY);
  if (fd < 0)
    return 0;
  object = simple_object_start_read (fd, offset, "__GNU_LTO", &errmsg, &err);
  if (object)
    {
      unsigned int units = 0;
      if (simple_object_find_sections (object, count_lto_unit, &units, &err)
          == NULL)
        input->units += units;
    }
  if (object == NULL
      || simple_object_find_section (object, HARDENING_NOTE_SECTION, &start,
                                     &length, &errmsg, &err)
             != 1
      || length <= 0 || length > (off_t)1 << 26)
    {
      if (object)
        simple_object_release_read (object);
      close (fd);
      return 0;
    }
  buf = XNEWVEC (unsigned char, length);
  /* libiberty gives the offset in the object, not in the file.  */
  if (pread (fd, buf, length, offset + start) == length)
    for (off_t pos = 0; pos + 12 <= length;)
      {
        unsigned int namesz = note_word (buf + pos);
        unsigned int descsz = note_word (buf + pos + 4);
        unsigned int type = note_word (buf + pos + 8);
        off_t name = pos + 12;
        off_t desc = name + (((off_t)namesz + 3) & ~(off_t)3);
        struct hardening_note note;
        const char *error;

        pos = desc + (((off_t)descsz + 3) & ~(off_t)3);
        if (pos > length)
          break;
        if (!hardening_note_is_unit ((const char *)buf + name, namesz, type))
          continue;
        hardening_note_init (&note);
        if (hardening_note_decode ((const char *)buf + desc, descsz, &note,
                                   &error)
            == 0)
          {
            count++;
            for (size_t k = 0; k < LTO_COMPILE_TIME; k++)
              {
                const struct hardening_note_feature *nf
                    = &note.feature[lto_compile_time[k]];
                const char *word = hardening_note_finding_word (
                    nf->present ? hardening_note_finding (nf)
                                : HARDENING_FINDING_NONE);
                if (word && input->lowered[k][0] == 0)
                  snprintf (input->lowered[k], sizeof input->lowered[k],
                            "input %s: %s by %s in %s", path, word, nf->reason,
                            note.source[0] ? lbasename (note.source) : "?");
              }
          }
        hardening_note_free (&note);
      }
  XDELETEVEC (buf);
  simple_object_release_read (object);
  close (fd);
  return count;
}

/* The input named PATH among the N INPUTS, or NULL.  */
static struct lto_input *
find_lto_input (struct lto_input *inputs, unsigned int n, const char *path)
{
  for (unsigned int i = 0; i < n; i++)
    if (strcmp (inputs[i].path, path) == 0)
      return &inputs[i];
  return NULL;
}

/* Read the notes of lto1's inputs and mark the functions of those that
   lack one.  Once, at the first pass lto1 runs, when the inputs' symbols
   are read.  */
void
mark_inputs_without_notes (void *, void *)
{
  static bool done;
  struct lto_input *inputs;
  unsigned int n = 0;
  cgraph_node *node;

  if (done || flag_ltrans || !hardening_simple_object ())
    return;
  done = true;
  inputs = XCNEWVEC (struct lto_input, num_in_fnames + 1);
  for (unsigned int i = 0; i < num_in_fnames; i++)
    {
      /* An archive member is FILE@OFFSET, as lto1 itself reads it.  */
      const char *at = strrchr (in_fnames[i], '@');
      long long offset = 0;
      int consumed = 0;
      char *path;
      struct lto_input *input;

      if (at && sscanf (at, "@%lli%n", &offset, &consumed) == 1
          && at[consumed] == 0)
        path = xstrndup (in_fnames[i], at - in_fnames[i]);
      else
        {
          path = xstrdup (in_fnames[i]);
          offset = 0;
        }
      input = find_lto_input (inputs, n, path);
      if (input == NULL)
        {
          input = &inputs[n++];
          input->path = path;
        }
      else
        free (path);
      input->entries++;
      input->notes += count_unit_notes (input->path, (off_t)offset, input);
    }

  FOR_EACH_FUNCTION (node)
  {
    struct lto_file_decl_data *file = node->lto_file_data;
    struct lto_input *input;
    unsigned int units;
    char why[HARDENING_NOTE_TEXT];

    if (file == NULL || file->file_name == NULL)
      continue;
    input = find_lto_input (inputs, n, file->file_name);
    if (input == NULL)
      continue;
    for (size_t k = 0; k < LTO_COMPILE_TIME; k++)
      if (input->lowered[k][0])
        {
          char text[sizeof input->lowered[k] + 32];
          snprintf (text, sizeof text, "%s %s",
                    hardening_feature_keyword (lto_compile_time[k]),
                    input->lowered[k]);
          DECL_ATTRIBUTES (node->decl) = tree_cons (
              get_identifier (LOWERED_ATTRIBUTE),
              build_tree_list (NULL_TREE,
                               build_string (strlen (text) + 1, text)),
              DECL_ATTRIBUTES (node->decl));
        }
    /* An object that ld -r made of several units holds several notes,
       one a unit compiled with the plugin.  The units are counted as lto1
       reads them, whatever symbols they define (a unit of data alone
       counts), so that a note of one unit cannot stand for another unit
       that has none.  More notes than units cannot be matched either: a
       note of a unit that lto1 does not read (code that was not compiled
       for LTO) could stand for an LTO unit without one.  */
    units = input->units > input->entries ? input->units : input->entries;
    if (input->notes == units)
      continue;
    if (input->notes == 0)
      snprintf (why, sizeof why, "input %s has no gcc-hardening note",
                input->path);
    else
      /* Which of its units lacks it is not known: all count.  */
      snprintf (
          why, sizeof why, "input %s has %u gcc-hardening note%s for %u units",
          input->path, input->notes, input->notes == 1 ? "" : "s", units);
    DECL_ATTRIBUTES (node->decl) = tree_cons (
        get_identifier (NO_NOTE_ATTRIBUTE),
        build_tree_list (NULL_TREE, build_string (strlen (why) + 1, why)),
        DECL_ATTRIBUTES (node->decl));
  }
  for (unsigned int i = 0; i < n; i++)
    free ((char *)inputs[i].path);
  XDELETEVEC (inputs);
}

/* The input without a note that function FN comes from, as the
   attribute says, or NULL.  */
static const char *
no_note_attribute (tree fn)
{
  tree attr = lookup_attribute (NO_NOTE_ATTRIBUTE, DECL_ATTRIBUTES (fn));

  if (attr && TREE_VALUE (attr)
      && TREE_CODE (TREE_VALUE (TREE_VALUE (attr))) == STRING_CST)
    return TREE_STRING_POINTER (TREE_VALUE (TREE_VALUE (attr)));
  return NULL;
}

/* The code inlined into a function: the first inlined function for which
   PRED holds, or NULL.  Each inlined body is a BLOCK whose origin is the
   inlined function, kept even without -g (for late diagnostics); the
   inline clones themselves are gone by the time the function's passes
   start.  */
static tree
inlined_find (tree block, int depth, bool (*pred) (tree))
{
  if (depth > 256)
    return NULL_TREE;
  for (; block; block = BLOCK_CHAIN (block))
    {
      tree origin = BLOCK_ABSTRACT_ORIGIN (block);
      tree found;

      if (origin && TREE_CODE (origin) == FUNCTION_DECL && pred (origin))
        return origin;
      found = inlined_find (BLOCK_SUBBLOCKS (block), depth + 1, pred);
      if (found)
        return found;
    }
  return NULL_TREE;
}

static bool
has_no_note (tree fn)
{
  return no_note_attribute (fn) != NULL;
}

/* Per feature decided at compile time (lto_compile_time), the first
   finding an input's note had for code this LTRANS unit has.  */
static char lto_lowered[LTO_COMPILE_TIME][512];

/* Take FN's LOWERED_ATTRIBUTEs into lto_lowered; false, so that
   inlined_find walks every inlined body.  */
static bool
collect_lowered (tree fn)
{
  for (tree a = lookup_attribute (LOWERED_ATTRIBUTE, DECL_ATTRIBUTES (fn)); a;
       a = lookup_attribute (LOWERED_ATTRIBUTE, TREE_CHAIN (a)))
    {
      const char *text;
      size_t len;

      if (!TREE_VALUE (a)
          || TREE_CODE (TREE_VALUE (TREE_VALUE (a))) != STRING_CST)
        continue;
      text = TREE_STRING_POINTER (TREE_VALUE (TREE_VALUE (a)));
      len = strcspn (text, " ");
      for (size_t k = 0; k < LTO_COMPILE_TIME; k++)
        if (lto_lowered[k][0] == 0 && text[len] == ' '
            && strlen (hardening_feature_keyword (lto_compile_time[k])) == len
            && strncmp (text, hardening_feature_keyword (lto_compile_time[k]),
                        len)
                   == 0)
          snprintf (lto_lowered[k], sizeof lto_lowered[k], "%s",
                    text + len + 1);
    }
  return false;
}

/* Why function FN's code, or code inlined into it, comes from an input
   without a note, into WHY (SIZE bytes), and the input's words into
   *INPUT; false when it does not.  */
static bool
no_note_reason (tree fn, char *why, size_t size, const char **input)
{
  tree inlined;

  *input = no_note_attribute (fn);
  if (*input)
    {
      snprintf (why, size, "%s", *input);
      return true;
    }
  inlined = inlined_find (DECL_INITIAL (fn), 0, has_no_note);
  if (inlined == NULL_TREE)
    return false;
  *input = no_note_attribute (inlined);
  snprintf (why, size, "code inlined from %s: %s",
            DECL_NAME (inlined) ? IDENTIFIER_POINTER (DECL_NAME (inlined))
                                : "?",
            *input);
  return true;
}

/* The first input without a note whose code this LTRANS unit has, for
   the note's feature lines.  */
static char no_note_input[HARDENING_NOTE_TEXT];

/* The functions of C (and Objective-C) units this LTRANS unit compiles:
   exceptions is a C feature.  */
static unsigned int lto_c_functions;

/* Whether function FN comes from a C or Objective-C unit: the language of
   its translation unit, which LTO streams with it.  */
static bool
function_is_c (tree fn)
{
  const_tree tu = get_ultimate_context (fn);
  const char *lang;

  if (tu == NULL_TREE || TREE_CODE (tu) != TRANSLATION_UNIT_DECL)
    return false;
  lang = TRANSLATION_UNIT_LANGUAGE (tu);
  if (lang == NULL || strstr (lang, "C++") != NULL)
    return false;
  return strncmp (lang, "GNU C", 5) == 0
         || strncmp (lang, "GNU Objective-C", 15) == 0;
}

/* no-ub-opts and exceptions are options that GCC keeps per function
   (Optimization options of common.opt, GCC 11 to 16): lto1 generates
   each function's code with the options its compile recorded for it,
   with or without a note, so a function whose own options lack them is
   an escape, named with the options it has.  */
static void
record_flag_escapes (struct hardening_unit *u, tree fn, const char *name)
{
  char lacks[160] = "", why[HARDENING_NOTE_TEXT];
  bool wrapv = opt_for_fn (fn, flag_wrapv) != 0;
  bool wrapv_pointer = opt_for_fn (fn, flag_wrapv_pointer) != 0;

  if (u->effective.feature[HARDENING_NO_UB_OPTS].level > 0)
    {
      if (opt_for_fn (fn, flag_delete_null_pointer_checks) != 0)
        snprintf (lacks, sizeof lacks, "-fdelete-null-pointer-checks");
      if (!wrapv || !wrapv_pointer)
        snprintf (lacks + strlen (lacks), sizeof lacks - strlen (lacks),
                  "%s%s", lacks[0] ? " " : "",
                  !wrapv && !wrapv_pointer ? "-fstrict-overflow"
                  : !wrapv                 ? "-fno-wrapv"
                                           : "-fno-wrapv-pointer");
      if (opt_for_fn (fn, flag_strict_aliasing) != 0)
        snprintf (lacks + strlen (lacks), sizeof lacks - strlen (lacks),
                  "%s-fstrict-aliasing", lacks[0] ? " " : "");
      if (lacks[0])
        {
          snprintf (why, sizeof why,
                    "optimized as if undefined behaviour could not happen: "
                    "%s",
                    lacks);
          hardening_note_add_escape (&u->note, HARDENING_NO_UB_OPTS, name,
                                     why);
        }
    }
  if (!function_is_c (fn))
    return;
  lto_c_functions++;
  if (u->effective.feature[HARDENING_EXCEPTIONS].level > 0
      && opt_for_fn (fn, flag_exceptions) == 0)
    hardening_note_add_escape (&u->note, HARDENING_EXCEPTIONS, name,
                               "no exception tables: -fno-exceptions");
}

/* lto1, per function: a function from an input without a note, or with
   code inlined from one, lacks what its compile did not record: its
   escapes name the input.  Runs when each function starts its passes.  */
void
record_no_note_escapes (void *, void *data)
{
  struct hardening_unit *u = (struct hardening_unit *)data;
  static const enum hardening_feature lost[]
      = { HARDENING_STACKPROTECTOR, HARDENING_STACKCLASH,
          HARDENING_AUTOVARINIT };
  tree fn = current_function_decl;
  char why[HARDENING_NOTE_TEXT];
  const char *input, *name;

  if (!u->in_lto1 || fn == NULL_TREE || DECL_ASSEMBLER_NAME_SET_P (fn) == 0)
    return;
  /* What the inputs' notes say of the code it has, its own and inlined.  */
  collect_lowered (fn);
  inlined_find (DECL_INITIAL (fn), 0, collect_lowered);
  name = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fn));
  record_flag_escapes (u, fn, name);
  if (!no_note_reason (fn, why, sizeof why, &input))
    return;
  if (no_note_input[0] == 0)
    snprintf (no_note_input, sizeof no_note_input, "%s", input);
  for (size_t i = 0; i < sizeof lost / sizeof *lost; i++)
    if (u->effective.feature[lost[i]].level > 0)
      hardening_note_add_escape (&u->note, lost[i], name, why);
}

/* lto1: a feature of the policy that this compiler or target lacks (GCC
   11 has no -ftrivial-auto-var-init) is unsupported, as in the inputs'
   notes, never applied.  */
static bool
lto_feature_unsupported (struct hardening_unit *u,
                         enum hardening_feature feature)
{
  struct hardening_option_rule rule;
  struct cl_decoded_option ours;
  const char *reason;
  char why[128];

  if (!hardening_option_rule (feature, u->effective.feature[feature].level,
                              u->target, GCCPLUGIN_VERSION_MAJOR, &rule,
                              &reason))
    {
      note_record (u, feature, HARDENING_NOTE_UNSUPPORTED, reason);
      return true;
    }
  if (decode_option (rule.option, &ours))
    return false;
  snprintf (why, sizeof why, "GCC %d does not know %s",
            GCCPLUGIN_VERSION_MAJOR, rule.option);
  note_record (u, feature, HARDENING_NOTE_UNSUPPORTED, why);
  return true;
}

/* lto1: a feature decided at compile time that this compiler lacks (the
   compiles were this GCC's too: lto1 reads only its own version's
   objects), unsupported as in the inputs' notes.  */
static bool
lto_compile_time_unsupported (struct hardening_unit *u,
                              enum hardening_feature feature)
{
  if (feature == HARDENING_BIDI_CHARS && HARDENING_OPT_WBIDI_CHARS < 0)
    {
      char why[128];
      snprintf (why, sizeof why, "GCC %d does not know -Wbidi-chars",
                GCCPLUGIN_VERSION_MAJOR);
      note_record (u, feature, HARDENING_NOTE_UNSUPPORTED, why);
      return true;
    }
  return hardening_feature_is_option (feature)
         && lto_feature_unsupported (u, feature);
}

/* lto1: what the generated code has, feature by feature.  */
void
record_lto_features (struct hardening_unit *u)
{
  static const enum hardening_feature per_function[]
      = { HARDENING_STACKPROTECTOR, HARDENING_STACKCLASH,
          HARDENING_AUTOVARINIT };
  for (size_t i = 0; i < sizeof per_function / sizeof *per_function; i++)
    if (u->effective.feature[per_function[i]].level == 0)
      note_record (u, per_function[i], HARDENING_NOTE_OFF,
                   u->effective.feature[per_function[i]].origin);
    else if (lto_feature_unsupported (u, per_function[i]))
      ;
    else if (per_function[i] == HARDENING_STACKCLASH
             && function_code_stack_clash_unimplemented () != NULL)
      note_record (u, per_function[i], HARDENING_NOTE_UNSUPPORTED,
                   function_code_stack_clash_unimplemented ());
    else if (no_note_input[0])
      note_record (u, per_function[i], HARDENING_NOTE_LOWERED, no_note_input);
    else
      note_record (u, per_function[i], HARDENING_NOTE_APPLIED,
                   "per function, as compiled (escapes listed)");
  check_guard (u);
  /* Decided by the front end at compile time: the layout of the
     structures (which trailing arrays are flexible) and the C
     diagnostics.  */
  static const enum hardening_feature front_end_only[]
      = { HARDENING_STRICT_FLEX_ARRAYS, HARDENING_IMPLICIT_FUNCTION,
          HARDENING_QA };
  for (size_t i = 0; i < sizeof front_end_only / sizeof *front_end_only; i++)
    if (u->effective.feature[front_end_only[i]].level == 0)
      note_record (u, front_end_only[i], HARDENING_NOTE_OFF,
                   u->effective.feature[front_end_only[i]].origin);
    else
      note_record (u, front_end_only[i], HARDENING_NOTE_NOT_APPLICABLE,
                   HARDENING_NOTE_LTO_COMPILE_TIME);
  /* Decided at compile time, and said in the inputs' notes: unknown for
     code from an input without one, lowered where a note says so;
     unsupported where this GCC lacks it, as in the inputs' notes.  */
  for (size_t i = 0; i < LTO_COMPILE_TIME; i++)
    if (u->effective.feature[lto_compile_time[i]].level > 0
        && lto_compile_time_unsupported (u, lto_compile_time[i]))
      ;
    else if (no_note_input[0]
        && u->effective.feature[lto_compile_time[i]].level > 0)
      note_record (u, lto_compile_time[i], HARDENING_NOTE_LOWERED,
                   no_note_input);
    else if (lto_lowered[i][0])
      note_record (u, lto_compile_time[i], HARDENING_NOTE_LOWERED,
                   lto_lowered[i]);
    else
      note_record (u, lto_compile_time[i], HARDENING_NOTE_NOT_APPLICABLE,
                   HARDENING_NOTE_LTO_COMPILE_TIME);
  /* Kept per function: what each function's options say, escapes
     listed.  */
  if (u->effective.feature[HARDENING_NO_UB_OPTS].level == 0)
    note_record (u, HARDENING_NO_UB_OPTS, HARDENING_NOTE_OFF,
                 u->effective.feature[HARDENING_NO_UB_OPTS].origin);
  else
    note_record (u, HARDENING_NO_UB_OPTS, HARDENING_NOTE_APPLIED,
                 "per function, as compiled (escapes listed)");
  if (u->effective.feature[HARDENING_EXCEPTIONS].level == 0)
    note_record (u, HARDENING_EXCEPTIONS, HARDENING_NOTE_OFF,
                 u->effective.feature[HARDENING_EXCEPTIONS].origin);
  else if (lto_c_functions == 0)
    note_record (u, HARDENING_EXCEPTIONS, HARDENING_NOTE_NOT_APPLICABLE,
                 "not C: no function of a C unit");
  else
    note_record (u, HARDENING_EXCEPTIONS, HARDENING_NOTE_APPLIED,
                 "per function, as compiled (escapes listed)");
  /* lto-wrapper gives LTRANS the objects' PIC option and the link mode:
     position-independent code is what a PIE needs.  */
  if (flag_pie || flag_pic)
    note_record (u, HARDENING_PIE, HARDENING_NOTE_APPLIED,
                 flag_pie ? "PIE code" : "PIC code");
  else
    note_record (u, HARDENING_PIE, HARDENING_NOTE_NOT_APPLICABLE,
                 "position-dependent link");
}
