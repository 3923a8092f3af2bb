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

   zero-call-used-regs: the option is global (not an Optimization option
   of common.opt in GCC 11 to 16: #pragma GCC optimize and the optimize
   attribute reject it with a warning), so only the zero_call_used_regs
   attribute weakens one function.  Just before GCC's own
   "zero_call_used_regs" pass, the registers that the unit's level would
   zero at each return and the attribute's level would not are computed as
   function.cc's gen_call_used_regs_seq selects them; just before "final",
   those that the code does not zero (crtl->must_be_zero_on_return, what
   the pass really emitted) make the escape.  A function that returns
   nowhere (noreturn), main (which GCC never zeroes) and one whose
   attribute zeroes all that the unit would, lost nothing.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "gcc-compat.h"
#include "function-code.h"
#include "hardening-model.h"
#include "hardening-note.h"

#include <string.h>

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

/* Why a function of the unit could not have the stack clash probes that
   the unit has (Thumb-1 code in lto1), or NULL.  */
static const char *stack_clash_unimplemented;

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

/* zero-call-used-regs.  The function the pass was about to see, the
   registers its attribute takes away at some return, and the attribute's
   argument.  */
static tree zero_fn;
static HARD_REG_SET zero_lost;
static const char *zero_attr;

/* The registers that zeroing of TYPE (zero_regs_flags) would clear before
   the return RET: function.cc's gen_call_used_regs_seq.  */
static HARD_REG_SET
zero_selection (rtx_insn *ret, unsigned int type)
{
  HARD_REG_SET selected;
  bool only_gpr = type & zero_regs_flags::ONLY_GPR;
  bool only_used = type & zero_regs_flags::ONLY_USED;
  bool only_arg = type & zero_regs_flags::ONLY_ARG;
  basic_block bb = BLOCK_FOR_INSN (ret);

  CLEAR_HARD_REG_SET (selected);
  if (!(type & zero_regs_flags::ENABLED) || bb == NULL)
    return selected;
  if ((type & HARDENING_ZERO_REGS_LEAFY) && leaf_function_p ())
    only_used = true;

  auto_bitmap live_out;
  bitmap_copy (live_out, df_get_live_out (bb));
  df_simulate_initialize_backwards (bb, live_out);
  df_simulate_one_insn_backwards (bb, ret, live_out);

  for (unsigned int regno = 0; regno < FIRST_PSEUDO_REGISTER; regno++)
    {
      if (!crtl->abi->clobbers_full_reg_p (regno) || fixed_regs[regno]
          || REGNO_REG_SET_P (live_out, regno)
          || HARDENING_LEAF_REG_REMOVED (regno))
        continue;
      if (only_gpr
          && !TEST_HARD_REG_BIT (reg_class_contents[GENERAL_REGS], regno))
        continue;
      if (only_used && !df_regs_ever_live_p (regno))
        continue;
      if (only_arg && !FUNCTION_ARG_REGNO_P (regno))
        continue;
      SET_HARD_REG_BIT (selected, regno);
    }
  return selected;
}

/* Before GCC's "zero_call_used_regs" pass: what the function's
   zero_call_used_regs attribute would leave unzeroed that its unit's
   -fzero-call-used-regs would zero.  */
static void
before_zero_call_used_regs (tree fn)
{
  unsigned int unit = flag_zero_call_used_regs, type = 0;
  tree attr = lookup_attribute ("zero_call_used_regs", DECL_ATTRIBUTES (fn));
  edge_iterator ei;
  edge e;

  zero_fn = NULL_TREE;
  if (!(unit & zero_regs_flags::ENABLED) || attr == NULL_TREE
      || TREE_VALUE (attr) == NULL_TREE
      || TREE_VALUE (TREE_VALUE (attr)) == NULL_TREE
      || TREE_CODE (TREE_VALUE (TREE_VALUE (attr))) != STRING_CST)
    return;
  /* GCC never zeroes main's registers, nor those of a function that
     calls __builtin_eh_return.  */
  if (MAIN_NAME_P (DECL_NAME (fn)) || crtl->calls_eh_return)
    return;
  zero_attr = TREE_STRING_POINTER (TREE_VALUE (TREE_VALUE (attr)));
  for (unsigned int i = 0; zero_call_used_regs_opts[i].name != NULL; i++)
    if (strcmp (zero_attr, zero_call_used_regs_opts[i].name) == 0)
      {
        type = zero_call_used_regs_opts[i].flag;
        break;
      }
  if (type == 0 || type == unit)
    return;

  /* The pass itself starts the same way.  */
  df_analyze ();
  CLEAR_HARD_REG_SET (zero_lost);
  FOR_EACH_EDGE (e, ei, EXIT_BLOCK_PTR_FOR_FN (cfun)->preds)
  {
    rtx_insn *insn = BB_END (e->src);
    if (JUMP_P (insn) && ANY_RETURN_P (JUMP_LABEL (insn)))
      zero_lost |= zero_selection (insn, unit) & ~zero_selection (insn, type);
  }
  if (!hard_reg_set_empty_p (zero_lost))
    zero_fn = fn;
}

/* Before "final": the registers the attribute took away that the code
   does not zero either.  */
static void
zero_call_used_regs_escape (tree fn)
{
  HARD_REG_SET missing;
  char names[96], why[HARDENING_NOTE_TEXT];
  size_t len = 0;
  int count = 0;

  if (fn != zero_fn)
    return;
  zero_fn = NULL_TREE;
  missing = zero_lost & ~crtl->must_be_zero_on_return;
  if (hard_reg_set_empty_p (missing))
    return;
  names[0] = '\0';
  for (unsigned int regno = 0; regno < FIRST_PSEUDO_REGISTER; regno++)
    if (TEST_HARD_REG_BIT (missing, regno))
      {
        if (len < sizeof names)
          len += snprintf (names + len, sizeof names - len, "%s%s",
                           count ? " " : "", reg_names[regno]);
        count++;
      }
  if (len >= sizeof names)
    snprintf (names + sizeof names - 4, 4, "...");
  if (hard_reg_set_empty_p (crtl->must_be_zero_on_return))
    snprintf (why, sizeof why,
              "no registers zeroed on return: zero_call_used_regs "
              "(\"%s\") attribute",
              zero_attr);
  else
    snprintf (why, sizeof why,
              "%d register%s not zeroed on return (%s): zero_call_used_regs "
              "(\"%s\") attribute",
              count, count == 1 ? "" : "s", names, zero_attr);
  add (HARDENING_ZERO_CALL_USED_REGS, fn, why);
}

/* The automatic variables that __attribute__ ((uninitialized)) leaves
   out of the unit's -ftrivial-auto-var-init: how many, the first.  */
struct uninitialized
{
  unsigned n;
  tree first;
};

static void
note_uninitialized (struct uninitialized *u, tree var)
{
  if (VAR_P (var) && !is_global_var (var) && !DECL_ARTIFICIAL (var)
      && lookup_attribute ("uninitialized", DECL_ATTRIBUTES (var))
      && u->n++ == 0)
    u->first = var;
}

/* The escape of FN for the variables U counted.  */
static void
add_uninitialized (tree fn, const struct uninitialized *u)
{
  char why[HARDENING_NOTE_TEXT];
  tree name;

  if (u->n == 0)
    return;
  name = DECL_NAME (u->first);
  if (u->n == 1)
    snprintf (why, sizeof why,
              "automatic variable %s not initialized: uninitialized "
              "attribute",
              name ? IDENTIFIER_POINTER (name) : "<anonymous>");
  else
    snprintf (why, sizeof why,
              "%u automatic variables not initialized, such as %s: "
              "uninitialized attribute",
              u->n, name ? IDENTIFIER_POINTER (name) : "<anonymous>");
  add (HARDENING_AUTOVARINIT, fn, why);
}

/* lto1: the variables of BLOCK and the blocks in it (the attribute is
   streamed with them), but those in SEEN: the local declarations already
   counted, and the variables stored whole (an initializer of their own,
   a statement by then).  */
static void
block_uninitialized (tree block, struct uninitialized *u,
                     hash_set<tree> *seen)
{
  for (; block; block = BLOCK_CHAIN (block))
    {
      for (tree var = BLOCK_VARS (block); var; var = DECL_CHAIN (var))
        if (!seen->add (var))
          note_uninitialized (u, var);
      block_uninitialized (BLOCK_SUBBLOCKS (block), u, seen);
    }
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
  /* lto1 generates the code of functions whose units were compiled
     before: the escapes of their uninitialized attributes, which the
     front end recorded in the compile-time notes that the link leaves
     out (uninitialized_variables), are recorded again here.  */
  if (have_unit && unit_auto_var_init ()
      && HARDENING_FN_AUTO_VAR_INIT (opts_for_fn (fn)))
    {
      struct uninitialized u = { 0, NULL_TREE };
      hash_set<tree> seen;
      unsigned ix;
      tree var;
      basic_block bb;
      /* A variable stored whole has a value of its own: "buf = "abc";"
         for an initializer.  */
      FOR_EACH_BB_FN (bb, cfun)
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
           gsi_next (&gsi))
        {
          gimple *stmt = gsi_stmt (gsi);
          if (is_gimple_assign (stmt) && !gimple_clobber_p (stmt)
              && VAR_P (gimple_assign_lhs (stmt)))
            seen.add (gimple_assign_lhs (stmt));
        }
      FOR_EACH_LOCAL_DECL (cfun, ix, var)
      if (!seen.add (var))
        note_uninitialized (&u, var);
      if (DECL_INITIAL (fn) && TREE_CODE (DECL_INITIAL (fn)) == BLOCK)
        block_uninitialized (DECL_INITIAL (fn), &u, &seen);
      add_uninitialized (fn, &u);
    }
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

  zero_call_used_regs_escape (fn);
  /* The canaries the unit's code has, which a reader checks against the
     file's references to __stack_chk_fail.  */
  if (crtl->stack_protect_guard != NULL_TREE)
    unit_note->canaries++;
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

  /* Code that cannot have the probes (Thumb-1, MIPS16) does not lack them
     by its options: the compile's note says so, and lto1's says it of the
     unit (function_code_stack_clash_unimplemented).  */
  const char *unimplemented = hardening_stack_clash_unimplemented (true);
  if (unit_stack_clash () && unimplemented != NULL)
    stack_clash_unimplemented = unimplemented;
  else if (unit_stack_clash () && opts->x_flag_stack_clash_protection <= 0)
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
  else if (strcmp (pass->name, "zero_call_used_regs") == 0)
    before_zero_call_used_regs (fn);
  else if (strcmp (pass->name, "final") == 0)
    before_final (fn);
}

/* strict-flex-arrays.  The unit's -fstrict-flex-arrays=3 makes only []
   a flexible array member; the strict_flex_array (LEVEL) attribute (GCC
   13) gives one trailing array field the old loose meaning back, which
   _FORTIFY_SOURCE and -fsanitize=bounds cannot check.  The option is
   global, as zero-call-used-regs is (not an Optimization option: the
   optimize attribute and pragma reject it).  Each structure the front end
   finishes is read as it is finished (PLUGIN_FINISH_TYPE): a field that
   the attribute makes flexible and the unit's level would not is an
   escape, named STRUCT.FIELD.  */

/* Is a trailing array of N elements (-1: []) flexible at LEVEL?  GCC's
   rule (-fstrict-flex-arrays in its manual).  */
static bool
flexible_at (int level, HOST_WIDE_INT n)
{
  switch (level)
    {
    case 0:
      return true;
    case 1:
      return n <= 1;
    case 2:
      return n <= 0;
    default:
      return n < 0;
    }
}

/* The structures already read: the C parser hands a definition to the
   plugin more than once.  */
static tree *finished_types;
static size_t n_finished_types;

static bool
seen_type (tree type)
{
  tree *grown;

  for (size_t i = 0; i < n_finished_types; i++)
    if (finished_types[i] == type)
      return true;
  grown = XRESIZEVEC (tree, finished_types, n_finished_types + 1);
  finished_types = grown;
  finished_types[n_finished_types++] = type;
  return false;
}

static void
finish_type (void *gcc_data, void *)
{
  tree type = (tree)gcc_data;
  tree last = NULL_TREE, attr, name, arg;
  HOST_WIDE_INT n, level;
  char who[HARDENING_NOTE_TEXT], why[HARDENING_NOTE_TEXT];

  if (type == NULL_TREE || TREE_CODE (type) != RECORD_TYPE
      || !COMPLETE_TYPE_P (type) || HARDENING_STRICT_FLEX_ARRAYS_LEVEL <= 0)
    return;
  type = TYPE_MAIN_VARIANT (type);
  for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
    if (TREE_CODE (f) == FIELD_DECL)
      last = f;
  if (last == NULL_TREE || DECL_NAME (last) == NULL_TREE
      || TREE_CODE (TREE_TYPE (last)) != ARRAY_TYPE)
    return;
  attr = lookup_attribute ("strict_flex_array", DECL_ATTRIBUTES (last));
  if (attr == NULL_TREE || TREE_VALUE (attr) == NULL_TREE)
    return;
  arg = TREE_VALUE (TREE_VALUE (attr));
  if (arg == NULL_TREE || !tree_fits_shwi_p (arg))
    return;
  level = tree_to_shwi (arg);

  /* Its elements: -1 for [] (no size), else the size over the element's.  */
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (last));
  tree elt = TYPE_SIZE_UNIT (TREE_TYPE (TREE_TYPE (last)));
  if (size == NULL_TREE)
    n = -1;
  else if (!tree_fits_shwi_p (size) || elt == NULL_TREE
           || !tree_fits_shwi_p (elt) || tree_to_shwi (elt) <= 0)
    return;
  else
    n = tree_to_shwi (size) / tree_to_shwi (elt);
  if (!flexible_at ((int)level, n)
      || flexible_at (HARDENING_STRICT_FLEX_ARRAYS_LEVEL, n))
    return;
  /* The C front end says what it decided (C++ does not set the flag).  */
  if ((strncmp (lang_hooks.name, "GNU C++", 7) != 0
       && HARDENING_DECL_NOT_FLEXARRAY (last))
      || seen_type (type))
    return;

  name = TYPE_NAME (type);
  if (name != NULL_TREE && TREE_CODE (name) == TYPE_DECL)
    name = DECL_NAME (name);
  snprintf (who, sizeof who, "%s.%s",
            name != NULL_TREE && TREE_CODE (name) == IDENTIFIER_NODE
                    && !IDENTIFIER_ANON_P (name)
                ? IDENTIFIER_POINTER (name)
                : "(anonymous)",
            IDENTIFIER_POINTER (DECL_NAME (last)));
  snprintf (why, sizeof why,
            "trailing array %s[%lld] is a flexible array member, unchecked "
            "by _FORTIFY_SOURCE: strict_flex_array (%lld) attribute",
            IDENTIFIER_POINTER (DECL_NAME (last)), (long long)n,
            (long long)level);
  hardening_note_add_escape (unit_note, HARDENING_STRICT_FLEX_ARRAYS, who,
                             why);
}

void
flex_arrays_start (const char *plugin_name, struct hardening_note *note)
{
  unit_note = note;
  register_callback (plugin_name, PLUGIN_FINISH_TYPE, finish_type, NULL);
}

/* walk_tree: the variables of the block at *TP that have no initializer
   of their own, into DATA (a struct uninitialized).  */
static tree
find_uninitialized (tree *tp, int *, void *data)
{
  struct uninitialized *u = (struct uninitialized *)data;

  if (TREE_CODE (*tp) == BIND_EXPR)
    for (tree var = BIND_EXPR_VARS (*tp); var; var = DECL_CHAIN (var))
      if (DECL_INITIAL (var) == NULL_TREE)
        note_uninitialized (u, var);
  return NULL_TREE;
}

/* A C or C++ function's body, before it is gimplified (where the
   initialization is added, or not): each variable that the attribute
   leaves uninitialized is an opt-out in the source, an escape of the
   function, whether or not its code is emitted on its own (an inline
   function's is its callers').  A function whose own options turn the
   initialization off is the escape before_final records.  */
static void
uninitialized_variables (void *gcc_data, void *)
{
  tree fn = (tree)gcc_data;
  struct uninitialized u = { 0, NULL_TREE };

  if (fn == NULL_TREE || TREE_CODE (fn) != FUNCTION_DECL
      || DECL_SAVED_TREE (fn) == NULL_TREE || !unit_auto_var_init ()
      || !HARDENING_FN_AUTO_VAR_INIT (opts_for_fn (fn)))
    return;
  walk_tree_without_duplicates (&DECL_SAVED_TREE (fn), find_uninitialized,
                                &u);
  add_uninitialized (fn, &u);
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
  register_callback (plugin_name, PLUGIN_PRE_GENERICIZE,
                     uninitialized_variables, NULL);
}

const char *
function_code_stack_clash_unimplemented (void)
{
  return stack_clash_unimplemented;
}

void
function_code_finish_unit (struct hardening_note *note)
{
  /* A compile for LTO without fat objects writes GIMPLE, not code: lto1
     counts the canaries of the code it generates.  */
  note->has_canaries = !flag_generate_lto || flag_fat_lto_objects;
}
