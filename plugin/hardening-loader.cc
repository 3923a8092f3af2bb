/* hardening.so: the loader of gcc-hardening's plugin.

   GCC loads a plugin with dlopen (RTLD_NOW): every symbol the plugin takes
   from the compiler must resolve first, and the mangled names of GCC's
   functions change between major versions.  A plugin built for one major
   version would then fail in another with "undefined symbol: ..." before
   any code of its own could say why.  This file is all of hardening.so and
   references nothing of GCC's: it checks that the compiler is of the major
   version and target the plugin was built for, names both when not, and
   only then loads the plugin itself, hardening-core.so from the same
   directory, and hands it GCC's arguments.

   It includes GCC's plugin interface for its two structures and the
   version the plugin is built for, and calls no GCC function (the test
   suite checks that hardening.so has no undefined symbol outside the C
   library): its diagnostics are written as GCC writes them.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "gcc-plugin.h"
#include "plugin-version.h"

#include <dlfcn.h>
#include <errno.h>
#include <langinfo.h>
#include <stdio.h>
#include <string.h>

#include "hardening-model.h"
#include "plugin/core-id.h"

extern "C"
{
  int plugin_is_GPL_compatible __attribute__ ((visibility ("default")));
  int plugin_init (struct plugin_name_args *, struct plugin_gcc_version *)
      __attribute__ ((visibility ("default")));
}

/* The plugin proper, beside this file.  */
#define HARDENING_CORE "hardening-core.so"

/* Its SHA-256, never read: it makes this file change whenever the plugin
   does (plugin/plugin.mk says why).  */
__attribute__ ((used)) static const char core_id[]
    = "gcc-hardening core sha256 " HARDENING_CORE_ID;

typedef int (*init_fn) (struct plugin_name_args *,
                        struct plugin_gcc_version *);

/* "cc1: error: MESSAGE", as GCC's own errors without a location.  FORMAT
   has no quote of its own: %s are the arguments, and OPEN and CLOSE quote
   them as GCC's %qs does, with typographic quotes where the locale's
   character set (GCC has set it with setlocale) is UTF-8.  */
static void
loader_error (const char *format, const char *a, const char *b, const char *c)
{
  bool utf8 = strcmp (nl_langinfo (CODESET), "UTF-8") == 0;
  const char *open = utf8 ? "\xe2\x80\x98" : "'";
  const char *close = utf8 ? "\xe2\x80\x99" : "'";

  fprintf (stderr, "%s: error: ", program_invocation_short_name);
  for (const char *p = format; *p; p++)
    if (p[0] == '%' && p[1] == 'q' && p[2] == 's')
      {
        const char *arg = a;
        a = b;
        b = c;
        fprintf (stderr, "%s%s%s", open, arg, close);
        p += 2;
      }
    else if (p[0] == '%' && p[1] == 's')
      {
        fputs (a, stderr);
        a = b;
        b = c;
        p++;
      }
    else
      fputc (*p, stderr);
  fputc ('\n', stderr);
}

int
plugin_init (struct plugin_name_args *plugin_info,
             struct plugin_gcc_version *version)
{
  struct hardening_diag diag;
  char path[4096];
  const char *slash;
  void *core;
  init_fn init;

  /* The same major version and target as the plugin was built for; not the
     same build, so that a point update of gcc does not break every
     build.  */
  if (hardening_version_check (
          gcc_version.basever, gcc_version.configuration_arguments,
          version->basever, version->configuration_arguments, &diag)
      != HARDENING_OK)
    {
      if (diag.status == HARDENING_WRONG_MAJOR)
        loader_error ("%qs was built for %s and cannot run in %s: rebuild "
                      "it against the plugin headers of this compiler",
                      plugin_info->full_name, diag.built, diag.running);
      else
        loader_error ("%qs was built for target %qs and cannot run in a "
                      "compiler for %qs: rebuild it against the plugin "
                      "headers of this compiler",
                      plugin_info->full_name, diag.built, diag.running);
      return 1;
    }

  slash = strrchr (plugin_info->full_name, '/');
  if (slash == NULL)
    snprintf (path, sizeof path, "./%s", HARDENING_CORE);
  else if (snprintf (path, sizeof path, "%.*s/%s",
                     (int)(slash - plugin_info->full_name),
                     plugin_info->full_name, HARDENING_CORE)
           >= (int)sizeof path)
    {
      loader_error ("%qs: the path of its directory is too long",
                    plugin_info->full_name, NULL, NULL);
      return 1;
    }
  core = dlopen (path, RTLD_NOW | RTLD_LOCAL);
  if (core == NULL)
    {
      loader_error ("%qs cannot load %s", plugin_info->full_name, dlerror (),
                    NULL);
      return 1;
    }
  init = (init_fn)dlsym (core, "plugin_init");
  if (init == NULL)
    {
      loader_error ("%qs: %qs has no plugin_init", plugin_info->full_name,
                    path, NULL);
      return 1;
    }
  return init (plugin_info, version);
}
