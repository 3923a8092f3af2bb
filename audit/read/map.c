/* hardening-audit: files mapped in memory, and what happens when one of
   them shrinks while it is read.

   A page of a mapping beyond the end of its file raises SIGBUS when it is
   read: a file truncated during the audit (a build rewriting its output
   while its tree is audited) would kill the whole run, its other reports
   and the JSON document with it.  read_map () records each mapping in a
   small table of its thread; the handler that read_catch_truncation ()
   installs puts anonymous zero pages in place of the pages that are gone
   and records the file as changed, and the read that faulted is done
   again on the zeros.  libelf and libdw then read zeros, as they may read
   any bytes: nothing jumps out of them, no lock or allocation of theirs is
   left behind, and the threads of -j need no more than their own table.
   The caller asks read_changed () after judging a file and reports the
   file as changed instead of what the zeros made of it.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "read/read.h"

#include <signal.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

/* The mappings of a thread that are alive at once: the input, the -dbgsym
   package or a debug file, a library of --deps.  */
#define MAPS 8

struct map
{
  char *start;
  size_t size;
  char *name; /* malloc'd */
};

static _Thread_local struct map maps[MAPS];
/* The name of the first mapping found shorter than its file, since the
   last read_changed ().  */
static _Thread_local char changed[4096];

static struct sigaction previous;
static size_t page_size;

static void
on_sigbus (int sig, siginfo_t *info, void *context)
{
  char *addr = info->si_addr;
  size_t i;

  (void)context;
  for (i = 0; i < MAPS; i++)
    if (maps[i].start && addr >= maps[i].start
        && addr < maps[i].start + maps[i].size)
      {
        char *page = (char *)((uintptr_t)addr & ~(uintptr_t)(page_size - 1));
        size_t rest = (size_t)(maps[i].start + maps[i].size - page);

        if (mmap (page, rest, PROT_READ | PROT_WRITE,
                  MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
            == MAP_FAILED)
          break;
        if (changed[0] == '\0' && maps[i].name)
          {
            size_t n = strlen (maps[i].name);
            if (n >= sizeof changed)
              n = sizeof changed - 1;
            memcpy (changed, maps[i].name, n);
            changed[n] = '\0';
          }
        return;
      }
  /* Not a mapping of ours: the action there was before, on the same
     fault again.  */
  (void)sig;
  sigaction (SIGBUS, &previous, NULL);
}

int
read_catch_truncation (void)
{
  struct sigaction sa;
  long size = sysconf (_SC_PAGESIZE);

  if (size <= 0)
    return -1;
  page_size = (size_t)size;
  memset (&sa, 0, sizeof sa);
  sa.sa_sigaction = on_sigbus;
  sa.sa_flags = SA_SIGINFO;
  sigemptyset (&sa.sa_mask);
  return sigaction (SIGBUS, &sa, &previous);
}

char *
read_map (int fd, size_t size, const char *name)
{
  /* A private writable mapping: libelf only reads it, and no page is
     copied unless written.  */
  char *data = mmap (NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
  size_t i;

  if (data == MAP_FAILED)
    return NULL;
  for (i = 0; i < MAPS; i++)
    if (maps[i].start == NULL)
      {
        maps[i].name = strdup (name);
        maps[i].size = size;
        maps[i].start = data;
        break;
      }
  return data;
}

void
read_unmap (char *data, size_t size)
{
  size_t i;

  for (i = 0; i < MAPS; i++)
    if (maps[i].start == data)
      {
        maps[i].start = NULL;
        free (maps[i].name);
        maps[i].name = NULL;
        break;
      }
  munmap (data, size);
}

const char *
read_changed (void)
{
  static _Thread_local char name[sizeof changed];

  if (changed[0] == '\0')
    return NULL;
  memcpy (name, changed, sizeof name);
  changed[0] = '\0';
  return name;
}
