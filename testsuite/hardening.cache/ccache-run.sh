#!/bin/sh
# Compile SOURCE through Debian's ccache before and after the default specs
# are switched on, for each way of setting ccache's compiler_check, and
# print what happened for cache.exp to judge.  Run by cache.exp through
# ../lib/private-libdir.sh: the specs are installed into a private overlay
# of the compiler's library directory, never the machine's.
#
#   ccache-run.sh TOOL SPECS LIBDIR CC PLUGIN POLICY WORKDIR SOURCE
#
# TOOL is specs/default-specs, SPECS a default specs file naming the tree's
# plugin; each case has its own cache, WORKDIR/ccache-CASE, and leaves its
# objects CASE-before.o and CASE-after.o in WORKDIR.  Output, per case:
#
#   == CASE after: direct=N preprocessed=N miss=N     ccache's counters
#   == CASE link                                      then the link's output
#
# and, first, the plugin on the command line (no default specs):
#
#   == fplugin touched: direct=N preprocessed=N miss=N
#
# Exit status: 0 ran (the output says what happened), 1 failed.
set -u

tool=$1
specs=$2
libdir=$3
cc=$4
plugin=$5
policy=$6
dir=$7
src=$8

if [ "${HARDENING_PRIVATE_LIBDIR:-}" != "$libdir" ]; then
  echo "ccache-run.sh: not in a private namespace over $libdir" >&2
  exit 1
fi
command -v ccache >/dev/null || { echo "ccache-run.sh: ccache not found" >&2; exit 1; }

# The builder's ccache settings (CCACHE_DISABLE, CCACHE_RECACHE, a
# compiler_check of its own...) must not change the cases.
for v in $(env | sed -n 's/^\(CCACHE_[A-Za-z0-9_]*\)=.*/\1/p'); do
  unset "$v"
done

counters () {
  ccache --print-stats | awk -F '\t' '
    $1 == "direct_cache_hit" { d = $2 }
    $1 == "preprocessed_cache_hit" { p = $2 }
    $1 == "cache_miss" { m = $2 }
    END { printf "direct=%d preprocessed=%d miss=%d\n", d, p, m }'
}

# A fresh cache with CONF as its ccache.conf.  CCACHE_CONFIGPATH: the
# machine's /etc/ccache.conf is not read either.
new_cache () {
  CCACHE_DIR=$dir/ccache-$1
  rm -rf "$CCACHE_DIR"
  mkdir -p "$CCACHE_DIR" || exit 1
  printf '%s\n' "$2" > "$CCACHE_DIR/ccache.conf"
  CCACHE_CONFIGPATH=$CCACHE_DIR/ccache.conf
  export CCACHE_DIR CCACHE_CONFIGPATH
}

cd "$dir" || exit 1
# The overlay shows the machine's directory: start from no default specs.
if [ -e "$libdir/specs" ]; then
  rm -f "$libdir/specs" "$libdir/specs.gcc-hardening-old" || exit 1
fi

# With -fplugin= on the command line ccache hashes the plugin file: a
# rebuilt plugin (here: the same file with a new mtime) is a miss.
# (The plugin's name is its file's: the copy is hardening.so too, with the
# plugin proper that it loads beside it.)
rm -rf plugin-copy
mkdir plugin-copy && cp -p "$plugin" plugin-copy/hardening.so \
  && cp -p "$(dirname "$plugin")/hardening-core.so" plugin-copy/ || exit 1
new_cache fplugin ''
for when in before after; do
  ccache $cc -O2 -fplugin="$dir/plugin-copy/hardening.so" \
    -fplugin-arg-hardening-policy="$policy" -c "$src" -o fplugin-$when.o
  touch -d '+1 minute' plugin-copy/hardening.so
done
echo "== fplugin touched: $(counters)"
rm -rf plugin-copy

# CASE CONF [ENV]: compile, switch the default specs on, compile again,
# link, switch them off.
run_case () {
  name=$1
  new_cache "$name" "$2"
  shift 2
  rm -f "$name-before.o" "$name-after.o" "$name.exe"
  env "$@" ccache $cc -O2 -c "$src" -o "$name-before.o"
  sh "$tool" install "$specs" "$libdir" >/dev/null || exit 1
  env "$@" ccache $cc -O2 -c "$src" -o "$name-after.o"
  echo "== $name after: $(counters)"
  # A plain link: the default specs load the link-time check.
  echo "== $name link"
  $cc "$name-after.o" -o "$name.exe" 2>&1
  sh "$tool" uninstall "$libdir" >/dev/null || exit 1
}

# ccache as installed: compiler_check = mtime (of the driver).
run_case mtime ''
# A check that looks right but is not: gcc -dumpspecs prints
# the built-in specs, not the default specs file.
run_case dumpspecs 'compiler_check = %compiler% -dumpspecs'
# The fix: gcc -v says "Reading specs from LIBDIR/specs".
run_case conf 'compiler_check = %compiler% -v'
run_case env '' 'CCACHE_COMPILERCHECK=%compiler% -v'
exit 0
