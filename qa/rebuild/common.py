"""What the parts of qa/rebuild/rebuild share: the tree, the release and its
configurations (set_suite), where the results are kept, the progress
lines, the packages' locks and lists."""

import fcntl
import hashlib
import os
import re
import subprocess
import threading




TREE = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# Every result is also kept in the tree, with what the report reads of the
# build logs, so that the report can be written again on another machine
# (a farm's shards, or this machine's successor: the first machine's
# results were lost with it, see EARLIER).
RESULTS_TREE = os.environ.get("REBUILD_RESULTS") or \
    os.path.join(TREE, "qa", "rebuild", "results")
# The report of the first machine that ran this tool (42 packages judged on
# 2026-12-05 and 06), kept as written: its result files and logs went with
# that machine, so its rows, figures and explanations are read back from it.
EARLIER = os.path.join(TREE, "qa", "reports", "rebuild-2026-12-06-sbuild.md")
SUITE = "bookworm"
# The release whose results are at the top of results/ and in
# qa/reports/rebuild.md; every other one has results/SUITE/ and
# qa/reports/rebuild-SUITE.md of its own (set_suite).
FIRST_SUITE = "bookworm"
ARCH = "amd64"
MIRROR = os.environ.get("REBUILD_MIRROR", "http://deb.debian.org/debian")
APT = ["apt-get", "-o", "DPkg::Lock::Timeout=600", "-o", "Acquire::Retries=3"]
VARIANTS = ("dpkg", "ours")
# The configurations of a release other than bookworm: also ours as a
# distribution would run it, dpkg-buildflags' defaults left in force and
# gcc-hardening-defaults installed (a buildd's configuration).
SUITE_VARIANTS = ("dpkg", "ours", "distro")
# The releases whose lists (qa/rebuild/lists/SUITE-*) are theirs, not
# bookworm's.
RELEASES = ("trixie", "forky", "sid")
# The opt-in features: the levels of --opt-in are `all` and
# each of these alone (its level is `on` in every case).
OPT_IN = ("strict-flex-arrays", "implicit-function-declaration", "qa",
          "zero-call-used-regs", "trampolines", "as-needed", "no-copy-dt-needed",
          "nodlopen", "no-ub-opts", "exceptions", "bidi-chars")
# The level an opt-in run sets where it is not `on`: bidi-chars is an
# error at unpaired in the shipped policy, at any for paired ones too.
OPT_IN_LEVEL = {"bidi-chars": "any"}

lock = threading.Lock()


def set_suite(suite):
    """The release to build and judge: its chroot, its packages of ours
    (make deb SUITE=...), its results and its report.  Returns the
    directory of its builds under DIR (DIR itself for bookworm)."""
    global SUITE, VARIANTS, RESULTS_TREE
    if suite == FIRST_SUITE:
        return ""
    SUITE = suite
    VARIANTS = SUITE_VARIANTS
    RESULTS_TREE = os.path.join(RESULTS_TREE, suite)
    return suite


def default_report():
    name = "rebuild.md" if SUITE == FIRST_SUITE else "rebuild-%s.md" % SUITE
    return os.path.join(TREE, "qa", "reports", name)


def default_debs():
    return os.path.join(TREE, "build", "check-deb" + ("" if SUITE == FIRST_SUITE else "-" + SUITE))


def log(msg):
    with lock:
        print(msg, flush=True)


def run_quiet(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


# ---------------------------------------------------------------------------
# The tree, the packages' locks and lists.

# What of the tree make deb's packages do not depend on: the reports and
# this tool, the documentation, HACKING and the DejaGnu suite (the package
# build runs the unit tests of testsuite/unit only).  Pathspecs for git.
UNPACKAGED = [":!doc", ":!qa", ":!HACKING", ":!testsuite/hardening.*"]


def tree_stamp():
    """What of this tree make deb packaged: the commit and the diff."""
    head = run_quiet(["git", "-C", TREE, "rev-parse", "--short", "HEAD"]).stdout.strip()
    diff = run_quiet(["git", "-C", TREE, "diff", "HEAD", "--", "."] +
                     UNPACKAGED).stdout
    if diff:
        head += "+" + hashlib.sha1(diff.encode()).hexdigest()[:8]
    return head


def optin_features(level):
    return OPT_IN if level == "all" else (level,)


def last_lines(text, n):
    return "\n".join(text.strip().splitlines()[-n:])


def package_lock(d, pkg):
    """The package's lock (DIR/work/PKG.lock), taken without waiting: the
    open file, to close when done, or None when another run holds it."""
    os.makedirs(os.path.join(d, "work"), exist_ok=True)
    lf = open(os.path.join(d, "work", pkg + ".lock"), "w")
    try:
        fcntl.flock(lf, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        lf.close()
        return None
    return lf


def passed(b):
    """A build that built and passed its tests (or has none)."""
    return bool(b.get("built")) and b.get("tests") in ("passed", "none")


def yn(b):
    return "yes" if b else "no"


def read_list(path):
    """A package list: one source package a line; # starts a comment."""
    pkgs = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.split("#")[0].strip()
            if not line:
                continue
            if not re.match(r"^[a-z0-9][a-z0-9+.-]+$", line):
                raise ValueError("%s:%d: not a source package name: %r" % (path, n, line))
            pkgs.append(line)
    return pkgs
