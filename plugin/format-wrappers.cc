/* Format wrappers: -Wformat-security through printf-like functions that
   lack the format attribute (doc/format-wrappers.md).

   -Wformat-security only judges calls of functions with
   __attribute__ ((format)).  Real code passes user strings through its own
   wrappers, which rarely have it:

     void statusline (int importance, const char *msg, ...)
     { va_list ap; va_start (ap, msg); vsnprintf (buf, n, msg, ap); ... }
     ...
     statusline (ALERT, user_text);            (a format-string bug)

   A function is a wrapper when it passes one of its own parameters as the
   format, and right after it its own va_list (a parameter, or the local
   that va_start set from its "..."), to a function that takes a format
   and a va_list: one with format (printf, N, 0), or another wrapper of
   that kind.  A variadic wrapper is treated as format (printf, N, M) where
   M is the position of its "...", a va_list forwarder as format
   (printf, N, 0); the fixed point is reached as each body is read.  A
   call of a variadic wrapper whose format is not a literal (by GCC's
   rules: gettext's format_arg, both arms of ?:, const arrays) and that
   passes nothing after it gets -Wformat-security's own diagnostic, under
   that option, with a note at the wrapper.  Calls of va_list forwarders
   are never judged, as GCC does not judge those of vprintf.

   Bodies are read at PLUGIN_PRE_GENERICIZE, in GENERIC as the front end
   built it, where a literal still looks like one; calls are judged at the
   end of the unit, when every wrapper of the unit is known.  Calls of
   external functions that look like wrapper calls, the unit's exported
   wrappers and its forwards to external functions go into the unit's
   note, for hardening-ld.so to join across units.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "gcc-compat.h"
#include "format-wrappers.h"
#include "hardening-model.h"
#include "hardening-note.h"

#include <string.h>

/* A printf-like function: its format argument, the position of its first
   variadic argument (0: it takes a va_list), its archetype, and for an
   inferred one, what it forwards to.  */
struct fw_format
{
  int format;
  int first;
  const char *archetype;
};

struct fw_wrapper
{
  tree decl;
  struct fw_format fmt;
  tree via;    /* the function it forwards to */
  int via_arg; /* at that function's argument */
  bool reported;
};

/* F passes its parameter FORMAT and its va_list to CALLEE at CALLEE_ARG
   and CALLEE_ARG + 1.  */
struct fw_forward
{
  tree fn;
  int format;
  int first;
  tree callee;
  int callee_arg;
  location_t loc;
};

/* A call of a variadic function with no format attribute that passes a
   non-literal string as its argument ARG and nothing variadic.  */
struct fw_call
{
  tree caller;
  tree callee;
  int arg;
  location_t loc;
  const char *how; /* a silenced finding: what a pragma or -w made of it */
};

static char fw_verbose_tag[128];
static int fw_level;
/* -Wformat-security was on when the unit started: a pragma may turn it
   off for the rest of the unit ("-Wformat" is -Wformat=1, which sets
   warn_format_security to 0 as the command line's would).  */
static bool fw_security_on;
static int fw_suggest;
static int fw_verbose;
static bool fw_started;

static struct fw_wrapper *wrappers;
static unsigned n_wrappers, max_wrappers;
static struct fw_forward *forwards;
static unsigned n_forwards, max_forwards;
static struct fw_call *calls;
static unsigned n_calls, max_calls;
/* Findings of -Wformat-security that a #pragma GCC diagnostic ignored
   silences (the callee: the printf-like function or the wrapper).  */
static struct fw_call *silenced;
static unsigned n_silenced, max_silenced;
static tree *defined;
static unsigned n_defined, max_defined;

#define FW_PUSH(array, n, max)                                                \
  ((n) == (max)                                                               \
       ? ((max) = (max) ? 2 * (max) : 16,                                     \
          (array) = XRESIZEVEC (__typeof__ (*(array)), (array), (max)))       \
       : (array),                                                             \
   &(array)[(n)++])

/* Facts about functions.  */

static bool
is_printf_archetype (tree id)
{
  const char *s = IDENTIFIER_POINTER (id);

  return strcmp (s, "printf") == 0 || strcmp (s, "__printf__") == 0
         || strcmp (s, "gnu_printf") == 0 || strcmp (s, "__gnu_printf__") == 0;
}

static const char *
plain_archetype (tree id)
{
  const char *s = IDENTIFIER_POINTER (id);
  return strstr (s, "gnu_") ? "gnu_printf" : "printf";
}

/* Does FN have a format attribute of any kind?  */
static bool
has_format_attribute (tree fn)
{
  return lookup_attribute ("format", TYPE_ATTRIBUTES (TREE_TYPE (fn)))
         != NULL_TREE;
}

/* FN's printf format attribute, if it has one.  */
static bool
real_format (tree fn, struct fw_format *out)
{
  for (tree a = lookup_attribute ("format", TYPE_ATTRIBUTES (TREE_TYPE (fn)));
       a; a = lookup_attribute ("format", TREE_CHAIN (a)))
    {
      tree args = TREE_VALUE (a);
      tree id, n, m;

      if (!args || !TREE_CHAIN (args) || !TREE_CHAIN (TREE_CHAIN (args)))
        continue;
      id = TREE_VALUE (args);
      n = TREE_VALUE (TREE_CHAIN (args));
      m = TREE_VALUE (TREE_CHAIN (TREE_CHAIN (args)));
      if (TREE_CODE (id) != IDENTIFIER_NODE || !is_printf_archetype (id)
          || !tree_fits_shwi_p (n) || !tree_fits_shwi_p (m))
        continue;
      out->format = (int)tree_to_shwi (n);
      out->first = (int)tree_to_shwi (m);
      out->archetype = plain_archetype (id);
      return true;
    }
  return false;
}

static struct fw_wrapper *
find_wrapper (tree fn)
{
  for (unsigned i = 0; i < n_wrappers; i++)
    if (wrappers[i].decl == fn)
      return &wrappers[i];
  return NULL;
}

/* FN's format, real or inferred.  */
static bool
known_format (tree fn, struct fw_format *out)
{
  struct fw_wrapper *w;

  if (real_format (fn, out))
    return true;
  w = find_wrapper (fn);
  if (w)
    *out = w->fmt;
  return w != NULL;
}

static bool
defined_here (tree fn)
{
  for (unsigned i = 0; i < n_defined; i++)
    if (defined[i] == fn)
      return true;
  return false;
}

static bool
is_char_pointer (tree type)
{
  return type && POINTER_TYPE_P (type)
         && TYPE_MAIN_VARIANT (TREE_TYPE (type)) == char_type_node;
}

static bool
is_va_list (tree type)
{
  return type && targetm.canonical_va_list_type (type) != NULL_TREE;
}

static tree
strip (tree t)
{
  while (t
         && (CONVERT_EXPR_P (t) || TREE_CODE (t) == NON_LVALUE_EXPR
             || TREE_CODE (t) == VIEW_CONVERT_EXPR))
    t = TREE_OPERAND (t, 0);
  return t;
}

/* The position (from 1, `this' included) of parameter PARM of FN, or 0.  */
static int
parm_position (tree fn, tree parm)
{
  int i = 1;

  if (parm == NULL_TREE || TREE_CODE (parm) != PARM_DECL)
    return 0;
  for (tree p = DECL_ARGUMENTS (fn); p; p = DECL_CHAIN (p), i++)
    if (p == parm)
      return i;
  return 0;
}

static int
parm_count (tree fn)
{
  int n = 0;

  for (tree p = DECL_ARGUMENTS (fn); p; p = DECL_CHAIN (p))
    n++;
  return n;
}

/* Is ARG, passed by FN, FN's own va_list: a va_list parameter, or a local
   va_list (set by va_start or va_copy)?  A va_list that is an array is
   passed as the address of its first element.  */
static bool
own_va_list (tree fn, tree arg)
{
  tree t = strip (arg);

  if (t && TREE_CODE (t) == ADDR_EXPR)
    t = TREE_OPERAND (t, 0);
  if (t && TREE_CODE (t) == ARRAY_REF)
    t = TREE_OPERAND (t, 0);
  t = strip (t);
  if (t == NULL_TREE || !is_va_list (TREE_TYPE (t)))
    return false;
  if (TREE_CODE (t) == PARM_DECL)
    return DECL_CONTEXT (t) == fn;
  return VAR_P (t) && DECL_CONTEXT (t) == fn && !TREE_STATIC (t);
}

static bool
has_va_list_parm (tree fn)
{
  for (tree p = DECL_ARGUMENTS (fn); p; p = DECL_CHAIN (p))
    if (is_va_list (TREE_TYPE (p)))
      return true;
  return false;
}

/* Is ARG a literal format as -Wformat-security sees one?  GCC's rules
   (check_function_arguments_recurse, check_format_arg): conversions are
   looked through, a call of a format_arg function (gettext) is judged by
   the argument it translates, both arms of ?: must be literals, a null
   pointer is not this warning's business, and the address of a string
   literal or of a constant array initialized by one is a literal.  When
   it is not, *WHERE is the location of the part that is not (the
   call's, when that part has none).  */
static bool
literal_format (tree arg, location_t *where)
{
  tree t = strip (arg);

  if (t == NULL_TREE)
    return true;
  if (TREE_CODE (t) == CALL_EXPR)
    {
      tree fn = CALL_EXPR_FN (t);
      tree type = fn ? TREE_TYPE (fn) : NULL_TREE;
      bool found = false;

      if (type && POINTER_TYPE_P (type))
        type = TREE_TYPE (type);
      if (type && FUNC_OR_METHOD_TYPE_P (type))
        for (tree a = lookup_attribute ("format_arg", TYPE_ATTRIBUTES (type));
             a; a = lookup_attribute ("format_arg", TREE_CHAIN (a)))
          {
            tree n = TREE_VALUE (a) ? TREE_VALUE (TREE_VALUE (a)) : NULL_TREE;
            if (!n || !tree_fits_shwi_p (n) || tree_to_shwi (n) < 1
                || tree_to_shwi (n) > call_expr_nargs (t))
              continue;
            found = true;
            if (!literal_format (CALL_EXPR_ARG (t, tree_to_shwi (n) - 1),
                                 where))
              return false;
          }
      return found;
    }
  if (TREE_CODE (t) == COND_EXPR)
    {
      tree a = TREE_OPERAND (t, 1) ? TREE_OPERAND (t, 1) : TREE_OPERAND (t, 0);
      tree b = TREE_OPERAND (t, 2);
      location_t la = EXPR_LOCATION (strip (a));
      location_t lb = EXPR_LOCATION (strip (b));

      if (!literal_format (a, where))
        {
          if (la != UNKNOWN_LOCATION)
            *where = la;
          return false;
        }
      if (!literal_format (b, where))
        {
          if (lb != UNKNOWN_LOCATION)
            *where = lb;
          return false;
        }
      return true;
    }
  if (integer_zerop (t))
    return true;
  if (TREE_CODE (t) == POINTER_PLUS_EXPR)
    t = strip (TREE_OPERAND (t, 0));
  if (TREE_CODE (t) == STRING_CST)
    return true;
  if (TREE_CODE (t) == ADDR_EXPR)
    {
      t = TREE_OPERAND (t, 0);
      if (TREE_CODE (t) == ARRAY_REF)
        t = TREE_OPERAND (t, 0);
      t = strip (t);
    }
  if (TREE_CODE (t) == STRING_CST)
    return true;
  /* A constant initialized by a literal: an array, or in C++ a pointer.  */
  if (VAR_P (t) && TREE_READONLY (t) && !TREE_THIS_VOLATILE (t)
      && DECL_INITIAL (t) && DECL_INITIAL (t) != error_mark_node)
    {
      tree init = strip (DECL_INITIAL (t));
      if (TREE_CODE (init) == STRING_CST
          || (TREE_CODE (init) == ADDR_EXPR
              && TREE_CODE (strip (TREE_OPERAND (init, 0))) == STRING_CST))
        return true;
    }
  return false;
}

/* Inference.  */

static void infer (tree fn, int format, int first,
                   const struct fw_format *via_fmt, tree via, int via_arg);

/* Resolve the forwards to CALLEE, which just became known as a format
   function, and so on to the fixed point.  */
static void
resolve_forwards (tree callee)
{
  struct fw_format f;

  if (!known_format (callee, &f) || f.first != 0)
    return;
  for (unsigned i = 0; i < n_forwards; i++)
    if (forwards[i].callee == callee && forwards[i].callee_arg == f.format)
      infer (forwards[i].fn, forwards[i].format, forwards[i].first, &f, callee,
             forwards[i].callee_arg);
}

static void
infer (tree fn, int format, int first, const struct fw_format *via_fmt,
       tree via, int via_arg)
{
  struct fw_wrapper *w;

  if (has_format_attribute (fn) || find_wrapper (fn))
    return;
  w = FW_PUSH (wrappers, n_wrappers, max_wrappers);
  w->decl = fn;
  w->fmt.format = format;
  w->fmt.first = first;
  w->fmt.archetype = via_fmt->archetype;
  w->via = via;
  w->via_arg = via_arg;
  w->reported = false;
  resolve_forwards (fn);
}

struct walk_data
{
  tree fn;
  int first; /* FN as a wrapper: the position of its "...", or 0 */
  bool can_forward;
};

/* Is the unit's -Wformat-security an error (-Werror=format-security,
   or -Werror with nothing said of it)?  */
static bool
unit_error (void)
{
  int kind = hardening_option_classification (OPT_Wformat_security);
  return kind == HARDENING_DK_ERROR
         || (kind == HARDENING_DK_UNSPECIFIED
             && hardening_warnings_are_errors ());
}

/* A finding of -Wformat-security at LOC, in the user's code, that the
   build goes past although the unit started with the warning on: what
   -w or a #pragma GCC diagnostic made of it ("suppressed by -w";
   "ignored"; "turned off", by a pragma of -Wformat, which sets -Wformat=1
   for the rest of the unit; "a warning", where the unit has it as an
   error, the format feature's -Werror=format-security), or NULL.  */
static const char *
silenced_at (location_t loc)
{
  if (loc == UNKNOWN_LOCATION || in_system_header_at (loc) || !fw_security_on)
    return NULL;
  /* -w: no warning at all, so no -Werror=format-security either.  */
  if (inhibit_warnings)
    return "suppressed by -w";
  if (!warn_format_security)
    return "turned off there by #pragma GCC diagnostic";
  if (!hardening_warning_enabled_at (loc, OPT_Wformat_security))
    return "ignored there by #pragma GCC diagnostic";
  if (unit_error ()
      && hardening_pragma_kind_at (loc, OPT_Wformat_security)
             == HARDENING_DK_WARNING)
    return "a warning there by #pragma GCC diagnostic";
  return NULL;
}

/* A finding of -Wformat-security at LOC, a call of CALLEE by CALLER,
   that a pragma silences: honoured, and recorded in the note as an
   escape of the function (format_wrappers_finish_unit).  */
static void
silence (tree caller, tree callee, location_t loc, const char *how)
{
  struct fw_call *c = FW_PUSH (silenced, n_silenced, max_silenced);
  c->caller = caller;
  c->callee = callee;
  c->arg = 0;
  c->loc = loc;
  c->how = how;
}

/* One call in the body of a function.  */
static void
read_call (struct walk_data *d, tree call)
{
  tree callee = get_callee_fndecl (call);
  int nargs = call_expr_nargs (call);
  struct fw_format f;

  if (callee == NULL_TREE || TREE_CODE (callee) != FUNCTION_DECL)
    return;

  /* FN forwards its format and va_list: a wrapper if CALLEE takes a
     format and a va_list there.  */
  if (d->can_forward)
    for (int i = 0; i + 1 < nargs; i++)
      {
        tree a = strip (CALL_EXPR_ARG (call, i));
        int pos = parm_position (d->fn, a);
        struct fw_forward *fw;

        if (pos == 0 || !is_char_pointer (TREE_TYPE (a))
            || !own_va_list (d->fn, CALL_EXPR_ARG (call, i + 1)))
          continue;
        fw = FW_PUSH (forwards, n_forwards, max_forwards);
        fw->fn = d->fn;
        fw->format = pos;
        fw->first = d->first;
        fw->callee = callee;
        fw->callee_arg = i + 1;
        fw->loc = EXPR_LOCATION (call);
        if (known_format (callee, &f) && f.first == 0 && f.format == i + 1)
          infer (d->fn, pos, d->first, &f, callee, i + 1);
      }

  /* GCC's own -Wformat-security finding (a printf-like function with
     a format that is not a literal and nothing after it), silenced by a
     pragma.  */
  if (real_format (callee, &f) && f.first != 0 && f.format == nargs
      && nargs >= 1)
    {
      tree a = CALL_EXPR_ARG (call, nargs - 1);
      location_t where = EXPR_LOCATION (call);
      const char *how;
      if (is_char_pointer (TREE_TYPE (a)) && !literal_format (a, &where)
          && (how = silenced_at (EXPR_LOCATION (call))) != NULL)
        silence (d->fn, callee, EXPR_LOCATION (call), how);
    }

  /* A call that passes a non-literal string and nothing variadic to a
     variadic function without a format attribute: judged at the end of
     the unit, or at the link.  */
  if (has_format_attribute (callee) || !stdarg_p (TREE_TYPE (callee))
      || nargs != type_num_arguments (TREE_TYPE (callee)))
    return;
  /* open (path, flags) and the like: the system's functions are not the
     package's wrappers, and the note need not list their calls.  */
  if (DECL_IN_SYSTEM_HEADER (callee) && !defined_here (callee))
    return;
  for (int i = 0; i < nargs; i++)
    {
      tree a = CALL_EXPR_ARG (call, i);
      location_t where = EXPR_LOCATION (call);
      struct fw_call *c;

      if (!is_char_pointer (TREE_TYPE (a)) || literal_format (a, &where))
        continue;
      c = FW_PUSH (calls, n_calls, max_calls);
      c->caller = d->fn;
      c->callee = callee;
      c->arg = i + 1;
      c->loc
          = where != UNKNOWN_LOCATION ? where : DECL_SOURCE_LOCATION (d->fn);
      c->how = NULL;
    }
}

static tree
walk_body (tree *tp, int *, void *data)
{
  if (TREE_CODE (*tp) == CALL_EXPR)
    read_call ((struct walk_data *)data, *tp);
  return NULL_TREE;
}

/* PLUGIN_PRE_GENERICIZE: a function's body as the front end built it.  */
static void
read_function (void *gcc_data, void *)
{
  tree fn = (tree)gcc_data;
  struct walk_data d;

  if (fn == NULL_TREE || TREE_CODE (fn) != FUNCTION_DECL
      || DECL_SAVED_TREE (fn) == NULL_TREE || seen_error ())
    return;
  *FW_PUSH (defined, n_defined, max_defined) = fn;
  d.fn = fn;
  d.first = stdarg_p (TREE_TYPE (fn)) ? parm_count (fn) + 1 : 0;
  d.can_forward = d.first != 0 || has_va_list_parm (fn);
  walk_tree_without_duplicates (&DECL_SAVED_TREE (fn), walk_body, &d);
}

/* Reporting.  */

static const char *
printable (tree fn)
{
  return lang_hooks.decl_printable_name (fn, 1);
}

/* The note at the wrapper: what it forwards, what it is taken for, and
   with suggest-format the attribute as a fix-it hint.  */
static void
explain_wrapper (struct fw_wrapper *w)
{
  location_t loc = DECL_SOURCE_LOCATION (w->decl);
  rich_location richloc (line_table, loc);
  char attr[96];

  snprintf (attr, sizeof attr, "format (%s, %d, %d)", w->fmt.archetype,
            w->fmt.format, w->fmt.first);
  if (fw_suggest)
    {
      char fixit[128];
      snprintf (fixit, sizeof fixit, "__attribute__ ((%s)) ", attr);
      richloc.add_fixit_insert_before (loc, fixit);
    }
  inform (&richloc, "%qD forwards its argument %d to %qD; treated as %qs",
          w->decl, w->fmt.format, w->via, attr);
}

/* -Wformat-security's diagnostic for a call of wrapper W at LOC in
   CALLER.  At the warn level it stays a warning whatever
   -Werror=format-security and -Werror say; pragmas still rule.  */
static void
diagnose (struct fw_call *c, struct fw_wrapper *w)
{
  tree saved_fn = current_function_decl;
  location_t saved_loc = input_location;
  int saved_kind = HARDENING_DK_UNSPECIFIED;
  bool demoted = false;
  bool warned;

  if (fw_level == HARDENING_FORMAT_WARN)
    {
      if (unit_error ())
        {
          saved_kind = hardening_set_option_classification (
              OPT_Wformat_security, HARDENING_DK_WARNING);
          demoted = true;
        }
    }
  /* For the "In function" line.  */
  current_function_decl = c->caller;
  input_location = c->loc;
  warned = warning_at (c->loc, OPT_Wformat_security,
                       "format not a string literal and no format arguments");
  if (demoted)
    hardening_set_option_classification (OPT_Wformat_security, saved_kind);
  if (warned)
    {
      explain_wrapper (w);
      w->reported = true;
    }
  current_function_decl = saved_fn;
  input_location = saved_loc;
}

/* Would this call be an error if the link finds its callee a wrapper?  */
static bool
call_is_error (void)
{
  int kind;

  if (fw_level != HARDENING_FORMAT_ERROR)
    return false;
  kind = hardening_option_classification (OPT_Wformat_security);
  return kind == HARDENING_DK_ERROR
         || (kind == HARDENING_DK_UNSPECIFIED
             && hardening_warnings_are_errors ());
}

static void
fill_location (struct hardening_note_format *r, location_t loc)
{
  expanded_location x = expand_location (loc);

  r->line = x.line > 0 ? (unsigned)x.line : 0;
  r->column = x.column > 0 ? (unsigned)x.column : 0;
  snprintf (r->file, sizeof r->file, "%s", x.file ? x.file : "?");
}

static const char *
asm_name (tree fn)
{
  return IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fn));
}

/* A note record of KIND for the function FN.  */
static void
start_record (struct hardening_note_format *r,
              enum hardening_note_format_kind kind, tree fn)
{
  memset (r, 0, sizeof *r);
  r->kind = kind;
  snprintf (r->function, sizeof r->function, "%s", asm_name (fn));
  snprintf (r->name, sizeof r->name, "%s", printable (fn));
}

/* Is the forward F to a function that only another unit can make a
   va_list wrapper?  */
static bool
forward_elsewhere (struct fw_forward *f)
{
  struct fw_format known;

  return !find_wrapper (f->fn) && TREE_PUBLIC (f->fn)
         && !has_format_attribute (f->fn) && !defined_here (f->callee)
         && !known_format (f->callee, &known) && TREE_PUBLIC (f->callee);
}

static bool
forwards_elsewhere (tree fn)
{
  for (unsigned i = 0; i < n_forwards; i++)
    if (forwards[i].fn == fn && forward_elsewhere (&forwards[i]))
      return true;
  return false;
}

void
format_wrappers_finish_unit (struct hardening_note *note)
{
  struct hardening_note_format r;

  if (!fw_started)
    return;
  fw_started = false;
  if (seen_error ())
    return;

  for (unsigned i = 0; i < n_calls; i++)
    {
      struct fw_call *c = &calls[i];
      struct fw_wrapper *w = find_wrapper (c->callee);

      if (w)
        {
          if (w->fmt.first != 0 && w->fmt.format == c->arg)
            {
              const char *how = silenced_at (c->loc);
              if (how)
                silence (c->caller, c->callee, c->loc, how);
              diagnose (c, w);
            }
          continue;
        }
      /* Only another unit can make a function a wrapper: an external
         one, or one of this unit's that forwards to an external one.  */
      if ((defined_here (c->callee) && !forwards_elsewhere (c->callee))
          || !TREE_PUBLIC (c->callee)
          || !hardening_warning_enabled_at (c->loc, OPT_Wformat_security))
        continue;
      start_record (&r, HARDENING_FORMAT_CALL, c->callee);
      r.format = c->arg;
      r.error = call_is_error ();
      fill_location (&r, c->loc);
      hardening_note_add_format (note, &r);
    }

  for (unsigned i = 0; i < n_wrappers; i++)
    {
      struct fw_wrapper *w = &wrappers[i];

      if (fw_suggest && !w->reported)
        explain_wrapper (w);
      if (fw_verbose)
        inform (DECL_SOURCE_LOCATION (w->decl),
                "%qD inferred as a format wrapper %s", w->decl,
                fw_verbose_tag);
      if (!TREE_PUBLIC (w->decl))
        continue;
      start_record (&r, HARDENING_FORMAT_WRAPPER, w->decl);
      r.format = w->fmt.format;
      r.first = w->fmt.first;
      snprintf (r.archetype, sizeof r.archetype, "%s", w->fmt.archetype);
      snprintf (r.callee, sizeof r.callee, "%s", asm_name (w->via));
      snprintf (r.callee_name, sizeof r.callee_name, "%s", printable (w->via));
      r.callee_arg = w->via_arg;
      fill_location (&r, DECL_SOURCE_LOCATION (w->decl));
      hardening_note_add_format (note, &r);
    }

  /* The findings a pragma silenced: each function's first, an escape.  */
  for (unsigned i = 0; i < n_silenced; i++)
    {
      struct fw_call *c = &silenced[i];
      expanded_location x = expand_location (c->loc);
      char why[HARDENING_NOTE_TEXT];
      unsigned j;

      for (j = 0; j < i && silenced[j].caller != c->caller; j++)
        ;
      if (j < i)
        continue;
      snprintf (why, sizeof why,
                "%s with a format that is not a literal and no arguments "
                "at line %d, -Wformat-security %s",
                printable (c->callee), x.line, c->how);
      hardening_note_add_escape (note, HARDENING_FORMAT, asm_name (c->caller),
                                 why);
    }

  /* Forwards to functions another unit may define as va_list wrappers.  */
  for (unsigned i = 0; i < n_forwards; i++)
    {
      struct fw_forward *f = &forwards[i];

      if (!forward_elsewhere (f))
        continue;
      start_record (&r, HARDENING_FORMAT_FORWARD, f->fn);
      r.format = f->format;
      r.first = f->first;
      snprintf (r.archetype, sizeof r.archetype, "-");
      snprintf (r.callee, sizeof r.callee, "%s", asm_name (f->callee));
      snprintf (r.callee_name, sizeof r.callee_name, "%s",
                printable (f->callee));
      r.callee_arg = f->callee_arg;
      fill_location (&r, DECL_SOURCE_LOCATION (f->fn));
      hardening_note_add_format (note, &r);
    }
}

void
format_wrappers_start (const char *plugin_name, int level, int suggest,
                       int verbose)
{
  snprintf (fw_verbose_tag, sizeof fw_verbose_tag, "[-fplugin-arg-%s-verbose]",
            plugin_name);
  fw_level = level;
  fw_security_on = warn_format_security != 0;
  fw_suggest = suggest;
  fw_verbose = verbose;
  fw_started = true;
  register_callback (plugin_name, PLUGIN_PRE_GENERICIZE, read_function, NULL);
}
