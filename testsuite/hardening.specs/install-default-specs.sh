#!/bin/sh
# Install the default specs for real into the compiler's library directory,
# as seen from a private mount namespace (below), build with a plain gcc
# and g++, remove them, build again, and put the directory back as it was,
# even when something fails or the run is interrupted.  Run by specs.exp under flock, so that two runs never
# overlap; it prints what it saw for specs.exp to judge:
#
#   install-default-specs.sh TOOL SPECS LIBDIR CC CXX WORKDIR
#
# TOOL is specs/default-specs, SPECS a default specs file naming the
# tree's plugin, WORKDIR holds hello.c and hello.C and receives the output.
# Exit status: 0 ran (the output says what happened), 3 refused (a specs
# file that is not ours is in place), 1 failed.
set -u

tool=$1
specs=$2
libdir=$3
cc=$4
cxx=$5
dir=$6
target=$libdir/specs
saved=$dir/specs.saved

# Never the machine's own compiler directory: the script runs itself again
# through ../lib/private-libdir.sh, in a private mount namespace with an
# overlay over LIBDIR, so that what it installs there is seen by its own
# compiles only and vanishes with it.  Package builds running beside make
# check never see the specs.
if [ "${HARDENING_PRIVATE_LIBDIR:-}" != "$libdir" ]; then
  exec sh "$(dirname "$0")/../lib/private-libdir.sh" "$libdir" sh "$0" "$@"
fi

before=$(sh "$tool" status "$libdir") || exit 1
echo "before: $before"
if [ "$before" = foreign ]; then
  echo "refused: $target is not gcc-hardening's"
  exit 3
fi
rm -f "$saved"
[ "$before" = ours ] && cp -p "$target" "$saved"

# shellcheck disable=SC2317  # called by the trap
restore () {
  if [ -f "$saved" ]; then
    cp -p "$saved" "$target.tmp.$$" && mv -f "$target.tmp.$$" "$target"
    rm -f "$saved"
  else
    sh "$tool" uninstall "$libdir" >/dev/null
  fi
  echo "restored: $(sh "$tool" status "$libdir")"
}
trap restore EXIT
trap 'exit 1' HUP INT TERM

cd "$dir" || exit 1
rm -f hello-c hello-cxx hello-after

sh "$tool" install "$specs" "$libdir" || exit 1
echo "installed: $(sh "$tool" status "$libdir")"
cksum < "$target" > first.cksum
# Idempotent: the same file again changes nothing.
sh "$tool" install "$specs" "$libdir"
cksum < "$target" | cmp -s - first.cksum && echo "idempotent: yes"

# A plain compiler, no flag at all.  Its own -v says which specs it read.
$cc -v hello.c -o hello-c 2>&1 | grep '^Reading specs from'
$cxx hello.C -o hello-cxx
for f in hello-c hello-cxx; do
  echo "== $f"
  readelf -W -h -l -d --dyn-syms "$f" 2>&1
done

sh "$tool" uninstall "$libdir"
echo "uninstalled: $(sh "$tool" status "$libdir")"
$cc hello.c -o hello-after
echo "== hello-after"
readelf -W -h -l -d --dyn-syms hello-after 2>&1
exit 0
