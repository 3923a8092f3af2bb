/* The option rules (hardening-model.h): which compiler option makes a
   feature at a level on a target, how a feature is decided from the mode
   and the command line, what -D and -U leave of a macro, and the
   exemptions and the stack protector's guard.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "hardening-model-internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int
target_is (const char *target, const char *const *cpus)
{
  for (; *cpus; cpus++)
    if (strncmp (target, *cpus, strlen (*cpus)) == 0
        && target[strlen (*cpus)] == '-')
      return 1;
  return 0;
}

int
hardening_feature_is_option (enum hardening_feature feature)
{
  switch (feature)
    {
    case HARDENING_STACKPROTECTOR:
    case HARDENING_STACKCLASH:
    case HARDENING_BRANCH:
    case HARDENING_AUTOVARINIT:
    case HARDENING_STRICT_FLEX_ARRAYS:
    case HARDENING_ZERO_CALL_USED_REGS:
    case HARDENING_ZERO_INIT_PADDING:
      return 1;
    default:
      return 0;
    }
}

int
hardening_option_rule (enum hardening_feature feature, int level,
                       const char *target, int gcc_major,
                       struct hardening_option_rule *rule, const char **reason)
{
  static const char *const ssp_on_weaker[]
      = { "-fstack-protector-explicit", NULL };
  static const char *const ssp_strong_weaker[]
      = { "-fstack-protector", "-fstack-protector-explicit", NULL };
  static const char *const ssp_all_weaker[]
      = { "-fstack-protector", "-fstack-protector-explicit",
          "-fstack-protector-strong", NULL };
  static const char *const none[] = { NULL };
  static const char *const cf_weaker[]
      = { "-fcf-protection=none", "-fcf-protection=branch",
          "-fcf-protection=return", "-fcf-protection=check", NULL };
  static const char *const bti_weaker[]
      = { "-mbranch-protection=none", "-mbranch-protection=bti",
          "-mbranch-protection=pac-ret", NULL };
  static const char *const autovarinit_weaker[]
      = { "-ftrivial-auto-var-init=uninitialized", NULL };
  static const char *const flex_weaker[]
      = { "-fstrict-flex-arrays=0", "-fstrict-flex-arrays=1",
          "-fstrict-flex-arrays=2", "-fno-strict-flex-arrays", NULL };
  /* The choices that zero fewer registers than the used general ones:
     none, or the argument registers only.  */
  static const char *const zero_weaker[] = {
    "-fzero-call-used-regs=skip",         "-fzero-call-used-regs=used-arg",
    "-fzero-call-used-regs=used-gpr-arg", "-fzero-call-used-regs=all-arg",
    "-fzero-call-used-regs=leafy-arg",    NULL
  };
  /* GCC 15's choices below all: the C standard's cases, and unions.  */
  static const char *const padding_weaker[]
      = { "-fzero-init-padding-bits=standard",
          "-fzero-init-padding-bits=unions", NULL };
  static const char *const x86[]
      = { "x86_64", "i386", "i486", "i586", "i686", NULL };
  static const char *const aarch64[] = { "aarch64", "aarch64_be", NULL };
  static const char *const riscv[] = { "riscv64", "riscv32", NULL };

  rule->option = NULL;
  rule->weaker = none;
  *reason = NULL;
  if (!hardening_feature_is_option (feature))
    {
      *reason = "not a compiler option";
      return 0;
    }
  switch (feature)
    {
    case HARDENING_STACKPROTECTOR:
      rule->option = level == HARDENING_SSP_ALL ? "-fstack-protector-all"
                     : level == HARDENING_SSP_STRONG
                         ? "-fstack-protector-strong"
                         : "-fstack-protector";
      rule->weaker = level == HARDENING_SSP_ALL      ? ssp_all_weaker
                     : level == HARDENING_SSP_STRONG ? ssp_strong_weaker
                                                     : ssp_on_weaker;
      return 1;
    case HARDENING_STACKCLASH:
      /* On riscv, -fstack-clash-protection is accepted but only GCC's
         generic code probes, for alloca and VLAs: a frame larger than the
         guard page is not probed (the code of a 64 KiB or 1 MiB frame is
         that of -fno-stack-clash-protection with bookworm's
         riscv64-linux-gnu-gcc-12 and trixie's riscv64-linux-gnu-gcc-14),
         which is no protection to record as applied.  A GCC that probes
         large frames there would show it in the porters' stackclash.c
         built by hand with -fstack-clash-protection: its 128 KiB frame
         would fault in the guard page instead of writing below it.  */
      if (target_is (target, riscv))
        {
          *reason = "only alloca and VLAs are probed on riscv, never a large"
                    " frame";
          return 0;
        }
      rule->option = "-fstack-clash-protection";
      return 1;
    case HARDENING_BRANCH:
      if (target_is (target, x86))
        {
          rule->option = "-fcf-protection=full";
          rule->weaker = cf_weaker;
          return 1;
        }
      if (target_is (target, aarch64))
        {
          rule->option = "-mbranch-protection=standard";
          rule->weaker = bti_weaker;
          return 1;
        }
      *reason = "only x86 (CET) and aarch64 (BTI/PAC) have branch protection";
      return 0;
    case HARDENING_AUTOVARINIT:
      rule->option = level == HARDENING_AUTOVARINIT_PATTERN
                         ? "-ftrivial-auto-var-init=pattern"
                         : "-ftrivial-auto-var-init=zero";
      rule->weaker = autovarinit_weaker;
      return 1;
    case HARDENING_STRICT_FLEX_ARRAYS:
      if (gcc_major < 13)
        {
          *reason = "-fstrict-flex-arrays is GCC 13's";
          return 0;
        }
      rule->option = "-fstrict-flex-arrays=3";
      rule->weaker = flex_weaker;
      return 1;
    case HARDENING_ZERO_CALL_USED_REGS:
      /* GCC 11 added it for x86 and aarch64; other targets came later
         and have no porters' evidence here (testsuite/hardening.porters,
         zero-call-used-regs.c).  */
      if (!target_is (target, x86) && !target_is (target, aarch64))
        {
          *reason = "gcc-hardening applies -fzero-call-used-regs on x86 and"
                    " aarch64 only";
          return 0;
        }
      rule->option = "-fzero-call-used-regs=used-gpr";
      rule->weaker = zero_weaker;
      return 1;
    case HARDENING_ZERO_INIT_PADDING:
      /* GCC 15 made {0} initialize only a union's first member, leaving
         the other members' bytes and the padding as they were on the
         stack, and added the option that clears them.  Before GCC 15 the
         option does not exist (and {0} clears the whole union).  */
      if (gcc_major < 15)
        {
          *reason = "-fzero-init-padding-bits is GCC 15's; before it, {0}"
                    " clears a whole union";
          return 0;
        }
      rule->option = "-fzero-init-padding-bits=all";
      rule->weaker = padding_weaker;
      return 1;
    default:
      break;
    }
  /* hardening_feature_is_option names a feature this switch lacks.  */
  *reason = "no rule for this option (a gcc-hardening bug)";
  return 0;
}

enum hardening_action
hardening_decide (enum hardening_mode mode, int exempt, int applicable,
                  const struct hardening_user_choice *user)
{
  if (!applicable)
    return HARDENING_NOT_APPLICABLE;
  if (mode == HARDENING_MODE_STRICT)
    return user->given && user->lowers ? HARDENING_OVERRIDE
           : user->given               ? HARDENING_KEEP
                                       : HARDENING_APPLY;
  if (exempt)
    return user->given && !user->lowers ? HARDENING_KEEP : HARDENING_EXEMPT;
  if (!user->given)
    return HARDENING_APPLY;
  return user->lowers ? HARDENING_OPTED_OUT : HARDENING_KEEP;
}

int
hardening_define_names (const char *arg, const char *name)
{
  size_t len = strlen (name);
  return strncmp (arg, name, len) == 0
         && (arg[len] == '\0' || arg[len] == '=');
}

/* The value glibc's "#if _FORTIFY_SOURCE > N" sees for a -D argument: a
   bare -DNAME is 1; anything but a plain decimal number is 0 (an
   identifier in #if is 0).  */
static int
define_level (const char *arg)
{
  const char *value = strchr (arg, '=');
  char *end;
  long level;

  if (value == NULL)
    return 1;
  value++;
  level = strtol (value, &end, 10);
  if (end == value || *end != '\0' || level < 0)
    return 0;
  return level > 99 ? 99 : (int)level;
}

int
hardening_macro_user_level (const char *name, const char *const *args,
                            const int *is_undef, size_t n, int *last)
{
  int level = -1;
  size_t i;

  *last = -1;
  for (i = 0; i < n; i++)
    {
      if (!hardening_define_names (args[i], name))
        continue;
      /* -U takes a bare name; "-UNAME=1" is not that macro.  */
      if (is_undef[i] && strcmp (args[i], name) != 0)
        continue;
      level = is_undef[i] ? 0 : define_level (args[i]);
      *last = (int)i;
    }
  return level;
}

/* Exemptions (hardening-model.h).  Each kind of code, and why each feature
   cannot work there; the features a kind does not name stay applied.  */
enum exempt_kind
{
  EXEMPT_NO_LIBC,       /* -nostdlib, -nodefaultlibs, -nolibc */
  EXEMPT_NOT_STARTED,   /* -nostartfiles with -static or -static-pie */
  EXEMPT_FREESTANDING,  /* -ffreestanding, -fno-hosted */
  EXEMPT_KERNEL,        /* -D__KERNEL__ */
  EXEMPT_KERNEL_CMODEL, /* -mcmodel=kernel */
  EXEMPT_KIND_COUNT
};

static const char *const exempt_why[EXEMPT_KIND_COUNT][HARDENING_FEATURE_COUNT]
    = {
        [EXEMPT_NO_LIBC] = {
          [HARDENING_STACKPROTECTOR]
          = "no C library for __stack_chk_fail and the guard",
          [HARDENING_FORTIFY]
          = "no C library for the __*_chk functions",
          [HARDENING_GLIBCXX_ASSERTIONS]
          = "no C++ library for the assertions' handler",
        },
        [EXEMPT_NOT_STARTED] = {
          [HARDENING_STACKPROTECTOR]
          = "no C library start code sets up the guard (TLS)",
          [HARDENING_FORTIFY]
          = "no C library start code resolves the __*_chk functions "
            "(IRELATIVE)",
          [HARDENING_GLIBCXX_ASSERTIONS]
          = "no C library start code for the assertions' handler",
        },
        [EXEMPT_FREESTANDING] = {
          [HARDENING_STACKPROTECTOR]
          = "no C library assumed for __stack_chk_fail and "
            "the guard",
          [HARDENING_FORTIFY]
          = "no C library assumed for the __*_chk functions",
          [HARDENING_GLIBCXX_ASSERTIONS]
          = "no hosted C++ library",
        },
        [EXEMPT_KERNEL] = {
          [HARDENING_STACKPROTECTOR]
          = "kernel code: the kernel's own guard and __stack_chk_fail",
          [HARDENING_FORTIFY]
          = "kernel code: no C library (the kernel has its own fortify)",
          [HARDENING_GLIBCXX_ASSERTIONS]
          = "kernel code: no C++ library",
          [HARDENING_PIE] = "kernel code is not position-independent",
        },
        [EXEMPT_KERNEL_CMODEL] = {
          [HARDENING_STACKPROTECTOR]
          = "kernel code: the kernel's own guard and __stack_chk_fail",
          [HARDENING_FORTIFY]
          = "kernel code: no C library (the kernel has its own fortify)",
          [HARDENING_GLIBCXX_ASSERTIONS]
          = "kernel code: no C++ library",
          [HARDENING_PIE] = "the kernel code model does not support PIC",
        },
      };

static int
starts_with (const char *s, const char *prefix)
{
  return strncmp (s, prefix, strlen (prefix)) == 0;
}

int
hardening_guard_option (const char *option, size_t len, const char *arch,
                        int *kind)
{
  static const char *const prefix[4] = {
    "-mstack-protector-guard=", "-mstack-protector-guard-reg=",
    "-mstack-protector-guard-offset=", "-mstack-protector-guard-symbol="
  };
  /* The C library's guard per ARCH: the guard, its register, its offset
     (in hex or decimal, as GCC takes them); no symbol of its own.  */
  static const struct
  {
    const char *arch;
    const char *own[4][3];
  } libc_guard[] = {
    { "x86_64", { { "tls" }, { "fs" }, { "0x28", "40" }, { NULL } } },
    { "i386", { { "tls" }, { "gs" }, { "0x14", "20" }, { NULL } } },
    { "aarch64", { { "global" }, { NULL }, { NULL }, { NULL } } },
  };
  size_t a, k, v;

  for (k = 0; k < 4; k++)
    if (len >= strlen (prefix[k])
        && memcmp (option, prefix[k], strlen (prefix[k])) == 0)
      break;
  if (k == 4 || arch == NULL)
    return -1;
  for (a = 0; a < sizeof libc_guard / sizeof *libc_guard; a++)
    if (strcmp (arch, libc_guard[a].arch) == 0)
      break;
  if (a == sizeof libc_guard / sizeof *libc_guard)
    return -1;
  *kind = (int)k;
  for (v = 0; v < 3 && libc_guard[a].own[k][v]; v++)
    {
      const char *want = libc_guard[a].own[k][v];
      size_t pl = strlen (prefix[k]);
      if (len - pl == strlen (want)
          && memcmp (option + pl, want, len - pl) == 0)
        return 1;
    }
  return 0;
}

int
hardening_guard_hosted (const char *const *options, size_t n)
{
  struct hardening_exemption out[HARDENING_FEATURE_COUNT];
  const char **others = malloc ((n ? n : 1) * sizeof *others);
  size_t i, m = 0;
  int kind;

  if (others == NULL)
    return 0;
  /* Which words are guard options: any architecture listed tells.  */
  for (i = 0; i < n; i++)
    if (hardening_guard_option (options[i], strlen (options[i]), "x86_64",
                                &kind)
        < 0)
      others[m++] = options[i];
  hardening_exemptions (others, m, out);
  free (others);
  return !out[HARDENING_STACKPROTECTOR].exempt;
}

int
hardening_foreign_guard (const char *const *options, size_t n,
                         const char *arch, char *why, size_t size)
{
  const char *last[4] = { NULL };
  int own[4] = { 1, 1, 1, 1 };
  size_t i;
  int k;

  /* Code without the C library (-nostdlib, -ffreestanding, kernel code)
     has no guard but the one it keeps itself.  */
  if (!hardening_guard_hosted (options, n))
    return 0;
  for (i = 0; i < n; i++)
    {
      int ok
          = hardening_guard_option (options[i], strlen (options[i]), arch, &k);
      if (ok >= 0)
        {
          last[k] = options[i];
          own[k] = ok;
        }
    }
  for (k = 0; k < 4; k++)
    if (last[k] && !own[k])
      {
        snprintf (why, size, "%s", last[k]);
        return 1;
      }
  return 0;
}

int
hardening_exemptions (const char *const *options, size_t n,
                      struct hardening_exemption out[HARDENING_FEATURE_COUNT])
{
  const char *by[EXEMPT_KIND_COUNT] = { NULL };
  const char *nostartfiles = NULL, *is_static = NULL;
  char not_started[64];
  int own_guard = 0, count = 0, f, k;
  size_t i;

  for (i = 0; i < n; i++)
    {
      const char *o = options[i];

      if (o == NULL)
        continue;
      if (strcmp (o, "-nostdlib") == 0 || strcmp (o, "-nodefaultlibs") == 0
          || strcmp (o, "-nolibc") == 0)
        {
          if (by[EXEMPT_NO_LIBC] == NULL)
            by[EXEMPT_NO_LIBC] = o;
        }
      else if (strcmp (o, "-nostartfiles") == 0)
        nostartfiles = o;
      else if (strcmp (o, "-static") == 0 || strcmp (o, "-static-pie") == 0)
        is_static = o;
      else if (strcmp (o, "-ffreestanding") == 0
               || strcmp (o, "-fno-hosted") == 0)
        by[EXEMPT_FREESTANDING] = o;
      else if (strcmp (o, "-fhosted") == 0
               || strcmp (o, "-fno-freestanding") == 0)
        by[EXEMPT_FREESTANDING] = NULL;
      else if (starts_with (o, "-D")
               && hardening_define_names (o + 2, "__KERNEL__"))
        by[EXEMPT_KERNEL] = o;
      else if (strcmp (o, "-U__KERNEL__") == 0)
        by[EXEMPT_KERNEL] = NULL;
      else if (starts_with (o, "-mcmodel="))
        by[EXEMPT_KERNEL_CMODEL]
            = strcmp (o, "-mcmodel=kernel") == 0 ? o : NULL;
      else if (strcmp (o, "-mstack-protector-guard=global") == 0
               || strcmp (o, "-mstack-protector-guard=sysreg") == 0
               || starts_with (o, "-mstack-protector-guard-reg=")
               || starts_with (o, "-mstack-protector-guard-offset=")
               || starts_with (o, "-mstack-protector-guard-symbol="))
        own_guard = 1;
    }
  if (nostartfiles && is_static)
    {
      snprintf (not_started, sizeof not_started, "%s %s", nostartfiles,
                is_static);
      by[EXEMPT_NOT_STARTED] = not_started;
    }

  for (f = 0; f < HARDENING_FEATURE_COUNT; f++)
    {
      out[f].exempt = 0;
      out[f].reason[0] = '\0';
      if (f == HARDENING_STACKPROTECTOR && own_guard)
        continue;
      for (k = 0; k < EXEMPT_KIND_COUNT; k++)
        if (by[k] && exempt_why[k][f])
          {
            out[f].exempt = 1;
            snprintf (out[f].reason, sizeof out[f].reason, "%s: %s", by[k],
                      exempt_why[k][f]);
            count++;
            break;
          }
    }
  return count;
}
