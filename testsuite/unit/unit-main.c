/* Unit tests of gcc-hardening's C11 core (lib/): the checks, and main,
   which runs each module's tests (unit.h).

   The exit status is 1 when any check failed.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _POSIX_C_SOURCE 200809L

#include "unit.h"

#include <stdio.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

static int failures;
static int checks;

void
check (int ok, const char *name, const char *details)
{
  checks++;
  if (ok)
    printf ("PASS: unit: %s\n", name);
  else
    {
      printf ("FAIL: unit: %s (%s)\n", name, details);
      failures++;
    }
}

void
check_int (long got, long want, const char *name)
{
  char details[96];
  snprintf (details, sizeof details, "got %ld, want %ld", got, want);
  check (got == want, name, details);
}

void
check_str (const char *got, const char *want, const char *name)
{
  char details[256];
  snprintf (details, sizeof details, "got '%s', want '%s'",
            got ? got : "(null)", want ? want : "(null)");
  check (got && want ? strcmp (got, want) == 0 : got == want, name, details);
}

const char *
named (char *buf, size_t size, const char *format, const char *a,
       const char *b)
{
  snprintf (buf, size, format, a, b);
  return buf;
}

void
check_no_crash (void (*fn) (void), const char *name)
{
  pid_t pid;
  int status;
  char details[64];

  fflush (stdout);
  pid = fork ();
  if (pid < 0)
    {
      check (0, name, "fork failed");
      return;
    }
  if (pid == 0)
    {
      failures = 0;
      fn ();
      fflush (stdout);
      _exit (failures != 0);
    }
  if (waitpid (pid, &status, 0) != pid)
    {
      check (0, name, "waitpid failed");
      return;
    }
  if (WIFSIGNALED (status))
    {
      snprintf (details, sizeof details, "crashed with signal %d",
                WTERMSIG (status));
      check (0, name, details);
    }
  else
    {
      /* The child's checks were printed, but counted in the child.  */
      if (WEXITSTATUS (status) != 0)
        failures++;
      check (1, name, "");
    }
}

/* The shipped policy: argv[1] if given; else specs/hardening.policy from
   the top directory (make runs the program there); else the same path
   from the program's own directory, build/ (DejaGnu runs it by its full
   name from build/testsuite).  */
static const char *
shipped_policy_path (int argc, char **argv, char *buf, size_t size)
{
  const char *slash;
  FILE *f;

  if (argc > 1)
    return argv[1];
  f = fopen ("specs/hardening.policy", "rb");
  if (f != NULL)
    {
      fclose (f);
      return "specs/hardening.policy";
    }
  slash = argc > 0 ? strrchr (argv[0], '/') : NULL;
  if (slash == NULL)
    return "specs/hardening.policy";
  snprintf (buf, size, "%.*s/../specs/hardening.policy",
            (int)(slash - argv[0]), argv[0]);
  return buf;
}

int
main (int argc, char **argv)
{
  char buf[4096];
  const char *policy = shipped_policy_path (argc, argv, buf, sizeof buf);

  unit_model ();
  unit_policy (policy);
  unit_resolve ();
  unit_note ();
  unit_elf ();
  printf ("unit-tests: %d checks, %d failed\n", checks, failures);
  return failures != 0;
}
