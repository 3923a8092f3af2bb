/* What the files of the feature model (hardening-model.h) share, and
   nothing else includes: settings changed with their source, and the
   diagnostic record filled.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef HARDENING_MODEL_INTERNAL_H
#define HARDENING_MODEL_INTERNAL_H

#include "hardening-model.h"

#include <stddef.h>

/* NAME (LEN bytes) is the string S.  */
int model_equals (const char *name, size_t len, const char *s);

/* Set SETTING to LEVEL, from SOURCE, said by ORIGIN.  */
void model_set_level (struct hardening_setting *setting, int level,
                      enum hardening_source source, const char *origin);

/* Raise SETTING to LEVEL; a raise that changes nothing ("+all" over what
   the policy turns off for the target) leaves the origin as it was.  */
void model_raise_level (struct hardening_setting *setting, int level,
                        enum hardening_source source, const char *origin);

/* Fill DIAG and return STATUS.  */
enum hardening_status model_fail (struct hardening_diag *diag,
                                  enum hardening_status status,
                                  const char *key, const char *value,
                                  const char *expected);

#endif /* HARDENING_MODEL_INTERNAL_H */
