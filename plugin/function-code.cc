/* What each function's generated code has (function-code.h).

   An option asks for a protection; the code of each function is what
   counts.  #pragma GCC optimize, __attribute__ ((optimize (...))),
   no_stack_protector, nocf_check and -mmanual-endbr take a canary, stack
   clash probes, the automatic variables' initialization or an endbr64
   away from one function while its unit keeps them.  Each such function
   becomes an escape line of the unit's note, which the audit fails and the
   link-time check reports.

   Two moments of each function's compilation: just before "expand", the
   last moment its local variables and its options can be read as the
   stack protector and the variable initialization read them; just before
   "final", when its code is complete: whether it got a canary
   (crtl->stack_protect_guard), its frame size, its first instruction.  A
   function that would not have had the protection at its unit's level
   either (no array for -fstack-protector-strong, a small frame for stack
   clash, a function only called directly for endbr64) lost nothing, and
   is not listed.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "gcc-compat.h"
#include "function-code.h"
#include "hardening-model.h"
#include "hardening-note.h"

#include <string.h>

/* plugin-version.h defines it for hardening.cc, which checks it.  */
static inline const void *
unused_gcc_version (void)
{
  return &gcc_version;
}

static struct hardening_note *unit_note;
static bool have_unit;
static struct function_code_unit lto_unit;

/* What "expand" saw of the function being compiled.  */
static tree seen_fn;
/* Its stack protector level is lower than its unit's, which would give
   it a canary.  */
static bool ssp_needed;
static bool has_automatic; /* it has automatic variables */

/* GCC's flag_stack_protect (1 -fstack-protector, 2 -all, 3 -strong,
   4 -explicit) as a policy level (hardening-model.h).  */
static int
ssp_level (int gcc_value)
{
  switch (gcc_value)
    {
    case 1:
      return HARDENING_SSP_ON;
    case 3:
      return HARDENING_SSP_STRONG;
    case 2:
      return HARDENING_SSP_ALL;
    default:
      return HARDENING_SSP_OFF;
    }
}

/* The unit's options: the command line's, before any function's.  */
static struct cl_optimization *
unit_options (void)
{
  return TREE_OPTIMIZATION (optimization_default_node);
}

static int
unit_ssp (void)
{
  return have_unit ? lto_unit.stackprotector
                   : ssp_level (unit_options ()->x_flag_stack_protect);
}

static int
unit_stack_clash (void)
{
  return have_unit ? lto_unit.stackclash
                   : unit_options ()->x_flag_stack_clash_protection > 0;
}

static int
unit_auto_var_init (void)
{
  /* lto1's unit level is the policy's: a GCC without the option has no
     function to list.  */
  if (!HARDENING_HAS_AUTO_VAR_INIT)
    return 0;
  return have_unit ? lto_unit.autovarinit
                   : HARDENING_FN_AUTO_VAR_INIT (unit_options ());
}

/* cfgexpand.cc's record_or_union_type_has_array_p.  */
static bool
aggregate_has_array (const_tree type)
{
  for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
    if (TREE_CODE (f) == FIELD_DECL)
      {
        tree ft = TREE_TYPE (f);
        if (TREE_CODE (ft) == ARRAY_TYPE
            || (RECORD_OR_UNION_TYPE_P (ft) && aggregate_has_array (ft)))
          return true;
      }
  return false;
}

/* cfgexpand.cc's stack_protect_classify_type, the one bit that
   -fstack-protector looks at: a char array of --param ssp-buffer-size bytes
   or more, alone or in an aggregate.  */
static bool
has_large_char_array (const_tree type, unsigned HOST_WIDE_INT min)
{
  switch (TREE_CODE (type))
    {
    case ARRAY_TYPE:
      {
        tree t = TYPE_MAIN_VARIANT (TREE_TYPE (type));
        if (t == char_type_node || t == signed_char_type_node
            || t == unsigned_char_type_node)
          {
            tree size = TYPE_SIZE_UNIT (type);
            return size == NULL_TREE || !tree_fits_uhwi_p (size)
                   || tree_to_uhwi (size) >= min;
          }
        return has_large_char_array (TREE_TYPE (type), min);
      }
    case RECORD_TYPE:
    case UNION_TYPE:
    case QUAL_UNION_TYPE:
      for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
        if (TREE_CODE (f) == FIELD_DECL
            && has_large_char_array (TREE_TYPE (f), min))
          return true;
      return false;
    default:
      return false;
    }
}

/* Would the stack protector at LEVEL give the current function a canary?
   cfgexpand.cc's expand_used_vars: -all every function; -strong one with
   a local array, an aggregate holding one, an address-taken local or
   alloca; -fstack-protector one with a large char array or alloca.  */
static bool
wants_canary (int level)
{
  unsigned ix;
  tree var;

  if (level == HARDENING_SSP_ALL)
    return true;
  if (level == HARDENING_SSP_OFF)
    return false;
  if (cfun->calls_alloca)
    return true;
  FOR_EACH_LOCAL_DECL (cfun, ix, var)
  if (VAR_P (var) && !is_global_var (var))
    {
      tree type = TREE_TYPE (var);
      if (level == HARDENING_SSP_STRONG
          && (TREE_CODE (type) == ARRAY_TYPE || TREE_ADDRESSABLE (var)
              || (RECORD_OR_UNION_TYPE_P (type)
                  && aggregate_has_array (type))))
        return true;
      if (has_large_char_array (type,
                                (unsigned HOST_WIDE_INT)param_ssp_buffer_size))
        return true;
    }
  return false;
}

static bool
has_automatic_variables (void)
{
  unsigned ix;
  tree var;

  FOR_EACH_LOCAL_DECL (cfun, ix, var)
  if (VAR_P (var) && !is_global_var (var) && !DECL_ARTIFICIAL (var))
    return true;
  return false;
}

/* Why a function has less than its unit: its own attribute, else its
   optimize attribute or the #pragma GCC optimize in force where it was
   defined (the pragma reaches it as an optimize attribute).  */
static const char *
options_origin (tree fn)
{
  if (lookup_attribute ("optimize", DECL_ATTRIBUTES (fn)))
    return "by an optimize attribute or #pragma GCC optimize";
  return "by its options";
}

static void
add (enum hardening_feature feature, tree fn, const char *reason)
{
  hardening_note_add_escape (unit_note, feature,
                             IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fn)),
                             reason);
}

/* Before "expand".  */
static void
before_expand (tree fn)
{
  int unit = unit_ssp ();
  bool lowered
      = ssp_level (opts_for_fn (fn)->x_flag_stack_protect) < unit
        || lookup_attribute ("no_stack_protector", DECL_ATTRIBUTES (fn));

  seen_fn = fn;
  ssp_needed = lowered && wants_canary (unit);
  has_automatic = has_automatic_variables ();
}

/* Is the first instruction of the current function a landing pad?  */
static bool
starts_with_landing_pad (void)
{
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    if (NONDEBUG_INSN_P (insn))
      {
        int code = recog_memoized (insn);
        return code >= 0 && strcmp (get_insn_name (code), "nop_endbr") == 0;
      }
  return false;
}

/* Before "final": the function's code is complete.  */
static void
before_final (tree fn)
{
  struct cl_optimization *opts = opts_for_fn (fn);
  char why[HARDENING_NOTE_TEXT];

  if (fn != seen_fn)
    return;
  seen_fn = NULL_TREE;

  if (ssp_needed && crtl->stack_protect_guard == NULL_TREE)
    {
      if (lookup_attribute ("no_stack_protector", DECL_ATTRIBUTES (fn)))
        snprintf (why, sizeof why, "no canary: no_stack_protector attribute");
      else
        snprintf (
            why, sizeof why, "no canary: stack protector %s %s",
            hardening_level_name (HARDENING_STACKPROTECTOR,
                                  ssp_level (opts->x_flag_stack_protect)),
            options_origin (fn));
      add (HARDENING_STACKPROTECTOR, fn, why);
    }

  if (unit_stack_clash () && opts->x_flag_stack_clash_protection <= 0)
    {
      HOST_WIDE_INT interval
          = (HOST_WIDE_INT)1
            << opts->x_param_stack_clash_protection_probe_interval;
      if (cfun->calls_alloca)
        {
          snprintf (why, sizeof why,
                    "no stack clash probes: alloca unprobed, "
                    "-fno-stack-clash-protection %s",
                    options_origin (fn));
          add (HARDENING_STACKCLASH, fn, why);
        }
      else if (known_ge (get_frame_size (), interval))
        {
          snprintf (why, sizeof why,
                    "no stack clash probes: a frame of %lld bytes, "
                    "-fno-stack-clash-protection %s",
                    (long long)constant_lower_bound (get_frame_size ()),
                    options_origin (fn));
          add (HARDENING_STACKCLASH, fn, why);
        }
    }

  if (unit_auto_var_init () && !HARDENING_FN_AUTO_VAR_INIT (opts)
      && has_automatic)
    {
      snprintf (why, sizeof why,
                "automatic variables not initialized: "
                "-ftrivial-auto-var-init=uninitialized %s",
                options_origin (fn));
      add (HARDENING_AUTOVARINIT, fn, why);
    }

  /* An indirect branch may land on the function only when another unit
     may call it or its address is taken: GCC gives the others no endbr64,
     and they need none.  */
  if (flag_cf_protection & CF_BRANCH)
    {
      cgraph_node *node = cgraph_node::get (fn);
      bool nocf
          = lookup_attribute ("nocf_check", TYPE_ATTRIBUTES (TREE_TYPE (fn)));
      bool manual = HARDENING_MANUAL_ENDBR
                    && !lookup_attribute ("cf_check", DECL_ATTRIBUTES (fn));
      /* With -pg -mfentry the endbr64 is no instruction yet: the target
         writes it with the profiler's call, by the rule of its options.  */
      bool landing_pad
          = crtl->profile ? !nocf && !manual : starts_with_landing_pad ();

      if (!landing_pad && node != NULL && !node->only_called_directly_p ())
        {
          if (nocf)
            snprintf (why, sizeof why, "no endbr64: nocf_check attribute");
          else if (manual)
            snprintf (why, sizeof why,
                      "no endbr64: -mmanual-endbr and no cf_check attribute");
          else
            snprintf (why, sizeof why, "no endbr64 at its entry");
          add (HARDENING_BRANCH, fn, why);
        }
    }
}

static void
pass_execution (void *gcc_data, void *)
{
  const opt_pass *pass = (const opt_pass *)gcc_data;
  tree fn = current_function_decl;

  if (pass == NULL || pass->name == NULL || fn == NULL_TREE || cfun == NULL
      || !DECL_ASSEMBLER_NAME_SET_P (fn)
      || lookup_attribute ("naked", DECL_ATTRIBUTES (fn)))
    return;
  if (strcmp (pass->name, "expand") == 0)
    before_expand (fn);
  else if (strcmp (pass->name, "final") == 0)
    before_final (fn);
}

void
function_code_start (const char *plugin_name, struct hardening_note *note,
                     const struct function_code_unit *unit)
{
  unit_note = note;
  have_unit = unit != NULL;
  if (unit)
    lto_unit = *unit;
  register_callback (plugin_name, PLUGIN_PASS_EXECUTION, pass_execution, NULL);
}
