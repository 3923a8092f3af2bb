/* hardening-ld-options.so: the plugin that receives the options of the
   link-time check (hardening-ld.so) from the linker's command line.

   ld gives each -plugin-opt to the plugin loaded last before it.  The
   specs load hardening-ld.so ahead of GCC's LTO plugin (so that it sees
   the LTO objects before that plugin claims them), and GCC puts the LTO
   plugin and its options after hardening-ld.so: a -Wl,-plugin-opt=... of
   the command line would go to the LTO plugin, which hands what it does
   not know to lto-wrapper as file names.  So the specs also load this
   plugin after the LTO plugin (in the link spec) and before the command
   line's -Wl options, and ld gives it those options.  hardening-ld.so
   reads ld's command line and takes as its own every -plugin-opt given
   to a plugin named hardening-ld-options.so; this plugin only refuses an
   option that the check does not know, in ld's form, and registers no
   hook.  A separate file, as ld refuses to load one plugin twice
   ("duplicated plugin").

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-ld-options.h"

#include <stdint.h>
#include <stdio.h>

#include <plugin-api.h>

#define EXPORT __attribute__ ((visibility ("default")))

EXPORT enum ld_plugin_status onload (struct ld_plugin_tv *tv);

enum ld_plugin_status
onload (struct ld_plugin_tv *tv)
{
  ld_plugin_message message = NULL;
  struct ld_plugin_tv *p;

  for (p = tv; p->tv_tag != LDPT_NULL; p++)
    if (p->tv_tag == LDPT_MESSAGE)
      message = p->tv_u.tv_message;
  for (p = tv; p->tv_tag != LDPT_NULL; p++)
    if (p->tv_tag == LDPT_OPTION
        && !hardening_ld_option_known (p->tv_u.tv_string))
      {
        char buf[1024];
        /* Formatted here: ld's message callback mishandles some
           formats.  */
        snprintf (buf, sizeof buf,
                  "unknown option '-plugin-opt=%s' (expected %s)",
                  p->tv_u.tv_string, HARDENING_LD_OPTIONS_EXPECTED);
        if (message)
          message (LDPL_FATAL, "%s", buf);
        else
          fprintf (stderr, "hardening-ld-options: %s\n", buf);
        return LDPS_ERR;
      }
  return LDPS_OK;
}
