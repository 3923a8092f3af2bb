/* hardening-audit: what protections ELF files have, and why not.

     hardening-audit [OPTION]... FILE|DIR...

   For each executable, shared library, object, archive member (named
   lib.a(member.o)) and each ELF file under a directory, one verdict per
   check of the AUDIT_TESTS table (hardening-audit.h): PASS, FAIL or N/A,
   with its reason.  The gcc-hardening notes name the source file that
   lowered or turned off a protection; without notes the ELF decides.
   A .deb goes to audit_deb () (deb-report.c), which judges its files.

   Exit status: 0 every check passed or does not apply, 1 a check failed,
   2 a file was unreadable, not ELF or corrupt, 3 usage errors.

   Files are read in parallel (-j) by a small thread pool; the reports come
   out in the order of the arguments.  audit/hardening-audit.1 is the manual.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "hardening-audit.h"
#include "hardening-config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <libelf.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define EXIT_USAGE 3

static const char *argv0 = "hardening-audit";

/* Long options without a short one.  */
enum
{
  OPT_LIST_CHECKS = 256
};

/* The options and their help, side by side.  */
#define OPTIONS(X)                                                            \
  X ("json", no_argument, 'J', NULL,                                          \
     "one JSON document (for dashboards) instead of text")                    \
  X ("policy", required_argument, 'p', "FILE",                                \
     "judge against this policy: a feature it has off for the file's "        \
     "target is N/A")                                                         \
  X ("jobs", required_argument, 'j', "N",                                     \
     "read N files at once (default: the online CPUs)")                       \
  X ("color", optional_argument, 'C', "[=WHEN]",                              \
     "colour the verdicts: auto (a terminal, NO_COLOR unset), always, "       \
     "never")                                                                 \
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
           "objects,\n.a archives and Debian packages with their -dbgsym "
           "(directories\nrecursively): PASS, FAIL or N/A per check, with "
           "why.\n\nOptions:\n",
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
  fprintf (out, "\nExit status: 0 all checks pass or do not apply, 1 a check "
                "failed,\n2 a file unreadable, not a regular file, not ELF, "
                "corrupt, a malformed\narchive or a core file, 3 a usage "
                "error.\n");
}

/* ------------------------------------------------------------------------
   The files to read, in order.  */

struct job
{
  char *path;
  int from_dir; /* found under a directory: skip what is not ELF */
  int done;
  enum audit_status status;
  unsigned n_files;
  struct audit_buf out, err;
};

static struct job *jobs;
static size_t n_jobs, jobs_size;
static int walk_status;

static void
add_job (const char *path, int from_dir)
{
  if (n_jobs == jobs_size)
    {
      jobs_size = jobs_size ? 2 * jobs_size : 256;
      jobs = realloc (jobs, jobs_size * sizeof *jobs);
      if (jobs == NULL)
        {
          fprintf (stderr, "%s: out of memory\n", argv0);
          exit (2);
        }
    }
  memset (&jobs[n_jobs], 0, sizeof *jobs);
  jobs[n_jobs].path = strdup (path);
  if (jobs[n_jobs].path == NULL)
    {
      fprintf (stderr, "%s: out of memory\n", argv0);
      exit (2);
    }
  jobs[n_jobs].from_dir = from_dir;
  n_jobs++;
}

static int
compare_names (const struct dirent **a, const struct dirent **b)
{
  return strcmp ((*a)->d_name, (*b)->d_name);
}

/* PATH's error on stderr, the name escaped as in the report.  */
static void
path_error (const char *path, const char *message)
{
  char *name = audit_text_name (path);
  fprintf (stderr, "%s: %s: %s\n", argv0, name ? name : path, message);
  free (name);
}

/* Regular files under DIR, sorted; symbolic links are not followed (they
   would count files twice, or loop).  */
static void
walk (const char *dir)
{
  struct dirent **names;
  int n, i;

  n = scandir (dir, &names, NULL, compare_names);
  if (n < 0)
    {
      path_error (dir, strerror (errno));
      walk_status = 2;
      return;
    }
  for (i = 0; i < n; i++)
    {
      const char *base = names[i]->d_name;
      char *path;
      struct stat st;

      if (strcmp (base, ".") != 0 && strcmp (base, "..") != 0
          && asprintf (&path, "%s%s%s", dir,
                       dir[strlen (dir) - 1] == '/' ? "" : "/", base)
                 >= 0)
        {
          if (lstat (path, &st) != 0)
            {
              path_error (path, strerror (errno));
              walk_status = 2;
            }
          else if (S_ISDIR (st.st_mode))
            walk (path);
          else if (S_ISREG (st.st_mode))
            add_job (path, 1);
          free (path);
        }
      free (names[i]);
    }
  free (names);
}

/* The inputs named *.deb: where a package's -dbgsym is looked for.  */
static void
deb_inputs (void)
{
  static const char **paths;
  size_t j, n = 0;

  paths = calloc (n_jobs + 1, sizeof *paths);
  for (j = 0; paths && j < n_jobs; j++)
    {
      size_t len = strlen (jobs[j].path);
      /* A copy: the job's path goes when its report is out.  */
      if (len > 4 && strcmp (jobs[j].path + len - 4, ".deb") == 0
          && (paths[n] = strdup (jobs[j].path)) != NULL)
        n++;
    }
  audit_deb_inputs (paths, n);
}

/* ------------------------------------------------------------------------
   The work.  */

static struct audit_options options;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t done_cond = PTHREAD_COND_INITIALIZER;
static size_t next_job;

/* The job failed for MESSAGE; close FD if it is open.  */
static void
job_error (struct job *job, int fd, const char *message)
{
  char *m, *name = audit_text_name (job->path);

  if (name && asprintf (&m, "%s: %s\n", name, message) >= 0)
    {
      job->err.s = m;
      job->err.len = strlen (m);
    }
  free (name);
  job->status = AUDIT_ERROR;
  if (fd >= 0)
    close (fd);
}

/* The job failed for errno's reason; close FD if it is open.  */
static void
job_errno (struct job *job, int fd)
{
  job_error (job, fd, strerror (errno));
}

static void
run_job (struct job *job)
{
  /* Without blocking, and refused unless a regular file: a FIFO or a
     device would wait forever.  */
  int fd = open (job->path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  struct stat st;
  char *data;

  if (fd < 0 || fstat (fd, &st) != 0)
    {
      job_errno (job, fd);
      return;
    }
  if (S_ISDIR (st.st_mode))
    {
      errno = EISDIR;
      job_errno (job, fd);
      return;
    }
  if (!S_ISREG (st.st_mode))
    {
      job_error (job, fd, "not a regular file");
      return;
    }
  if (st.st_size < 4)
    {
      close (fd);
      if (job->from_dir)
        return;
      job->status = audit_buffer (job->path, (char *)"", 0, &options,
                                  &job->out, &job->err, &job->n_files);
      return;
    }
  /* A private writable mapping: libelf only reads it, and no page is
     copied unless written.  */
  data = mmap (NULL, (size_t)st.st_size, PROT_READ | PROT_WRITE, MAP_PRIVATE,
               fd, 0);
  close (fd);
  if (data == MAP_FAILED)
    {
      job_errno (job, -1);
      return;
    }
  if (audit_is_deb (data, (size_t)st.st_size))
    job->status = audit_deb (job->path, data, (size_t)st.st_size, &options,
                             &job->out, &job->err, &job->n_files);
  else if (!job->from_dir || audit_looks_elf (data, (size_t)st.st_size))
    job->status = audit_buffer (job->path, data, (size_t)st.st_size, &options,
                                &job->out, &job->err, &job->n_files);
  munmap (data, (size_t)st.st_size);
}

static void *
worker (void *arg)
{
  (void)arg;
  for (;;)
    {
      size_t i;

      pthread_mutex_lock (&lock);
      i = next_job++;
      pthread_mutex_unlock (&lock);
      if (i >= n_jobs)
        return NULL;
      run_job (&jobs[i]);
      pthread_mutex_lock (&lock);
      jobs[i].done = 1;
      pthread_cond_broadcast (&done_cond);
      pthread_mutex_unlock (&lock);
    }
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
  int status = 0;
  size_t j, reports = 0, counts[3] = { 0, 0, 0 };
  pthread_t *threads;

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

  for (i = optind; i < argc; i++)
    {
      struct stat st;
      if (stat (argv[i], &st) == 0 && S_ISDIR (st.st_mode))
        walk (argv[i]);
      else
        add_job (argv[i], 0);
    }
  status = walk_status;
  deb_inputs ();

  if ((size_t)n_threads > n_jobs)
    n_threads = n_jobs ? (long)n_jobs : 1;
  threads = calloc ((size_t)n_threads, sizeof *threads);
  if (threads == NULL)
    n_threads = 0;
  for (i = 0; i < n_threads; i++)
    if (pthread_create (&threads[i], NULL, worker, NULL) != 0)
      {
        n_threads = i;
        break;
      }
  if (n_threads == 0)
    worker (NULL);

  if (options.format == AUDIT_JSON && !quiet)
    printf ("{\"tool\": \"hardening-audit\", \"version\": \"%s\", "
            "\"files\": [\n",
            HARDENING_VERSION);
  for (j = 0; j < n_jobs; j++)
    {
      struct job *job = &jobs[j];

      pthread_mutex_lock (&lock);
      while (!job->done)
        pthread_cond_wait (&done_cond, &lock);
      pthread_mutex_unlock (&lock);
      if (job->err.s)
        {
          /* Each line gets the program's name.  */
          const char *p = job->err.s;
          fflush (stdout);
          while (*p)
            {
              size_t len = strcspn (p, "\n");
              fprintf (stderr, "%s: %.*s\n", argv0, (int)len, p);
              p += len + (p[len] == '\n');
            }
        }
      if (job->out.s && !quiet)
        {
          if (options.format == AUDIT_JSON && reports)
            fputs (",\n", stdout);
          fputs (job->out.s, stdout);
        }
      reports += job->n_files;
      if (job->n_files || job->err.s)
        counts[job->status]++;
      if ((int)job->status > status)
        status = (int)job->status;
      audit_buf_free (&job->out);
      audit_buf_free (&job->err);
      free (job->path);
    }
  if (options.format == AUDIT_JSON && !quiet)
    printf ("\n], \"summary\": {\"inputs\": %zu, \"reports\": %zu, "
            "\"pass\": %zu, \"fail\": %zu, \"error\": %zu}}\n",
            counts[0] + counts[1] + counts[2], reports, counts[0], counts[1],
            counts[2]);
  for (i = 0; i < n_threads; i++)
    pthread_join (threads[i], NULL);
  free (threads);
  free (jobs);
  if (options.policy)
    hardening_policy_free (&policy);
  if (fflush (stdout) != 0 || ferror (stdout))
    {
      fprintf (stderr, "%s: write error: %s\n", argv0, strerror (errno));
      return 2;
    }
  return status;
}
#endif
