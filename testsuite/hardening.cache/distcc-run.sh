#!/bin/sh
# A compile farm of one: Debian's distccd on 127.0.0.1 (a free port, only
# 127.0.0.1 allowed), in a private mount namespace where the default specs
# are installed in an overlay of the compiler's library directory, and
# distcc clients compiling distcc-1.c through it.  Prints what happened for
# distcc.exp to judge; the logs stay in WORKDIR.
#
#   distcc-run.sh PRIVATE TOOL SPECS LIBDIR CC PLUGIN LD-PLUGIN POLICY WORKDIR SOURCE
#
# PRIVATE is lib/private-libdir.sh, TOOL specs/default-specs, SPECS a
# default specs file naming PLUGIN, LD-PLUGIN and POLICY.  The cases, each
# leaving CASE.o, CASE.client.log (the client's DISTCC_VERBOSE log) and a
# line "== CASE status N" (the client's exit status):
#
#   fplugin      a client without default specs, -fplugin= on its command
#                line: distccd refuses it, the client compiles locally
#   farm         a client with the default specs (its own private
#                namespace): distributed, compiled with the server's specs
#   server-only  a client without default specs: distributed; the client
#                preprocesses without the plugin
#
# The server's log is WORKDIR/distccd.log.  distccd runs under timeout(1)
# (at most 120 s whatever happens to this script) in its own process group,
# killed at the end; "== server stopped" says its pid is gone.
# Exit status: 0 ran, 1 failed (the output says why).
set -u

private=$1
tool=$2
specs=$3
libdir=$4
cc=$5
plugin=$6
ld_plugin=$7
policy=$8
dir=$9
src=${10}
user=distccd

for t in distcc distccd python3; do
  command -v $t >/dev/null || { echo "distcc-run.sh: $t not found" >&2; exit 1; }
done
id -u $user >/dev/null 2>&1 || {
  echo "distcc-run.sh: no user $user (Debian's distcc package makes it)" >&2; exit 1; }

# The builder's DISTCC_HOSTS, DISTCC_DIR... must not change the cases.
for v in $(env | sed -n 's/^\(DISTCC_[A-Za-z0-9_]*\)=.*/\1/p'); do
  unset "$v"
done

cd "$dir" || exit 1
rm -f ./*.o ./*.log

# distccd drops root for $user, whose compiles must read the plugin, the
# policy and the specs: copies in a directory of its own, the specs naming
# them (the checkout may be unreadable to $user).
srv=$(mktemp -d /tmp/gcc-hardening-distccd.XXXXXX) || exit 1
group=""
server=""
cleanup () {
  if [ -n "$group" ]; then
    kill -TERM -"$group" 2>/dev/null
    wait "$server" 2>/dev/null
    pid=$(cat "$srv/run/distccd.pid" 2>/dev/null)
    if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
      kill -KILL -"$group" 2>/dev/null
      echo "== server killed"
    else
      echo "== server stopped"
    fi
  fi
  rm -rf "$srv"
}
trap cleanup EXIT
trap 'exit 1' HUP INT TERM
chmod 755 "$srv"
mkdir "$srv/run" && chown $user "$srv/run" || exit 1
cp "$plugin" "$srv/hardening.so" && cp "$(dirname "$plugin")/hardening-core.so" "$srv/" \
  && cp "$ld_plugin" "$srv/hardening-ld.so" \
  && cp "$(dirname "$ld_plugin")/hardening-ld-options.so" "$srv/" \
  && cp "$policy" "$srv/hardening.policy" || exit 1
chmod 644 "$srv"/hardening*
sed -e "s|$plugin|$srv/hardening.so|g" -e "s|$ld_plugin|$srv/hardening-ld.so|g" \
  -e "s|$(dirname "$ld_plugin")/hardening-ld-options.so|$srv/hardening-ld-options.so|g" \
  -e "s|$policy|$srv/hardening.policy|g" "$specs" > "$srv/specs" || exit 1

# A free port, asked of the kernel; distccd binds it a moment later.
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])') || exit 1
echo "== port $port"
sh "$private" "$libdir" sh -c '
  sh "$1" install "$2" "$3" >/dev/null || exit 1
  echo $$ > "$4/group"
  exec timeout -s TERM 120 distccd --daemon --no-detach --log-stderr \
    --log-level=info --listen 127.0.0.1 --allow 127.0.0.1 --port "$5" \
    --pid-file "$4/run/distccd.pid" --user "$6" --jobs 2' \
  sh "$tool" "$srv/specs" "$libdir" "$srv" "$port" "$user" \
  > /dev/null 2> distccd.log &
server=$!
i=0
while [ ! -s "$srv/run/distccd.pid" ]; do
  i=$((i + 1))
  if [ $i -gt 100 ] || ! kill -0 $server 2>/dev/null; then
    echo "distcc-run.sh: distccd did not start:" >&2
    cat distccd.log >&2
    exit 1
  fi
  sleep 0.1
done
group=$(cat "$srv/group")

# The clients: this farm only, every step logged, their state (locks, the
# back-off after a failed job) in a directory of each case's, never in
# $HOME: the refused job of one case must not make the next compile
# locally.
DISTCC_HOSTS=127.0.0.1:$port/2
DISTCC_VERBOSE=1
export DISTCC_HOSTS DISTCC_VERBOSE
for c in fplugin farm server-only; do
  rm -rf "distcc-state-$c" && mkdir "distcc-state-$c" || exit 1
done

DISTCC_DIR=$dir/distcc-state-fplugin DISTCC_LOG=$dir/fplugin.client.log \
  distcc $cc -O2 -fplugin="$plugin" \
  -fplugin-arg-hardening-policy="$policy" -c "$src" -o fplugin.o
echo "== fplugin status $?"

DISTCC_DIR=$dir/distcc-state-farm DISTCC_LOG=$dir/farm.client.log \
  sh "$private" "$libdir" sh -c '
  sh "$1" install "$2" "$3" >/dev/null || exit 1
  shift 3
  exec distcc "$@"' sh "$tool" "$specs" "$libdir" $cc -O2 -c "$src" -o farm.o
echo "== farm status $?"

DISTCC_DIR=$dir/distcc-state-server-only \
  DISTCC_LOG=$dir/server-only.client.log distcc $cc -O2 -c "$src" -o server-only.o
echo "== server-only status $?"

# The clients have their objects before the workers log the end of their
# jobs: give the log a moment (three jobs, at most 5 s) before stopping.
i=0
while [ "$(grep -c 'dcc_job_summary' distccd.log)" -lt 3 ] && [ $i -lt 50 ]; do
  i=$((i + 1))
  sleep 0.1
done
exit 0
