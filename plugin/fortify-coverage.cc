/* Fortify coverage (fortify-coverage.h).

   How GCC lowers a fortified call.  glibc's headers define, under
   _FORTIFY_SOURCE, an always_inline, artificial wrapper for each function
   of its __*_chk family (memcpy, read, sprintf...).  Inlined early, it
   passes the destination's object size (__builtin_object_size, or
   __builtin_dynamic_object_size at level 3) to __builtin___memcpy_chk and
   the like, or picks between the plain function and __read_chk on it.
   The size is known at once for an array (&buf), or when the late "objsz"
   pass runs, which makes what it cannot find (size_t) -1; gimple-fold's
   gimple_fold_builtin_memory_chk (and its siblings) then turns the
   __*_chk call into the plain call when the size is unknown, or when the
   length is provably within it, and GCC may fold that call further into
   plain loads and stores.  What remains is a __*_chk call, which checks
   at run time, or none.

   So the one moment that sees every decision is just before "expand"
   (every GCC from 11 to 16, also in lto1): each inlined wrapper that left
   code is one call site of the source, and each site is

     checked at run time   a __NAME_chk call with the object's size
     unchecked             a __NAME_chk call whose size is (size_t) -1,
                           or the plain call where the destination's
                           object size is unknown
     checked at compile    the rest: the plain call on an object of known
       time                size (the length was proven within it), or no
                           call at all (folded into loads and stores)

   A plain call of a fortifiable function outside any wrapper (a unit not
   fortified, __builtin_memcpy, a C library without the wrapper) counts
   when the source called it (its location is that of a call in the
   lowered body, so that GCC's own memset and memcpy calls, from loops or
   aggregate copies, are not taken for the user's) outside the system
   headers: checked at compile time only when its object size is known
   and its length a constant within it.  lto1 has no lowered body: there
   only the wrappers' calls and the __NAME_chk calls count.

   The object size of a destination is GCC's own, compute_builtin_object_size
   with type 0 (the whole object), which reads the IL and never changes
   it: the objects stay those of the hand-written flags.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "gcc-compat.h"
#include "fortify-coverage.h"
#include "hardening-note.h"

#include <stdlib.h>
#include <string.h>

/* A function of glibc's __*_chk family, its plain call's arguments
   (0-based, -1 none): the destination, the length written (in elements
   of the destination's type when WIDE), and the object size argument of
   its __NAME_chk call (-1: the check takes none, as __printf_chk).
   The names are those of hardening-audit's list (audit/elf/facts.c).  */
struct fortifiable
{
  const char *name;
  signed char dest, len, chk_size;
  bool wide;
};

/* Sorted for bsearch.  */
static const struct fortifiable fortifiable[] = {
  { "asprintf", -1, -1, -1, false },
  { "confstr", 1, 2, 3, false },
  { "dprintf", -1, -1, -1, false },
  { "fdelt", -1, -1, -1, false },
  { "fgets", 0, 1, 1, false },
  { "fgets_unlocked", 0, 1, 1, false },
  { "fgetws", 0, 1, 1, true },
  { "fgetws_unlocked", 0, 1, 1, true },
  { "fprintf", -1, -1, -1, false },
  { "fread", 0, -1, 1, false },
  { "fread_unlocked", 0, -1, 1, false },
  { "fwprintf", -1, -1, -1, false },
  { "getcwd", 0, 1, 2, false },
  { "getdomainname", 0, 1, 2, false },
  { "getgroups", 1, -1, 2, false },
  { "gethostname", 0, 1, 2, false },
  { "getlogin_r", 0, 1, 2, false },
  { "gets", 0, -1, 1, false },
  { "getwd", 0, -1, 1, false },
  { "longjmp", -1, -1, -1, false },
  { "mbsnrtowcs", 0, 3, 5, true },
  { "mbsrtowcs", 0, 2, 4, true },
  { "mbstowcs", 0, 2, 3, true },
  { "memcpy", 0, 2, 3, false },
  { "memmove", 0, 2, 3, false },
  { "mempcpy", 0, 2, 3, false },
  { "memset", 0, 2, 3, false },
  { "obstack_printf", -1, -1, -1, false },
  { "obstack_vprintf", -1, -1, -1, false },
  { "poll", 0, -1, 3, false },
  { "ppoll", 0, -1, 4, false },
  { "pread", 1, 2, 4, false },
  { "pread64", 1, 2, 4, false },
  { "printf", -1, -1, -1, false },
  { "ptsname_r", 1, 2, 3, false },
  { "read", 1, 2, 3, false },
  { "readlink", 1, 2, 3, false },
  { "readlinkat", 2, 3, 4, false },
  { "realpath", 1, -1, 2, false },
  { "recv", 1, 2, 3, false },
  { "recvfrom", 1, 2, 3, false },
  { "snprintf", 0, 1, 3, false },
  { "sprintf", 0, -1, 2, false },
  { "stpcpy", 0, -1, 2, false },
  { "stpncpy", 0, 2, 3, false },
  { "strcat", 0, -1, 2, false },
  { "strcpy", 0, -1, 2, false },
  { "strncat", 0, -1, 3, false },
  { "strncpy", 0, 2, 3, false },
  { "swprintf", 0, 1, 3, true },
  { "syslog", -1, -1, -1, false },
  { "ttyname_r", 1, 2, 3, false },
  { "vasprintf", -1, -1, -1, false },
  { "vdprintf", -1, -1, -1, false },
  { "vfprintf", -1, -1, -1, false },
  { "vfwprintf", -1, -1, -1, false },
  { "vprintf", -1, -1, -1, false },
  { "vsnprintf", 0, 1, 3, false },
  { "vsprintf", 0, -1, 2, false },
  { "vswprintf", 0, 1, 3, true },
  { "vsyslog", -1, -1, -1, false },
  { "vwprintf", -1, -1, -1, false },
  { "wcpcpy", 0, -1, 2, true },
  { "wcpncpy", 0, 2, 3, true },
  { "wcrtomb", 0, -1, 3, false },
  { "wcscat", 0, -1, 2, true },
  { "wcscpy", 0, -1, 2, true },
  { "wcsncat", 0, -1, 3, true },
  { "wcsncpy", 0, 2, 3, true },
  { "wcsnrtombs", 0, 3, 5, false },
  { "wcsrtombs", 0, 2, 4, false },
  { "wcstombs", 0, 2, 3, false },
  { "wctomb", 0, -1, 2, false },
  { "wmemcpy", 0, 2, 3, true },
  { "wmemmove", 0, 2, 3, true },
  { "wmempcpy", 0, 2, 3, true },
  { "wmemset", 0, 2, 3, true },
  { "wprintf", -1, -1, -1, false },
};

static struct hardening_note *unit_note;
static bool started;

/* Where the lowered bodies of the unit call fortifiable functions (see
   above), as file, line and column (a location_t may differ, its range
   or block, for the same place): an open-addressing set.  */
struct place
{
  const char *file;
  int line, column;
};

static struct place *source_calls;
static size_t source_calls_size, source_calls_count;

static size_t
place_hash (const struct place *p)
{
  return ((size_t)p->line * 1000003u + (size_t)p->column) % source_calls_size;
}

static bool
place_equal (const struct place *a, const struct place *b)
{
  return a->line == b->line && a->column == b->column
         && strcmp (a->file, b->file) == 0;
}

static void
place_of (location_t loc, struct place *p)
{
  expanded_location x = expand_location (loc);

  p->file = x.file ? x.file : "";
  p->line = x.line;
  p->column = x.column;
}

static void
source_calls_insert (const struct place *p)
{
  size_t i;

  if (p->line == 0)
    return;
  if (2 * (source_calls_count + 1) > source_calls_size)
    {
      struct place *old = source_calls;
      size_t old_size = source_calls_size;

      source_calls_size = old_size ? 2 * old_size : 256;
      source_calls = XCNEWVEC (struct place, source_calls_size);
      source_calls_count = 0;
      for (i = 0; i < old_size; i++)
        if (old[i].line != 0)
          source_calls_insert (&old[i]);
      XDELETEVEC (old);
    }
  for (i = place_hash (p); source_calls[i].line != 0;
       i = (i + 1) % source_calls_size)
    if (place_equal (&source_calls[i], p))
      return;
  source_calls[i] = *p;
  source_calls_count++;
}

static bool
source_calls_has (location_t loc)
{
  struct place p;
  size_t i;

  if (source_calls_size == 0)
    return false;
  place_of (loc, &p);
  if (p.line == 0)
    return false;
  for (i = place_hash (&p); source_calls[i].line != 0;
       i = (i + 1) % source_calls_size)
    if (place_equal (&source_calls[i], &p))
      return true;
  return false;
}

static int
compare_name (const void *key, const void *entry)
{
  return strcmp ((const char *)key, ((const struct fortifiable *)entry)->name);
}

static const struct fortifiable *
lookup (const char *name)
{
  return (const struct fortifiable *)bsearch (
      name, fortifiable, sizeof fortifiable / sizeof *fortifiable,
      sizeof *fortifiable, compare_name);
}

/* The fortifiable function FNDECL is, plain or (*CHK) its __NAME_chk;
   NULL for any other.  A builtin by its name without __builtin_ (GCC's
   own __builtin___memcpy_chk), anything else by its assembler name
   (glibc calls read through __read_alias, whose assembler name is
   "read").  */
static const struct fortifiable *
lookup_function (tree fndecl, bool *chk)
{
  const char *name;
  char base[32];
  size_t len;

  if (fndecl_built_in_p (fndecl, BUILT_IN_NORMAL)
      || DECL_NAME (fndecl) == NULL_TREE
      || !DECL_ASSEMBLER_NAME_SET_P (fndecl))
    name = DECL_NAME (fndecl) ? IDENTIFIER_POINTER (DECL_NAME (fndecl)) : "";
  else
    name = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fndecl));
  if (name[0] == '*')
    name++;
  if (strncmp (name, "__builtin_", 10) == 0)
    name += 10;
  len = strlen (name);
  *chk = len > 6 && len - 6 < sizeof base && strncmp (name, "__", 2) == 0
         && strcmp (name + len - 4, "_chk") == 0;
  if (!*chk)
    return lookup (name);
  memcpy (base, name + 2, len - 6);
  base[len - 6] = '\0';
  return lookup (base);
}

/* Is FN one of the C library's fortify wrappers (an always_inline,
   artificial function with a fortifiable name)?  */
static const struct fortifiable *
wrapper_function (tree fn)
{
  if (fn == NULL_TREE || TREE_CODE (fn) != FUNCTION_DECL
      || DECL_NAME (fn) == NULL_TREE
      || !lookup_attribute ("always_inline", DECL_ATTRIBUTES (fn))
      || !lookup_attribute ("artificial", DECL_ATTRIBUTES (fn)))
    return NULL;
  return lookup (IDENTIFIER_POINTER (DECL_NAME (fn)));
}

/* The block of the inlined fortify wrapper STMT comes from, or NULL_TREE;
 *WRAPPER its function.  */
static tree
wrapper_block (gimple *stmt, const struct fortifiable **wrapper)
{
  for (tree b = gimple_block (stmt); b && TREE_CODE (b) == BLOCK;
       b = BLOCK_SUPERCONTEXT (b))
    if (inlined_function_outer_scope_p (b)
        && (*wrapper = wrapper_function (block_ultimate_origin (b))))
      return b;
  return NULL_TREE;
}

/* Is SIZE, the object size a __NAME_chk call got, the unknown size
   ((size_t) -1, or that divided by an element's size, as glibc passes
   it to the wide functions)?  No object is an eighth of the address
   space.  */
static bool
unknown_size (tree size)
{
  unsigned int precision;
  unsigned HOST_WIDE_INT max;

  if (TREE_CODE (size) != INTEGER_CST)
    return false;
  if (!tree_fits_uhwi_p (size))
    return true;
  precision = TYPE_PRECISION (TREE_TYPE (size));
  max = precision >= HOST_BITS_PER_WIDE_INT
            ? HOST_WIDE_INT_M1U
            : (HOST_WIDE_INT_1U << precision) - 1;
  return tree_to_uhwi (size) > max / 8;
}

/* The __builtin_object_size or __builtin_dynamic_object_size call that
   no pass folded whose value SIZE, the object size a __NAME_chk call got,
   is, or NULL.  "objsz" folds them all in an optimized function; in one
   that an optimize attribute or #pragma GCC optimize took down to -O0
   (its unit optimizing, so that glibc's wrappers are there) they reach
   "expand", which makes them the unknown size, (size_t) -1 (builtins.cc's
   expand_builtin_object_size), whatever the object.  */
static gimple *
unfolded_object_size (tree size)
{
  for (int steps = 0; steps < 8 && TREE_CODE (size) == SSA_NAME; steps++)
    {
      gimple *def = SSA_NAME_DEF_STMT (size);
      tree fndecl;

      if (is_gimple_call (def))
        return (fndecl = gimple_call_fndecl (def)) != NULL_TREE
                       && hardening_object_size_builtin_p (fndecl)
                   ? def
                   : NULL;
      if (!is_gimple_assign (def)
          || (gimple_assign_rhs_code (def) != SSA_NAME
              && !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))))
        return NULL;
      size = gimple_assign_rhs1 (def);
    }
  return NULL;
}

/* How many of the current function's __NAME_chk calls got an unfolded
   object size (unfolded_object_size), and how many of those on an object
   whose size the unit's level would have known (lost_object_size).  */
static unsigned int unfolded_sizes, lost_sizes;

static bool object_size (tree ptr, unsigned HOST_WIDE_INT *size);

/* The one value stored into the local variable VAR in the current
   function, or NULL_TREE: at -O0 a wrapper's parameters and the
   temporaries between them live in memory.  */
static tree
only_store (tree var)
{
  basic_block bb;
  tree value = NULL_TREE;

  if (!VAR_P (var) || is_global_var (var) || TREE_ADDRESSABLE (var))
    return NULL_TREE;
  FOR_EACH_BB_FN (bb, cfun)
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (gimple_code (stmt) == GIMPLE_CALL && gimple_call_lhs (stmt) == var)
        return NULL_TREE;
      if (!is_gimple_assign (stmt) || gimple_assign_lhs (stmt) != var)
        continue;
      if (value != NULL_TREE || !gimple_assign_single_p (stmt))
        return NULL_TREE;
      value = gimple_assign_rhs1 (stmt);
    }
  return value;
}

/* The unfolded object size CALL (unfolded_object_size) is that of an
   object whose size is known here, through the copies that -O0 keeps in
   memory (the address of an array, of a variable): "objsz" would have
   found it at the unit's level.  A pointer that comes from elsewhere (a
   parameter, a call) counts as unknown, as it may be at any level.  */
static bool
lost_object_size (gimple *call)
{
  unsigned HOST_WIDE_INT bytes;
  tree ptr = gimple_call_num_args (call) > 0 ? gimple_call_arg (call, 0)
                                             : NULL_TREE;

  for (int steps = 0; ptr != NULL_TREE && steps < 16; steps++)
    {
      if (TREE_CODE (ptr) == ADDR_EXPR)
        return object_size (ptr, &bytes);
      if (TREE_CODE (ptr) == SSA_NAME)
        {
          gimple *def = SSA_NAME_DEF_STMT (ptr);
          if (!is_gimple_assign (def)
              || (!gimple_assign_single_p (def)
                  && !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))))
            return false;
          ptr = gimple_assign_rhs1 (def);
        }
      else
        ptr = only_store (ptr);
    }
  return false;
}

/* Whether init_object_sizes was called for the function being expanded:
   only a plain call needs an object size.  */
static bool sizes_ready;

static bool
object_size (tree ptr, unsigned HOST_WIDE_INT *size)
{
  if (!sizes_ready)
    {
      init_object_sizes ();
      sizes_ready = true;
    }
  return hardening_object_size (ptr, size);
}

/* A call STMT of F, plain or CHK: how is it checked?  IN_WRAPPER: it is
   what a fortify wrapper left (a plain call there on a known size is one
   GCC proved within it).  */
static enum hardening_fortify_kind
classify (gimple *stmt, const struct fortifiable *f, bool chk, bool in_wrapper)
{
  unsigned HOST_WIDE_INT size, n;
  unsigned int nargs = gimple_call_num_args (stmt);
  tree dest, len, unit;

  if (chk)
    {
      tree chk_size;
      gimple *unfolded;

      if (f->chk_size < 0 || (unsigned)f->chk_size >= nargs)
        return HARDENING_FORTIFY_RUN_TIME;
      chk_size = gimple_call_arg (stmt, f->chk_size);
      if ((unfolded = unfolded_object_size (chk_size)) != NULL)
        {
          unfolded_sizes++;
          lost_sizes += lost_object_size (unfolded);
          return HARDENING_FORTIFY_UNCHECKED;
        }
      return unknown_size (chk_size) ? HARDENING_FORTIFY_UNCHECKED
                                     : HARDENING_FORTIFY_RUN_TIME;
    }
  if (f->dest < 0 || (unsigned)f->dest >= nargs)
    return HARDENING_FORTIFY_UNCHECKED;
  dest = gimple_call_arg (stmt, f->dest);
  if (!POINTER_TYPE_P (TREE_TYPE (dest)) || !object_size (dest, &size))
    return HARDENING_FORTIFY_UNCHECKED;
  if (in_wrapper)
    return HARDENING_FORTIFY_COMPILE_TIME;
  if (f->len < 0 || (unsigned)f->len >= nargs)
    return HARDENING_FORTIFY_UNCHECKED;
  len = gimple_call_arg (stmt, f->len);
  if (!tree_fits_uhwi_p (len))
    return HARDENING_FORTIFY_UNCHECKED;
  n = tree_to_uhwi (len);
  if (f->wide)
    {
      unit = TYPE_SIZE_UNIT (TREE_TYPE (TREE_TYPE (dest)));
      if (unit == NULL_TREE || !tree_fits_uhwi_p (unit)
          || tree_to_uhwi (unit) == 0)
        return HARDENING_FORTIFY_UNCHECKED;
      if (n > size / tree_to_uhwi (unit))
        return HARDENING_FORTIFY_UNCHECKED;
      return HARDENING_FORTIFY_COMPILE_TIME;
    }
  return n <= size ? HARDENING_FORTIFY_COMPILE_TIME
                   : HARDENING_FORTIFY_UNCHECKED;
}

/* The call sites of the function being expanded: one an inlined wrapper
   (BLOCK), or one a call outside any wrapper (BLOCK NULL_TREE).  */
struct site
{
  tree block;
  enum hardening_fortify_kind kind;
  const char *callee;
  bool address; /* not a call: the callee's address, "&NAME" */
  location_t where;
  /* An unchecked call's destination, when it is a flexible array member
     without counted_by (flexible_member), else NULL_TREE.  */
  tree flexible;
};

static struct site *sites;
static size_t n_sites, sites_size;

/* Is FIELD a flexible array member ("char data[];", the last field of
   its structure)?  */
static bool
flexible_array_p (tree field)
{
  tree type = TREE_TYPE (field), domain;

  if (TREE_CODE (field) != FIELD_DECL || TREE_CODE (type) != ARRAY_TYPE)
    return false;
  domain = TYPE_DOMAIN (type);
  if (domain != NULL_TREE && TYPE_MAX_VALUE (domain) != NULL_TREE)
    return false;
  for (tree next = DECL_CHAIN (field); next; next = DECL_CHAIN (next))
    if (TREE_CODE (next) == FIELD_DECL)
      return false;
  return true;
}

/* The flexible array member without counted_by that the call STMT of F
   writes (its destination is the address of the member, or of one of
   its elements, through copies and conversions), or NULL_TREE: where
   the attribute would let _FORTIFY_SOURCE=3 check the call.  Only for a
   compiler that has the attribute.  */
static tree
flexible_member (gimple *stmt, const struct fortifiable *f)
{
  tree t;

  if (!HARDENING_HAS_COUNTED_BY || f->dest < 0
      || (unsigned)f->dest >= gimple_call_num_args (stmt))
    return NULL_TREE;
  t = gimple_call_arg (stmt, f->dest);
  for (int steps = 0; steps < 8 && TREE_CODE (t) == SSA_NAME; steps++)
    {
      gimple *def = SSA_NAME_DEF_STMT (t);
      if (!is_gimple_assign (def)
          || (!gimple_assign_single_p (def)
              && !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))))
        return NULL_TREE;
      t = gimple_assign_rhs1 (def);
    }
  if (TREE_CODE (t) != ADDR_EXPR)
    return NULL_TREE;
  t = TREE_OPERAND (t, 0);
  while (TREE_CODE (t) == ARRAY_REF)
    t = TREE_OPERAND (t, 0);
  if (TREE_CODE (t) != COMPONENT_REF
      || !flexible_array_p (TREE_OPERAND (t, 1))
      || lookup_attribute ("counted_by",
                           DECL_ATTRIBUTES (TREE_OPERAND (t, 1))))
    return NULL_TREE;
  return TREE_OPERAND (t, 1);
}

/* FLEXIBLE: the call's flexible_member, when it is unchecked.  */
static void
add_site (tree block, enum hardening_fortify_kind kind, const char *callee,
          location_t where, tree flexible)
{
  size_t i;

  if (kind != HARDENING_FORTIFY_UNCHECKED)
    flexible = NULL_TREE;
  if (block != NULL_TREE)
    for (i = 0; i < n_sites; i++)
      if (sites[i].block == block)
        {
          /* The worst of the calls the wrapper left.  */
          if (kind > sites[i].kind)
            sites[i].kind = kind;
          if (flexible != NULL_TREE)
            sites[i].flexible = flexible;
          return;
        }
  if (n_sites == sites_size)
    {
      sites_size = sites_size ? 2 * sites_size : 16;
      sites = XRESIZEVEC (struct site, sites, sites_size);
    }
  sites[n_sites].block = block;
  sites[n_sites].kind = kind;
  sites[n_sites].callee = callee;
  sites[n_sites].address = false;
  sites[n_sites].where = where;
  sites[n_sites].flexible = flexible;
  n_sites++;
}

/* The unit's unchecked calls, all of them: the note lists the first
   in the order of the source, whatever order GCC generates the functions
   in.  */
static struct hardening_note_call *unchecked;
static size_t n_unchecked, unchecked_size;

/* Those of them that write a flexible array member without counted_by:
   FUNCTION is the member, "TAG.FIELD".  */
static struct hardening_note_call *flexible;
static size_t n_flexible, flexible_size;

/* Append a copy of CALL to *LIST of *N, room *SIZE.  */
static void
append_call (struct hardening_note_call **list, size_t *n, size_t *size,
             const struct hardening_note_call *call)
{
  if (*n == *size)
    {
      *size = *size ? 2 * *size : 16;
      *list = XRESIZEVEC (struct hardening_note_call, *list, *size);
    }
  (*list)[(*n)++] = *call;
}

/* The name of the flexible array member FIELD: "TAG.FIELD", its
   structure's tag "<anonymous>" when it has none.  */
static void
member_name (tree field, char *buf, size_t size)
{
  tree type = DECL_CONTEXT (field), name = NULL_TREE;

  if (type != NULL_TREE && TYPE_P (type))
    name = TYPE_NAME (type);
  if (name != NULL_TREE && TREE_CODE (name) == TYPE_DECL)
    name = DECL_NAME (name);
  snprintf (buf, size, "%s.%s",
            name != NULL_TREE && TREE_CODE (name) == IDENTIFIER_NODE
                ? IDENTIFIER_POINTER (name)
                : "<anonymous>",
            DECL_NAME (field) ? IDENTIFIER_POINTER (DECL_NAME (field))
                              : "<anonymous>");
}

/* Count the sites of the function FN into the note.  */
static void
record_sites (tree fn)
{
  for (size_t i = 0; i < n_sites; i++)
    {
      struct hardening_note_call call;
      expanded_location where;

      unit_note->fortify_calls[sites[i].kind]++;
      if (sites[i].block != NULL_TREE)
        unit_note->fortify_wrapped++;
      if (sites[i].kind != HARDENING_FORTIFY_UNCHECKED)
        continue;
      where = expand_location (sites[i].where);
      memset (&call, 0, sizeof call);
      snprintf (call.callee, sizeof call.callee, "%s%s",
                sites[i].address ? "&" : "", sites[i].callee);
      snprintf (call.function, sizeof call.function, "%s",
                IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fn)));
      snprintf (call.file, sizeof call.file, "%s",
                where.file ? where.file : "<unknown>");
      call.line = (unsigned int)where.line;
      call.column = (unsigned int)where.column;
      append_call (&unchecked, &n_unchecked, &unchecked_size, &call);
      if (sites[i].flexible == NULL_TREE)
        continue;
      member_name (sites[i].flexible, call.function, sizeof call.function);
      append_call (&flexible, &n_flexible, &flexible_size, &call);
    }
  n_sites = 0;
}

static int
compare_calls (const void *x, const void *y)
{
  const struct hardening_note_call *a = (const struct hardening_note_call *)x;
  const struct hardening_note_call *b = (const struct hardening_note_call *)y;
  int c = strcmp (a->file, b->file);

  if (c != 0)
    return c;
  if (a->line != b->line)
    return a->line < b->line ? -1 : 1;
  if (a->column != b->column)
    return a->column < b->column ? -1 : 1;
  c = strcmp (a->function, b->function);
  return c != 0 ? c : strcmp (a->callee, b->callee);
}

/* A function that its optimize attribute or #pragma GCC optimize took
   below its unit's level, where its fortified calls got no object size
   (unfolded_sizes), some of them on objects of a known size (lost_sizes):
   the unit's level would check those, the function's code does not, an
   escape as function-code.cc's.  One that loses nothing (a memset on a
   pointer it was given, as the usual -O0 "secure zero" function does)
   is not listed: its calls count as unchecked only.  */
static void
lowered_level_escape (tree fn)
{
  struct cl_optimization *unit
      = TREE_OPTIMIZATION (optimization_default_node);
  char why[HARDENING_NOTE_TEXT];

  if (lost_sizes == 0 || opt_for_fn (fn, optimize) >= unit->x_optimize)
    return;
  snprintf (why, sizeof why,
            "%u fortified call%s without the object's size: -O%d by an "
            "optimize attribute or #pragma GCC optimize",
            lost_sizes, lost_sizes == 1 ? "" : "s",
            opt_for_fn (fn, optimize));
  hardening_note_add_escape (unit_note, HARDENING_FORTIFY,
                             IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fn)),
                             why);
}

/* The fortifiable function (not its __NAME_chk) whose address T is, or
   NULL.  */
static const struct fortifiable *
fortifiable_address (tree t)
{
  const struct fortifiable *f;
  bool chk;

  if (TREE_CODE (t) != ADDR_EXPR
      || TREE_CODE (TREE_OPERAND (t, 0)) != FUNCTION_DECL)
    return NULL;
  f = lookup_function (TREE_OPERAND (t, 0), &chk);
  return chk ? NULL : f;
}

/* walk_tree callback: an address of a fortifiable function in the tree,
   into *DATA.  */
static tree
find_address (tree *tp, int *walk_subtrees, void *data)
{
  const struct fortifiable **found = (const struct fortifiable **)data;

  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if ((*found = fortifiable_address (*tp)) != NULL)
    return *tp;
  return NULL_TREE;
}

/* The fortifiable function whose address an operand of STMT is (not the
   callee of a direct call), or NULL: every call through that pointer
   goes to the plain function, which no wrapper checks.  A gimple operand
   that takes a function's address is that ADDR_EXPR itself ("p = memcpy",
   "f (memcpy)", "s.f = memcpy").  */
static const struct fortifiable *
address_taken (gimple *stmt)
{
  unsigned i;

  for (i = 0; i < gimple_num_ops (stmt); i++)
    {
      tree op = gimple_op (stmt, i);
      const struct fortifiable *f;

      if (op == NULL_TREE || (is_gimple_call (stmt) && i == 1))
        continue; /* gimple_call_fn: the callee of a direct call */
      if ((f = fortifiable_address (op)) != NULL)
        return f;
    }
  return NULL;
}

/* A place at WHERE that takes F's address: an unchecked site, "&NAME".  */
static void
add_address_site (const struct fortifiable *f, location_t where)
{
  add_site (NULL_TREE, HARDENING_FORTIFY_UNCHECKED, f->name, where,
            NULL_TREE);
  sites[n_sites - 1].address = true;
}

/* Before "expand": the function's calls as its code will have them.  */
static void
before_expand (tree fn)
{
  basic_block bb;

  n_sites = 0;
  unfolded_sizes = lost_sizes = 0;
  FOR_EACH_BB_FN (bb, cfun)
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      const struct fortifiable *wrapper = NULL, *f = NULL;
      tree block, fndecl;
      bool chk = false;
      location_t where;

      if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_LABEL
          || gimple_code (stmt) == GIMPLE_NOP)
        continue;
      block = wrapper_block (stmt, &wrapper);
      if (is_gimple_call (stmt) && (fndecl = gimple_call_fndecl (stmt)))
        f = lookup_function (fndecl, &chk);
      if (block != NULL_TREE)
        {
          /* A wrapper's code without a call of the family was checked
             at compile time.  */
          add_site (block,
                    f ? classify (stmt, f, chk, true)
                      : HARDENING_FORTIFY_COMPILE_TIME,
                    wrapper->name, BLOCK_SOURCE_LOCATION (block),
                    f ? flexible_member (stmt, f) : NULL_TREE);
          continue;
        }
      if (f == NULL)
        {
          /* A pointer to the plain function: its calls are unchecked.  */
          const struct fortifiable *taken = address_taken (stmt);
          where = LOCATION_LOCUS (gimple_location (stmt));
          if (taken && !in_system_header_at (where))
            add_address_site (taken, where);
          continue;
        }
      where = LOCATION_LOCUS (gimple_location (stmt));
      /* GCC's own calls (a loop made memset) are not the source's; the
         C library's and libstdc++'s inline code is not the user's.  */
      if (!chk && (!source_calls_has (where) || in_system_header_at (where)))
        continue;
      add_site (NULL_TREE, classify (stmt, f, chk, false), f->name, where,
                flexible_member (stmt, f));
    }
  lowered_level_escape (fn);
  if (sizes_ready)
    fini_object_sizes ();
  sizes_ready = false;
  record_sites (fn);
}

/* A call in a lowered body.  */
static tree
collect_call (gimple_stmt_iterator *gsi, bool *, struct walk_stmt_info *)
{
  gimple *stmt = gsi_stmt (*gsi);
  tree fndecl;
  bool chk;

  if (is_gimple_call (stmt) && (fndecl = gimple_call_fndecl (stmt))
      && lookup_function (fndecl, &chk))
    {
      struct place p;

      place_of (gimple_location (stmt), &p);
      source_calls_insert (&p);
    }
  return NULL_TREE;
}

/* Before "lower": the function's body as the front end made it.  */
static void
before_lower (tree fn)
{
  struct walk_stmt_info wi;

  memset (&wi, 0, sizeof wi);
  walk_gimple_seq (gimple_body (fn), collect_call, NULL, &wi);
}

static void
pass_execution (void *gcc_data, void *)
{
  const opt_pass *pass = (const opt_pass *)gcc_data;
  tree fn = current_function_decl;

  if (pass == NULL || pass->name == NULL || fn == NULL_TREE || cfun == NULL)
    return;
  if (strcmp (pass->name, "lower") == 0 && gimple_body (fn))
    before_lower (fn);
  else if (strcmp (pass->name, "expand") == 0
           && DECL_ASSEMBLER_NAME_SET_P (fn))
    before_expand (fn);
}

/* The unit's variables whose initializer takes the address of a
   fortifiable function ("void *(*copy) (...) = memcpy;"): a pointer to
   the plain function, whose calls are unchecked, each an unchecked site
   of the variable.  */
static void
initializers (void)
{
  varpool_node *vnode;

  FOR_EACH_VARIABLE (vnode)
  {
    tree decl = vnode->decl, init = DECL_INITIAL (decl);
    const struct fortifiable *taken = NULL;
    location_t where = LOCATION_LOCUS (DECL_SOURCE_LOCATION (decl));

    if (init == NULL_TREE || init == error_mark_node
        || vnode->in_other_partition || in_system_header_at (where)
        || !walk_tree_without_duplicates (&init, find_address, &taken)
        || taken == NULL)
      continue;
    add_address_site (taken, where);
    record_sites (decl);
  }
}

void
fortify_coverage_start (const char *plugin_name, struct hardening_note *note)
{
  unit_note = note;
  started = true;
  register_callback (plugin_name, PLUGIN_PASS_EXECUTION, pass_execution, NULL);
}

void
fortify_coverage_finish_unit (struct hardening_note *note)
{
  if (!started)
    return;
  /* A compile for LTO without fat objects writes GIMPLE, not code: lto1
     counts the calls of the code it generates.  */
  note->has_fortify_calls = !flag_generate_lto || flag_fat_lto_objects;
  note->has_fortify_wrapped = note->has_fortify_calls;
  if (!note->has_fortify_calls)
    return;
  initializers ();
  if (n_unchecked > 1)
    qsort (unchecked, n_unchecked, sizeof *unchecked, compare_calls);
  for (size_t i = 0; i < n_unchecked && i < HARDENING_NOTE_MAX_UNCHECKED; i++)
    hardening_note_add_unchecked (note, &unchecked[i]);
  if (n_flexible > 1)
    qsort (flexible, n_flexible, sizeof *flexible, compare_calls);
  for (size_t i = 0; i < n_flexible && i < HARDENING_NOTE_MAX_UNCHECKED; i++)
    hardening_note_add_flexible (note, &flexible[i]);
}
