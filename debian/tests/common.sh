# Shared by the autopkgtest scripts of debian/tests: sourced from the
# source tree (the tests' working directory).  Every check prints
# "PASS: NAME" or "FAIL: NAME" (with the end of its output); finish prints
# "N passed, N failed" and exits 1 when anything failed.

src=$(pwd)
work=${AUTOPKGTEST_TMP:-$(mktemp -d)}
export LC_ALL=C.UTF-8
# glibc writes its fatal messages to the terminal unless told otherwise.
export LIBC_FATAL_STDERR_=1
passed=0
failed=0

# check NAME COMMAND...: run COMMAND in $work, say PASS or FAIL.
check () {
  name=$1
  shift
  if (cd "$work" && "$@") > "$work/check.out" 2>&1; then
    echo "PASS: $name"
    passed=$((passed + 1))
  else
    echo "FAIL: $name"
    tail -n 30 "$work/check.out" | sed 's/^/    | /'
    failed=$((failed + 1))
  fi
}

finish () {
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
  exit
}

# The GCC versions whose plugin package is installed.
plugin_versions () {
  dpkg-query -W -f '${db:Status-Status} ${Package}\n' 'gcc-*-hardening-plugin' 2>/dev/null |
    sed -n 's/^installed gcc-\([0-9][0-9]*\)-hardening-plugin$/\1/p' | sort -n
}

# What the ELF file shows.
pie () { readelf -hW "$1" | grep -q 'Type: *DYN' && readelf -dW "$1" | grep -q 'FLAGS_1.*PIE'; }
bindnow () { readelf -dW "$1" | grep -Eq 'BIND_NOW|FLAGS.* NOW'; }
canary () { readelf --dyn-syms -W "$1" | grep -q '__stack_chk_fail'; }
note () { readelf -nW "$1" | grep -q 'hardening'; }
# hello.c copies into a malloc'd buffer of a run-time size: only
# _FORTIFY_SOURCE=3 checks that copy (__strcpy_chk).
fortify3 () { readelf --dyn-syms -W "$1" | grep -q '__strcpy_chk'; }
has () {
  for f in $2; do
    $f "$1" || { echo "$1: not $f"; return 1; }
  done
}
hasnt () {
  for f in $2; do
    ! $f "$1" || { echo "$1: $f"; return 1; }
  done
}
# aborts MESSAGE PROGRAM ARG...: PROGRAM fails, saying MESSAGE.
aborts () {
  message=$1
  shift
  if "$@" > aborts.out 2>&1; then
    cat aborts.out
    echo "$*: exit 0"
    return 1
  fi
  grep -q "$message" aborts.out || { cat aborts.out; return 1; }
}
long=0123456789012345678901234567890123456789
