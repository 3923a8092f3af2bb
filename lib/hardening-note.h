/* The provenance note of gcc-hardening: what the plugin applied to one
   compilation unit, and why anything was not.  doc/note-format.md is the
   specification; this module encodes and decodes the note's descriptor.

   Each unit compiled with the plugin carries one ELF note in the
   non-allocated section HARDENING_NOTE_SECTION: name "gcc-hardening", type
   HARDENING_NOTE_TYPE_UNIT, and a descriptor of text lines ending in a NUL.
   The linker concatenates the notes of the objects it links, so a binary
   has one note per unit.

   Pure C11: used by the plugin, hardening-audit and hardening-ld.so.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef HARDENING_NOTE_H
#define HARDENING_NOTE_H

#include "hardening-model.h"

#include <stddef.h>

#ifdef __cplusplus
extern "C"
{
#endif

#define HARDENING_NOTE_SECTION ".note.hardening"
#define HARDENING_NOTE_NAME "gcc-hardening"
#define HARDENING_NOTE_TYPE_UNIT 1
/* Version 2 added the source word to feature lines; version 1 notes are
   still read (their source is inferred from the reason).  */
#define HARDENING_NOTE_VERSION 3
/* The last feature (enum hardening_feature) that every version 3 note has
   a line for; a feature added later to the table is not required of a
   version 3 note.  */
#define HARDENING_NOTE_V3_LAST_FEATURE HARDENING_FORMAT_WRAPPERS
/* The reason an LTRANS unit (lto1's) gives for a feature decided at
   compile time (fortify, format, glibcxx-assertions) whose inputs' notes
   lowered nothing: the decision is theirs, and lto1 does not repeat it.  */
#define HARDENING_NOTE_LTO_COMPILE_TIME "decided at compile time"

/* What happened to a feature in a unit.  The order is the notes' own
   words, in doc/note-format.md.  */
#define HARDENING_NOTE_STATUSES(X)                                            \
  X (APPLIED, "applied")         /* the plugin applied the level */           \
  X (KEPT, "kept")               /* the command line asked as much or more */ \
  X (LOWERED, "lowered")         /* an explicit compiler option lowered it */ \
  X (OVERRIDDEN, "overridden")   /* strict mode applied it over an option */  \
  X (OFF, "off")                 /* the policy, environment or an argument */ \
  X (NOT_APPLICABLE, "n/a")      /* nothing to apply in this unit */          \
  X (EXEMPT, "exempt")           /* kernel or freestanding code */            \
  X (UNSUPPORTED, "unsupported") /* the target or compiler lacks it */

  enum hardening_note_status
  {
#define HARDENING_NOTE_ENUM(name, word) HARDENING_NOTE_##name,
    HARDENING_NOTE_STATUSES (HARDENING_NOTE_ENUM)
#undef HARDENING_NOTE_ENUM
        HARDENING_NOTE_STATUS_COUNT
  };

  const char *hardening_note_status_word (enum hardening_note_status);

  /* Does the status leave the feature in force in the code?  */
  int hardening_note_status_protects (enum hardening_note_status);

  /* Is SOURCE, a unit's source file as its note names it, the C library's
     own start code (musl's crt/crt1.c, crt/Scrt1.c, crt/rcrt1.c, built
     freestanding as the whole library is, and run before the library
     sets up the stack protector's guard)?  Its exemption holds in a
     program linked with the C library; any other unit's does not.  */
  int hardening_note_libc_start_file (const char *source);

  /* Is BASE, the base name of a link's input, one of the C library's
     start files (crt1.o, Scrt1.o, rcrt1.o, gcrt1.o, grcrt1.o, Mcrt1.o),
     which start the C library and its guard?  */
  int hardening_note_libc_start_file_object (const char *base);

  /* Is an ELF note with this name (NAMESZ bytes, its NUL included) and
     type a gcc-hardening unit note?  */
  int hardening_note_is_unit (const char *name, size_t namesz,
                              unsigned int type);

#define HARDENING_NOTE_TEXT 160

  struct hardening_note_feature
  {
    int present; /* the note says something of this feature */
    int level;   /* the level asked for (the policy's, or the override's) */
    enum hardening_note_status status;
    enum hardening_source source;     /* where the level came from */
    char reason[HARDENING_NOTE_TEXT]; /* the option, variable, policy line,
                                         argument or explanation */
  };

  /* A function that escapes a protection through an attribute
     (no_stack_protector, optimize ("no-stack-protector")...); for
     strict-flex-arrays, a structure's field (STRUCT.FIELD).  */
  struct hardening_note_escape
  {
    enum hardening_feature feature;
    char function[HARDENING_NOTE_TEXT];
    char reason[HARDENING_NOTE_TEXT];
  };

  /* Format wrappers (doc/format-wrappers.md): what a unit knows of
     printf-like wrappers, for hardening-ld.so to join across units.  */
  enum hardening_note_format_kind
  {
    /* FUNCTION passes its argument FORMAT, and its own "..." (FIRST, the
       position of "...") or va_list (FIRST 0), to CALLEE, which takes a
       printf format at CALLEE_ARG: treated as format (ARCHETYPE, FORMAT,
       FIRST).  */
    HARDENING_FORMAT_WRAPPER,
    /* FUNCTION passes them to CALLEE at CALLEE_ARG, a function this unit
       knows nothing of: a wrapper if CALLEE is a va_list wrapper
       elsewhere.  */
    HARDENING_FORMAT_FORWARD,
    /* A call of FUNCTION, an external variadic function without a format
       attribute, that passes a non-literal string as its argument FORMAT
       and nothing after it: a bug if FUNCTION is a wrapper with that
       format argument.  ERROR: the unit makes it an error.  */
    HARDENING_FORMAT_CALL
  };

  struct hardening_note_format
  {
    enum hardening_note_format_kind kind;
    char function[HARDENING_NOTE_TEXT]; /* assembler name */
    char name[HARDENING_NOTE_TEXT];     /* as the source names it */
    int format;
    int first;
    int error;
    char archetype[32];
    char callee[HARDENING_NOTE_TEXT]; /* assembler name */
    char callee_name[HARDENING_NOTE_TEXT];
    int callee_arg;
    unsigned int line;
    unsigned int column;
    char file[256];
  };

  /* Fortify coverage (a revision of version 3, doc/note-format.md): the
     calls of the functions that _FORTIFY_SOURCE checks (glibc's __*_chk
     family) as the unit's generated code has them.  */
  enum hardening_fortify_kind
  {
    /* the write is provably within its object: the check was resolved,
       or the call folded away, at compile time */
    HARDENING_FORTIFY_COMPILE_TIME,
    /* a __NAME_chk call with the object's size: checked at run time */
    HARDENING_FORTIFY_RUN_TIME,
    /* a plain call, or a __NAME_chk call, whose object's size is unknown
       ((size_t) -1): nothing checks it */
    HARDENING_FORTIFY_UNCHECKED,
    HARDENING_FORTIFY_KINDS
  };

/* The unchecked calls a note lists; the others are only counted.  */
#define HARDENING_NOTE_MAX_UNCHECKED 32

  /* One unchecked call: the fortifiable function called, the function
     (assembler name) whose code calls it, and where the source calls it
     (the user's call, not the C library's inline wrapper).  */
  struct hardening_note_call
  {
    char callee[64];
    char function[HARDENING_NOTE_TEXT];
    unsigned int line;
    unsigned int column;
    char file[256];
  };

  struct hardening_note
  {
    unsigned int version;
    char producer[HARDENING_NOTE_TEXT]; /* "GCC 12.2.0" */
    char plugin[32];                    /* the plugin's version */
    char language[32];                  /* "C", "C++", "Fortran", "LTO" */
    char source[256];                   /* the main input file */
    char target[64];
    /* The unit's -O level as the command line left it ("-O2", "-Os",
       "-Oz", "-Og", "-Ofast", "-O0"...), empty from a plugin that did
       not record it (a later addition to version 3: older readers skip
       the line).  */
    char opt_level[16];
    int mode; /* enum hardening_mode */
    struct hardening_note_feature feature[HARDENING_FEATURE_COUNT];
    struct hardening_note_escape *escapes;
    size_t n_escapes;
    struct hardening_note_format *formats;
    size_t n_formats;
    /* Fortify coverage: HAS_FORTIFY_CALLS when the note has the counts
       (a plugin of today, for a unit whose code it saw generated).  */
    int has_fortify_calls;
    unsigned long fortify_calls[HARDENING_FORTIFY_KINDS];
    struct hardening_note_call *unchecked; /* the first of them */
    size_t n_unchecked;
    /* Of the unchecked calls, those that write a flexible array member
       without counted_by (a compiler that has the attribute, GCC 15 or
       later): FUNCTION is then the member, "TAG.FIELD".  At most
       HARDENING_NOTE_MAX_UNCHECKED.  */
    struct hardening_note_call *flexible;
    size_t n_flexible;
    /* Of the call sites counted, those that the C library's fortify
       wrappers left, when HAS_FORTIFY_WRAPPED (a plugin of 2026-12-07 or
       later): none in a unit preprocessed without _FORTIFY_SOURCE.  */
    int has_fortify_wrapped;
    unsigned long fortify_wrapped;
    /* How many of the unit's functions got a canary (their code calls
       __stack_chk_fail), when HAS_CANARIES (a plugin of 2026-12-06 or
       later, for a unit whose code it saw generated).  */
    int has_canaries;
    unsigned long canaries;
    /* The functions that the unit's top-level asm statements define
       (assembler names, a later revision of version 3): code that GCC
       did not generate, of which the features, the counts and the
       escapes say nothing.  */
    char (*asm_functions)[HARDENING_NOTE_TEXT];
    size_t n_asm_functions;
  };

  /* What a unit's feature is to a check of the package, for
     hardening-ld.so and hardening-audit alike.  */
  enum hardening_note_finding
  {
    HARDENING_FINDING_NONE,
    HARDENING_FINDING_LOWERED, /* by an explicit compiler option */
    /* by the package (an environment variable or a plugin argument), not
       by the policy for the target */
    HARDENING_FINDING_OFF_BY_PACKAGE
  };
  enum hardening_note_finding
  hardening_note_finding (const struct hardening_note_feature *);

  /* The reason the plugin gives for fortify in a unit compiled from
     preprocessed input, where it cannot define _FORTIFY_SOURCE.  */
#define HARDENING_NOTE_PREPROCESSED "preprocessed input"

  /* A unit compiled from preprocessed input (fortify n/a, "preprocessed
     input") has _FORTIFY_SOURCE only if its preprocessing had it; its
     coverage counts tell.  The number of its unchecked fortifiable calls
     when none of its call sites is a fortify wrapper's (fortify-wrapped
     0: glibc's wrappers, which a preprocessing with _FORTIFY_SOURCE
     leaves in the unit, would be there), or, in a note without that
     count, when none was checked at run time: a finding of the
     link-time check and a FAIL of the audit.  0 for any other unit, and
     for a note without the counts.  */
  unsigned long
  hardening_note_unfortified_preprocessed (const struct hardening_note *);

  /* The finding as words: "lowered", "turned off"; NULL for none.  */
  const char *hardening_note_finding_word (enum hardening_note_finding);

  void hardening_note_init (struct hardening_note *);
  void hardening_note_free (struct hardening_note *);

  /* What an escape of FEATURE names: "field" (strict-flex-arrays:
     STRUCT.FIELD) or "function".  */
  const char *hardening_note_escape_kind (enum hardening_feature);

  /* Record an escape; returns 0, or -1 when out of memory.  */
  int hardening_note_add_escape (struct hardening_note *,
                                 enum hardening_feature, const char *function,
                                 const char *reason);

  /* Record a format wrapper, forward or call (copied, words cleaned);
     returns 0, or -1 when out of memory.  */
  int hardening_note_add_format (struct hardening_note *,
                                 const struct hardening_note_format *);

  /* Record an unchecked call in the list (copied, words cleaned; the
     count is the caller's); returns 0, or -1 when out of memory.  */
  /* Record an unchecked call that writes a flexible array member without
     counted_by (copied, words cleaned); -1 when out of memory.  */
  int hardening_note_add_flexible (struct hardening_note *,
                                   const struct hardening_note_call *);

  int hardening_note_add_unchecked (struct hardening_note *,
                                    const struct hardening_note_call *);

  /* Record a function that the unit's top-level asm defines (copied, one
     word), once; returns 0, or -1 when out of memory.  */
  int hardening_note_add_asm_function (struct hardening_note *,
                                       const char *name, size_t len);

  /* The kind's word in the note: "format-wrapper"...  */
  const char *hardening_note_format_word (enum hardening_note_format_kind);

  /* Encode the descriptor (text, NUL included) into BUF of SIZE bytes.
     Returns the descriptor's length with its NUL; when that is more than
     SIZE, nothing useful is in BUF: call again with a bigger one.  */
  size_t hardening_note_encode (const struct hardening_note *, char *buf,
                                size_t size);

  /* Decode a descriptor of LEN bytes (it need not end in a NUL).  Returns 0,
     or -1 with *ERROR set to what is wrong.  Unknown lines are ignored: a
     newer minor revision may add some.  */
  int hardening_note_decode (const char *desc, size_t len,
                             struct hardening_note *, const char **error);

  /* The link record (doc/note-format.md, "The link record"): a note of
     type HARDENING_NOTE_TYPE_LINK that hardening-ld.so adds to every
     executable and shared library it sees linked, saying how many of the
     link's objects (the toolchain's own skipped) had a unit note, and
     naming the first that had none or a corrupt one.  A reader of the
     output learns from it whether the unit notes cover all its code.  */
#define HARDENING_NOTE_TYPE_LINK 2
#define HARDENING_LINK_VERSION 1
#define HARDENING_LINK_MAX_NAMES 16

  struct hardening_link_input
  {
    int corrupt; /* 0: no note; 1: a note that does not decode */
    char name[256];
  };

  struct hardening_link_note
  {
    unsigned int version;
    unsigned long inputs;  /* relocatable objects checked */
    unsigned long noted;   /* of them, with a unit note */
    unsigned long unnoted; /* without one */
    unsigned long corrupt; /* with a corrupt one */
    size_t n_names;        /* the first unnoted and corrupt ones */
    struct hardening_link_input names[HARDENING_LINK_MAX_NAMES];
  };

  int hardening_note_is_link (const char *name, size_t namesz,
                              unsigned int type);

  /* As hardening_note_encode and hardening_note_decode.  */
  size_t hardening_link_note_encode (const struct hardening_link_note *,
                                     char *buf, size_t size);
  int hardening_link_note_decode (const char *desc, size_t len,
                                  struct hardening_link_note *,
                                  const char **error);

#ifdef __cplusplus
}
#endif

#endif /* HARDENING_NOTE_H */
