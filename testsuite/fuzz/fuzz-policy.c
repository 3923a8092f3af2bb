/* libFuzzer target for the policy parser and resolver: any bytes are
   parsed as a policy file; what parses is resolved for a few targets and
   the environment parser is fed from the same bytes.  Nothing may crash,
   leak or read out of bounds.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-policy.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static const char *const targets[]
      = { "x86_64-linux-gnu", "hppa-linux-gnu", "aarch64-linux-gnu",
          "m68k-linux-gnu", "" };
  struct hardening_policy policy;
  struct hardening_policy_error error;
  struct hardening_effective eff;
  struct hardening_diag diag;
  size_t i;

  if (hardening_policy_parse ("fuzz.policy", (const char *)data, size, &policy,
                              &error)
      == 0)
    {
      for (i = 0; i < sizeof targets / sizeof *targets; i++)
        {
          hardening_effective_init (&eff);
          hardening_policy_resolve (&policy, targets[i], "fuzz.policy", &eff);
        }
      hardening_policy_free (&policy);
    }
  else if (error.message[0] == '\0')
    abort (); /* every error says something */

  /* The same bytes as an environment: NUL-separated NAME=VALUE strings.  */
  {
    char *copy = malloc (size + 2);
    const char *envp[64];
    size_t n = 0;
    char *p;

    if (copy == NULL)
      return 0;
    memcpy (copy, data, size);
    copy[size] = copy[size + 1] = '\0';
    for (p = copy; p < copy + size && n < 63; p += strlen (p) + 1)
      envp[n++] = p;
    envp[n] = NULL;
    hardening_effective_init (&eff);
    hardening_env_apply (&eff, envp, &diag);
    free (copy);
  }
  return 0;
}
