/* hardening-audit: what a source of evidence beyond our notes records of
   one unit for one check (struct evidence: its units good, bad, silent
   or saying nothing), which the judges of judge/evidence.c weigh.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "evidence/evidence.h"

#include <stdio.h>

void
ev_unit (struct facts *f, enum evidence_source source, enum audit_test t,
         int good, int silent, const char *how, const char *why)
{
  struct evidence *ev = &f->evidence[source].ev[t];

  if (good < 0)
    ev->uncovered++;
  else if (good)
    {
      if (ev->good++ == 0 && how)
        snprintf (ev->how, sizeof ev->how, "%s", how);
    }
  else
    {
      if (ev->bad++ == 0 && why)
        snprintf (ev->first_bad, sizeof ev->first_bad, "%s", why);
      ev->silent += silent != 0;
      if (why && ev->n_bad_lines < MAX_DETAILS)
        {
          buf_printf (&ev->bad_lines, "%s\n", why);
          ev->n_bad_lines++;
        }
    }
}

void
ev_record_free (struct facts *f)
{
  int s, t;

  for (s = 0; s < EV_SOURCES; s++)
    for (t = 0; t < AUDIT_TEST_COUNT; t++)
      buf_free (&f->evidence[s].ev[t].bad_lines);
}
