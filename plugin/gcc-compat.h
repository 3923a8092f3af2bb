/* The only file of gcc-hardening that includes GCC's plugin headers (but
   for hardening-loader.cc, which takes only the plugin interface's
   structures and version from gcc-plugin.h and plugin-version.h), and the
   only one with GCC-version conditionals: GCC 11 to 16 are supported.  Each
   shim says which GCC change it follows.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef HARDENING_GCC_COMPAT_H
#define HARDENING_GCC_COMPAT_H

#include "gcc-plugin.h"
#include "plugin-version.h"
#include "tm.h"
#include "diagnostic.h"
#include "opts.h"
#include "options.h"
#include "toplev.h"
#include "langhooks.h"
#include "cpplib.h"
#include "tree.h"
#include "stringpool.h"
#include "attribs.h"
#include "function.h"
#include "output.h"
#include "target.h"
#include "basic-block.h"
#include "tree-ssa-alias.h"
#include "gimple-expr.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "tree-pass.h"
#include "rtl.h"
#include "memmodel.h"
#include "emit-rtl.h"
#include "insn-config.h"
#include "recog.h"
#include "cgraph.h"
#include "gimple-walk.h"
#include "tree-object-size.h"
/* For the zero-call-used-regs escapes: the registers a return leaves
   live, and which ones the function's ABI clobbers (function-code.cc).  */
#include "df.h"
#include "regs.h"
#include "function-abi.h"
#include "tm_p.h"
/* For struct lto_file_decl_data, the input a function of lto1 came from.
   It includes gcov-io.h, which includes gcov-iov.h: GCC 11's plugin
   headers lack that one (compat/gcov-iov.h stands in).  */
#include "lto-streamer.h"

#include <sys/types.h>

/* plugin-version.h defines gcc_version (a static variable) in every file
   that includes it; only note.cc reads it.  */
static inline const void *
hardening_unused_gcc_version (void)
{
  return &gcc_version;
}

/* Tested with each of these (make check-compilers, doc/compilers.md); a
   newer GCC must be tried before it is allowed.  */
#if GCCPLUGIN_VERSION_MAJOR < 11 || GCCPLUGIN_VERSION_MAJOR > 16
#error "gcc-hardening supports the plugin API of GCC 11 to 16"
#endif

/* The C family's preprocessor.  Only cc1, cc1plus and cc1obj define it: a
   weak reference lets the plugin load into lto1 and f951 too, where the
   variable does not exist: only read it through hardening_parse_in.  */
extern cpp_reader *parse_in __attribute__ ((weak));

static inline cpp_reader *
hardening_parse_in (void)
{
  return &parse_in != NULL ? parse_in : NULL;
}

/* libiberty's reader of object files, as lto1 reads its inputs with it
   (simple-object.h, which the plugin headers lack).  Only lto1 has it:
   weak, like parse_in, so that the plugin still loads into cc1 and f951;
   call it only where hardening_simple_object () says so.  */
extern "C"
{
  typedef struct simple_object_read_struct simple_object_read;
  simple_object_read *simple_object_start_read (int, off_t, const char *,
                                                const char **, int *)
      __attribute__ ((weak));
  int simple_object_find_section (simple_object_read *, const char *, off_t *,
                                  off_t *, const char **, int *)
      __attribute__ ((weak));
  void simple_object_release_read (simple_object_read *)
      __attribute__ ((weak));
  const char *simple_object_find_sections (
      simple_object_read *, int (*) (void *, const char *, off_t, off_t),
      void *, int *) __attribute__ ((weak));
}

static inline bool
hardening_simple_object (void)
{
  return &simple_object_start_read != NULL
         && &simple_object_find_section != NULL
         && &simple_object_find_sections != NULL
         && &simple_object_release_read != NULL;
}

/* -Wbidi-chars=LEVEL: its option index, -1 where this GCC lacks it;
   whether the command line set the level; the level it set, as the bits
   of the levels it checks; the bits of unpaired and of any.  GCC 12 has
   it, and some GCC 11 releases: Debian's 11.3 and 11.5 do not (options.h
   declares no warn_bidirectional), so its presence decides, not the
   version.  */
#ifdef warn_bidirectional
#define HARDENING_OPT_WBIDI_CHARS ((int)OPT_Wbidi_chars_)
#define HARDENING_BIDI_USER_SET (global_options_set.x_warn_bidirectional != 0)
#define HARDENING_BIDI_USER_BITS                                              \
  ((int)(warn_bidirectional & (bidirectional_unpaired | bidirectional_any)))
#define HARDENING_BIDI_UNPAIRED_BITS ((int)bidirectional_unpaired)
#define HARDENING_BIDI_ANY_BITS ((int)bidirectional_any)
#else
#define HARDENING_OPT_WBIDI_CHARS (-1)
#define HARDENING_BIDI_USER_SET false
#define HARDENING_BIDI_USER_BITS 0
#define HARDENING_BIDI_UNPAIRED_BITS 0
#define HARDENING_BIDI_ANY_BITS 0
#endif

/* The top-level asm after NODE in the symbol table's list.  GCC 16.2
   made asm_node a toplevel_node, whose next is a toplevel_node (only
   asms are on that list); before, next was an asm_node.  The overload
   picks the one that fits what this GCC's next is, so that no version
   number decides (GCC 16's snapshots had either).  */
static inline asm_node *
hardening_asm_node_of (asm_node *node)
{
  return node;
}

template <typename T>
static inline asm_node *
hardening_asm_node_of (T *node)
{
  return static_cast<asm_node *> (node);
}

static inline asm_node *
hardening_next_asm (asm_node *node)
{
  return hardening_asm_node_of (node->next);
}

/* The counted_by attribute on a flexible array member (GCC 15): its
   count bounds __builtin_dynamic_object_size of the array, so
   _FORTIFY_SOURCE=3 checks what is written into it.  Before GCC 15 no
   attribute could bound such an array, and a flexible array without one
   is nothing the source could fix.  */
#define HARDENING_HAS_COUNTED_BY (GCCPLUGIN_VERSION_MAJOR >= 15)

/* Diagnostic kinds, as the option machinery takes them (an int).  GCC 16
   turned the enum diagnostic_t (DK_ERROR...) into the scoped enum
   diagnostics::kind (kind::error...) when the diagnostics code moved into
   namespace diagnostics.  */
#if GCCPLUGIN_VERSION_MAJOR >= 16
typedef diagnostics::kind hardening_gcc_kind;
#define HARDENING_DK_UNSPECIFIED ((int)diagnostics::kind::unspecified)
#define HARDENING_DK_ERROR ((int)diagnostics::kind::error)
#define HARDENING_DK_WARNING ((int)diagnostics::kind::warning)
#define HARDENING_DK_IGNORED ((int)diagnostics::kind::ignored)
#else
typedef diagnostic_t hardening_gcc_kind;
#define HARDENING_DK_UNSPECIFIED ((int)DK_UNSPECIFIED)
#define HARDENING_DK_ERROR ((int)DK_ERROR)
#define HARDENING_DK_WARNING ((int)DK_WARNING)
#define HARDENING_DK_IGNORED ((int)DK_IGNORED)
#endif

/* How the command line classified a warning (-Werror=, -Wno-error=):
   HARDENING_DK_UNSPECIFIED when it said nothing.  Up to GCC 13 the array
   is a public member of the diagnostic_context struct.  GCC 14 made
   diagnostic_context a class whose classifications live in a private
   diagnostic_option_classifier, with no getter of the kind: ask
   classify_diagnostic, which returns the previous classification, and put
   it back at once (with UNKNOWN_LOCATION it only assigns the command-line
   classification: no #pragma history is touched).  */
static inline int
hardening_option_classification (int opt)
{
#if GCCPLUGIN_VERSION_MAJOR >= 14
  hardening_gcc_kind kind = diagnostic_classify_diagnostic (
      global_dc, opt, (hardening_gcc_kind)HARDENING_DK_UNSPECIFIED,
      UNKNOWN_LOCATION);
  diagnostic_classify_diagnostic (global_dc, opt, kind, UNKNOWN_LOCATION);
  return (int)kind;
#else
  return (int)global_dc->classify_diagnostic[opt];
#endif
}

/* Set how a warning is classified as the command line would (-Werror=,
   -Wno-error=); returns what it was.  Pragmas still come first.  Every
   GCC from 11 has diagnostic_classify_diagnostic, which with
   UNKNOWN_LOCATION assigns the command-line classification and returns
   the previous one (a function up to GCC 13, an inline wrapper of the
   context's method from GCC 14).  */
static inline int
hardening_set_option_classification (int opt, int kind)
{
  return (int)diagnostic_classify_diagnostic (
      global_dc, opt, (hardening_gcc_kind)kind, UNKNOWN_LOCATION);
}

/* The history of #pragma GCC diagnostic (each change's location, option
   and kind; a pop's "option" is the index of its push), as GCC's
   update_effective_level_from_pragmas reads it.  Up to GCC 13 public
   members of the diagnostic context; GCC 14 moved them into the context's
   private diagnostic_option_classifier (a pointer and a count; GCC 15, a
   vec), with no getter of the kind at a location (GCC 16 has
   get_classification_history, for C++ modules).  The private members are
   reached by the explicit instantiation of a template whose arguments
   name them, which the access rules allow ([temp.spec.general]).  */
#if GCCPLUGIN_VERSION_MAJOR >= 14
#if GCCPLUGIN_VERSION_MAJOR >= 16
#define HARDENING_CLASSIFIER_OWNER diagnostics::context
#define HARDENING_CLASSIFIER diagnostics::option_classifier
#define HARDENING_DK_POP ((int)diagnostics::kind::pop)
#else
#define HARDENING_CLASSIFIER_OWNER diagnostic_context
#define HARDENING_CLASSIFIER diagnostic_option_classifier
#define HARDENING_DK_POP ((int)DK_POP)
#endif
template <auto M> struct hardening_member_classifier
{
  friend auto hardening_classifier_member () { return M; }
};
template struct hardening_member_classifier<
    &HARDENING_CLASSIFIER_OWNER::m_option_classifier>;
auto hardening_classifier_member ();
template <auto M> struct hardening_member_history
{
  friend auto hardening_history_member () { return M; }
};
template struct hardening_member_history<
    &HARDENING_CLASSIFIER::m_classification_history>;
auto hardening_history_member ();
#if GCCPLUGIN_VERSION_MAJOR == 14
template <auto M> struct hardening_member_history_length
{
  friend auto hardening_history_length_member () { return M; }
};
template struct hardening_member_history_length<
    &HARDENING_CLASSIFIER::m_n_classification_history>;
auto hardening_history_length_member ();
#endif
#else
#define HARDENING_DK_POP ((int)DK_POP)
#endif

/* The kind that the #pragma GCC diagnostic in force at LOC gives warning
   OPT (HARDENING_DK_IGNORED, _WARNING, _ERROR), or HARDENING_DK_UNSPECIFIED
   where none speaks of it: GCC's own search, from the last change
   backwards, a pop jumping to before its push.  */
static inline int
hardening_pragma_kind_at (location_t loc, int opt)
{
#if GCCPLUGIN_VERSION_MAJOR >= 14
  const auto &classifier = global_dc->*hardening_classifier_member ();
  const auto &history = classifier.*hardening_history_member ();
#if GCCPLUGIN_VERSION_MAJOR == 14
  int n = classifier.*hardening_history_length_member ();
#else
  int n = (int)history.length ();
#endif
#else
  const diagnostic_classification_change_t *history
      = global_dc->classification_history;
  int n = global_dc->n_classification_history;
#endif
  if (loc == UNKNOWN_LOCATION)
    return HARDENING_DK_UNSPECIFIED;
  for (int i = n - 1; i >= 0; i--)
    {
      const auto &c = history[i];
      if (!linemap_location_before_p (line_table, c.location, loc))
        continue;
      if ((int)c.kind == HARDENING_DK_POP)
        {
          i = c.option;
          continue;
        }
      if (c.option == 0 || c.option == opt)
        return (int)c.kind;
    }
  return HARDENING_DK_UNSPECIFIED;
}

/* Would warning OPT be given at LOC (the option, then the pragmas)?
   UNKNOWN_LOCATION: the command line's answer, no pragma before it.  GCC
   11 has no warning_enabled_at: the pragmas' history is read as its
   diagnostic.c's update_effective_level_from_pragmas reads it.  */
static inline bool
hardening_warning_enabled_at (location_t loc, int opt)
{
#if GCCPLUGIN_VERSION_MAJOR >= 12
  return warning_enabled_at (loc, opt);
#else
  diagnostic_context *dc = global_dc;
  int kind;
  if (!dc->option_enabled (opt, dc->lang_mask, dc->option_state))
    return false;
  kind = hardening_pragma_kind_at (loc, opt);
  if (kind != HARDENING_DK_UNSPECIFIED)
    return kind != (int)DK_IGNORED;
  return dc->classify_diagnostic[opt] != DK_IGNORED;
#endif
}

/* Is -Werror in force for warnings that no -Werror= or -Wno-error= names?
   GCC 14 made the flag a private member with a getter.  */
static inline bool
hardening_warnings_are_errors (void)
{
#if GCCPLUGIN_VERSION_MAJOR >= 14
  return global_dc->warning_as_error_requested_p ();
#else
  return global_dc->warning_as_error_requested;
#endif
}

/* The assembler's syntax for a section type: "@note", or "%note" where '@'
   starts a comment (arm).  */
#ifndef TYPE_OPERAND_FMT
#define TYPE_OPERAND_FMT "@%s"
#endif

/* Per-function option values: -ftrivial-auto-var-init is new in GCC 12.
   Before, no function has it, and none lacks it either: the note says the
   feature is unsupported.  */
#if GCCPLUGIN_VERSION_MAJOR >= 12
#define HARDENING_HAS_AUTO_VAR_INIT 1
#define HARDENING_FN_AUTO_VAR_INIT(opts) ((int)(opts)->x_flag_auto_var_init)
#define HARDENING_AUTO_VAR_INIT ((int)flag_auto_var_init)
#else
#define HARDENING_HAS_AUTO_VAR_INIT 0
#define HARDENING_FN_AUTO_VAR_INIT(opts) 0
#define HARDENING_AUTO_VAR_INIT 0
#endif

/* -fzero-call-used-regs=leafy and its variants are GCC 14's: zeroing as
   "used" in a leaf function, as "all" in the others.  */
#if GCCPLUGIN_VERSION_MAJOR >= 14
#define HARDENING_ZERO_REGS_LEAFY zero_regs_flags::LEAFY_MODE
#else
#define HARDENING_ZERO_REGS_LEAFY 0u
#endif

/* A register that a leaf function renames away (sparc's register
   windows): never zeroed on return.  */
#ifdef LEAF_REG_REMAP
#define HARDENING_LEAF_REG_REMOVED(regno)                                     \
  (crtl->uses_only_leaf_regs && LEAF_REG_REMAP (regno) < 0)
#else
#define HARDENING_LEAF_REG_REMOVED(regno) false
#endif

/* -fstrict-flex-arrays and the strict_flex_array attribute are GCC 13's:
   before, the unit's level is 0 (every trailing array is flexible) and no
   field can have less.  */
#if GCCPLUGIN_VERSION_MAJOR >= 13
#define HARDENING_STRICT_FLEX_ARRAYS_LEVEL ((int)flag_strict_flex_arrays)
#define HARDENING_DECL_NOT_FLEXARRAY(field) DECL_NOT_FLEXARRAY (field)
#else
#define HARDENING_STRICT_FLEX_ARRAYS_LEVEL 0
#define HARDENING_DECL_NOT_FLEXARRAY(field) false
#endif

/* x86's -mmanual-endbr: only functions with the cf_check attribute get an
   endbr64.  Other targets have no such option.  */
#ifdef flag_manual_endbr
#define HARDENING_MANUAL_ENDBR (flag_manual_endbr != 0)
#else
#define HARDENING_MANUAL_ENDBR false
#endif

/* GCC 14's -fhardened: given on the command line.  It defines
   _FORTIFY_SOURCE (when optimizing and no -D/-U names it) and, for C++,
   _GLIBCXX_ASSERTIONS in c_cpp_builtins, after PLUGIN_PRAGMAS: the plugin
   leaves those definitions to it rather than make a second one (a
   "redefined" warning when the levels differ).  */
#if GCCPLUGIN_VERSION_MAJOR >= 14
#define HARDENING_FHARDENED (flag_hardened != 0)
#else
#define HARDENING_FHARDENED false
#endif

/* GCC 14's -ftrampoline-impl=: whether this GCC has it, whether the
   command line set it, and whether the trampolines go on the heap.  */
#if GCCPLUGIN_VERSION_MAJOR >= 14
#define HARDENING_HAS_TRAMPOLINE_IMPL true
#define HARDENING_TRAMPOLINE_IMPL_SET                                         \
  (global_options_set.x_flag_trampoline_impl != 0)
#define HARDENING_TRAMPOLINES_ON_HEAP                                         \
  (flag_trampoline_impl == TRAMPOLINE_IMPL_HEAP)
#else
#define HARDENING_HAS_TRAMPOLINE_IMPL false
#define HARDENING_TRAMPOLINE_IMPL_SET false
#define HARDENING_TRAMPOLINES_ON_HEAP false
#endif

/* The whole object's size at PTR, as __builtin_object_size (PTR, 0) would
   find it now (the caller brackets the calls with init_object_sizes and
   fini_object_sizes); false when unknown.  GCC 12 made the size a tree,
   for __builtin_dynamic_object_size; type 0 only ever gives a constant,
   and never adds statements.  */
static inline bool
hardening_object_size (tree ptr, unsigned HOST_WIDE_INT *size)
{
#if GCCPLUGIN_VERSION_MAJOR >= 12
  tree bytes;

  if (!compute_builtin_object_size (ptr, 0, &bytes)
      || !tree_fits_uhwi_p (bytes) || integer_all_onesp (bytes))
    return false;
  *size = tree_to_uhwi (bytes);
  return true;
#else
  return compute_builtin_object_size (ptr, 0, size)
         && *size != HOST_WIDE_INT_M1U;
#endif
}

/* Is FNDECL __builtin_object_size, or (GCC 12 on)
   __builtin_dynamic_object_size?  */
static inline bool
hardening_object_size_builtin_p (tree fndecl)
{
  if (fndecl_built_in_p (fndecl, BUILT_IN_OBJECT_SIZE))
    return true;
#if GCCPLUGIN_VERSION_MAJOR >= 12
  if (fndecl_built_in_p (fndecl, BUILT_IN_DYNAMIC_OBJECT_SIZE))
    return true;
#endif
  return false;
}

/* The code of this compile that GCC cannot give -fstack-clash-protection:
   its prologue stops with "sorry, unimplemented" at the first function
   with a frame.  Known once the target's options are final (process_options
   ran the target's option override): arm's Thumb-1 (-mthumb without
   Thumb-2: armv4t, armv5te, armv6, armv6-m), mips' MIPS16 (-mips16, which
   the override keeps in mips_base_compression_flags for the unit, and sets
   in target_flags for each function).  IN_FUNCTION: for the function being
   compiled (arm restores the function's own mode).  NULL when the code can
   have it.  */
static inline const char *
hardening_stack_clash_unimplemented (bool in_function)
{
  (void)in_function;
#ifdef TARGET_THUMB1
  if (TARGET_THUMB1)
    return "no stack clash probes for Thumb-1 code (-mthumb without"
           " Thumb-2)";
#endif
#if defined(TARGET_MIPS16) && defined(MASK_MIPS16)
  if (in_function ? TARGET_MIPS16
                  : (mips_base_compression_flags & MASK_MIPS16) != 0)
    return "no stack clash probes for MIPS16 code (-mips16)";
#endif
  return NULL;
}

#endif /* HARDENING_GCC_COMPAT_H */
