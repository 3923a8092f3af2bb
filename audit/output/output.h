/* hardening-audit, layer 5 (output): a file's report as text or JSON
   (output/text-json.c), as SARIF results, and the SARIF log around them
   (output/sarif.c).

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef AUDIT_OUTPUT_OUTPUT_H
#define AUDIT_OUTPUT_OUTPUT_H

#include "judge/judge.h"

void out_text (struct audit_buf *out, const struct report *rep,
               const struct facts *f, const struct audit_options *opts);
void out_json (struct audit_buf *out, const struct report *rep,
               const struct facts *f, enum audit_status status);
/* The FAIL and WARN verdicts of REP as SARIF results (output/sarif.c), each
   after ",\n" when OUT is not empty.  */
void out_sarif (struct audit_buf *out, const struct report *rep,
                const struct audit_options *opts);
/* "NAME: MESSAGE" into ERR.  */
void out_error_line (struct audit_buf *err, const char *name,
                     const char *message);
/* A JSON object for a file that could not be judged.  */
void out_json_error (struct audit_buf *out, unsigned *n_files,
                     const char *name, const char *message);

#endif /* AUDIT_OUTPUT_OUTPUT_H */
