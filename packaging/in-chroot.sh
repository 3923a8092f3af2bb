#!/bin/sh
# The part of make check-deb that runs inside the throw-away chroot of the
# release (packaging/check-deb): /debs holds the built packages, /check
# this folder.  It installs, uses, upgrade-triggers, removes and purges
# them, then rebuilds real Debian source packages of the release
# (CHECK_DEB_SUITE) with the defaults installed and link-check = error.  The default compiler
# (gcc) is hardened; a second compiler of the release with a plugin package
# (the newest other one: gcc-11 in bookworm, gcc-13 in trixie) is installed
# without its plugin first, then given it.
# One line "PASS: deb: ..." or "FAIL: deb: ..." a check, with the output of
# what failed below it; check-deb counts them.
set -u

debs=/debs
t=/root/check-deb
rebuild_src=${CHECK_DEB_SOURCE:-expat}
suite=${CHECK_DEB_SUITE:-bookworm}
APT="apt-get -o DPkg::Lock::Timeout=600 -y -q"
export DEBIAN_FRONTEND=noninteractive

rm -rf "$t"
mkdir -p "$t"
cd "$t" || exit 2
cp /check/hello.c /check/smash.c .

libdir=$(dirname "$(gcc -print-libgcc-file-name)")
specs=$libdir/specs
marker='# gcc-hardening default specs: do not edit'
# The default compiler's version, and the second compiler's.
def=$(gcc -dumpversion | cut -d. -f1)
second=$(ls $debs | sed -n 's/^gcc-\([0-9]*\)-hardening-plugin_.*/\1/p' | grep -vx "$def" | sort -n | tail -n 1)
[ -n "$second" ] || { echo "FAIL: deb: no plugin package but gcc-$def's in $debs"; exit 1; }
dpkg-query -W -f='${db:Status-Status}' "gcc-$second" 2>/dev/null | grep -qx installed ||
  $APT install --no-install-recommends "gcc-$second" > "$t/second.out" 2>&1 ||
  { echo "FAIL: deb: apt-get install gcc-$second"; tail -n 25 "$t/second.out"; exit 1; }
echo "check-deb: $suite: gcc is gcc-$def; the second compiler is gcc-$second"
# shellcheck disable=SC2046
pkgs_debs=$(echo $(ls $debs/gcc-hardening_*.deb $debs/gcc-$def-hardening-plugin_*.deb $debs/gcc-hardening-defaults_*.deb))

# check NAME COMMAND...: run COMMAND, say PASS or FAIL, show its output when
# it failed.
check () {
  name=$1
  shift
  if "$@" > "$t/out" 2>&1; then
    echo "PASS: deb: $name"
  else
    echo "FAIL: deb: $name"
    tail -n 25 "$t/out" | sed 's/^/    | /'
  fi
  cat "$t/out" >> "$t/log"
}

# What the ELF shows.
pie () { readelf -hW "$1" | grep -q 'Type: *DYN' && readelf -dW "$1" | grep -q 'FLAGS_1.*PIE'; }
relro () { readelf -lW "$1" | grep -q GNU_RELRO; }
bindnow () { readelf -dW "$1" | grep -Eq 'BIND_NOW|FLAGS.* NOW'; }
canary () { readelf --dyn-syms -W "$1" | grep -q '__stack_chk_fail'; }
# hello.c copies into a malloc'd buffer of a run-time size: only
# _FORTIFY_SOURCE=3 (__builtin_dynamic_object_size) checks that copy.
fortify3 () { readelf --dyn-syms -W "$1" | grep -q '__strcpy_chk'; }
note () { readelf -nW "$1" | grep -q 'hardening'; }
hardened () {
  for f in pie relro bindnow canary; do
    $f "$1" || { echo "$1: not $f"; return 1; }
  done
}
hardened_fortify3 () {
  hardened "$1" && fortify3 "$1" && note "$1" || { echo "$1: no fortify 3 or no note"; readelf --dyn-syms -W "$1"; return 1; }
}
audit () {
  hardening-audit "$1" && hardening-audit "$1" | grep -q 'PASS fortify .*_FORTIFY_SOURCE=3'
}
not () { ! "$@"; }
ours () { [ "$(head -n 1 "$specs" 2>/dev/null)" = "$marker" ]; }
absent () { [ ! -e "$1" ] || { ls -l "$1"; return 1; }; }
contains () { grep -q "$2" "$1" || { cat "$1"; return 1; }; }

# The whole chroot by name, type and mode, less what the package manager,
# the logs and this test change; and the compiler's directory by content.
snapshot () {
  find / -xdev \( -path /proc -o -path /sys -o -path /dev -o -path /run \
    -o -path /tmp -o -path /var/tmp -o -path /root -o -path /debs -o -path /check \
    -o -path /var/log -o -path /var/cache -o -path /var/lib/apt -o -path /var/lib/dpkg \
    -o -path /etc/ld.so.cache \) -prune -o -printf '%p %y %m\n' | LC_ALL=C sort
  find "$libdir" -type f -exec sha256sum {} + | LC_ALL=C sort -k 2
}

compile () { gcc "$@" > "$t/cc.out" 2>&1 || { cat "$t/cc.out"; return 1; }; }
compile2 () { "gcc-$second" "$@" > "$t/cc.out" 2>&1 || { cat "$t/cc.out"; return 1; }; }

# --- Before: Debian's gcc alone.
compile -O2 hello.c -o before-O2
compile hello.c -o before-O0
"gcc-$second" -O2 hello.c -o second-before
check "before install: gcc -O2 hello.c has neither BIND_NOW nor fortify 3 (the test can tell)" \
  sh -c "! readelf -dW before-O2 | grep -Eq 'BIND_NOW|FLAGS.* NOW' && ! readelf --dyn-syms -W before-O2 | grep -q __strcpy_chk"
check "before install: no default specs in $libdir" absent "$specs"
snapshot > files-before
dpkg-query -W -f '${Package}\n' | LC_ALL=C sort > pkgs-before

# --- Install.
# shellcheck disable=SC2086
check "apt-get install gcc-hardening gcc-$def-hardening-plugin gcc-hardening-defaults" sh -c "$APT install $pkgs_debs > $t/install.out 2>&1; s=\$?; cat $t/install.out; exit \$s"
check "install: the default specs $specs are ours" ours
check "install: gcc-$second, without its plugin package, is left alone and said to be unhardened" \
  sh -c "[ ! -e $(dirname "$(gcc-$second -print-libgcc-file-name)")/specs ] && grep -q 'gcc-$second has no hardening plugin' $t/install.out"
check "install: gcc -O2 hello.c" compile -O2 hello.c -o after-O2
check "install: gcc -O2 hello.c is PIE, RELRO, BIND_NOW, canary, fortify 3, with the note (readelf)" hardened_fortify3 after-O2
check "install: hardening-audit passes gcc -O2 hello.c (fortify 3)" audit after-O2
check "install: the hardened hello runs" sh -c "./after-O2 | grep -qx 'hello, world'"
check "install: plain gcc hello.c (-O0)" compile hello.c -o after-O0
check "install: plain gcc hello.c (-O0) is PIE, RELRO, BIND_NOW, canary (readelf)" hardened after-O0
# -O0 cannot fortify (glibc needs the optimizer): the audit passes every
# check but that of the optimization level.
audit_O0 () {
  hardening-audit "$1" > "$t/O0.out"
  grep -q 'N/A  fortify .*not optimizing' "$t/O0.out" &&
    [ "$(grep '^  FAIL' "$t/O0.out" | awk '{print $2}')" = optimization ] || { cat "$t/O0.out"; return 1; }
}
check "install: hardening-audit on plain gcc hello.c (-O0): only the optimization check fails (-O0), fortify n/a" audit_O0 after-O0
check "install: plain gcc smash.c (-O0) aborts with 'stack smashing detected' on an overflow" \
  sh -c "gcc smash.c -o smash-O0 && ./smash-O0 short && ! ./smash-O0 0123456789012345678901234567890123456789 > smash.out 2>&1 && grep -q 'stack smashing detected' smash.out"
check "install: gcc -O2 hello.c aborts with 'buffer overflow detected' on a copy that only fortify 3 checks" \
  sh -c "! ./after-O2 0123456789012345678901234567890123456789 > overflow.out 2>&1 && grep -q 'buffer overflow detected' overflow.out"
check "install: plain g++ -O2 (hello.c as C++) passes hardening-audit, _GLIBCXX_ASSERTIONS included" \
  sh -c "g++ -O2 -x c++ hello.c -o hello-cxx && hardening-audit hello-cxx > cxx.out; s=\$?; cat cxx.out; [ \$s = 0 ] && grep -q 'PASS glibcxx-assertions' cxx.out"
check "install: an explicit -D_FORTIFY_SOURCE=2 wins (default mode) and hardening-audit reports it" \
  sh -c "gcc -O2 -D_FORTIFY_SOURCE=2 hello.c -o lowered 2>/dev/null && ! readelf --dyn-syms -W lowered | grep -q __strcpy_chk && ! hardening-audit lowered > audit.out && grep -q 'FAIL fortify.*lowered by -D_FORTIFY_SOURCE=2' audit.out"
check "install: gcc -specs=/usr/share/gcc-hardening/hardening.specs loads the same plugin" \
  sh -c "gcc -O2 -specs=/usr/share/gcc-hardening/hardening.specs hello.c -o specs-O2 && hardening-audit -q specs-O2"

# --- A second compiler: gcc-$second (installed before ours, unhardened so
# far) gets its plugin package; the trigger switches its defaults on.
libdir2=$(dirname "$(gcc-$second -print-libgcc-file-name)")
check "gcc-$second: dpkg -i gcc-$second-hardening-plugin" sh -c "dpkg -i $debs/gcc-$second-hardening-plugin_*.deb > second.out 2>&1; s=\$?; cat second.out; exit \$s"
check "gcc-$second: the trigger wrote its default specs" sh -c "head -n 1 $libdir2/specs | grep -qx '$marker'"
check "gcc-$second: gcc-$second -O2 hello.c" compile2 -O2 hello.c -o second-O2
# GCC 11 has no __builtin_dynamic_object_size: glibc gives it fortify 2,
# which the audit knows; GCC 12 and later get 3.
hardened_note () { hardened "$1" && note "$1" || { echo "$1: no note"; return 1; }; }
audit2 () {
  hardening-audit "$1" && hardening-audit "$1" | grep -q 'PASS fortify .*_FORTIFY_SOURCE=2 (the policy.s 3 is more than glibc does here)'
}
check "gcc-$second: it is PIE, RELRO, BIND_NOW, canary, with the note (readelf)" hardened_note second-O2
if [ "$second" -lt 12 ]; then
  check "gcc-$second: hardening-audit passes it (fortify 2: GCC $second cannot do 3)" audit2 second-O2
else
  check "gcc-$second: hardening-audit passes it (fortify 3)" audit second-O2
fi
check "gcc-$second: dpkg --purge gcc-$second-hardening-plugin removes its default specs only" \
  sh -c "dpkg --purge gcc-$second-hardening-plugin && [ ! -e $libdir2/specs ] && head -n 1 $specs | grep -qx '$marker'"
check "gcc-$second: gcc-$second -O2 hello.c is Debian's again (byte-identical)" sh -c "gcc-$second -O2 hello.c -o second-after && cmp second-before second-after"

# --- A gcc upgrade: reinstalling the packages that hold the compiler
# proper (cc1) and the driver fires the trigger: bookworm's cpp-12 and
# gcc-12 (/usr/lib/gcc), trixie's cpp-14-x86-64-linux-gnu
# (/usr/libexec/gcc) and gcc-14-x86-64-linux-gnu.
owner () { dpkg -S "$1" | sed 's/:.*//' | head -n 1; }
upgraded=$(echo $(owner "$(gcc -print-prog-name=cc1)") $(owner "$(readlink -f "$(command -v "gcc-$def")")"))
good=$(sha256sum < "$specs")
ours && echo '# stale: the trigger must write this file again' >> "$specs"
check "upgrade: apt-get install --reinstall $upgraded" sh -c "$APT install --reinstall $upgraded > upgrade.out 2>&1; s=\$?; cat upgrade.out; exit \$s"
check "upgrade: the trigger of gcc-hardening-defaults ran" contains upgrade.out 'Processing triggers for gcc-hardening-defaults'
rewritten () { ours && ! grep -q stale "$specs" && [ "$(sha256sum < "$specs")" = "$good" ]; }
check "upgrade: the default specs were written again" rewritten
check "upgrade: gcc -O2 hello.c" compile -O2 hello.c -o upgraded
check "upgrade: still PIE, RELRO, BIND_NOW, canary, fortify 3, with the note (readelf)" hardened_fortify3 upgraded
check "upgrade: hardening-audit passes it" audit upgraded

# --- An explicit activation of the trigger (dpkg-trigger), as any
# package's maintainer script may do.
ours && echo '# stale again' >> "$specs"
check "trigger: dpkg-trigger $libdir; dpkg --triggers-only -a" sh -c "dpkg-trigger --no-await $libdir && dpkg --triggers-only -a"
check "trigger: the default specs were written again" rewritten

# --- The plugin removed under the defaults (dpkg --force-depends): no
# specs may be left that load a missing plugin.
check "plugin removed: dpkg --remove --force-depends gcc-$def-hardening-plugin" dpkg --remove --force-depends gcc-$def-hardening-plugin
check "plugin removed: the trigger removed the default specs" absent "$specs"
check "plugin removed: gcc -O2 hello.c works and is Debian's again (byte-identical)" \
  sh -c "gcc -O2 hello.c -o noplugin-O2 && cmp before-O2 noplugin-O2"
check "plugin back: dpkg -i gcc-$def-hardening-plugin" dpkg -i $debs/gcc-$def-hardening-plugin_*.deb
check "plugin back: the default specs are ours again and harden" sh -c "[ \"\$(sha256sum < $specs)\" = '$good' ] && gcc -O2 hello.c -o back && hardening-audit -q back"

# --- Removal.
check "apt-get remove gcc-hardening-defaults" $APT remove gcc-hardening-defaults
check "remove: no default specs left" absent "$specs"
check "remove: gcc -O2 hello.c byte-identical to before the install" sh -c "gcc -O2 hello.c -o removed-O2 && cmp before-O2 removed-O2"
check "remove: plain gcc hello.c byte-identical to before the install" sh -c "gcc hello.c -o removed-O0 && cmp before-O0 removed-O0"

# --- A specs file that is not ours: never overwritten, the install fails.
gcc -dumpspecs > "$specs"
foreign=$(sha256sum < "$specs")
check "foreign specs: dpkg -i gcc-hardening-defaults fails, saying so" \
  sh -c "! dpkg -i $debs/gcc-hardening-defaults_*.deb > foreign.out 2>&1 && cat foreign.out && grep -q 'not gcc-hardening.s: refusing to overwrite' foreign.out"
check "foreign specs: left as they were" sh -c "[ \"\$(sha256sum < $specs)\" = '$foreign' ]"
rm -f "$specs"
configure_all () { dpkg --configure -a && ours; }
check "foreign specs removed: dpkg --configure -a switches the defaults on" configure_all
check "apt-get remove gcc-hardening-defaults (again)" sh -c "$APT remove gcc-hardening-defaults && [ ! -e $specs ]"

# --- Purge: nothing of ours is left.
check "apt-get purge gcc-hardening gcc-$def-hardening-plugin gcc-hardening-defaults" \
  $APT purge gcc-hardening gcc-$def-hardening-plugin gcc-hardening-defaults
# What apt installed with ours (their libraries) goes too.
pulled_in () {
  dpkg-query -W -f '${Package}\n' | LC_ALL=C sort > pkgs-after
  new=$(LC_ALL=C comm -13 pkgs-before pkgs-after)
  echo "installed with ours: $new"
  [ -z "$new" ] || $APT purge $new
}
check "purge: apt-get purge what apt installed with our packages" pulled_in
check "purge: dpkg knows none of the packages" sh -c "! dpkg-query -W -f '\${db:Status-Abbrev} \${Package}\n' gcc-hardening gcc-$def-hardening-plugin gcc-hardening-defaults 2>/dev/null | grep -v '^un '"
leftovers () {
  status=0
  for d in $pkgs_debs $debs/gcc-*-hardening-plugin_*.deb; do
    for f in $(dpkg-deb --fsys-tarfile "$d" | tar -t | sed 's|^\./|/|; s|/$||'); do
      [ -d "$f" ] && [ ! -L "$f" ] && continue   # a directory: shared, judged by the file list
      if dpkg -S "$f" > /dev/null 2>&1 || [ -e "$f" ] || [ -L "$f" ]; then
        echo "left: $f"; status=1
      fi
    done
  done
  ls /var/lib/dpkg/info | grep gcc-hardening && status=1
  for f in /etc/gcc-hardening /usr/lib/gcc-hardening /usr/share/gcc-hardening; do
    [ -e "$f" ] && { echo "left: $f"; status=1; }
  done
  return $status
}
check "purge: no file of ours is left (dpkg -S, the file system, dpkg's database)" leftovers
snapshot > files-after
check "purge: the chroot's file list (and the compiler's directory, by content) as before the install" \
  diff files-before files-after

# --- Real Debian packages rebuilt with the defaults installed, with plain
# dpkg-buildpackage as on a buildd: dpkg-buildflags' own
# -D_FORTIFY_SOURCE=2 stays in CPPFLAGS and the policy's 3 applies over it
# (gcc-hardening(7)), and the link-time check is at error, as a
# distribution sets it: link-check = error in the policy, the conffile
# /etc/gcc-hardening/hardening.policy, which hardening-ld.so reads at each
# link.  A link that the check refuses fails the build.  CHECK_DEB_SOURCE
# lists the source packages; the first one's own test suite is judged too.
# shellcheck disable=SC2086
check "rebuild: apt-get install the three packages again" $APT install $pkgs_debs
policy=/etc/gcc-hardening/hardening.policy
check "rebuild: link-check = error in $policy" \
  sh -c "sed -i 's/^link-check = warn\$/link-check = error/' $policy && grep -qx 'link-check = error' $policy && ! grep -qx 'link-check = warn' $policy"
first=1
for src in $rebuild_src; do
  mkdir -p "$t/src-$src"
  cd "$t/src-$src" || exit 2
  check "rebuild $src: apt-get source $src/$suite" $APT source "$src/$suite"
  srcdir=$(find . -mindepth 1 -maxdepth 1 -type d | head -n 1)
  log=$t/rebuild-$src.log
  build_source () {
    (cd "$srcdir" && DEB_BUILD_OPTIONS=parallel=2 dpkg-buildpackage -b -uc -us) > "$log" 2>&1 || { tail -n 40 "$log"; return 1; }
  }
  check "rebuild $src: builds and links with dpkg-buildpackage -b -uc -us (dpkg's flags, link-check = error)" build_source
  echo "    CPPFLAGS: $(grep -m 1 -o 'D_FORTIFY_SOURCE=[0-9]' "$log" | head -n 1) in the build log"
  if [ "$first" = 1 ]; then
    cp "$log" "$t/rebuild.log"
    # Its own test suite: dh_auto_test where the package's rules run it;
    # expat's and gzip's rules run none: make check in build/ (expat's,
    # the directory of libexpat1 and xmlwf, not buildw/, the UTF-16
    # variant, whose tests upstream cannot build: "No support for UTF-16
    # character without wchar_t in tests") or builddir/ (gzip's).
    test_source () {
      if grep -q '^ *dh_auto_test' "$log"; then
        cp "$log" "$t/tests.log"
      else
        dir=""
        for d in build builddir; do
          [ -f "$srcdir/$d/Makefile" ] && { dir=$d; break; }
        done
        [ -n "$dir" ] || { echo "no build/Makefile or builddir/Makefile in $srcdir"; return 1; }
        echo "== make -C $dir check" > "$t/tests.log"
        # With the flags dpkg-buildpackage exports to debian/rules, as
        # dh_auto_test would have them: there dpkg-buildflags'
        # -D_FORTIFY_SOURCE=2 is dpkg's default, not the package's.
        (eval "$(cd "$srcdir" && dpkg-buildflags --export=sh)" &&
         make -C "$srcdir/$dir" -j2 check) >> "$t/tests.log" 2>&1 || { tail -n 40 "$t/tests.log"; return 1; }
        cat "$srcdir/$dir"/tests/*.log >> "$t/tests.log" 2>/dev/null
      fi
      grep -E '^[0-9]+%: Checks' "$t/tests.log"
      grep -E '^(== |# (TOTAL|PASS|FAIL|ERROR|XPASS))' "$t/tests.log"
      grep -Eq '^# PASS: *[1-9]' "$t/tests.log" && ! grep -Eq '^# (FAIL|ERROR|XPASS): *[1-9]' "$t/tests.log"
    }
    check "rebuild $src: its own test suite passes" test_source
    grep -E '^[0-9]+%: Checks' "$t/tests.log" | sed 's/^/    tests: /'
    first=0
  fi
  bin=$t/bin-$src
  mkdir -p "$bin"
  for d in ./*.deb; do
    case $d in *-dbgsym_*) continue ;; esac
    dpkg-deb -x "$d" "$bin"
  done
  audit_out=$t/rebuild-audit-$src.out
  check "rebuild $src: hardening-audit passes every ELF file of the binary packages" \
    sh -c "hardening-audit $bin > $audit_out 2>&1; s=\$?; grep -E '^[^ ]|FAIL' $audit_out | head -n 40; exit \$s"
  echo "    audited: $(grep -c '^[^ ]' "$audit_out") ELF files of $(ls ./*.deb | grep -vc dbgsym) packages; fortify: $(grep -c 'PASS fortify .*_FORTIFY_SOURCE=3' "$audit_out") PASS at 3, $(grep -c 'N/A  fortify' "$audit_out") N/A"
  # Every file that fortify applies to passes at level 3: none at 2, none
  # lowered (dpkg's -D_FORTIFY_SOURCE=2 is taken as dpkg's default).
  fortify3_all () {
    grep -q 'PASS fortify .*_FORTIFY_SOURCE=3' "$audit_out" &&
      ! grep -E '(PASS|FAIL|WARN) +fortify' "$audit_out" | grep -v '_FORTIFY_SOURCE=3' &&
      ! grep -i 'lowered' "$audit_out"
  }
  check "rebuild $src: hardening-audit: fortify PASS at level 3 on every file it applies to, no 'lowered' finding" fortify3_all
  check "rebuild $src: no link-time finding and no 'lowered' in the build log (dpkg-buildflags' -D_FORTIFY_SOURCE=2 is not the package's)" \
    sh -c "! grep -E '\\[gcc-hardening\\]|lowered' $log"
  echo "    link-time findings: $(grep -c '\[gcc-hardening\]' "$log")"
  check "rebuild $src: every ELF file carries gcc-hardening notes" \
    sh -c "! grep -E 'FAIL notes|N/A  notes' $audit_out && grep -q 'PASS notes' $audit_out"
done
exit 0
