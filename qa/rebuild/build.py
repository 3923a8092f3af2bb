"""The build part of qa/rebuild/rebuild: the host's tools, the release's
chroot tarball, our packages (make deb) and one sbuild run of a package in
one configuration (dpkg, ours, distro or an opt-in level), its log read by
judge."""

import glob
import os
import pwd
import re
import shutil
import subprocess
import time

import common
from common import (APT, ARCH, FIRST_SUITE, MIRROR, OPT_IN_LEVEL, TREE, UNPACKAGED,
                    default_debs, last_lines, log, optin_features, run_quiet, tree_stamp)
from judge import (BLHC_PLUGIN_FLAGS, blhc, build_section, judge_log, link_check_lines,
                   optin_verdicts, read_summary)


# ---------------------------------------------------------------------------
# What the builds need: the host's tools, subordinate ids, the tarball and
# our packages.

# The host's tools: the command, and the Debian package that has it.
TOOLS = (("sbuild", "sbuild"), ("mmdebstrap", "mmdebstrap"), ("newuidmap", "uidmap"),
         ("blhc", "blhc"), ("hardening-check", "devscripts"), ("dpkg-deb", "dpkg"))
# The packages whose debian/rules runs the test suite only when asked
# (DEB_BUILD_OPTIONS=check, not a standard option): asked, in both builds.
TEST_OPTIONS = {"libarchive": "check"}
BARE = "-O2 -g"
BUILD_USER = "sbuild"


def ensure_tools():
    missing = sorted({pkg for cmd, pkg in TOOLS if not shutil.which(cmd)})
    if not missing:
        return
    if os.geteuid() != 0:
        raise RuntimeError("missing Debian packages: %s (apt-get install them as root)"
                           % " ".join(missing))
    log("rebuild: installing " + " ".join(missing))
    r = run_quiet(APT + ["install", "-y", "-q", "--no-install-recommends"] + missing,
                  env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))
    if r.returncode != 0:
        raise RuntimeError("apt-get install %s failed:\n%s" % (" ".join(missing), r.stderr[-800:]))


def ensure_subids():
    """sbuild's unshare mode maps the chroot's users onto the subordinate ids
    of the user running it (Sbuild::Utility::read_subuid_subgid)."""
    import pwd
    user = pwd.getpwuid(os.getuid()).pw_name
    have = []
    for f in ("/etc/subuid", "/etc/subgid"):
        try:
            with open(f) as fh:
                have.append(any(l.split(":")[0] == user for l in fh))
        except OSError:
            have.append(False)
    if all(have):
        return
    if os.geteuid() != 0:
        raise RuntimeError("no subordinate ids for %s in /etc/subuid or /etc/subgid "
                           "(usermod --add-subuids 100000-165535 --add-subgids "
                           "100000-165535 %s, as root)" % (user, user))
    log("rebuild: adding subordinate ids 100000-165535 for root (sbuild --chroot-mode=unshare)")
    subprocess.run(["usermod", "--add-subuids", "100000-165535",
                    "--add-subgids", "100000-165535", "root"], check=True)


# sid's Release file carries a Valid-Until date, which a mirror that is not
# updated every week passes (apt then refuses it: "Release file ... is
# expired"); its chroot ignores the date, at mmdebstrap's apt-get update and
# at each build's, by an apt.conf.d file that --aptopt writes into the
# tarball.
APT_OPTIONS = {s: ['--aptopt=Acquire::Check-Valid-Until "false"'] for s in ("sid", "unstable")}


def tarball(d):
    path = os.path.join(d, "%s-%s.tar" % (common.SUITE, ARCH))
    if os.path.exists(path):
        return path
    log("rebuild: mmdebstrap --variant=buildd %s %s" % (common.SUITE, path))
    tmp = path + ".tmp.tar"
    with open(path + ".log", "w") as out:
        r = subprocess.run(["mmdebstrap", "--variant=buildd"] + APT_OPTIONS.get(common.SUITE, []) +
                           [common.SUITE, tmp,
                            "deb %s %s main" % (MIRROR, common.SUITE),
                            "deb-src %s %s main" % (MIRROR, common.SUITE)],
                           stdout=out, stderr=subprocess.STDOUT)
    if r.returncode != 0:
        raise RuntimeError("mmdebstrap failed (network? see %s.log)" % path)
    os.rename(tmp, path)
    return path


def our_debs(d, stamp):
    """A copy of make deb's packages (not -dbgsym) in DIR/debs/STAMP, which
    the builds of ours get with --extra-package."""
    dest = os.path.join(d, "debs", stamp)
    if os.path.isdir(dest):
        return dest
    src = os.environ.get("REBUILD_DEBS") or default_debs()
    debs = [f for f in glob.glob(os.path.join(src, "*.deb")) if "-dbgsym_" not in f]
    if not any(os.path.basename(f).startswith("gcc-hardening-defaults_") for f in debs):
        raise RuntimeError("no gcc-hardening-defaults package in %s: run make deb first" % src)
    # The packages must be this tree's: make deb after the last commit and
    # after every change of the checkout (make rebuild runs it first), but
    # for what they do not depend on (UNPACKAGED, as tree_stamp).
    head = int(run_quiet(["git", "-C", TREE, "log", "-1", "--format=%ct", "--", "."] +
                         UNPACKAGED).stdout.strip() or 0)
    changed = run_quiet(["git", "-C", TREE, "ls-files", "-m", "--", "."] +
                        UNPACKAGED).stdout.split()
    newest = max([head] + [os.path.getmtime(os.path.join(TREE, f)) for f in changed
                           if os.path.exists(os.path.join(TREE, f))])
    if min(os.path.getmtime(f) for f in debs) < newest:
        raise RuntimeError("the packages in %s are older than the tree (%s): run make deb"
                           % (src, stamp))
    tmp = dest + ".tmp%d" % os.getpid()
    os.makedirs(tmp)
    for f in debs:
        shutil.copy(f, tmp)
    os.rename(tmp, dest)
    return dest


def prepare(d):
    ensure_tools()
    ensure_subids()
    stamp = tree_stamp()
    return {"stamp": stamp, "tarball": tarball(d), "debs": our_debs(d, stamp)}


# ---------------------------------------------------------------------------
# One build: one sbuild run.

def build_env(variant, pkg):
    options = "parallel=1" + "".join(" " + o for o in TEST_OPTIONS.get(pkg, "").split())
    if variant == "dpkg":
        return {"DEB_BUILD_MAINT_OPTIONS": "hardening=+all", "DEB_BUILD_OPTIONS": options}
    if variant == "distro":
        # As a buildd of a distribution that installs gcc-hardening-defaults
        # would build: dpkg-buildflags' defaults left as they are.
        return {"DEB_BUILD_OPTIONS": options}
    # ours and the opt-in runs (ours with a policy of more features)
    env = {"DEB_%sFLAGS_SET" % l: BARE
           for l in ("C", "CXX", "OBJC", "OBJCXX", "F", "FC")}
    env["DEB_CPPFLAGS_SET"] = ""
    env["DEB_LDFLAGS_SET"] = ""
    env["DEB_BUILD_OPTIONS"] = options
    return env


# Run in the chroot as root before dpkg-buildpackage (sbuild's
# --starting-build-commands): what gcc reads, into the log, and the build
# stopped when the defaults are not as this side needs them.
PROBE = (r"""out=$(gcc -v -c -x c -o /dev/null /dev/null 2>&1); """
         r"""echo "$out" | grep -e '^Reading specs' -e '-fplugin=' || true; """
         r"""if echo "$out" | grep -q -e '-fplugin=[^ ]*hardening\.so'; then on=yes; else on=no; fi; """
         r"""echo "gcc-hardening default specs active: $on (wanted: %s)"; [ $on = %s ]""")


LINK_OPTION = {"as-needed": "--as-needed", "no-copy-dt-needed": "--no-copy-dt-needed-entries",
               "nodlopen": "-z nodlopen"}


# Before the probe, in an opt-in run: the features of the level on in the
# installed policy, the specs written again from it (the link features
# live in the specs), and gcc's view of the policy into the log, checked.
def optin_setup(level):
    feats = optin_features(level)
    pol = "/etc/gcc-hardening/hardening.policy"
    sed = "sed -i -E %s %s" % (" ".join(
        "-e 's/^(%s) = (off|warn)$/\\1 = %s/'" % (f, OPT_IN_LEVEL.get(f, "on"))
        for f in feats), pol)
    check = "; ".join(
        "echo \"$p\" | grep -q -E '^  %s +%s ' || { echo 'opt-in: %s is not %s'; exit 1; }"
        % (f, OPT_IN_LEVEL.get(f, "on"), f, OPT_IN_LEVEL.get(f, "on")) for f in feats)
    # The link features are in the specs: on gcc's link command.
    link = "; ".join(
        "echo \"$l\" | grep -q -e '%s' || { echo 'opt-in: %s is not on the link command'; exit 1; }"
        % (LINK_OPTION[f], f) for f in feats if f in LINK_OPTION) or "true"
    link = ("l=$(gcc -### -x c /dev/null -o /tmp/opt-in-probe 2>&1 | grep collect2); "
            "echo \"$l\"; " + link)
    return ("set -e; %s; /usr/lib/gcc-hardening/default-specs enable-all "
            "--ld-plugin=/usr/lib/gcc-hardening/hardening-ld.so; "
            "p=$(gcc -fplugin-arg-hardening-print-policy -x c -c -o /dev/null /dev/null 2>&1); "
            "echo \"$p\"; %s; %s; echo 'opt-in level %s: on'" % (sed, check, link, level))


def perl_str(s):
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'"


def sbuild_command(prep, pkg, variant, work):
    cmd = ["sbuild", "--chroot-mode=unshare", "--chroot=" + prep["tarball"],
           "--dist=" + common.SUITE, "--arch=" + ARCH, "--arch-all", "--no-source-only-changes",
           "--no-run-lintian", "--no-run-piuparts", "--no-run-autopkgtest",
           "--build-dir=" + work]
    want = "no" if variant == "dpkg" else "yes"
    if variant.startswith("optin-"):
        cmd.append("--starting-build-commands=" + optin_setup(variant[len("optin-"):]))
    cmd.append("--starting-build-commands=" + PROBE % (want, want))
    if variant != "dpkg":
        cmd += ["--extra-package=" + prep["debs"], "--add-depends=gcc-hardening-defaults"]
    return cmd + [pkg]


def build(prep, d, pkg, variant):
    work = os.path.join(d, "work", pkg, variant)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    conf = os.path.join(work, "sbuild.conf")
    with open(conf, "w") as f:
        f.write("$build_environment = {\n")
        for k, v in sorted(build_env(variant, pkg).items()):
            f.write("  %s => %s,\n" % (perl_str(k), perl_str(v)))
        f.write("};\n")
        if os.geteuid() == 0:
            # Run by root, sbuild's unshare mode builds as uid 0 (its
            # build user is the user running it); a buildd builds as a user
            # of its own, and tar refuses root, tcpdump drops privileges to
            # a user the chroot lacks.  sbuild's own 'sbuild' user, which
            # its chroot set-up creates, builds instead (dpkg-buildpackage
            # gets root for the binary target from fakeroot, as on a buildd).
            f.write("$build_user = %s;\n" % perl_str(BUILD_USER))
        f.write("1;\n")
    env = {"PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "HOME": os.environ.get("HOME", "/root"),
           "LANG": "C.UTF-8", "SBUILD_CONFIG": conf}
    cmd = sbuild_command(prep, pkg, variant, work)
    with open(os.path.join(work, "command"), "w") as f:
        f.write(" ".join(cmd) + "\n")
    t0 = time.time()
    with open(os.path.join(work, "sbuild.out"), "w") as out:
        r = subprocess.run(cmd, cwd=work, env=env, stdout=out, stderr=subprocess.STDOUT,
                           stdin=subprocess.DEVNULL)
    wall = int(time.time() - t0)
    logs = [f for f in glob.glob(os.path.join(work, "*.build")) if not os.path.islink(f)]
    res = {"variant": variant, "log": logs[0] if logs else "", "wall": wall,
           "sbuild_status": r.returncode,
           "build_user": BUILD_USER if os.geteuid() == 0 else pwd.getpwuid(os.getuid()).pw_name}
    text = ""
    if logs:
        with open(logs[0], errors="replace") as f:
            text = f.read()
    summ = read_summary(text)
    res["version"] = summ.get("Version", "")
    res["sbuild"] = summ.get("Status", "")
    if common.SUITE != FIRST_SUITE:
        m = re.search(r"^Toolchain package versions: (.*)$", text, re.M)
        res["toolchain"] = m.group(1).strip() if m else ""
    stage = summ.get("Fail-Stage", "")
    res["fail_stage"] = stage
    res["seconds"] = int(summ.get("Build-Time", "0") or 0)
    res["package_seconds"] = int(summ.get("Package-Time", "0") or 0)
    section = build_section(text)
    if not section.strip() or stage in ("fetch-src", "install-deps", "check-space",
                                        "create-session", "run-starting-build-commands",
                                        "apt-get-update", "arch-check"):
        res.update(built=False, tests="no", status=None,
                   cause="sbuild stopped before the build (%s): %s"
                   % (stage or "no log", last_lines(text or open(os.path.join(work, "sbuild.out")).read(), 8)))
        return res
    res["status"] = 0 if summ.get("Status") == "successful" else 1
    res.update(judge_log(section, res["status"]))
    root = os.path.join(work, "root")
    os.makedirs(root, exist_ok=True)
    for deb in sorted(glob.glob(os.path.join(work, "*.deb"))):
        if "-dbgsym_" not in deb:
            subprocess.run(["dpkg-deb", "-x", deb, root], check=True)
    res["root"] = root
    res["blhc"] = blhc(res["log"])
    if variant == "ours":
        res["blhc_plugin"] = blhc(res["log"], BLHC_PLUGIN_FLAGS)
    if variant == "distro":
        res["link_check"] = link_check_lines(res["log"])
    if variant.startswith("optin-"):
        res["optin_verdicts"] = optin_verdicts(root, variant[len("optin-"):])
    return res
