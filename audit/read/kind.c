/* hardening-audit: what the first bytes of a file say it is: ELF or an ar
   archive, which the core judges, or a Debian package.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "read/read.h"

#include <ar.h>
#include <elf.h>
#include <string.h>

int
read_looks_elf (const char *data, size_t size)
{
  return (size >= 4 && memcmp (data, ELFMAG, SELFMAG) == 0)
         || (size >= SARMAG && memcmp (data, ARMAG, SARMAG) == 0);
}

int
read_is_deb (const char *data, size_t size)
{
  /* The first member of a .deb is debian-binary (dpkg-deb(1)).  */
  return size >= 8 + 60 && memcmp (data, "!<arch>\n", 8) == 0
         && memcmp (data + 8, "debian-binary", 13) == 0;
}
