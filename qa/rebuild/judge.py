"""The judge part of qa/rebuild/rebuild: what a build log says (built,
tests, blhc, the link-time check's findings, the first error), the verdicts
of the binaries (hardening-audit, hardening-check; ours and distro against
dpkg's), and a package's result file (DIR/results and the tree's copy).
--rejudge judges kept .debs again from here."""

import datetime
import json
import os
import re
import subprocess

import common
from common import (FIRST_SUITE, TREE, last_lines, log, optin_features, package_lock, passed,
                    run_quiet, tree_stamp, yn)


# The flags the plugin and the specs give every compile and link, which
# bookworm's blhc looks for on the command lines of a build log: the
# options of the blhc run that a distribution building with
# gcc-hardening-defaults uses (qa/reports/rebuild.md, "blhc").
BLHC_PLUGIN_FLAGS = ("-fstack-protector-strong", "-D_FORTIFY_SOURCE=2", "-Wformat",
                     "-Werror=format-security", "-Wl,-z,relro", "-Wl,-z,now")
BLHC = ["blhc", "--buildd", "--all", "--debian"]


# ---------------------------------------------------------------------------
# What a build log says.

def read_summary(text):
    """sbuild's Summary section: {field: value}."""
    i = text.rfind("| Summary ")
    out = {}
    for line in text[i:].splitlines()[2:] if i >= 0 else ():
        m = re.match(r"^([A-Za-z-]+): (.*)$", line)
        if m:
            out[m.group(1)] = m.group(2).strip()
        elif line.startswith("----"):
            break
    return out


def build_section(text):
    """dpkg-buildpackage's part of an sbuild log: from the Build header to
    the next section.  sbuild 0.89 (trixie) puts the date on the header
    line, "| Build    Mon, 07 Dec 2026 ... |"; 0.85 (bookworm) does not."""
    m = re.search(r"^\| Build +(?:[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} "
                  r"[\d:]+ [+-]\d{4} *)?\|\n\+-+\+\n", text, re.M)
    if not m:
        return ""
    n = re.search(r"^\+-+\+\n\| (Changes|Post Build|Cleanup|Summary) ", text[m.end():], re.M)
    return text[m.end():m.end() + n.start()] if n else text[m.end():]


def optin_verdicts(root, level):
    """{feature: {result: count}} over the run's ELF files, for the
    features of the level: what hardening-audit sees of them."""
    out = {}
    for checks in audit(elf_files(root)).values():
        for f in optin_features(level):
            if f in checks:
                r = checks[f][0]
                out.setdefault(f, {})
                out[f][r] = out[f].get(r, 0) + 1
    return out


def blhc(logfile, ignore=()):
    """blhc --buildd's tags for a log, one string ("" when it has none)."""
    r = run_quiet(BLHC + ["--ignore-flag=" + f for f in ignore] + [logfile])
    return "; ".join(l.strip().strip("|").replace("|", ": ")
                     for l in r.stdout.splitlines() if l.strip()) or \
        ("blhc exit %d: %s" % (r.returncode, r.stderr.strip()[-200:]) if r.returncode else "")


# dh's test step, else a test command of a rules file of its own.
TEST_START = re.compile(r"^(\s+dh_auto_test\b|\s+debian/rules override_dh_auto_test\b"
                        r"|\S*make\S*( +-\S+)* +(test|check|tests)\b|.*\bctest\b"
                        r"|.*\bmeson test\b)", re.M)
DH_STEP = re.compile(r"^\s+(dh_\w+|debian/rules \S+|create-stamp)\b", re.M)


def judge_log(text, status):
    """built and tests from the build log: dh echoes each step."""
    m = TEST_START.search(text)
    after = None
    if m:
        nxt = [s for s in DH_STEP.finditer(text, m.end())
               if not s.group(1).startswith(("dh_auto_test", "debian/rules override_dh_auto_test"))]
        after = nxt[0].start() if nxt else None
    if status == 0:
        return {"built": True, "tests": "passed" if m else "none", "cause": ""}
    tail = last_lines(re.sub(r"\x1b\[[0-9;]*m", "", text), 25)
    if m and after is None:
        return {"built": True, "tests": "failed", "cause": tail}
    return {"built": bool(m), "tests": "no" if not m else "passed", "cause": tail}


# ---------------------------------------------------------------------------
# The judgement of the binaries.

# hardening-audit's verdicts: "unknown" (no evidence) and "warn" (the
# threads check) rank with "n/a", neither a protection nor a failure.
RANK = {"fail": 0, "n/a": 1, "unknown": 1, "warn": 1, "pass": 2}
HC_RANK = {"no": 0, "unknown": 1, "yes": 2}
HC_NAMES = {
    "Position Independent Executable": "hc-pie",
    "Stack protected": "hc-stackprotector",
    "Fortify Source functions": "hc-fortify",
    "Read-only relocations": "hc-relro",
    "Immediate binding": "hc-bindnow",
    "Stack clash protection": "hc-stackclash",
    "Control flow integrity": "hc-cfi",
}


def elf_files(root):
    out = []
    for dirpath, _, files in os.walk(root):
        for f in files:
            p = os.path.join(dirpath, f)
            if os.path.islink(p) or not os.path.isfile(p):
                continue
            if "/usr/lib/debug/" in p:
                continue
            try:
                with open(p, "rb") as fh:
                    if fh.read(4) == b"\x7fELF":
                        out.append(p)
            except OSError:
                pass
    return sorted(out)


def audit(files):
    """hardening-audit --json: {path: {check: (result, reason)}}"""
    if not files:
        return {}
    tool = os.path.join(TREE, "build", "hardening-audit")
    r = subprocess.run([tool, "--json", "-j", "1"] + files, capture_output=True, text=True)
    try:
        doc = json.loads(r.stdout)
    except ValueError:
        raise RuntimeError("hardening-audit --json: " + r.stderr[-500:])
    res = {}
    for f in doc.get("files", []):
        name = f["file"]
        if "(" in name:         # archive members: judged by the archive
            name = name.split("(")[0]
            key = f["file"]
        else:
            key = name
        res[key] = {c: (v["result"], v.get("reason", "")) for c, v in f.get("checks", {}).items()}
        res[key]["_type"] = (f.get("type", ""), "")
    return res


def hardening_check(files):
    """devscripts' hardening-check (the host's, bookworm's):
    {path: {feature: (verdict, text)}}"""
    res = {}
    for k in range(0, len(files), 200):
        chunk = files[k:k + 200]
        r = run_quiet(["hardening-check"] + chunk)
        cur = None
        for line in r.stdout.splitlines():
            if not line.startswith(" ") and line.endswith(":"):
                cur = line[:-1] if line[:-1] in chunk else None
                if cur:
                    res[cur] = {}
                continue
            m = re.match(r"^ (.+?): (.*)$", line)
            if cur and m and m.group(1) in HC_NAMES:
                text = m.group(2)
                word = "yes" if text.startswith("yes") else \
                    "unknown" if text.startswith("unknown") else "no"
                res[cur][HC_NAMES[m.group(1)]] = (word, text)
    return res


def compare(d, builds, other="ours"):
    """dpkg's binaries against those of other (ours, or distro): per
    binary and feature, other's verdict against dpkg's.  The verdicts keep
    the key "ours" for other's side."""
    sides = ("dpkg", other)
    files = {v: elf_files(builds[v]["root"]) for v in sides}
    rel = {v: {os.path.relpath(f, builds[v]["root"]): f for f in files[v]} for v in sides}
    au = {v: audit(files[v]) for v in sides}
    hc = hardening_check(files["dpkg"] + files[other])
    dpkg_flags = log_flags(builds["dpkg"]["log"])
    binaries = {}
    counts = {"weaker": 0, "equal": 0, "stronger": 0}
    only = {v: sorted(set(rel[v]) - set(rel[o]))
            for v, o in (("dpkg", other), (other, "dpkg"))}
    for r in sorted(set(rel["dpkg"]) & set(rel[other])):
        a, b = rel["dpkg"][r], rel[other][r]
        feats = {}
        for c in au["dpkg"].get(a, {}):
            if c.startswith("_") or c not in au[other].get(b, {}):
                continue
            x, y = au["dpkg"][a][c], au[other][b][c]
            feats[c] = verdict(RANK, x, y)
        for c in hc.get(a, {}):
            if c in hc.get(b, {}):
                feats[c] = verdict(HC_RANK, hc[a][c], hc[b][c])
        classify(feats, dpkg_flags)
        for f in feats.values():
            counts[f["cmp"]] += 1
        binaries[r] = {"type": au["dpkg"].get(a, {}).get("_type", ("", ""))[0],
                       "features": feats}
    return binaries, counts, only


def verdict(rank, x, y):
    rx, ry = rank.get(x[0], 1), rank.get(y[0], 1)
    cmp = "equal" if rx == ry else "weaker" if ry < rx else "stronger"
    return {"dpkg": x[0], "ours": y[0], "cmp": cmp,
            "why": "" if cmp == "equal" else "dpkg: %s; ours: %s" % (x[1], y[1])}


# hardening-audit reads our notes, which dpkg's binaries do not have: a
# check it passes from the notes alone is no stronger protection when
# hardening-check, which reads the code of both the same way, sees the
# same, and dpkg's own build log shows the flag on its compile commands.
# So a "stronger" audit verdict stands where its hardening-check twin is
# stronger too, where dpkg's log has compile commands but never the flag
# (a package whose rules drop dpkg's flags), or where dpkg's build cannot
# have it at all: bookworm's dpkg-buildflags has no auto-var-init and no
# _GLIBCXX_ASSERTIONS.  "notes" is provenance: never stronger, and never
# weaker (ours fails it where the link record names objects without a
# note, which dpkg's build cannot have).  Other weaker verdicts are never
# softened.
TWINS = {"stackprotector": "hc-stackprotector", "fortify": "hc-fortify",
         "pie": "hc-pie", "relro": "hc-relro", "bindnow": "hc-bindnow",
         "stackclash": "hc-stackclash", "branch": "hc-cfi"}
FLAGS = {"stackprotector": "-fstack-protector", "fortify": "-D_FORTIFY_SOURCE",
         "format": "-Werror=format-security", "stackclash": "-fstack-clash-protection",
         "branch": "-fcf-protection"}
NOT_IN_DPKG = ("autovarinit", "glibcxx-assertions")
COMPILE = re.compile(r"(^|\s|/)(\S+-)?(gcc|g\+\+|cc|c\+\+|gfortran)(-\d+)?\s(.*\s)?-c\s")


def log_flags(log):
    """The features whose flag dpkg's build log shows on a compile command,
    or None when it shows no compile command (silent build rules)."""
    seen, compiles = set(), 0
    try:
        with open(log, errors="replace") as f:
            for line in f:
                if COMPILE.search(line):
                    compiles += 1
                    for c, flag in FLAGS.items():
                        if flag in line:
                            seen.add(c)
    except OSError:
        return None
    return seen if compiles else None


def classify(feats, dpkg_flags=None):
    # From the verdicts alone, so that results judged by an older rule are
    # judged again by this one.
    for c, f in feats.items():
        rank = HC_RANK if c.startswith("hc-") else RANK
        rx, ry = rank.get(f["dpkg"], 1), rank.get(f["ours"], 1)
        f["cmp"] = "equal" if rx == ry else "weaker" if ry < rx else "stronger"
        if c == "notes" and f["cmp"] == "weaker":
            # Ours names objects linked in without a note (assembler,
            # nasm, prebuilt): provenance, not a protection that dpkg's
            # build has and ours lacks; the features say what the code has.
            f["cmp"] = "equal"
        why = f["why"]
        if why.startswith("only ours has notes to show it: "):
            why = why[len("only ours has notes to show it: "):]
        f["why"] = why.split("; dpkg's build log never")[0]
    for c, f in feats.items():
        if f["cmp"] != "stronger" or c.startswith("hc-") or c in NOT_IN_DPKG:
            continue
        twin = feats.get(TWINS.get(c, ""))
        if twin is not None and twin["cmp"] == "stronger":
            continue
        if dpkg_flags is not None and c in FLAGS and c not in dpkg_flags:
            if "dpkg's build log" not in f["why"]:
                f["why"] += "; dpkg's build log never has %s on a compile command" % FLAGS[c]
            continue
        f["cmp"] = "equal"
        if not f["why"].startswith("only ours"):
            f["why"] = "only ours has notes to show it: " + f["why"]
    return feats


# ---------------------------------------------------------------------------
# A package: its builds judged, its result file.

def save_result(res, resfile):
    """A result into DIR/results and the tree's copy (RESULTS_TREE), with
    what the report reads of the logs while they are here."""
    b = res["builds"]
    if "dpkg_log_flags" not in res and os.path.exists(b["dpkg"].get("log", "")):
        flags = log_flags(b["dpkg"]["log"])
        res["dpkg_log_flags"] = sorted(flags) if flags is not None else None
    if "link_check" not in b["ours"] and os.path.exists(b["ours"].get("log", "")):
        b["ours"]["link_check"] = link_check_lines(b["ours"]["log"])
    for o in res.get("optin", {}).values():
        if "first_error" not in o and os.path.exists(o.get("log", "")):
            o["first_error"] = first_error(o["log"])
    os.makedirs(common.RESULTS_TREE, exist_ok=True)
    for path in (resfile, os.path.join(common.RESULTS_TREE, os.path.basename(resfile))):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path + ".tmp", "w") as f:
            json.dump(res, f, indent=1, sort_keys=True)
            f.write("\n")
        os.rename(path + ".tmp", path)


def dpkg_flags_of(r):
    """log_flags of dpkg's log, as stored, else from the log (None: no
    compile command seen, or nothing known)."""
    if "dpkg_log_flags" in r:
        f = r["dpkg_log_flags"]
        return set(f) if f is not None else None
    return log_flags(r["builds"]["dpkg"].get("log", ""))


def link_check_of(r):
    b = r["builds"]["ours"]
    return b["link_check"] if "link_check" in b else link_check_lines(b.get("log", ""))


def first_error_of(o):
    return o["first_error"] if "first_error" in o else first_error(o.get("log", ""))


def judge_package(d, pkg, stamp, builds, resfile):
    res = {"package": pkg, "tree": stamp, "tool": "sbuild",
           "date": datetime.datetime.utcnow().strftime("%Y-%m-%d %H:%M"),
           "wall": max(b.get("wall", 0) for b in builds.values()),
           "builds": {v: {k: b[k] for k in ("version", "built", "tests", "status", "seconds",
                                            "package_seconds", "wall", "sbuild", "fail_stage",
                                            "cause", "log", "blhc", "blhc_plugin", "build_user",
                                            "link_check", "toolchain")
                                  if k in b}
                      for v, b in builds.items()}}
    if common.SUITE != FIRST_SUITE:
        res["suite"] = common.SUITE
    res.update(judge_binaries(d, builds))
    # Not judged: the source or its build dependencies were missing.
    if any(builds[v]["status"] is None for v in common.VARIANTS):
        res["unjudged"] = True
    save_result(res, resfile)
    log(progress(res, "%ds" % res["wall"]))
    return res


def judge_binaries(d, builds):
    """The verdicts of a package's builds: ours against dpkg's at the top
    (binaries, counts, only), and distro against dpkg's under "distro"
    where the release has that configuration."""
    out = {}
    for other in common.VARIANTS[1:]:
        if builds["dpkg"].get("root") and builds[other].get("root"):
            binaries, counts, only = compare(d, builds, other)
        else:
            binaries, counts, only = {}, {"weaker": 0, "equal": 0, "stronger": 0}, {}
        verdicts = {"binaries": binaries, "counts": counts, "only": only}
        if other == "ours":
            out.update(verdicts)
        else:
            out[other] = verdicts
    return out


def rejudge(d, pkg):
    """The binaries of a package judged earlier here judged again, from the
    .debs unpacked in DIR/work, by this tree's hardening-audit (after a fix
    of the audit); the builds stay as they were.  Returns 0, or 1 when it
    cannot be."""
    resfile = os.path.join(d, "results", pkg + ".json")
    roots = {v: os.path.join(d, "work", pkg, v, "root") for v in common.VARIANTS}
    if not all(os.path.isdir(r) for r in roots.values()):
        log("rebuild: %s: its unpacked .debs are not in %s/work" % (pkg, d))
        return 1
    lf = package_lock(d, pkg)
    if lf is None:
        log("rebuild: %s: being built by another run" % pkg)
        return 1
    try:
        try:
            with open(resfile) as f:
                res = json.load(f)
        except (OSError, ValueError) as e:
            log("rebuild: %s: no result to judge again (%s)" % (pkg, e))
            return 1
        builds = {v: dict(res["builds"][v], root=roots[v]) for v in common.VARIANTS}
        res.update(judge_binaries(d, builds), rejudged=tree_stamp())
        save_result(res, resfile)
    finally:
        lf.close()
    log(progress(res, "judged again by %s" % res["rejudged"]))
    return 0


def add_optin(pkg, level, b, resfile):
    """An opt-in run's outcome into the package's result file."""
    with open(resfile) as f:
        res = json.load(f)
    ours = res["builds"]["ours"]
    ok = passed(b)
    ours_ok = passed(ours)
    res.setdefault("optin", {})[level] = {
        k: b[k] for k in ("version", "built", "tests", "status", "seconds", "package_seconds",
                          "wall", "sbuild", "fail_stage", "cause", "log", "optin_verdicts")
        if k in b}
    res["optin"][level]["tree"] = b.get("tree", "")
    res["optin"][level]["breaks"] = bool(ours_ok and not ok and b.get("status") is not None)
    save_result(res, resfile)
    log("%-14s opt-in %s: built %s, tests %s%s | %s | %ds"
        % (pkg, level, yn(b.get("built")), b.get("tests"),
           " (ours: %s): BREAKS" % ours["tests"] if res["optin"][level]["breaks"] else "",
           optin_summary(b.get("optin_verdicts", {})), b.get("wall", 0)))
    return res


ZEROING = re.compile(r"^\s*[0-9a-f]+:\s+(xor|pxor|vpxor)\s+(%\w+),\2\s*$")
RET = re.compile(r"^\s*[0-9a-f]+:\s+(ret|repz ret|bnd ret)q?\b")


def code_facts(root):
    """What the code of an opt-in run shows, not its notes: the x86-64
    returns with a register zeroed just before them
    (-fzero-call-used-regs=used-gpr zeroes the used ones there), over the
    run's ELF files; None where the run left no files."""
    if not root or not os.path.isdir(root):
        return None
    rets = zeroed = 0
    for f in elf_files(root):
        r = run_quiet(["objdump", "-d", "--no-show-raw-insn", f])
        prev = ""
        for line in r.stdout.splitlines():
            if RET.match(line):
                rets += 1
                zeroed += bool(ZEROING.match(prev))
            if ":" in line and line.startswith(" "):
                prev = line
    return {"returns": rets, "zeroed": zeroed}


def add_code_facts(d, r):
    """The code facts of a package's opt-in runs of levels with
    zero-call-used-regs, and of ours' run beside them: computed once and
    stored in its result, under the package's lock (a run may be writing
    the result: then next time)."""
    pkg = r["package"]
    want = [l for l, o in r.get("optin", {}).items()
            if "code" not in o and o.get("built") and l in ("all", "zero-call-used-regs")]
    if not want:
        return
    lf = package_lock(d, pkg)
    if lf is None:
        return
    try:
        resfile = os.path.join(d, "results", pkg + ".json")
        if not os.path.exists(resfile):
            return
        with open(resfile) as f:
            res = json.load(f)
        for l in want:
            code = code_facts(os.path.join(d, "work", pkg, "optin-" + l, "root"))
            res["optin"][l]["code"] = r["optin"][l]["code"] = code
        if "code_ours" not in res:
            res["code_ours"] = r["code_ours"] = code_facts(os.path.join(d, "work", pkg, "ours", "root"))
        save_result(res, resfile)
    finally:
        lf.close()


def optin_summary(v):
    return ", ".join("%s %s" % (f, "/".join("%s %d" % kv for kv in sorted(c.items())))
                     for f, c in sorted(v.items())) or "no verdicts"


def progress(res, extra):
    b = res["builds"]
    c = res["counts"]
    line = ("%-14s dpkg: built %s, tests %s | ours: built %s, tests %s | "
            "%d binaries: %d weaker, %d equal, %d stronger | "
            % (res["package"], yn(b["dpkg"]["built"]), b["dpkg"]["tests"],
               yn(b["ours"]["built"]), b["ours"]["tests"], len(res["binaries"]),
               c["weaker"], c["equal"], c["stronger"]))
    if "distro" in res and "distro" in b:
        c = res["distro"]["counts"]
        line += ("distro: built %s, tests %s, %d weaker, %d equal, %d stronger | "
                 % (yn(b["distro"]["built"]), b["distro"]["tests"],
                    c["weaker"], c["equal"], c["stronger"]))
    return line + extra


# What the report reads of the logs, stored in the result.

def link_check_lines(log):
    """How many distinct findings of the link-time check a build log has."""
    try:
        with open(log, errors="replace") as f:
            return len({l for l in f if "[gcc-hardening]" in l})
    except OSError:
        return 0


FIRST_ERROR = re.compile(r"(: error: |undefined reference to |: cannot open shared object|"
                         r"cannot be dlopen\(\)ed|"
                         r"^FAIL: |^not ok |\*\*\*Failed|Test +#\d+: .*\*\*\*)")


def first_error(log):
    """The first line of a build log's build part that says what failed:
    a compiler or linker error, else a failed test."""
    try:
        with open(log, errors="replace") as f:
            text = build_section(f.read())
    except OSError:
        return ""
    for line in text.splitlines():
        if FIRST_ERROR.search(line):
            return re.sub(r"\x1b\[[0-9;]*m", "", line.strip())
    return ""
