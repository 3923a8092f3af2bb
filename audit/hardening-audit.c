/* hardening-audit: what protections ELF files have, and why not.

     hardening-audit [OPTION]... FILE|DIR...

   For each executable, shared library, object, archive member (named
   lib.a(member.o)) and each ELF file under a directory, one verdict per
   check of the AUDIT_TESTS table (hardening-audit.h): PASS, FAIL, N/A,
   UNKNOWN or WARN, with its reason.  The gcc-hardening notes name the
   source file that lowered or turned off a protection; without notes,
   annobin notes, DWARF and the code decide (audit/judges-evidence.c).
   A .deb goes to audit_deb () (core/package.c), which judges its files.

   Exit status: 0 no check failed (UNKNOWN and WARN are no failure), 1 a
   check failed (--fail-on: one of its checks failed or warned), 2 a file
   was unreadable, not ELF or corrupt, 3 usage errors.  --sarif writes a
   SARIF log instead of the reports (output/sarif.c).

   Files are read and directories walked in parallel (-j) by a small
   thread pool (read/walk.c); the reports come out in the order of the
   arguments and of the walk.  doc/hardening-audit.1 is the manual.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "read/walk.h"
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
  OPT_SARIF,
  OPT_FAIL_ON,
  OPT_MAX_MEMBER_SIZE
};

/* The options and their help, side by side.  */
#define OPTIONS(X)                                                            \
  X ("json", no_argument, 'J', NULL,                                          \
     "one JSON document (for dashboards) instead of text")                    \
  X ("sarif", no_argument, OPT_SARIF, NULL,                                   \
     "one SARIF 2.1.0 log (code scanning): a result a FAIL or WARN")          \
  X ("fail-on", required_argument, OPT_FAIL_ON, "LIST",                       \
     "only the checks of LIST (CHECK,CHECK...) set the exit status, on "      \
     "WARN too; all: every check's FAIL (the default)")                       \
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
    fprintf (out, "  %-20s %s\n", judge_check_name ((enum audit_test)i),
             judge_check_description ((enum audit_test)i));
  fprintf (out, "\nExit status: 0 no check failed (UNKNOWN and WARN are no "
                "failure), 1 a check\nfailed (with --fail-on: one of its "
                "checks failed or warned), 2 a file\nunreadable, not a "
                "regular file, not ELF, corrupt, a malformed archive or a\n"
                "core file, 3 a usage error.\n");
}

/* ------------------------------------------------------------------------
   The reports, in order (read/walk.c reads the files).  */

static struct audit_options options;

struct totals
{
  int quiet;
  int status;
  size_t reports, counts[3];
  int printed;                    /* SARIF: a result was written */
  struct audit_buf notifications; /* SARIF: the error lines */
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
          if (options.format == AUDIT_SARIF && !t->quiet)
            out_sarif_notification (&t->notifications, p, len);
          fprintf (stderr, "%s: %.*s\n", argv0, (int)len, p);
          p += len + (p[len] == '\n');
        }
    }
  if (res->out->s && options.format == AUDIT_SARIF && !t->quiet)
    {
      if (res->out->len)
        fputs (t->printed ? ",\n" : "", stdout);
      fputs (res->out->s, stdout);
      t->printed |= res->out->len > 0;
    }
  else if (res->out->s && !t->quiet)
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

/* --fail-on=LIST into FAIL_ON: "all" for every check's FAIL, a check's
   name for its FAIL and WARN.  Returns 0, or -1 after the error.  */
static int
parse_fail_on (const char *list, unsigned char *fail_on)
{
  const char *p = list;

  for (;;)
    {
      size_t len = strcspn (p, ","), i;
      int known = 0;

      if (len == 3 && strncmp (p, "all", 3) == 0)
        {
          for (i = 0; i < AUDIT_TEST_COUNT; i++)
            fail_on[i] |= AUDIT_FAIL_ON_FAIL;
          known = 1;
        }
      for (i = 0; i < AUDIT_TEST_COUNT && !known; i++)
        if (strlen (judge_check_name ((enum audit_test)i)) == len
            && strncmp (p, judge_check_name ((enum audit_test)i), len) == 0)
          {
            fail_on[i] |= AUDIT_FAIL_ON_FAIL | AUDIT_FAIL_ON_WARN;
            known = 1;
          }
      if (!known)
        {
          fprintf (stderr,
                   "%s: --fail-on: '%.*s' is not a check; the checks are: "
                   "all",
                   argv0, (int)len, p);
          for (i = 0; i < AUDIT_TEST_COUNT; i++)
            fprintf (stderr, ", %s", judge_check_name ((enum audit_test)i));
          fprintf (stderr, "\n");
          return -1;
        }
      if (p[len] == '\0')
        return 0;
      p += len + 1;
    }
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
  struct totals totals = { 0, 0, 0, { 0, 0, 0 }, 0, { NULL, 0, 0, 0 } };
  static unsigned char fail_on[AUDIT_TEST_COUNT];
  static const struct read_walk_judges judges
      = { audit_buffer, audit_deb, audit_fail };

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
      case OPT_SARIF:
        options.format = AUDIT_SARIF;
        break;
      case OPT_FAIL_ON:
        if (parse_fail_on (optarg, fail_on) != 0)
          return EXIT_USAGE;
        options.fail_on = fail_on;
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
            int feature = judge_check_feature ((enum audit_test)i);
            printf ("%s %s\n", judge_check_name ((enum audit_test)i),
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
  if (read_catch_truncation () != 0)
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
  if (options.format == AUDIT_SARIF && !quiet)
    {
      struct audit_buf head = { NULL, 0, 0, 0 };
      out_sarif_begin (&head, HARDENING_VERSION);
      if (head.oom)
        {
          fprintf (stderr, "%s: out of memory\n", argv0);
          return 2;
        }
      fputs (head.s, stdout);
      buf_free (&head);
    }
  read_walk (argv + optind, argc - optind, &options, n_threads, &judges, emit,
             &totals, argv0);
  if (options.format == AUDIT_JSON && !quiet)
    printf ("\n], \"summary\": {\"inputs\": %zu, \"reports\": %zu, "
            "\"pass\": %zu, \"fail\": %zu, \"error\": %zu}}\n",
            totals.counts[0] + totals.counts[1] + totals.counts[2],
            totals.reports, totals.counts[0], totals.counts[1],
            totals.counts[2]);
  if (options.format == AUDIT_SARIF && !quiet)
    {
      struct audit_buf tail = { NULL, 0, 0, 0 };
      out_sarif_end (&tail, &totals.notifications, totals.status);
      if (tail.oom || totals.notifications.oom)
        {
          fprintf (stderr, "%s: out of memory\n", argv0);
          return 2;
        }
      fputs (tail.s, stdout);
      buf_free (&tail);
      buf_free (&totals.notifications);
    }
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
