"""The report part of qa/rebuild/rebuild (--report-only): bookworm's report
qa/reports/rebuild.md from its results, the first machine's report and the
old tool's figures, and another release's qa/reports/rebuild-SUITE.md from
its results alone."""

import glob
import json
import os
import re

import common
from common import (EARLIER, FIRST_SUITE, RELEASES, TREE, last_lines, package_lock, passed,
                    read_list, yn)
from judge import (BLHC, BLHC_PLUGIN_FLAGS, add_code_facts, classify, dpkg_flags_of,
                   first_error_of, link_check_lines, link_check_of,
                   save_result)


def read_causes():
    causes = {}
    path = os.path.join(TREE, "qa", "rebuild", "causes")
    try:
        with open(path) as f:
            for line in f:
                line = line.rstrip("\n")
                if not line or line.startswith("#"):
                    continue
                k, _, v = line.partition(":")
                causes.setdefault(k.strip(), []).append(v.strip())
    except OSError:
        pass
    return causes


def old_figures():
    """The old tool's results (build-aux/chroot and namespaces of our own),
    frozen in qa/reports/rebuild-2026-12-04-chroot.md (52 packages) and qa/reports/rebuild-2026-12-05-rerun.md
    (28 of them again with be6edbe): {package: {...}}, the re-run's row
    where there is one, it being the later tree and the quieter machine."""
    old = {}
    for name in ("rebuild-2026-12-04-chroot.md", "rebuild-2026-12-05-rerun.md"):
        try:
            with open(os.path.join(TREE, "qa", "reports", name)) as f:
                for line in f:
                    c = [x.strip() for x in line.strip().strip("|").split("|")]
                    if len(c) != 13 or not c[6].isdigit():
                        continue
                    old[c[0]] = {"tests": (c[3], c[5]), "counts": tuple(int(x) for x in c[6:10]),
                                 "seconds": (c[10], c[11]), "tree": c[12]}
        except OSError:
            pass
    return old


def load_results(d):
    """Every sbuild result: the tree's copies (RESULTS_TREE), and this
    machine's (DIR/results), which win."""
    found = {}
    for where in (common.RESULTS_TREE, os.path.join(d, "results")):
        for f in sorted(glob.glob(os.path.join(where, "*.json"))):
            with open(f) as fh:
                r = json.load(fh)
            if r.get("tool") == "sbuild":
                if where != common.RESULTS_TREE:
                    r = sync_result(d, r, f)
                found[r["package"]] = r
    return [found[p] for p in sorted(found)]


def sync_result(d, r, path):
    """This machine's result r (from path), and the tree's copy brought up
    to date with it and with what the report reads of the logs, unless a
    run that holds the package's lock may be writing it (then next time)."""
    kept = os.path.join(common.RESULTS_TREE, os.path.basename(path))
    try:
        with open(kept) as f:
            if json.load(f) == r and ("dpkg_log_flags" in r or
                                      not os.path.exists(r["builds"]["dpkg"].get("log", ""))):
                return r
    except (OSError, ValueError):
        pass
    lf = package_lock(d, r["package"])
    if lf is None:
        return r
    try:
        with open(path) as f:
            r = json.load(f)
        save_result(r, path)
    finally:
        lf.close()
    return r


def cells(line):
    return [c.strip() for c in line.strip().strip("|").split("|")]


def earlier_report():
    """What EARLIER says, per package and in total: {"header": [...],
    "rows": {pkg: {column: cell}}, "byfeat": {feature: {weaker, stronger}},
    "linkcheck": {pkg: n}, "optin": {level: cells}, "why": {(pkg, level):
    lines}, "blhc": {pkg: line}, "sections": {pkg: lines}}."""
    e = {"header": [], "rows": {}, "byfeat": {}, "linkcheck": {}, "optin": {}, "why": {},
         "blhc": {}, "sections": {}}
    if common.SUITE != FIRST_SUITE:
        return e
    try:
        with open(EARLIER) as f:
            lines = f.read().splitlines()
    except OSError:
        return e
    part, key = "", None
    for line in lines:
        if line.startswith("## "):
            part, key = line[3:], None
            continue
        c = cells(line) if line.startswith("| ") else None
        if not part and c and c[0] == "package":
            e["header"] = c
        elif not part and c and e["header"] and len(c) == len(e["header"]):
            e["rows"][c[0]] = dict(zip(e["header"], c))
        elif part == "Totals" and line.startswith("- by feature (binaries): "):
            for item in line.split(": ", 1)[1].split("; "):
                feat, _, rest = item.partition(" ")
                for nk in rest.split(", "):
                    n, k = nk.split(" ")
                    e["byfeat"].setdefault(feat, {"weaker": 0, "stronger": 0})[k] += int(n)
        elif part == "Totals" and line.startswith("- link-time check findings in ours' build logs: "):
            v = line.split(": ", 1)[1]
            for item in v.split(", ") if v != "none" else ():
                pk, n = item.rsplit(" ", 1)
                e["linkcheck"][pk] = int(n)
        elif part.startswith("Opt-in levels"):
            m = re.match(r"^- (\S+), opt-in (\S+): ", line)
            if c and c[0] != "level":
                e["optin"][c[0]] = c
            elif m:
                key = (m.group(1), m.group(2))
                e["why"][key] = [line]
            elif line.startswith("  ") and key:
                e["why"][key].append(line)
        elif part == "blhc" and c and c[0] != "package":
            e["blhc"][c[0]] = line
        elif part.startswith("Failures"):
            if line.startswith("### "):
                key = line[4:].strip()
                e["sections"][key] = []
            elif key:
                e["sections"][key].append(line)
    for k in e["sections"]:
        while e["sections"][k] and not e["sections"][k][-1].strip():
            e["sections"][k].pop()
    return e


def report(d, path):
    if common.SUITE != FIRST_SUITE:
        return report_release(d, path)
    results = load_results(d)
    # A package whose source or build dependencies sbuild could not get was
    # not judged: listed under "Packages not judged", not in the table.
    unjudged = [r for r in results if r.get("unjudged")]
    results = [r for r in results if not r.get("unjudged")]
    causes = read_causes()
    old = old_figures()
    e = earlier_report()
    here = {r["package"] for r in results}
    early = {p: row for p, row in e["rows"].items() if p not in here}
    again = sorted(p for p in e["rows"] if p in here)
    out = []
    w = out.append
    w("# Archive rebuild: Debian's hardening flags against gcc-hardening's defaults, with sbuild")
    w("")
    w("Written by `make rebuild` (qa/rebuild/rebuild) from its results; do not edit by hand:")
    w("the explanations come from qa/rebuild/causes.  The old tool's report (its own")
    w("chroot and namespace code, 52 packages) is kept as qa/reports/rebuild-2026-12-04-chroot.md, and its re-run")
    w("of 28 of them as qa/reports/rebuild-2026-12-05-rerun.md.")
    w("")
    w("Each source package of bookworm was built twice by Debian's own build tool,")
    w("`sbuild --chroot-mode=unshare` (bookworm's sbuild 0.85), each build on a fresh copy")
    w("of one chroot tarball made by `mmdebstrap --variant=buildd bookworm` (sbuild's user,")
    w("mount, PID, IPC, UTS and network namespaces, its devpts and /dev/shm: a buildd's),")
    w("its test suite included (`DEB_BUILD_OPTIONS=parallel=1`), two sbuild runs at once on")
    w("the machine's 2 cores (a package's two builds side by side, or two shards' builds).")
    w("The two sbuild runs differ only in the build environment: **dpkg** with")
    w("`DEB_BUILD_MAINT_OPTIONS=hardening=+all` and the compiler's own specs (Debian's")
    w("mechanism, the reference); **ours** with bare flags (`DEB_CFLAGS_SET=\"-O2 -g\"` and")
    w("the same for C++, Objective-C/C++ and Fortran, `DEB_CPPFLAGS_SET=`, `DEB_LDFLAGS_SET=`),")
    w("no `DEB_BUILD_MAINT_OPTIONS`, and gcc-hardening's Debian packages (`make deb` of the")
    w("tree at the commit in the table) given to sbuild with `--extra-package` and installed")
    w("with `--add-depends=gcc-hardening-defaults`: every protection of ours comes from the")
    w("plugin and the specs.  A `--starting-build-commands` probe in both stops a build whose")
    w("compiler does not have the defaults as its side needs (active in ours only).  Every")
    w("ELF file of the binary packages (not -dbgsym) was judged with `hardening-audit --json`")
    w("and devscripts' `hardening-check` (features prefixed `hc-`); per binary and feature,")
    w("ours is weaker than, equal to or stronger than dpkg's (fail < n/a or unknown < pass or yes).")
    w("")
    w("\"dpkg s\" and \"ours s\" are sbuild's Build-Time (dpkg-buildpackage alone, what the old")
    w("tool timed); \"sbuild s\" is sbuild's Package-Time of the two builds added up (its")
    w("whole run of a package: the chroot's set-up and update, the build dependencies, the")
    w("build, the packages), what a farm pays per package; \"old\" columns are the old tool's row for the same package (its tree")
    w("named), \"verdicts\" compares the weaker/equal/stronger counts with the old row.")
    w("")
    if early:
        w("The %d packages whose tree is marked ¹ were judged on the first machine that ran"
          % len(early))
        w("this tool (2026-12-05 and 06).  Their result files and build logs went with that")
        w("machine, so their rows, opt-in and blhc figures, explanations and share of the")
        w("totals are read back from its report, kept as written in qa/reports/rebuild-2026-12-06-sbuild.md.")
        w("The results of every later run are kept in the tree as well")
        w("(qa/rebuild/results/PKG.json, with what the report reads of the logs), so")
        w("that any machine can write this report again.")
        w("")
    releases = [x for x in RELEASES if os.path.isdir(os.path.join(common.RESULTS_TREE, x))
                or os.path.exists(os.path.join(TREE, "qa", "reports", "rebuild-%s.md" % x))]
    if releases:
        # Each other release has a report of its own, with its third
        # configuration (distro); this one stays bookworm's.
        w("The rebuilds of other releases, with a third configuration (ours as a distribution")
        w("would run it: dpkg's default flags left in force, gcc-hardening-defaults installed),")
        w("have reports of their own: %s."
          % ", ".join("qa/reports/rebuild-%s.md" % x for x in releases))
        w("")
    levels = sorted({l for r in results for l in r.get("optin", {})} | set(e["optin"]),
                    key=lambda l: (l != "all", l))
    for r in results:
        add_code_facts(d, r)
    header = ["package", "version", "dpkg built", "dpkg tests", "ours built", "ours tests",
              "binaries", "weaker", "equal", "stronger", "verdicts vs old", "dpkg s", "ours s",
              "sbuild s", "old dpkg s", "old ours s", "old tree", "tree"] + \
        ["opt-in %s" % l for l in levels]
    w("| " + " | ".join(header) + " |")
    w("|" + "---|" * len(header))
    rows = []
    tot = {"pkgs": 0, "both": 0, "weaker": 0, "equal": 0, "stronger": 0, "bins": 0,
           "dpkg_ok": 0, "ours_ok": 0, "regress": 0, "same": 0, "differ": 0, "new": 0,
           "sbuild_s": 0}
    slowest = (0, "")
    for r in results:
        # The judgement again from the stored verdicts, as classify has it now.
        r["counts"] = {"weaker": 0, "equal": 0, "stronger": 0}
        flags = dpkg_flags_of(r)
        for bi in r["binaries"].values():
            for f in classify(bi["features"], flags).values():
                r["counts"][f["cmp"]] += 1
    for p, row in early.items():
        num = lambda k: int(row[k]) if row.get(k, "").isdigit() else 0
        tot["pkgs"] += 1
        for k in ("weaker", "equal", "stronger"):
            tot[k] += num(k)
        tot["bins"] += num("binaries")
        ok = {v: row.get(v + " built") == "yes" and row.get(v + " tests") in ("passed", "none")
              for v in common.VARIANTS}
        tot["dpkg_ok"] += ok["dpkg"]
        tot["ours_ok"] += ok["ours"]
        tot["both"] += ok["dpkg"] and ok["ours"]
        tot["regress"] += ok["dpkg"] and not ok["ours"]
        tot["sbuild_s"] += num("sbuild s")
        for v in common.VARIANTS:
            if num(v + " s") > slowest[0]:
                slowest = (num(v + " s"), "%s (%s)" % (p, v))
        vs = row.get("verdicts vs old", "")
        tot["same" if vs == "same" else "new" if vs == "new" else "differ"] += 1
        rows.append((p, "| " + " | ".join(
            row.get(h, "-") + (" ¹" if h == "tree" else "") for h in header) + " |"))
    for r in results:
        b = r["builds"]
        tot["pkgs"] += 1
        for k in ("weaker", "equal", "stronger"):
            tot[k] += r["counts"][k]
        tot["bins"] += len(r["binaries"])
        ok = {v: passed(b[v]) for v in common.VARIANTS}
        tot["dpkg_ok"] += ok["dpkg"]
        tot["ours_ok"] += ok["ours"]
        tot["both"] += ok["dpkg"] and ok["ours"]
        tot["regress"] += ok["dpkg"] and not ok["ours"]
        for v in common.VARIANTS:
            tot["sbuild_s"] += b[v].get("package_seconds", 0)
            if b[v].get("seconds", 0) > slowest[0]:
                slowest = (b[v]["seconds"], "%s (%s)" % (r["package"], v))
        o = old.get(r["package"])
        mine = (len(r["binaries"]), r["counts"]["weaker"], r["counts"]["equal"],
                r["counts"]["stronger"])
        if not o:
            same = "new"
            tot["new"] += 1
        elif o["counts"] == mine and o["tests"] == (b["dpkg"]["tests"], b["ours"]["tests"]):
            same = "same"
            tot["same"] += 1
        elif (o["tests"] == (b["dpkg"]["tests"], b["ours"]["tests"])
              and (o["counts"][0], o["counts"][1], o["counts"][3]) == (mine[0], mine[1], mine[3])
              and mine[2] > o["counts"][2]):
            # The same binaries, weaker and stronger verdicts: only more
            # equal ones, from the checks hardening-audit gained since
            # (rpath, optimization, threads, deps, the
            # opt-in features...), each the same in both builds.
            same = "same, +%d equal (checks added since)" % (mine[2] - o["counts"][2])
            tot["same"] += 1
            tot["more_equal"] = tot.get("more_equal", 0) + 1
        else:
            same = "differs (%d/%d/%d/%d)" % o["counts"]
            tot["differ"] += 1
        rows.append((r["package"], "| %s | %s | %s | %s | %s | %s | %d | %d | %d | %d | %s | %s | %s | %d | %s | %s | %s | %s |" % (
            r["package"], b["dpkg"].get("version", ""), yn(b["dpkg"]["built"]),
            b["dpkg"]["tests"], yn(b["ours"]["built"]), b["ours"]["tests"],
            len(r["binaries"]), r["counts"]["weaker"], r["counts"]["equal"],
            r["counts"]["stronger"], same, b["dpkg"].get("seconds", 0),
            b["ours"].get("seconds", 0),
            sum(b[v].get("package_seconds", 0) for v in common.VARIANTS), o["seconds"][0] if o else "",
            o["seconds"][1] if o else "", o["tree"] if o else "",
            r.get("tree", "") + (", judged by %s" % r["rejudged"] if r.get("rejudged") else ""))
          + "".join(" %s |" % optin_cell(r, l) for l in levels)))
    out.extend(line for _, line in sorted(rows))
    w("")
    w("## Totals")
    w("")
    n_all = len(results) + len(early)
    n_old = sum(1 for p in list(here) + list(early) if p in old)
    w("- judged with sbuild so far: %d packages (%d on the first machine, marked ¹), %d of them"
      " among the old tool's 52 and %d others (the rest: \"Not"
      " judged with sbuild yet\" below)" % (n_all, len(early), n_old, n_all - n_old))
    if again:
        w("- judged again here, so counted twice in the figures by feature and by opt-in level"
          " taken from %s: %s" % (os.path.relpath(EARLIER, TREE), " ".join(again)))
    w("- %d packages; built and tested (or without tests): dpkg %d, ours %d, both %d"
      % (tot["pkgs"], tot["dpkg_ok"], tot["ours_ok"], tot["both"]))
    w("- packages that build and pass with dpkg's flags but not with ours: %d" % tot["regress"])
    w("- %d binaries compared, %d feature verdicts: %d weaker, %d equal, %d stronger"
      % (tot["bins"], tot["weaker"] + tot["equal"] + tot["stronger"], tot["weaker"],
         tot["equal"], tot["stronger"]))
    w("- against the old tool: %d packages with the same test results and verdict counts "
      "(%d of them with more equal verdicts only, from the checks hardening-audit gained "
      "since), %d different (explained below), %d not judged by it"
      % (tot["same"], tot.get("more_equal", 0), tot["differ"], tot["new"]))
    if slowest[0]:
        w("- slowest build: %s, %d s (%.1f min)" % (slowest[1], slowest[0], slowest[0] / 60))
    w("- sbuild's Package-Time (unpacking the tarball, build dependencies, build, packages), "
      "both sides of every package added up: %d s" % tot["sbuild_s"])
    byfeat = {f: dict(v) for f, v in e["byfeat"].items()} if early else {}
    for r in results:
        for bi in r["binaries"].values():
            for c, f in bi["features"].items():
                if f["cmp"] != "equal":
                    byfeat.setdefault(c, {"weaker": 0, "stronger": 0})[f["cmp"]] += 1
    byfeat = {c: v for c, v in byfeat.items() if any(v.values())}
    if byfeat:
        w("- by feature (binaries): " + "; ".join(
            "%s %s" % (c, ", ".join("%d %s" % (n, k) for k, n in sorted(v.items()) if n))
            for c, v in sorted(byfeat.items())))
    warned = {p: n for p, n in e["linkcheck"].items() if p in early}
    for r in results:
        n = link_check_of(r)
        if n:
            warned[r["package"]] = n
    w("- link-time check findings in ours' build logs: %s"
      % (", ".join("%s %d" % kv for kv in sorted(warned.items())) or "none"))
    w("")
    if levels:
        optin_section(w, results, levels, causes,
                      e["optin"] if early else {},
                      {k: x for k, x in e["why"].items() if k[0] in early})
    w("## blhc")
    w("")
    w("`%s LOG` on each log (its tags, or nothing), and on ours' log again with" % " ".join(BLHC))
    w("`%s`, the flags that the" % " ".join("--ignore-flag=" + f for f in BLHC_PLUGIN_FLAGS))
    w("plugin and the specs give every compile and link (see \"blhc and the plugin\" below).")
    w("")
    w("| package | dpkg | ours | ours, plugin's flags ignored |")
    w("|---|---|---|---|")
    rows = [(p, line) for p, line in e["blhc"].items() if p in early]
    for r in results:
        b = r["builds"]
        rows.append((r["package"], "| %s | %s | %s | %s |" % (
            r["package"], b["dpkg"].get("blhc", "-") or "clean",
            b["ours"].get("blhc", "-") or "clean", b["ours"].get("blhc_plugin", "-") or "clean")))
    out.extend(line for _, line in sorted(rows))
    w("")
    w("## Failures, weaker verdicts, differences from the old tool and explanations, by package")
    w("")
    chunks = []
    for p in early:
        # The first machine's section: its failures and weaker verdicts as
        # written, the causes as qa/rebuild/causes has them now.
        items = [l for l in e["sections"].get(p, []) if not l.startswith("Cause: ")]
        while items and not items[0].strip():
            items.pop(0)
        if items or p in causes:
            chunk = ["### %s" % p, ""]
            for c in causes.get(p, []):
                chunk += ["Cause: " + c, ""]
            chunks.append((p, chunk + items + [""]))
    for r in results:
        b = r["builds"]
        items = []
        for v in common.VARIANTS:
            if not passed(b[v]):
                items.append("- %s: built %s, tests %s; the log ends:\n\n```\n%s\n```"
                             % (v, yn(b[v]["built"]), b[v]["tests"],
                                last_lines(b[v].get("cause", ""), 12)))
        weak = []
        for bpath, bi in sorted(r["binaries"].items()):
            for feat, fv in sorted(bi["features"].items()):
                if fv["cmp"] == "weaker":
                    weak.append("- `%s` %s: %s" % (bpath, feat, fv["why"]))
        for v, lst in r.get("only", {}).items():
            if lst:
                items.append("- ELF files only in %s's packages: %s"
                             % (v, ", ".join("`%s`" % x for x in lst[:10])))
        if items or weak or r["package"] in causes:
            chunk = ["### %s" % r["package"], ""]
            for c in causes.get(r["package"], []):
                chunk += ["Cause: " + c, ""]
            chunk += items
            if len(weak) > 30:
                chunk += weak[:30] + ["- ... and %d more weaker verdicts" % (len(weak) - 30)]
            else:
                chunk += weak
            chunks.append((r["package"], chunk + [""]))
    for _, chunk in sorted(chunks):
        out.extend(chunk)
    if not chunks:
        w("None.")
        w("")
    judged = {r["package"] for r in results} | set(early)
    tried = {r["package"]: r for r in unjudged}
    missing = sorted(set(k for k in causes if k != "*" and " opt-in " not in k
                         and "/" not in k and k not in judged) | set(tried))
    if missing:
        w("## Packages not judged")
        w("")
        for k in missing:
            for c in causes.get(k, []):
                w("- %s: %s" % (k, c))
            if k in tried and k not in causes:
                b = tried[k]["builds"]
                w("- %s: sbuild stopped before the build: %s" % (k, "; ".join(
                    "%s %s at %s" % (v, b[v].get("sbuild", ""), b[v].get("fail_stage", ""))
                    for v in common.VARIANTS)))
        w("")
    judged |= set(tried)
    # What the lists ask for and no sbuild result has yet.
    pending = []
    for lst in sorted(glob.glob(os.path.join(TREE, "qa", "rebuild", "lists", "*"))):
        if os.path.basename(lst).split("-")[0] in RELEASES:
            continue
        try:
            want = [p for p in read_list(lst) if p not in judged and p not in causes]
        except (OSError, ValueError):
            continue
        if want:
            pending.append("- %s: %d of %d not judged with sbuild yet: %s"
                           % (os.path.relpath(lst, TREE), len(want), len(read_list(lst)),
                              " ".join(want)))
    if pending:
        w("## Not judged with sbuild yet")
        w("")
        w("The packages of qa/rebuild/lists/ that have no result of this tool (the old")
        w("tool's results for the 52 are in qa/reports/rebuild-2026-12-04-chroot.md; `make rebuild PACKAGES=LIST`")
        w("builds what is missing and skips what was judged):")
        w("")
        out.extend(pending)
        w("")
    general = causes.get("*", [])
    if general:
        w("## Notes")
        w("")
        for c in general:
            w("- " + c)
        w("")
    try:
        with open(os.path.join(TREE, "qa", "rebuild", "notes.md")) as f:
            out.append(f.read().rstrip("\n"))
            w("")
    except OSError:
        pass
    with open(path + ".tmp", "w") as f:
        f.write("\n".join(out))
    os.rename(path + ".tmp", path)


def median(xs):
    xs = sorted(xs)
    if not xs:
        return 0
    n = len(xs)
    return xs[n // 2] if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2


def report_release(d, path):
    """The report of a release other than bookworm: dpkg's hardening=+all
    against ours (bare flags) and distro (dpkg's default flags left in
    force), with the explanations of qa/rebuild/causes written SUITE/PKG."""
    results = load_results(d)
    unjudged = [r for r in results if r.get("unjudged")]
    results = [r for r in results if not r.get("unjudged")]
    causes = {k[len(common.SUITE) + 1:]: v for k, v in read_causes().items()
              if k.startswith(common.SUITE + "/")}
    others = common.VARIANTS[1:]
    out = []
    w = out.append
    w("# Archive rebuild of %s: Debian's hardening flags against gcc-hardening's defaults, with sbuild"
      % common.SUITE)
    w("")
    w("Written by `make rebuild SUITE=%s` (qa/rebuild/rebuild --suite %s) from its results"
      % (common.SUITE, common.SUITE))
    w("(qa/rebuild/results/%s/PKG.json); do not edit by hand: the explanations come from" % common.SUITE)
    w("qa/rebuild/causes (its lines `%s/PKG: text`).  bookworm's report is qa/reports/rebuild.md;" % common.SUITE)
    w("the method is the same (see there), with %s's chroot and packages:" % common.SUITE)
    w("")
    w("Each source package of %s was built three times by `sbuild --chroot-mode=unshare`" % common.SUITE)
    w("(the host's sbuild, bookworm's 0.85), each build on a fresh copy of one tarball made by")
    w("`mmdebstrap --variant=buildd %s`, its test suite included (`DEB_BUILD_OPTIONS=parallel=1`)," % common.SUITE)
    w("with the compiler of %s (its toolchain below).  The three builds differ only in the" % common.SUITE)
    w("build environment:")
    w("")
    w("- **dpkg**: `DEB_BUILD_MAINT_OPTIONS=hardening=+all`, %s's dpkg-buildflags and the" % common.SUITE)
    w("  compiler's own specs: Debian's mechanism, the reference;")
    w("- **ours**: bare flags (`DEB_CFLAGS_SET=\"-O2 -g\"` and the same for C++, Objective-C/C++")
    w("  and Fortran, `DEB_CPPFLAGS_SET=`, `DEB_LDFLAGS_SET=`), no `DEB_BUILD_MAINT_OPTIONS`, and")
    w("  gcc-hardening's Debian packages built for %s (`make deb SUITE=%s`, in a %s chroot)" % (common.SUITE, common.SUITE, common.SUITE))
    w("  given to sbuild with `--extra-package` and installed with")
    w("  `--add-depends=gcc-hardening-defaults`: every protection comes from the plugin and the specs;")
    w("- **distro**: ours as a distribution would run it: dpkg-buildflags' defaults left in force")
    w("  (no `DEB_*FLAGS_SET`, no `DEB_BUILD_MAINT_OPTIONS`) and gcc-hardening-defaults installed")
    w("  as in ours: a buildd's configuration.")
    w("")
    w("A `--starting-build-commands` probe stops a build whose compiler does not have the")
    w("defaults as its side needs (active in ours and distro, not in dpkg).  Every ELF file of")
    w("the binary packages (not -dbgsym) was judged with `hardening-audit --json` (this tree's)")
    w("and devscripts' `hardening-check` (the host's, bookworm's; features prefixed `hc-`): per")
    w("binary and feature, ours' and distro's verdicts against dpkg's, weaker, equal or stronger")
    w("(fail < n/a or unknown < pass or yes), judged as in bookworm's report.  \"s\" columns")
    w("are sbuild's Build-Time of each build; \"sbuild s\" its Package-Time of the three added up.")
    w("")
    for r in results:
        r["counts"] = {"weaker": 0, "equal": 0, "stronger": 0}
        flags = dpkg_flags_of(r)
        for v in others:
            part = r if v == "ours" else r.get(v, {"binaries": {}})
            cnt = {"weaker": 0, "equal": 0, "stronger": 0}
            for bi in part["binaries"].values():
                for f in classify(bi["features"], flags).values():
                    cnt[f["cmp"]] += 1
            part["counts"] = cnt
    header = ["package", "version"] + ["%s %s" % (v, k) for v in common.VARIANTS for k in ("built", "tests")] + \
        ["binaries"] + ["%s %s" % (v, k) for v in others for k in ("weaker", "equal", "stronger")] + \
        ["%s s" % v for v in common.VARIANTS] + ["sbuild s", "tree"]
    w("| " + " | ".join(header) + " |")
    w("|" + "---|" * len(header))
    tot = {"ok": {v: 0 for v in common.VARIANTS}, "regress": {v: [] for v in others},
           "verdicts": {v: {"weaker": 0, "equal": 0, "stronger": 0} for v in others},
           "bins": 0, "sbuild_s": 0}
    secs = {v: [] for v in common.VARIANTS}
    walls = []
    for r in results:
        b = r["builds"]
        part = {v: (r if v == "ours" else r.get(v, {"binaries": {}, "counts": {}})) for v in others}
        ok = {v: passed(b.get(v, {})) for v in common.VARIANTS}
        for v in common.VARIANTS:
            tot["ok"][v] += ok[v]
            if b.get(v, {}).get("status") is not None:
                secs[v].append(b[v].get("seconds", 0))
        for v in others:
            if ok["dpkg"] and not ok[v]:
                tot["regress"][v].append(r["package"])
            for k in ("weaker", "equal", "stronger"):
                tot["verdicts"][v][k] += part[v]["counts"].get(k, 0)
        tot["bins"] += len(r["binaries"])
        pkg_s = sum(b.get(v, {}).get("package_seconds", 0) for v in common.VARIANTS)
        tot["sbuild_s"] += pkg_s
        walls.append(r.get("wall", 0))
        cellv = [r["package"], b["dpkg"].get("version", "")]
        for v in common.VARIANTS:
            cellv += [yn(b.get(v, {}).get("built")), b.get(v, {}).get("tests", "-")]
        cellv.append(str(len(r["binaries"])))
        for v in others:
            cellv += [str(part[v]["counts"].get(k, 0)) for k in ("weaker", "equal", "stronger")]
        cellv += [str(b.get(v, {}).get("seconds", 0)) for v in common.VARIANTS]
        cellv += [str(pkg_s), r.get("tree", "") + (", judged by %s" % r["rejudged"]
                                                  if r.get("rejudged") else "")]
        w("| " + " | ".join(cellv) + " |")
    w("")
    w("## Totals")
    w("")
    chains = sorted({b.get("toolchain", "") for r in results for b in r["builds"].values()} - {""})
    w("- packages judged: %d; built and tested (or without tests): %s"
      % (len(results), ", ".join("%s %d" % (v, tot["ok"][v]) for v in common.VARIANTS)))
    for v in others:
        reg = tot["regress"][v]
        w("- packages that build and pass with dpkg's flags but not with %s: %d%s"
          % (v, len(reg), (" (%s)" % ", ".join(
              p + ("" if p in causes else ", UNEXPLAINED") for p in reg)) if reg else ""))
    for v in others:
        t = tot["verdicts"][v]
        w("- %s against dpkg: %d binaries compared, %d feature verdicts: %d weaker, %d equal, %d stronger"
          % (v, sum(len((r if v == "ours" else r.get(v, {"binaries": {}}))["binaries"])
                    for r in results),
             sum(t.values()), t["weaker"], t["equal"], t["stronger"]))
    for v in others:
        byfeat = {}
        for r in results:
            part = r if v == "ours" else r.get(v, {"binaries": {}})
            for bi in part["binaries"].values():
                for c, f in bi["features"].items():
                    if f["cmp"] != "equal":
                        byfeat.setdefault(c, {"weaker": 0, "stronger": 0})[f["cmp"]] += 1
        if byfeat:
            w("- %s by feature (binaries): " % v + "; ".join(
                "%s %s" % (c, ", ".join("%d %s" % (n, k) for k, n in sorted(x.items()) if n))
                for c, x in sorted(byfeat.items())))
    w("- median Build-Time per package: %s; median wall time of a package (its builds side"
      " by side, two at once): %s s; sbuild's Package-Time of every build added up: %d s"
      % (", ".join("%s %s s" % (v, median(secs[v])) for v in common.VARIANTS), median(walls),
         tot["sbuild_s"]))
    for v in others:
        warned = {r["package"]: (r["builds"][v].get("link_check") if "link_check" in r["builds"].get(v, {})
                                 else link_check_lines(r["builds"].get(v, {}).get("log", "")))
                  for r in results if v in r["builds"]}
        warned = {p: n for p, n in warned.items() if n}
        w("- link-time check findings in %s build logs: %s"
          % ("ours'" if v == "ours" else v + "'s", ", ".join("%s %d" % kv for kv in sorted(warned.items())) or "none"))
    if chains:
        w("- toolchain (sbuild's \"Toolchain package versions\"): %s" % "; ".join(chains))
    w("")
    w("## blhc")
    w("")
    w("`%s LOG` on each log, and on ours' log again with the plugin's flags ignored" % " ".join(BLHC))
    w("(as in bookworm's report).  distro keeps dpkg-buildflags' flags on its command lines.")
    w("")
    w("| package | dpkg | ours | ours, plugin's flags ignored | distro |")
    w("|---|---|---|---|---|")
    for r in results:
        b = r["builds"]
        w("| %s | %s | %s | %s | %s |" % (
            r["package"], b["dpkg"].get("blhc", "-") or "clean",
            b["ours"].get("blhc", "-") or "clean", b["ours"].get("blhc_plugin", "-") or "clean",
            b.get("distro", {}).get("blhc", "-") or "clean"))
    w("")
    w("## Failures, weaker verdicts and explanations, by package")
    w("")
    chunks = 0
    for r in results:
        b = r["builds"]
        items = []
        for v in common.VARIANTS:
            if v in b and not passed(b[v]):
                items.append("- %s: built %s, tests %s; the log ends:\n\n```\n%s\n```"
                             % (v, yn(b[v]["built"]), b[v]["tests"],
                                last_lines(b[v].get("cause", ""), 12)))
        for v in others:
            part = r if v == "ours" else r.get(v, {"binaries": {}, "only": {}})
            weak = []
            for bpath, bi in sorted(part["binaries"].items()):
                for feat, fv in sorted(bi["features"].items()):
                    if fv["cmp"] == "weaker":
                        weak.append("- %s: `%s` %s: %s" % (v, bpath, feat, fv["why"]))
            for side, lst in part.get("only", {}).items():
                if lst:
                    items.append("- ELF files only in %s's packages (against %s): %s"
                                 % (side, "dpkg" if side != "dpkg" else v,
                                    ", ".join("`%s`" % x for x in lst[:10])))
            items += weak[:30] + (["- %s: ... and %d more weaker verdicts" % (v, len(weak) - 30)]
                                  if len(weak) > 30 else [])
        if items or r["package"] in causes:
            w("### %s" % r["package"])
            w("")
            for c in causes.get(r["package"], []):
                w("Cause: " + c)
                w("")
            out.extend(items)
            w("")
            chunks += 1
    if not chunks:
        w("None.")
        w("")
    judged = {r["package"] for r in results}
    if unjudged or any(k not in judged and k != "*" for k in causes):
        w("## Packages not judged")
        w("")
        for k in sorted({r["package"] for r in unjudged} | (set(causes) - judged - {"*"})):
            for c in causes.get(k, []):
                w("- %s: %s" % (k, c))
            for r in unjudged:
                if r["package"] == k and k not in causes:
                    w("- %s: sbuild stopped before the build: %s" % (k, "; ".join(
                        "%s %s at %s" % (v, r["builds"][v].get("sbuild", ""),
                                         r["builds"][v].get("fail_stage", ""))
                        for v in common.VARIANTS if v in r["builds"])))
        w("")
        judged |= {r["package"] for r in unjudged}
    pending = []
    for lst in sorted(glob.glob(os.path.join(TREE, "qa", "rebuild", "lists", common.SUITE + "-*"))):
        want = [p for p in read_list(lst) if p not in judged and p not in causes]
        if want:
            pending.append("- %s: %d of %d not judged yet: %s"
                           % (os.path.relpath(lst, TREE), len(want), len(read_list(lst)),
                              " ".join(want)))
    if pending:
        w("## Not judged yet")
        w("")
        w("The packages of qa/rebuild/lists/%s-* that have no result yet" % common.SUITE)
        w("(`make rebuild SUITE=%s PACKAGES=LIST` builds what is missing):" % common.SUITE)
        w("")
        out.extend(pending)
        w("")
    if causes.get("*"):
        w("## Notes")
        w("")
        for c in causes["*"]:
            w("- " + c)
        w("")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path + ".tmp", "w") as f:
        f.write("\n".join(out))
    os.rename(path + ".tmp", path)


def optin_cell(r, level):
    o = r.get("optin", {}).get(level)
    if o is None:
        return "-"
    if o.get("status") is None:
        return "not built (%s)" % (o.get("fail_stage") or "sbuild")
    state = "built, tests %s" % o["tests"] if o["built"] else "build failed"
    if o.get("breaks"):
        return "**breaks**: " + state
    return "ok (tests %s)" % o["tests"] if passed(o) \
        else state + " (as ours)"


def optin_section(w, results, levels, causes, earlier=None, earlier_why=None):
    """The opt-in levels' table and their failures; earlier: the first
    machine's row of each level (cells), added to the figures of the
    results here; earlier_why: its "Why" entries {(pkg, level): lines}."""
    earlier = earlier or {}
    earlier_why = earlier_why or {}
    w("## Opt-in levels")
    w("")
    w("A third sbuild run of a package per level, ours again with the level's opt-in")
    w("features set to `on` in the chroot's /etc/gcc-hardening/hardening.policy and the")
    w("specs written again from it (`--opt-in LEVEL`; `all` is the eight opt-in features")
    w("at once: strict-flex-arrays, implicit-function-declaration, qa, zero-call-used-regs,")
    w("trampolines, as-needed, no-copy-dt-needed, nodlopen).  Its probe prints gcc's policy")
    w("and link command into the log and stops the build unless every feature of the level")
    w("is on.  A level **breaks** a package that builds and passes its tests with ours")
    w("and does not with the level; where `all` breaks one and its log does not name the")
    w("feature (an error message of the compiler, the linker or dlopen does), the feature")
    w("found was tried alone.  The verdicts are hardening-audit's for the level's features over")
    w("the run's ELF files (as-needed and no-copy-dt-needed leave nothing to see in a")
    w("linked file: n/a).")
    w("")
    w("| level | packages tried | ok | breaks | fails as ours | not built | verdicts of its features | x86-64 returns right after a zeroing xor: ours, level |")
    w("|---|---|---|---|---|---|---|---|")
    def names(cell):
        return cell.split(": ", 1)[1].split() if ": " in cell else []

    for l in levels:
        tried = [r for r in results if l in r.get("optin", {})]
        brk = [r["package"] for r in tried if r["optin"][l].get("breaks")]
        nb = [r["package"] for r in tried if r["optin"][l].get("status") is None]
        okn = sum(1 for r in tried if passed(r["optin"][l]))
        agg = {}
        code = [0, 0, 0, 0]
        ntried, nfail = len(tried), len(tried) - okn - len(brk) - len(nb)
        ec = earlier.get(l)
        if ec and len(ec) == 8:
            ntried += int(ec[1])
            okn += int(ec[2])
            brk += names(ec[3])
            nfail += int(ec[4])
            nb += names(ec[5])
            for item in ec[6].split("; ") if ec[6] != "none" else ():
                f, _, rest = item.partition(" ")
                for kn in rest.split(", "):
                    k, n = kn.rsplit(" ", 1)
                    agg.setdefault(f, {}).setdefault(k, 0)
                    agg[f][k] += int(n)
            m = re.match(r"^(\d+) of (\d+), (\d+) of (\d+)$", ec[7])
            if m:
                code = [int(x) for x in m.groups()]
        for r in tried:
            for f, c in r["optin"][l].get("optin_verdicts", {}).items():
                for k, n in c.items():
                    agg.setdefault(f, {}).setdefault(k, 0)
                    agg[f][k] += n
        for r in tried:
            o, c = r["optin"][l].get("code"), r.get("code_ours")
            if o and c:
                code = [code[0] + c["zeroed"], code[1] + c["returns"],
                        code[2] + o["zeroed"], code[3] + o["returns"]]
        brk, nb = sorted(brk), sorted(nb)
        w("| %s | %d | %d | %s | %d | %s | %s | %s |" % (
            l, ntried, okn, ("%d: %s" % (len(brk), " ".join(brk))) if brk else "0",
            nfail,
            ("%d: %s" % (len(nb), " ".join(nb))) if nb else "0",
            "; ".join("%s %s" % (f, ", ".join("%s %d" % kv for kv in sorted(c.items())))
                      for f, c in sorted(agg.items())) or "none",
            "%d of %d, %d of %d" % tuple(code) if code[1] else "-"))
    w("")
    entries = []
    for (p, l), lines in earlier_why.items():
        # As the first machine wrote it, with the causes of now.
        entries.append(((p, l), lines[:1] + ["  Cause: " + c for c in
                                              causes.get("%s opt-in %s" % (p, l), [])]
                        + [x for x in lines[1:] if not x.startswith("  Cause: ")]))
    for r in results:
        for l in levels:
            o = r.get("optin", {}).get(l)
            why = causes.get("%s opt-in %s" % (r["package"], l), [])
            if o is None or not (o.get("breaks") or o.get("status") is None or why):
                continue
            lines = ["- %s, opt-in %s: %s" % (r["package"], l, optin_cell(r, l))]
            lines += ["  Cause: " + c for c in why]
            err = first_error_of(o)
            if err:
                lines.append("  First error of the log: `%s`" % err.replace("`", "'")[:400])
            elif not why and o.get("cause"):
                lines.append("  The log ends: `%s`" % last_lines(o["cause"], 3)
                             .replace("\n", " / ").replace("`", "'")[:400])
            entries.append(((r["package"], l), lines))
    if entries:
        w("### Why")
        w("")
        for _, lines in sorted(entries):
            for x in lines:
                w(x)
        w("")
