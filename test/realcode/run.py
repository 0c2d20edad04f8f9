#!/usr/bin/env python3
"""Real-code suite for shapecheck: LibTorch model code written the way public
projects write it, with injected one-line shape bugs and neutral edits.

For each project directory (one holding a manifest.json) the runner
  * runs shapecheck on the clean project: every warning/error finding is a
    false positive; the --dump-shapes lines give the share of array-valued
    locals whose shape is fully known;
  * applies each mutation to a fresh copy: "caught" when a warning/error
    finding has its primary location at the expected file:line, "elsewhere"
    when findings exist but none there, "missed" when there is none;
  * applies each neutral edit: any warning/error finding is a false positive.

Standard library only. See README.md in this directory.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
LEVELS = ("error", "warning")
DUMP_RE = re.compile(r"^(.*?):(\d+):(\d+): '([^']*)': (.*)$")
# Unknown: an unknown axis (?), an unknown number of axes (... or a variadic
# *name at the start of an axis; 2*n is a known product).
UNKNOWN_RE = re.compile(r"\?|\.\.\.|(?:^|[\s\[])\*[A-Za-z_]")


class SuiteError(Exception):
    """A problem of the suite itself (bad manifest, code that does not compile),
    not of shapecheck."""


def parse_args():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--shapecheck", required=True, help="path of the shapecheck binary")
    p.add_argument("--include", required=True,
                   help="directory holding shapecheck/shapecheck.hpp")
    p.add_argument("--torch-include", default="/usr/include/torch/csrc/api/include",
                   help="LibTorch's C++ API include directory (holding torch/torch.h)")
    p.add_argument("--clang", default="clang++-19",
                   help="compiler used for the PCH and the compile checks (must match "
                        "shapecheck's Clang version)")
    p.add_argument("--pch-dir", default=None,
                   help="where to build/reuse torch.pch (default: a temporary directory)")
    p.add_argument("--project", action="append", default=[],
                   help="run only this project (repeatable)")
    p.add_argument("--mutation", action="append", default=[],
                   help="run only the mutations/neutral edits with this id (repeatable)")
    p.add_argument("--compile-check", action="store_true",
                   help="always run clang -fsyntax-only on the clean TUs and each edited "
                        "TU first (by default only when shapecheck reports that a TU "
                        "did not compile)")
    p.add_argument("--update-manifests", action="store_true",
                   help="write each mutation's and neutral edit's result as its 'known' "
                        "status in the manifests (after a full run, to record progress)")
    p.add_argument("--check", action="store_true",
                   help="exit 1 on a false positive, a suite error, or a mutation whose "
                        "result differs from its status in the manifest")
    p.add_argument("--timeout", type=int, default=600, help="seconds per shapecheck run")
    p.add_argument("-v", "--verbose", action="store_true")
    return p.parse_args()


def build_pch(args, pch_dir):
    os.makedirs(pch_dir, exist_ok=True)
    pch = os.path.join(pch_dir, "torch.pch")
    header = os.path.join(args.torch_include, "torch", "torch.h")
    if os.path.exists(pch) and os.path.getmtime(pch) >= os.path.getmtime(header):
        return pch
    print("building %s ..." % pch, flush=True)
    cmd = [args.clang, "-std=c++17", "-I" + args.torch_include, "-x", "c++-header",
           header, "-o", pch + ".tmp"]
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True)
    if r.returncode != 0:
        sys.exit("PCH build failed:\n" + r.stdout)
    os.replace(pch + ".tmp", pch)
    return pch


def tu_flags(args, manifest, pch):
    return list(manifest.get("flags", ["-std=c++17"])) + [
        "-I" + args.torch_include, "-I" + args.include, "-include-pch", pch]


def prepare(project_dir, work, manifest, flags, args, ignore=None):
    """Copy the project into `work` and write its compile_commands.json.
    `ignore` is shutil.copytree's (e.g. to leave out a checkout's .git)."""
    if os.path.exists(work):
        shutil.rmtree(work)
    shutil.copytree(project_dir, work, ignore=ignore)
    db = []
    for tu in manifest["tus"]:
        path = os.path.join(work, tu)
        db.append({"directory": work, "file": path,
                   "arguments": [args.clang] + flags + ["-c", path, "-o", "/dev/null"]})
    with open(os.path.join(work, "compile_commands.json"), "w") as f:
        json.dump(db, f, indent=2)


def apply_edit(work, edit):
    path = os.path.join(work, edit["file"])
    with open(path) as f:
        text = f.read()
    n = text.count(edit["find"])
    if n != 1:
        raise SuiteError("'find' of %s occurs %d times in %s (must be exactly once)"
                         % (edit["id"], n, edit["file"]))
    with open(path, "w") as f:
        f.write(text.replace(edit["find"], edit["replace"]))


def affected_tus(manifest, edited_file):
    """The TUs an edit can change: the edited TU, or every TU if a header was edited."""
    return [edited_file] if edited_file in manifest["tus"] else list(manifest["tus"])


def compile_check(args, work, manifest, flags, tus):
    """clang -fsyntax-only on `tus`; a failure is an error of the suite."""
    for tu in tus:
        r = subprocess.run([args.clang, "-fsyntax-only"] + flags + [tu], cwd=work,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           universal_newlines=True)
        if r.returncode != 0:
            raise SuiteError("%s does not compile:\n%s" % (tu, r.stdout[-3000:]))


def run_shapecheck(args, work, manifest, flags, tus):
    """shapecheck --format json --dump-shapes on `tus`; returns (findings, dump)."""
    cmd = [args.shapecheck, "--format", "json", "--dump-shapes", "-p", work] + [
        os.path.join(work, tu) for tu in tus]
    for attempt in range(30):
        try:
            r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               universal_newlines=True, timeout=args.timeout)
            break
        except OSError as e:
            # The binary may be being relinked by a concurrent build: wait for it.
            if attempt == 29:
                raise SuiteError("cannot run shapecheck: %s" % e)
            time.sleep(10)
    if r.returncode not in (0, 1):
        raise SuiteError("shapecheck exited %d:\n%s" % (r.returncode, r.stderr[-3000:]))
    try:
        report = json.loads(r.stdout)
    except ValueError:
        raise SuiteError("shapecheck's output is not JSON:\n" + r.stdout[-2000:])
    if not report.get("executionSuccessful", True):
        # Most likely the code does not compile: that is the suite's fault.
        compile_check(args, work, manifest, flags, tus)
        notes = "; ".join(n.get("message", "") for n in report.get("notifications", []))
        raise SuiteError("shapecheck did not complete: " + notes[:2000])
    findings = []
    for f in report.get("findings", []):
        if f.get("level") not in LEVELS:
            continue
        loc = f.get("location") or {}
        findings.append({"file": relpath(loc.get("file"), work), "line": loc.get("line"),
                         "column": loc.get("column"), "level": f.get("level"),
                         "rule": f.get("rule"), "message": f.get("message", "")})
    return findings, r.stderr


def relpath(path, work):
    if not path:
        return "?"
    path = os.path.realpath(os.path.join(work, path))
    rel = os.path.relpath(path, os.path.realpath(work))
    return path if rel.startswith("..") else rel


def count_locals(dump, work):
    known = total = 0
    seen = set()
    for line in dump.splitlines():
        m = DUMP_RE.match(line)
        if not m:
            continue
        path, ln, col, name, ty = m.groups()
        if relpath(path, work).startswith("/"):
            continue  # not a file of the project
        if ty.startswith("(") and ") ->" in ty:
            continue  # a function's signature
        key = (relpath(path, work), ln, col, name)
        if key in seen:
            continue  # a header seen by two TUs
        seen.add(key)
        total += 1
        if not UNKNOWN_RE.search(ty):
            known += 1
    return known, total


def new_findings(findings, clean_findings):
    """The findings an edit brings: those the clean project does not have too.
    Matched by file, rule and message, as a multiset, not by line: an edit that
    reorders statements moves the clean findings."""
    def key(f):
        return (f["file"], f["rule"], f["message"])
    left = {}
    for f in clean_findings:
        left[key(f)] = left.get(key(f), 0) + 1
    out = []
    for f in findings:
        if left.get(key(f), 0) > 0:
            left[key(f)] -= 1
        else:
            out.append(f)
    return out


def classify_mutation(findings, expect):
    """'caught' when a finding is at `expect` ("file:line"), 'elsewhere' when
    there are findings but none there, 'missed' when there is none. The
    findings are those the edit brings (see new_findings)."""
    efile, eline = expect.rsplit(":", 1)
    if any(f["file"] == efile and f["line"] == int(eline) for f in findings):
        return "caught"
    return "elsewhere" if findings else "missed"


def fmt_finding(f):
    return "%s:%s:%s: %s [%s] %s" % (f["file"], f["line"], f["column"], f["level"],
                                     f["rule"], f["message"])


def pct(a, b):
    return "%.0f%%" % (100.0 * a / b) if b else "-"


def run_project(args, name, pch, tmp_root):
    project_dir = os.path.join(HERE, name)
    with open(os.path.join(project_dir, "manifest.json")) as f:
        manifest = json.load(f)
    flags = tu_flags(args, manifest, pch)
    work = os.path.join(tmp_root, name)
    res = {"name": name, "mutations": [], "neutral": [], "fp": 0, "suite_errors": [],
           "known": 0, "locals": 0, "mismatches": []}
    start = time.time()

    # Clean project, one shapecheck run over every TU (a run sees across the
    # files: main.cpp calls what model.cpp defines), as each edit is.
    res["clean_findings"] = []
    res["clean_dump"] = ""
    try:
        prepare(project_dir, work, manifest, flags, args)
        if args.compile_check:
            compile_check(args, work, manifest, flags, manifest["tus"])
        findings, dump = run_shapecheck(args, work, manifest, flags, manifest["tus"])
        for f in findings:
            if f not in res["clean_findings"]:
                res["clean_findings"].append(f)
        res["clean_dump"] += dump
        res["known"], res["locals"] = count_locals(res["clean_dump"], work)
        res["fp"] += len(res["clean_findings"])
    except SuiteError as e:
        res["suite_errors"].append(("clean", str(e)))
        res["elapsed"] = time.time() - start
        return res

    def wanted(edit):
        return not args.mutation or edit["id"] in args.mutation

    for kind in ("mutations", "neutral"):
        for edit in manifest.get(kind, []):
            if not wanted(edit):
                continue
            entry = {"id": edit["id"], "expect": edit.get("expect"),
                     "known": edit.get("known", "caught" if kind == "mutations" else "clean"),
                     "cause": edit.get("cause", ""), "findings": []}
            try:
                prepare(project_dir, work, manifest, flags, args)
                apply_edit(work, edit)
                if args.compile_check:
                    compile_check(args, work, manifest, flags,
                                  affected_tus(manifest, edit["file"]))
                findings, _ = run_shapecheck(args, work, manifest, flags, manifest["tus"])
                findings = new_findings(findings, res["clean_findings"])
                entry["findings"] = findings
                if kind == "neutral":
                    entry["status"] = "clean" if not findings else "false-positive"
                    res["fp"] += len(findings)
                else:
                    entry["status"] = classify_mutation(findings, edit["expect"])
            except SuiteError as e:
                entry["status"] = "suite-error"
                res["suite_errors"].append((edit["id"], str(e)))
            except subprocess.TimeoutExpired:
                entry["status"] = "suite-error"
                res["suite_errors"].append((edit["id"], "shapecheck timed out"))
            if entry["status"] != entry["known"]:
                res["mismatches"].append(entry)
            res[kind].append(entry)
    shutil.rmtree(work, ignore_errors=True)
    res["elapsed"] = time.time() - start
    return res


def print_project(args, res):
    muts = res["mutations"]
    caught = sum(1 for m in muts if m["status"] == "caught")
    print("== %s" % res["name"])
    for kind in ("mutations", "neutral"):
        for e in res[kind]:
            mark = "" if e["status"] == e["known"] else "   <-- manifest says %s" % e["known"]
            print("  %-9s %-28s %-14s %s%s" % ("mutation" if kind == "mutations" else "neutral",
                                            e["id"], e["status"], e.get("expect") or "", mark))
            show = args.verbose and e["status"] not in ("caught", "clean")
            if show:
                if e.get("cause"):
                    print("      cause: %s" % e["cause"])
                for f in e["findings"]:
                    print("      " + fmt_finding(f))
                if not e["findings"]:
                    print("      (no findings)")
    for f in res.get("clean_findings", []):
        print("  FALSE POSITIVE on the clean project: " + fmt_finding(f))
    for what, msg in res["suite_errors"]:
        print("  SUITE ERROR (%s): %s" % (what, msg))
    print("  caught at the right line %d/%d, elsewhere %d, false positives %d, "
          "locals fully known %d/%d (%s)   [%.0f s]" % (
              caught, len(muts), sum(1 for m in muts if m["status"] == "elsewhere"),
              res["fp"], res["known"], res["locals"], pct(res["known"], res["locals"]),
              res["elapsed"]))
    if args.verbose and res.get("clean_dump"):
        unknown = [l for l in res["clean_dump"].splitlines()
                   if DUMP_RE.match(l) and UNKNOWN_RE.search(l.split("': ", 1)[-1])
                   and ") ->" not in l]
        for l in unknown:
            print("      not fully known: " + os.path.basename(l))
    print(flush=True)


def entry_span(text, ident_at):
    """The [start, end) of the JSON object holding the position ident_at."""
    start = text.rfind("{", 0, ident_at)
    depth, i, in_str = 0, start, False
    while i < len(text):
        ch = text[i]
        if in_str:
            if ch == "\\":
                i += 1
            elif ch == '"':
                in_str = False
        elif ch == '"':
            in_str = True
        elif ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return start, i + 1
        i += 1
    return start, len(text)


def update_manifest(res, path=None):
    """Records the run's statuses as the manifest's `known` ones; an entry
    that now has its default status loses its `known` and `cause`. The rest
    of the manifest's formatting is kept. `path` defaults to the project's
    manifest.json in this suite."""
    path = path or os.path.join(HERE, res["name"], "manifest.json")
    with open(path) as f:
        text = f.read()
    string = r'"(?:[^"\\]|\\.)*"'
    for kind in ("mutations", "neutral"):
        default = "caught" if kind == "mutations" else "clean"
        for e in res[kind]:
            if e["status"] == "suite-error":
                continue
            at = text.find('"id": "%s"' % e["id"])
            if at < 0:
                continue
            start, end = entry_span(text, at)
            entry = text[start:end]
            if e["status"] == default:
                new = re.sub(r',\s*"(known|cause)": ' + string, "", entry)
            elif re.search(r'"known": ' + string, entry):
                new = re.sub(r'"known": ' + string, '"known": "%s"' % e["status"], entry)
            else:
                new = entry[:-1].rstrip() + ', "known": "%s"}' % e["status"]
            text = text[:start] + new + text[end:]
    json.loads(text)  # still valid
    with open(path, "w") as f:
        f.write(text)


def main():
    args = parse_args()
    projects = sorted(d for d in os.listdir(HERE)
                      if os.path.isfile(os.path.join(HERE, d, "manifest.json")))
    if args.project:
        missing = set(args.project) - set(projects)
        if missing:
            sys.exit("no such project: " + ", ".join(sorted(missing)))
        projects = [p for p in projects if p in args.project]
    tmp_root = tempfile.mkdtemp(prefix="shapecheck-realcode-")
    # Measure one binary: a copy taken now, so that a concurrent rebuild cannot
    # change it half-way through the run.
    snapshot = os.path.join(tmp_root, "shapecheck")
    for attempt in range(30):
        try:
            shutil.copy2(args.shapecheck, snapshot)
            if subprocess.run([snapshot, "--version"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE).returncode == 0:
                break
        except OSError:
            pass
        time.sleep(10)
    else:
        sys.exit("cannot run %s" % args.shapecheck)
    args.shapecheck = snapshot
    pch = build_pch(args, args.pch_dir or os.path.join(tmp_root, "pch"))
    results = []
    try:
        for name in projects:
            res = run_project(args, name, pch, tmp_root)
            print_project(args, res)
            results.append(res)
    finally:
        shutil.rmtree(tmp_root, ignore_errors=True)

    muts = [m for r in results for m in r["mutations"]]
    n = len(muts)
    caught = sum(1 for m in muts if m["status"] == "caught")
    elsewhere = sum(1 for m in muts if m["status"] == "elsewhere")
    missed = sum(1 for m in muts if m["status"] == "missed")
    fp = sum(r["fp"] for r in results)
    known = sum(r["known"] for r in results)
    total = sum(r["locals"] for r in results)
    errors = [(r["name"], w, e) for r in results for (w, e) in r["suite_errors"]]
    mismatches = [(r["name"], m) for r in results for m in r["mismatches"]]
    print("== total (%d projects)" % len(results))
    print("bugs caught at the right line: %d/%d (%s)" % (caught, n, pct(caught, n)))
    print("caught elsewhere: %d/%d (%s)" % (elsewhere, n, pct(elsewhere, n)))
    print("missed: %d/%d (%s)" % (missed, n, pct(missed, n)))
    print("false positives (clean + neutral): %d" % fp)
    print("locals fully known: %d/%d (%s)" % (known, total, pct(known, total)))
    if errors:
        print("suite errors: %d" % len(errors))
    if mismatches:
        print("results differing from the manifests: " + ", ".join(
            "%s/%s (%s, manifest: %s)" % (p, m["id"], m["status"], m["known"])
            for p, m in mismatches))
    if args.update_manifests:
        for r in results:
            update_manifest(r)
    if args.check and (fp or errors or mismatches):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
