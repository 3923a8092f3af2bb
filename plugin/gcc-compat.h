/* The only file of gcc-hardening that includes GCC's plugin headers, and the
   only one with GCC-version conditionals: GCC 11 and 12 are supported.

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

#if GCCPLUGIN_VERSION_MAJOR < 11 || GCCPLUGIN_VERSION_MAJOR > 12
#error "gcc-hardening supports the plugin API of GCC 11 and 12"
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

/* How the command line classified a warning (-Werror=, -Wno-error=):
   DK_UNSPECIFIED when it said nothing.  */
static inline diagnostic_t
hardening_option_classification (diagnostic_context *dc, int opt)
{
  return dc->classify_diagnostic[opt];
}

/* Set how a warning is classified as the command line would (-Werror=,
   -Wno-error=); returns what it was.  Pragmas still come first.  */
static inline diagnostic_t
hardening_set_option_classification (diagnostic_context *dc, int opt,
                                     diagnostic_t kind)
{
  diagnostic_t old = dc->classify_diagnostic[opt];
  dc->classify_diagnostic[opt] = kind;
  return old;
}

/* Would warning OPT be given at LOC (the option, then the pragmas)?  GCC 11
   has no warning_enabled_at: there the option alone answers.  */
static inline bool
hardening_warning_enabled_at (location_t loc, int opt)
{
#if GCCPLUGIN_VERSION_MAJOR >= 12
  return warning_enabled_at (loc, opt);
#else
  (void)loc;
  return global_dc->option_enabled (opt, global_dc->lang_mask,
                                    global_dc->option_state)
         && global_dc->classify_diagnostic[opt] != DK_IGNORED;
#endif
}

/* Is -Werror in force for warnings that no -Werror= or -Wno-error= names?  */
static inline bool
hardening_warnings_are_errors (diagnostic_context *dc)
{
  return dc->warning_as_error_requested;
}

/* The assembler's syntax for a section type: "@note", or "%note" where '@'
   starts a comment (arm).  */
#ifndef TYPE_OPERAND_FMT
#define TYPE_OPERAND_FMT "@%s"
#endif

/* Per-function option values: -ftrivial-auto-var-init is new in GCC 12.  */
#if GCCPLUGIN_VERSION_MAJOR >= 12
#define HARDENING_FN_AUTO_VAR_INIT(opts) ((int)(opts)->x_flag_auto_var_init)
#define HARDENING_AUTO_VAR_INIT ((int)flag_auto_var_init)
#else
#define HARDENING_FN_AUTO_VAR_INIT(opts) 0
#define HARDENING_AUTO_VAR_INIT 0
#endif

#endif /* HARDENING_GCC_COMPAT_H */
