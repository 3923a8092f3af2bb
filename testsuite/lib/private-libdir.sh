#!/bin/sh
# Run a command with a private, writable copy of the compiler's library
# directory: in a new mount namespace (unshare -m, propagation private),
# with an overlay over LIBDIR whose upper layer is a fresh directory in
# /tmp.  What the command writes under LIBDIR (a default "specs" file) is
# seen by it and its children only, and vanishes with them: the machine's
# own directory, and the package builds running beside make check, never
# see it.
#
#   private-libdir.sh LIBDIR COMMAND [ARG]...
#
# LIBDIR is the directory of $CC -print-libgcc-file-name.  The command runs
# with HARDENING_PRIVATE_LIBDIR=LIBDIR in its environment (scripts that
# write under LIBDIR check it first).  Exit status: the command's, or 1
# when the namespace or the overlay could not be made.  Needs root (or a
# user namespace that allows overlay mounts).
set -u

if [ $# -lt 2 ]; then
  echo "usage: private-libdir.sh LIBDIR COMMAND [ARG]..." >&2
  exit 2
fi
libdir=$1
shift
if [ ! -d "$libdir" ]; then
  echo "private-libdir.sh: $libdir: not a directory" >&2
  exit 1
fi
tmp=$(mktemp -d /tmp/gcc-hardening-overlay.XXXXXX) || exit 1
mkdir "$tmp/upper" "$tmp/work" || exit 1
HARDENING_PRIVATE_LIBDIR=$libdir unshare -m --propagation private sh -c '
  mount -t overlay overlay -o "lowerdir=$1,upperdir=$2/upper,workdir=$2/work" "$1" || exit 1
  shift 2
  exec "$@"' sh "$libdir" "$tmp" "$@"
status=$?
rm -rf "$tmp"
exit $status
