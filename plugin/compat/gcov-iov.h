/* GCC 11's gcov-io.h includes gcov-iov.h, a header generated at GCC's
   build time that its plugin headers do not ship.  The plugin includes
   gcov-io.h only through lto-streamer.h (for the input a function of lto1
   came from) and uses nothing of gcov: this stands in for it, found after
   the compiler's own headers (-idirafter), so a GCC that has one uses
   it.  GCC 12 and later no longer include it.

   Copyright (C) 2026 The gcc-hardening developers.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef HARDENING_COMPAT_GCOV_IOV_H
#define HARDENING_COMPAT_GCOV_IOV_H

/* "B11*", as GCC 11 generates it.  */
#define GCOV_VERSION ((gcov_unsigned_t)0x4231312a)

#endif
