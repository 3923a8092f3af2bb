/* The options of the link-time check, shared by hardening-ld.so, which
   acts on them, and hardening-ld-options.so, the plugin that receives
   them from a command line where GCC's LTO plugin is loaded after
   hardening-ld.so (see hardening-ld-options.c).

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef HARDENING_LD_OPTIONS_H
#define HARDENING_LD_OPTIONS_H

#include "hardening-model.h"

#include <string.h>

/* The file name of the options plugin: hardening-ld.so takes as its own
   every -plugin-opt that ld gives to a plugin of this name.  */
#define HARDENING_LD_OPTIONS_PLUGIN "hardening-ld-options.so"

#define HARDENING_LD_OPTIONS_EXPECTED                                         \
  "policy=FILE, link-check=off|warn|error, skip=DIR, skip-dir-of=FILE or "    \
  "verbose"

/* Is OPT (the text of -plugin-opt=OPT) an option of the check?  */
static inline int
hardening_ld_option_known (const char *opt)
{
  if (strncmp (opt, "link-check=", 11) == 0)
    return hardening_link_check_lookup (opt + 11, strlen (opt + 11)) >= 0;
  return (strncmp (opt, "policy=", 7) == 0 && opt[7])
         || (strncmp (opt, "skip=", 5) == 0 && opt[5])
         || (strncmp (opt, "skip-dir-of=", 12) == 0 && opt[12])
         || strcmp (opt, "verbose") == 0;
}

#endif
