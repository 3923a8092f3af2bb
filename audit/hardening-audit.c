/* hardening-audit: what protections ELF files have, and why not.

     hardening-audit [OPTION]... FILE|DIR...

   For each executable, shared library, object, archive member (named
   lib.a(member.o)) and each ELF file under a directory, one verdict per
   check of the AUDIT_TESTS table (hardening-audit.h): PASS, FAIL, N/A,
   UNKNOWN or WARN, with its reason.  The gcc-hardening notes name the
   source file that lowered or turned off a protection; without notes,
   annobin notes, DWARF and the code decide (audit/judges-evidence.c).
   A .deb goes to audit_deb () (deb-report.c), which judges its files.

   Exit status: 0 no check failed (UNKNOWN and WARN are no failure), 1 a
   check failed,
   2 a file was unreadable, not ELF or corrupt, 3 usage errors.

   Files are read and directories walked in parallel (-j) by a small
   thread pool (audit-walk.c); the reports come out in the order of the
   arguments and of the walk.  audit/hardening-audit.1 is the manual.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "audit-walk.h"
#include "hardening-audit.h"
#include "hardening-config.h"

#include <errno.h>
#include <getopt.h>
#include <libelf.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define EXIT_USAGE 3

static const char *argv0 = "hardening-audit";

/* Long options without a short one.  */
enum
{
  OPT_LIST_CHECKS = 256,
  OPT_DEPS,
  OPT_ROOT,
  OPT_DEBUG_DIR,
  OPT_MAX_MEMBER_SIZE
};

/* The options and their help, side by side.  */
#define OPTIONS(X)                                                            \
  X ("json", no_argument, 'J', NULL,                                          \
     "one JSON document (for dashboards) instead of text")                    \
  X ("policy", required_argument, 'p', "FILE",                                \
     "judge against this policy: a feature it has off for the file's "        \
     "target is N/A")                                                         \
  X ("deps", no_argument, OPT_DEPS, NULL,                                     \
     "follow DT_NEEDED as ld.so does: the libraries without the CET or "      \
     "BTI property, and their unit that lacks it (the deps check)")           \
  X ("root", required_argument, OPT_ROOT, "DIR",                              \
     "--deps: find the libraries, /etc/ld.so.conf included, under DIR")       \
  X ("jobs", required_argument, 'j', "N",                                     \
     "read and walk with N threads (default: the online CPUs)")               \
  X ("color", optional_argument, 'C', "[=WHEN]",                              \
     "colour the verdicts: auto (a terminal, NO_COLOR unset), always, "       \
     "never")                                                                 \
  X ("debug-dir", required_argument, OPT_DEBUG_DIR, "DIR",                    \
     "look for separate debug files (.build-id/, debug links) under DIR, "    \
     "not /usr/lib/debug; empty: nowhere")                                    \
  X ("max-member-size", required_argument, OPT_MAX_MEMBER_SIZE, "SIZE",       \
     "a file of a .deb larger than SIZE bytes (K, M, G: powers of 1024) "     \
     "is an error, not read (default 1G)")                                    \
  X ("verbose", no_argument, 'v', NULL,                                       \
     "also list the details of passing checks (units)")                       \
  X ("quiet", no_argument, 'q', NULL,                                         \
     "no report, only errors and the exit status")                            \
  X ("list-checks", no_argument, OPT_LIST_CHECKS, NULL,                       \
     "the checks, one a line: name and the policy feature it follows "        \
     "(- for none), for scripts")                                             \
  X ("help", no_argument, 'h', NULL, "this help, and the checks")             \
  X ("version", no_argument, 'V', NULL, "the version")

static const struct option long_options[] = {
#define LONG_OPTION(name, has_arg, val, arg, help)                            \
  { name, has_arg, NULL, val },
  OPTIONS (LONG_OPTION)
#undef LONG_OPTION
      { NULL, 0, NULL, 0 }
};

static void
usage (FILE *out)
{
  int i;

  fprintf (out,
           "Usage: %s [OPTION]... FILE|PKG.deb|DIR...\n"
           "Report the hardening of ELF executables, shared libraries, "
           "objects,\n.a archives and Debian packages with their "
           "-dbgsym\n(directories recursively): PASS, FAIL, "
           "N/A, UNKNOWN (no evidence)\nor WARN per check, with why and "
           "the evidence that says it.\n\nOptions:\n",
           argv0);
#define HELP_LINE(name, has_arg, val, arg, help)                              \
  {                                                                           \
    char left[40];                                                            \
    if ((val) < 128 && (val) != 'J' && (val) != 'C')                          \
      snprintf (left, sizeof left, "-%c, --%s%s%s", (val), name,              \
                arg &&has_arg == required_argument ? "=" : "",                \
                arg ? arg : "");                                              \
    else                                                                      \
      snprintf (left, sizeof left, "    --%s%s%s", name,                      \
                arg &&has_arg == required_argument ? "=" : "",                \
                arg ? arg : "");                                              \
    fprintf (out, "  %-22s %s\n", left, help);                                \
  }
  OPTIONS (HELP_LINE)
#undef HELP_LINE
  fprintf (out, "\nChecks:\n");
  for (i = 0; i < AUDIT_TEST_COUNT; i++)
    fprintf (out, "  %-20s %s\n", audit_test_name ((enum audit_test)i),
             audit_test_description ((enum audit_test)i));
  fprintf (out, "\nExit status: 0 no check failed (UNKNOWN and WARN are no "
                "failure), 1 a check\nfailed, 2 a file unreadable, not a "
                "regular file, not ELF, "
                "corrupt, a malformed\narchive or a core file, 3 a usage "
                "error.\n");
}

/* ------------------------------------------------------------------------
   The reports, in order (audit-walk.c reads the files).  */

static struct audit_options options;

struct totals
{
  int quiet;
  int status;
  size_t reports, counts[3];
};

static void
emit (const struct walk_result *res, void *arg)
{
  struct totals *t = arg;

  if (res->err->s)
    {
      /* Each line gets the program's name.  */
      const char *p = res->err->s;
      fflush (stdout);
      while (*p)
        {
          size_t len = strcspn (p, "\n");
          fprintf (stderr, "%s: %.*s\n", argv0, (int)len, p);
          p += len + (p[len] == '\n');
        }
    }
  if (res->out->s && !t->quiet)
    {
      if (options.format == AUDIT_JSON && t->reports)
        fputs (",\n", stdout);
      fputs (res->out->s, stdout);
    }
  t->reports += res->n_files;
  /* An error of the walk (a directory that cannot be listed) is not an
     input of the summary.  */
  if (res->is_file && (res->n_files || res->err->s))
    t->counts[res->status]++;
  if ((int)res->status > t->status)
    t->status = (int)res->status;
}

/* TEXT, a size in bytes with an optional K, M or G (powers of 1024), into
   SIZE; returns -1 if TEXT is none or is 0.  */
static int
parse_size (const char *text, size_t *size)
{
  char *end;
  unsigned long long n;
  int shift = 0;

  errno = 0;
  if (*text < '0' || *text > '9')
    return -1;
  n = strtoull (text, &end, 10);
  if (*end == 'K' || *end == 'k')
    shift = 10;
  else if (*end == 'M' || *end == 'm')
    shift = 20;
  else if (*end == 'G' || *end == 'g')
    shift = 30;
  if (shift)
    end++;
  if (errno || *end || n == 0 || n > (SIZE_MAX / 2) >> shift)
    return -1;
  *size = (size_t)n << shift;
  return 0;
}

static int
parse_color (const char *when)
{
  if (when == NULL || strcmp (when, "always") == 0
      || strcmp (when, "yes") == 0)
    return 1;
  if (strcmp (when, "never") == 0 || strcmp (when, "no") == 0)
    return 0;
  if (strcmp (when, "auto") == 0)
    return -1;
  return -2;
}

#ifndef HARDENING_AUDIT_NO_MAIN
int
main (int argc, char **argv)
{
  struct hardening_policy policy;
  const char *policy_path = NULL;
  long n_threads = sysconf (_SC_NPROCESSORS_ONLN);
  int color = -1, quiet = 0, c, i;
  struct totals totals = { 0, 0, 0, { 0, 0, 0 } };

  if (argc > 0 && argv[0][0])
    {
      const char *slash = strrchr (argv[0], '/');
      argv0 = slash ? slash + 1 : argv[0];
    }
  while ((c = getopt_long (argc, argv, "p:j:vqhV", long_options, NULL)) != -1)
    switch (c)
      {
      case 'J':
        options.format = AUDIT_JSON;
        break;
      case 'p':
        policy_path = optarg;
        break;
      case OPT_DEPS:
        options.deps = 1;
        break;
      case OPT_ROOT:
        {
          /* Without its trailing slashes: "/" is the system.  */
          size_t len = strlen (optarg);
          struct stat st;
          while (len > 0 && optarg[len - 1] == '/')
            optarg[--len] = '\0';
          if (len && (stat (optarg, &st) != 0 || !S_ISDIR (st.st_mode)))
            {
              fprintf (stderr, "%s: --root: '%s': not a directory\n", argv0,
                       optarg);
              return EXIT_USAGE;
            }
          options.root = optarg;
        }
        break;
      case 'j':
        {
          char *end;
          n_threads = strtol (optarg, &end, 10);
          if (*end || n_threads < 1 || n_threads > 1024)
            {
              fprintf (stderr, "%s: -j: not a number of jobs: '%s'\n", argv0,
                       optarg);
              return EXIT_USAGE;
            }
        }
        break;
      case 'C':
        color = parse_color (optarg);
        if (color == -2)
          {
            fprintf (stderr,
                     "%s: --color: '%s' is not auto, always or never\n", argv0,
                     optarg);
            return EXIT_USAGE;
          }
        break;
      case 'v':
        options.verbose = 1;
        break;
      case OPT_DEBUG_DIR:
        options.debug_dir = optarg;
        break;
      case OPT_MAX_MEMBER_SIZE:
        if (parse_size (optarg, &options.max_member_size) != 0)
          {
            fprintf (stderr, "%s: --max-member-size: not a size: '%s'\n",
                     argv0, optarg);
            return EXIT_USAGE;
          }
        break;
      case 'q':
        quiet = 1;
        break;
      case 'h':
        usage (stdout);
        return 0;
      case OPT_LIST_CHECKS:
        for (i = 0; i < AUDIT_TEST_COUNT; i++)
          {
            int feature = audit_test_feature ((enum audit_test)i);
            printf ("%s %s\n", audit_test_name ((enum audit_test)i),
                    feature < 0 ? "-"
                                : hardening_feature_keyword (
                                    (enum hardening_feature)feature));
          }
        return 0;
      case 'V':
        printf ("hardening-audit (gcc-hardening) %s\n", HARDENING_VERSION);
        return 0;
      default:
        fprintf (stderr, "Try '%s --help' for more information.\n", argv0);
        return EXIT_USAGE;
      }
  if (optind == argc)
    {
      fprintf (stderr, "%s: no file given\n", argv0);
      fprintf (stderr, "Try '%s --help' for more information.\n", argv0);
      return EXIT_USAGE;
    }
  if (color == -1)
    {
      const char *no_color = getenv ("NO_COLOR");
      color = isatty (STDOUT_FILENO) && !(no_color && no_color[0]);
    }
  options.color = color && options.format == AUDIT_TEXT;
  if (policy_path)
    {
      struct hardening_policy_error error;
      if (hardening_policy_load (policy_path, &policy, &error) != 0)
        {
          char text[512];
          hardening_policy_error_format (policy_path, &error, text,
                                         sizeof text);
          fprintf (stderr, "%s\n", text);
          return EXIT_USAGE;
        }
      options.policy = &policy;
    }
  if (audit_init () != 0)
    {
      fprintf (stderr, "%s: libelf: %s\n", argv0, elf_errmsg (-1));
      return 2;
    }
  /* A file truncated while it is read is an error of that file, not a
     SIGBUS that ends the run.  */
  if (audit_catch_truncation () != 0)
    {
      fprintf (stderr, "%s: sigaction: %s\n", argv0, strerror (errno));
      return 2;
    }

  /* The .deb files of the command line: where a package's -dbgsym is
     looked for first (then beside the package).  */
  {
    const char **debs = calloc ((size_t)argc + 1, sizeof *debs);
    size_t n_debs = 0;
    int a;

    for (a = optind; debs && a < argc; a++)
      {
        size_t len = strlen (argv[a]);
        if (len > 4 && strcmp (argv[a] + len - 4, ".deb") == 0)
          debs[n_debs++] = argv[a];
      }
    audit_deb_inputs (debs, n_debs);
  }

  totals.quiet = quiet;
  options.no_reports = quiet;
  if (options.format == AUDIT_JSON && !quiet)
    printf ("{\"tool\": \"hardening-audit\", \"version\": \"%s\", "
            "\"files\": [\n",
            HARDENING_VERSION);
  audit_walk (argv + optind, argc - optind, &options, n_threads, emit, &totals,
              argv0);
  if (options.format == AUDIT_JSON && !quiet)
    printf ("\n], \"summary\": {\"inputs\": %zu, \"reports\": %zu, "
            "\"pass\": %zu, \"fail\": %zu, \"error\": %zu}}\n",
            totals.counts[0] + totals.counts[1] + totals.counts[2],
            totals.reports, totals.counts[0], totals.counts[1],
            totals.counts[2]);
  if (options.policy)
    hardening_policy_free (&policy);
  if (fflush (stdout) != 0 || ferror (stdout))
    {
      fprintf (stderr, "%s: write error: %s\n", argv0, strerror (errno));
      return 2;
    }
  return totals.status;
}
#endif
