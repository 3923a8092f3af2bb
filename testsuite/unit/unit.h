/* The shared part of gcc-hardening's unit tests: the checks, and each
   module's tests (one file per module of lib/: unit-model.c,
   unit-policy.c, unit-resolve.c, unit-note.c, unit-elf.c), which
   unit-main.c runs in this order.

   Each check prints "PASS: unit: NAME" or "FAIL: unit: NAME (details)";
   testsuite/hardening.unit/unit.exp turns these lines into DejaGnu
   results, so a check's name is its DejaGnu name: keep names unique and
   stable.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef UNIT_H
#define UNIT_H

#include "hardening-model.h"

#include <stddef.h>

/* The checks (unit-main.c).  */
void check (int ok, const char *name, const char *details);
void check_int (long got, long want, const char *name);
void check_str (const char *got, const char *want, const char *name);

/* NAME built from FORMAT and its arguments, so that table-driven checks
   keep distinct DejaGnu names; returns BUF.  */
const char *named (char *buf, size_t size, const char *format, const char *a,
                   const char *b);

/* Run FN in a child process, so that a crash in the code under test is a
   FAIL and not the end of the suite.  The child prints its own results.  */
void check_no_crash (void (*fn) (void), const char *name);

/* Resolve policy TEXT for TARGET into EFF (from hardening_effective_init);
   only a parse error is reported, as a failure of NAME
   (unit-policy.c).  */
int resolve_text (const char *text, const char *target,
                  struct hardening_effective *eff, const char *name);

/* A setting (a feature's or the mode's) is at LEVEL from SOURCE, ORIGIN
   (unit-policy.c).  */
void check_setting (const struct hardening_setting *s, int level,
                    enum hardening_source source, const char *origin,
                    const char *name);

/* Each module's tests.  SHIPPED is the shipped policy file.  */
void unit_model (void);
void unit_policy (const char *shipped);
void unit_resolve (void);
void unit_note (void);
void unit_elf (void);

#endif /* UNIT_H */
