#!/bin/bash
# run-demo.sh -- show what the hardening plugin does to a vulnerable program.
#
# usage: run-demo.sh PLUGIN_PATH [CC]
#
# Builds demo/vulnerable.c at -O2 with CC (default gcc) once as it is and
# once with -fplugin=PLUGIN_PATH, then shows side by side the compiler's
# diagnostics, what changed in the code, and how each build runs with a
# long argument.  It is also a smoke test: every fact that the plugin
# should change is a check.
#
# Exit status: 0 all checks passed, 1 a check failed (the plugin did not
# harden the program), 2 the environment failed (no compiler, no plugin,
# the unhardened build failed), 3 usage.

set -eu

me=${0##*/}
here=$(cd "$(dirname "$0")" && pwd)

usage() {
	echo "usage: $me PLUGIN_PATH [CC]" >&2
	exit 3
}
die() {
	echo "$me: $*" >&2
	exit 2
}

if [ $# -lt 1 ] || [ $# -gt 2 ]; then usage; fi
case $1 in -h | --help) usage ;; esac
[ -f "$1" ] || die "$1: no such plugin (build it with 'make')"
plugin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
read -r -a cc <<<"${2:-gcc}"
[ ${#cc[@]} -gt 0 ] || usage
command -v "${cc[0]}" >/dev/null || die "${cc[0]}: compiler not found"
for tool in nm objdump readelf; do
	command -v $tool >/dev/null || die "$tool not found (install binutils)"
done

# The only place that says how a hardened build is asked for.
harden=(-fplugin="$plugin" -fplugin-arg-hardening-policy="$here/../specs/hardening.policy")

tmp=$(mktemp -d "${TMPDIR:-/tmp}/hardening-demo.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM
cp "$here/vulnerable.c" "$tmp/"
cd "$tmp"
ulimit -c 0

# glibc writes "*** stack smashing detected ***" to the terminal, not to
# stderr, unless told otherwise; the demo has to capture it.
export LIBC_FATAL_STDERR_=1

checks=0
failed=0
check() { # check OK DESCRIPTION: count a check, report it when it fails
	checks=$((checks + 1))
	if [ "$1" != ok ]; then
		failed=$((failed + 1))
		echo "$me: FAIL: $2" >&2
	fi
}

row() { # row LABEL WITHOUT WITH
	printf '   %-34s %-16s %s\n' "$1" "$2" "$3"
}

ran() { # ran BUILD OUTCOME [NOTE]
	printf '     %-16s %s%s\n' "$1" "$2" "${3:+  ($3)}"
}

# Print the status of a command run with stdout and stderr into files.  The
# subshell takes the shell's own "Segmentation fault" notice away.
run() { # run OUT ERR COMMAND...
	local out=$1 err=$2
	shift 2
	("$@" >"$out" 2>"$err" && echo 0 || echo $?) 2>/dev/null
}

# How a run ended, in a few words: the signal or exit status, and the
# first line the program wrote, if any.
outcome() { # outcome STATUS OUT ERR
	local how first
	if [ "$1" -gt 128 ]; then
		how="killed by SIG$(kill -l $(($1 - 128)))"
	else
		how="exit $1"
	fi
	first=$(cat "$3" "$2" | grep -v '^[+|-]*$' | head -n 1 | cut -c 1-48)
	echo "$how${first:+: $first}"
}

macro() { # macro NAME CC-ARGS...: the value of NAME after CC -dM -E, or -
	local name=$1
	shift
	"$@" -dM -E -x c /dev/null 2>/dev/null |
		awk -v n="$name" '$1 == "#define" && $2 == n { print ($3 == "" ? "defined" : $3); f = 1 }
			END { if (!f) print "-" }'
}

echo "gcc-hardening demo: ${cc[*]} ($("${cc[@]}" -dumpfullversion)) -fplugin=$plugin"
echo

# 1. Diagnostics.
echo "1. compile vulnerable.c at -O2"
rc=$(run plain.out plain.err "${cc[@]}" -O2 vulnerable.c -o plain)
[ "$rc" = 0 ] || { cat plain.err >&2; die "vulnerable.c does not compile without the plugin"; }
if grep -q 'warning:\|error:' plain.err; then
	row "without plugin" "ok" "(with diagnostics:)"
	grep 'warning:\|error:' plain.err | sed 's/^/     /'
else
	row "without plugin" "ok" "(no diagnostics)"
fi
rc=$(run bug.out bug.err "${cc[@]}" "${harden[@]}" -O2 vulnerable.c -o bug)
if [ "$rc" != 0 ] && grep -q 'format-security' bug.err; then
	row "with plugin" "refused" "(as it should be)"
	check ok "format-security"
elif [ "$rc" = 0 ]; then
	row "with plugin" "compiled" "(it should have been refused)"
	check fail "the plugin did not make the format bug an error (-Werror=format-security)"
else
	row "with plugin" "FAILED" "(not on the format bug)"
	check fail "the plugin build failed, but not with -Werror=format-security"
fi
grep 'error:\|warning:' bug.err | sed 's/^/     /' || true
rc=$(run hard.out hard.err "${cc[@]}" "${harden[@]}" -O2 -DDEMO_NO_FORMAT_BUG \
	vulnerable.c -o hardened)
if [ "$rc" = 0 ]; then
	row "with plugin, -DDEMO_NO_FORMAT_BUG" "ok" "(the hardened program below)"
	check ok "hardened build"
else
	row "with plugin, -DDEMO_NO_FORMAT_BUG" "FAILED" "(it should compile)"
	sed 's/^/     /' hard.err
	check fail "vulnerable.c -DDEMO_NO_FORMAT_BUG does not compile with the plugin"
	echo "$me: the plugin did NOT harden vulnerable.c ($failed of $checks checks failed)" >&2
	exit 1
fi
# The same source as the hardened program, for a fair comparison of code.
"${cc[@]}" -O2 -DDEMO_NO_FORMAT_BUG vulnerable.c -o fixed 2>/dev/null ||
	die "vulnerable.c -DDEMO_NO_FORMAT_BUG does not compile without the plugin"
echo

# 2. Code.
echo "2. what changed (same source, -DDEMO_NO_FORMAT_BUG)"
row "" "without plugin" "with plugin"
for m in _FORTIFY_SOURCE __SSP_STRONG__ __PIE__; do
	a=$(macro $m "${cc[@]}" -O2)
	b=$(macro $m "${cc[@]}" "${harden[@]}" -O2)
	row "$m (-dM -E)" "$a" "$b"
	case $m in
	_FORTIFY_SOURCE) [ "$b" = 3 ] && r=ok || r=fail ;;
	__SSP_STRONG__) [ "$b" = 3 ] && r=ok || r=fail ;;
	__PIE__) [ "$b" = 2 ] && r=ok || r=fail ;;
	esac
	check "$r" "$m is '$b' with the plugin in -dM -E"
done
calls() { objdump -d --no-show-raw-insn "$1" | grep -c 'call.*<__stack_chk_fail' || true; }
a=$(calls fixed)
b=$(calls hardened)
row "__stack_chk_fail calls (objdump)" "$a" "$b"
[ "$b" -gt 0 ] && r=ok || r=fail
check "$r" "no calls to __stack_chk_fail: functions are not protected (-fstack-protector-strong)"
imported() { nm -D --undefined-only "$2" | grep -q " $1@" && echo yes || echo no; }
for f in __strcpy_chk __printf_chk; do
	a=$(imported $f fixed)
	b=$(imported $f hardened)
	row "$f imported (nm -D)" "$a" "$b"
	[ "$b" = yes ] && r=ok || r=fail
	check "$r" "$f is not imported: calls are not fortified (-D_FORTIFY_SOURCE)"
done
elftype() { readelf -h "$1" | awk '$1 == "Type:" { print $2 }'; }
row "ELF type (readelf -h)" "$(elftype fixed)" "$(elftype hardened)"
echo

# 3. Runs.  32 characters overrun both 16- and 24-byte buffers.
long=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
echo "3. run with a ${#long}-character argument"
echo "   (hello copies it by hand into char[16], badge strcpy()s it into char[24])"
for cmd in hello badge; do
	rc=$(run a.out a.err ./plain $cmd $long)
	echo "   ./vulnerable $cmd AAAA..."
	[ "$rc" = 0 ] && note="the overflow went unnoticed" || note=
	ran "without plugin" "$(outcome "$rc" a.out a.err)" "$note"
	rc=$(run b.out b.err ./hardened $cmd $long)
	ran "with plugin" "$(outcome "$rc" b.out b.err)"
	case $cmd in
	hello) want='stack smashing detected' ;;
	badge) want='buffer overflow detected' ;;
	esac
	[ "$rc" != 0 ] && grep -q "$want" b.err && r=ok || r=fail
	check "$r" "./vulnerable $cmd: the hardened build did not stop with '$want'"
done
echo "   ./vulnerable say '%p %p %p'"
rc=$(run a.out a.err ./plain say '%p %p %p')
ran "without plugin" "$(outcome "$rc" a.out a.err)" "the format read the stack"
rc=$(run b.out b.err ./hardened say '%p %p %p')
ran "with plugin" "$(outcome "$rc" b.out b.err)" "format bug fixed, see 1."
echo

if [ $failed -ne 0 ]; then
	echo "$me: the plugin did NOT harden vulnerable.c ($failed of $checks checks failed)" >&2
	exit 1
fi
echo "$me: the plugin hardened vulnerable.c ($checks of $checks checks passed)"
