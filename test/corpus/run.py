#!/usr/bin/env python3
"""Public-corpus benchmark for shapecheck: LibTorch model code from public
repositories that this project did not write, checked out outside the project
(never committed), driven by manifests of our own edits in test/corpus/.

For each manifest (test/corpus/<owner+name>/<model>.json) the runner copies
the checkout's `root` to a temporary directory and
  * applies the manifest's annotations (what a new user would add) and runs
    shapecheck over all the model's TUs in one run: every warning/error is a
    false positive; the --dump-shapes lines of the `model_files` give the
    share of array-valued locals whose shape is fully known;
  * runs the clean project WITHOUT the annotations: every warning/error is a
    false positive too;
  * applies each mutation (on top of the annotations): "caught" when a new
    warning/error has its primary location at `expect`, "elsewhere" when there
    are new findings but none there, "missed" when there is none;
  * applies each neutral edit: any new warning/error is a false positive.

It is a benchmark, not a test: the checkouts are fetched by hand (see
README.md), and a manifest whose checkout is absent is skipped with a message.
Standard library only; the mechanics (PCH, compile_commands.json, running
shapecheck, counting locals, new findings) are test/realcode/run.py's.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))


def _load_realcode():
    # test/realcode/run.py, under a name of its own (this file is run.py too).
    import importlib.util
    spec = importlib.util.spec_from_file_location(
        "realcode_run", os.path.join(TOP, "test", "realcode", "run.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


realcode = _load_realcode()

SuiteError = realcode.SuiteError


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--corpus", default=os.environ.get("SHAPECHECK_CORPUS", "/work/corpus"),
                   help="directory holding the checkouts, one per repository, named "
                        "owner+name (default: $SHAPECHECK_CORPUS or /work/corpus)")
    p.add_argument("--shapecheck", default=os.path.join(TOP, "build", "bin", "shapecheck"),
                   help="path of the shapecheck binary (default: build/bin/shapecheck)")
    p.add_argument("--include", default=os.path.join(TOP, "lib", "include"),
                   help="directory holding shapecheck/shapecheck.hpp")
    p.add_argument("--torch-include", default="/usr/include/torch/csrc/api/include",
                   help="LibTorch's C++ API include directory (holding torch/torch.h)")
    p.add_argument("--clang", default="clang++-19",
                   help="compiler for the PCH and compile checks (shapecheck's Clang version)")
    p.add_argument("--pch-dir", default=None,
                   help="where to build/reuse torch.pch (default: a temporary directory)")
    p.add_argument("--repo", action="append", default=[],
                   help="run only this repository (owner+name; repeatable)")
    p.add_argument("--model", action="append", default=[],
                   help="run only this model (manifest name without .json; repeatable)")
    p.add_argument("--mutation", action="append", default=[],
                   help="run only the mutations/neutral edits with this id (repeatable); "
                        "the clean runs are always made")
    p.add_argument("--no-unannotated", action="store_true",
                   help="skip the run of the clean project without annotations")
    p.add_argument("--compile-check", action="store_true",
                   help="always run clang -fsyntax-only on the TUs before shapecheck")
    p.add_argument("--json", default=None, help="write machine-readable results here")
    p.add_argument("--markdown", default=None,
                   help="write the results as a markdown table (per model, per repository, "
                        "total) here")
    p.add_argument("--check", action="store_true",
                   help="exit 1 when a result differs from the manifests' `known` statuses "
                        "(mutations: default caught; neutral: default clean; clean runs: "
                        "`known_clean`, default 0 findings), or on a suite error")
    p.add_argument("--update-manifests", action="store_true",
                   help="write each edit's result as its `known` status in the manifests")
    p.add_argument("--timeout", type=int, default=1800, help="seconds per shapecheck run")
    p.add_argument("-v", "--verbose", action="store_true")
    return p.parse_args(argv)


# ---------------------------------------------------------------- manifests

def find_manifests(repos=(), models=()):
    """[(repo dir name, model, path)] of test/corpus/<owner+name>/<model>.json.
    A repository may be named owner/name or owner+name. A repository or model
    asked for that no manifest has is an error (exit 2), not an empty run."""
    repos = [r.replace("/", "+") for r in repos]
    out = []
    for repo in sorted(os.listdir(HERE)):
        d = os.path.join(HERE, repo)
        if not os.path.isdir(d) or "+" not in repo or (repos and repo not in repos):
            continue
        for f in sorted(os.listdir(d)):
            if not f.endswith(".json"):
                continue
            model = f[:-len(".json")]
            if models and model not in models:
                continue
            out.append((repo, model, os.path.join(d, f)))
    missing = ([r for r in repos if r not in {o[0] for o in out}] +
               [m for m in models if m not in {o[1] for o in out}])
    if missing:
        sys.stderr.write("error: no manifest for %s in %s\n" % (", ".join(missing), HERE))
        sys.exit(2)
    return out


def load_repos():
    with open(os.path.join(HERE, "repos.json")) as f:
        return {r["name"]: r for r in json.load(f)["repos"]}


def fetch_hint(repo, corpus, repos):
    r = repos.get(repo)
    dest = os.path.join(corpus, repo)
    if not r:
        return "no entry for %s in test/corpus/repos.json" % repo
    return "git clone %s %s && git -C %s checkout %s" % (r["url"], dest, dest, r["commit"])


def apply_edits(work, edits):
    """Applies find/replace edits in order; each `find` must occur exactly once
    and an edit must keep the number of lines (so that `expect` lines are the
    checkout's own)."""
    for e in edits:
        if e["find"].count("\n") != e["replace"].count("\n"):
            raise SuiteError("edit %s changes the number of lines" % e["id"])
        realcode.apply_edit(work, e)


def sync_tree(stage, work):
    """Makes `work` hold the files of `stage`: a file whose bytes differ (or
    that is missing) is written anew, with a new modification time; a file
    with the same bytes is left untouched; a file `stage` lacks is removed."""
    wanted = set()
    for dirpath, _, files in os.walk(stage):
        rel_dir = os.path.relpath(dirpath, stage)
        os.makedirs(os.path.join(work, rel_dir), exist_ok=True)
        for name in files:
            rel = os.path.normpath(os.path.join(rel_dir, name))
            wanted.add(rel)
            src, dst = os.path.join(stage, rel), os.path.join(work, rel)
            with open(src, "rb") as f:
                data = f.read()
            try:
                with open(dst, "rb") as f:
                    if f.read() == data:
                        continue
            except OSError:
                pass
            with open(dst, "wb") as f:
                f.write(data)
    for dirpath, _, files in os.walk(work):
        for name in files:
            rel = os.path.normpath(os.path.relpath(os.path.join(dirpath, name), work))
            if rel not in wanted:
                os.remove(os.path.join(dirpath, name))


def port_edits(manifest):
    """The edits without which the project does not compile here at all (a
    Windows-only header, say): applied in every run, with or without the
    annotations, and in verify.py's builds."""
    return [dict(a, id=a.get("id", "port %d" % i))
            for i, a in enumerate(manifest.get("port", []))]


def annotation_edits(manifest):
    """The port edits, then the annotations a new user would add."""
    return port_edits(manifest) + [dict(a, id=a.get("id", "annotation %d" % i))
                                   for i, a in enumerate(manifest.get("annotations", []))]


# The array library a manifest's project uses ("library", default "torch"):
# the include flags shapecheck and the builds need, the libraries the
# harness links, and the flags that make the library check sizes at run time
# (verify.py: a mutation must fail there). Eigen asserts without NDEBUG;
# xtensor only with XTENSOR_ENABLE_ASSERT.
LIBRARIES = {
    "torch": {"include": None, "libs": ["-ltorch", "-ltorch_cpu", "-lc10", "-lpthread"],
              "run_flags": [], "pch": True},
    "eigen": {"include": ["-isystem", "/usr/include/eigen3"], "libs": [],
              "run_flags": ["-UNDEBUG"], "pch": False},
    "xtensor": {"include": [], "libs": ["-lpthread"],
                "run_flags": ["-DXTENSOR_ENABLE_ASSERT", "-UNDEBUG"], "pch": False},
}


def library(manifest):
    name = manifest.get("library", "torch")
    if name not in LIBRARIES:
        raise SuiteError("unknown library %r (one of %s)" % (name, ", ".join(LIBRARIES)))
    return LIBRARIES[name]


def library_includes(args, manifest):
    lib = library(manifest)
    return ["-I" + args.torch_include] if lib["include"] is None else list(lib["include"])


def tu_flags(args, manifest, pch):
    uses_pch = pch and library(manifest)["pch"]
    return list(manifest.get("flags", ["-std=c++17"])) + library_includes(args, manifest) + [
        "-I" + args.include] + (["-include-pch", pch] if uses_pch else [])


def model_dump(dump, work, model_files):
    """The dump lines of the model files only (relative to the root)."""
    keep = []
    for line in dump.splitlines():
        m = realcode.DUMP_RE.match(line)
        if m and realcode.relpath(m.group(1), work) in model_files:
            keep.append(line)
    return "\n".join(keep)


def classify_neutral(findings):
    return "clean" if not findings else "false-positive"


# ---------------------------------------------------------------- running

def run_model(args, repo, model, manifest, checkout, pch, tmp_root):
    root = os.path.join(checkout, manifest.get("root", "."))
    flags = tu_flags(args, manifest, pch)
    work = os.path.join(tmp_root, repo, model)
    stage = work + ".stage"
    tus = manifest["tus"]
    ignore = shutil.ignore_patterns(".git")
    res = {"repo": repo, "model": model, "mutations": [], "neutral": [],
           "clean_findings": [], "unannotated_findings": [], "suite_errors": [],
           "known": 0, "locals": 0, "mismatches": [], "unknown_lines": []}
    start = time.time()

    def shapecheck(edits):
        # The project is prepared beside `work`, then only the files whose
        # bytes differ are written into it: as when a user edits one file,
        # the others keep their modification times, and shapecheck's
        # preamble cache stays valid for the TUs whose headers are unchanged.
        realcode.prepare(root, stage, {"tus": tus}, flags, args, ignore=ignore)
        apply_edits(stage, edits)
        db = os.path.join(stage, "compile_commands.json")
        with open(db) as f:
            text = f.read()
        with open(db, "w") as f:
            f.write(text.replace(stage, work))
        sync_tree(stage, work)
        if args.compile_check:
            realcode.compile_check(args, work, manifest, flags, tus)
        return realcode.run_shapecheck(args, work, manifest, flags, tus)

    annotations = annotation_edits(manifest)
    try:
        findings, dump = shapecheck(annotations)
        for f in findings:
            if f not in res["clean_findings"]:
                res["clean_findings"].append(f)
        mdump = model_dump(dump, work, manifest.get("model_files", tus))
        res["known"], res["locals"] = realcode.count_locals(mdump, work)
        res["unknown_lines"] = [
            l for l in mdump.splitlines()
            if realcode.UNKNOWN_RE.search(l.split("': ", 1)[-1]) and ") ->" not in l]
    except (SuiteError, subprocess.TimeoutExpired) as e:
        res["suite_errors"].append(("clean", str(e) or "timeout"))
        res["elapsed"] = time.time() - start
        return res
    if args.verbose:
        print("  .. %s/%s clean (annotated): %d findings, locals %d/%d" % (
            repo, model, len(res["clean_findings"]), res["known"], res["locals"]), flush=True)
    if not args.no_unannotated:
        try:
            res["unannotated_findings"], _ = shapecheck(port_edits(manifest))
        except (SuiteError, subprocess.TimeoutExpired) as e:
            res["suite_errors"].append(("unannotated", str(e) or "timeout"))
    known_clean = manifest.get("known_clean", {})
    for what, key in (("annotated", "clean_findings"), ("unannotated", "unannotated_findings")):
        if what == "unannotated" and args.no_unannotated:
            continue
        if len(res[key]) != known_clean.get(what, 0):
            res["mismatches"].append({"id": "clean (%s)" % what, "status": len(res[key]),
                                      "known": known_clean.get(what, 0)})

    for kind in ("mutations", "neutral"):
        for edit in manifest.get(kind, []):
            if args.mutation and edit["id"] not in args.mutation:
                continue
            default = "caught" if kind == "mutations" else "clean"
            entry = {"id": edit["id"], "expect": edit.get("expect"),
                     "known": edit.get("known", default), "cause": edit.get("cause", ""),
                     "findings": []}
            try:
                findings, _ = shapecheck(annotations + [edit])
                findings = realcode.new_findings(findings, res["clean_findings"])
                entry["findings"] = findings
                entry["status"] = (realcode.classify_mutation(findings, edit["expect"])
                                   if kind == "mutations" else classify_neutral(findings))
            except SuiteError as e:
                entry["status"] = "suite-error"
                res["suite_errors"].append((edit["id"], str(e)))
            except subprocess.TimeoutExpired:
                entry["status"] = "suite-error"
                res["suite_errors"].append((edit["id"], "shapecheck timed out"))
            if entry["status"] != entry["known"]:
                res["mismatches"].append(entry)
            res[kind].append(entry)
            if args.verbose:
                # Progress, as each edit is done (a model takes minutes).
                print("  .. %s/%s %s: %s" % (repo, model, entry["id"], entry["status"]),
                      flush=True)
    shutil.rmtree(work, ignore_errors=True)
    shutil.rmtree(stage, ignore_errors=True)
    res["elapsed"] = time.time() - start
    return res


def tally(results):
    muts = [m for r in results for m in r["mutations"]]
    t = {"models": len(results), "mutations": len(muts)}
    for s in ("caught", "elsewhere", "missed", "suite-error"):
        t[s] = sum(1 for m in muts if m["status"] == s)
    t["fp_annotated"] = sum(len(r["clean_findings"]) for r in results)
    t["fp_unannotated"] = sum(len(r["unannotated_findings"]) for r in results)
    t["fp_neutral"] = sum(len(n["findings"]) for r in results for n in r["neutral"])
    t["neutral"] = sum(len(r["neutral"]) for r in results)
    t["known"] = sum(r["known"] for r in results)
    t["locals"] = sum(r["locals"] for r in results)
    t["suite_errors"] = sum(len(r["suite_errors"]) for r in results)
    return t


def fmt_tally(t):
    pct = realcode.pct
    return ("caught at the right line %d/%d (%s), elsewhere %d, missed %d; false positives: "
            "annotated clean %d, unannotated clean %d, neutral %d (of %d edits); locals fully "
            "known %d/%d (%s)" % (
                t["caught"], t["mutations"], pct(t["caught"], t["mutations"]), t["elsewhere"],
                t["missed"], t["fp_annotated"], t["fp_unannotated"], t["fp_neutral"],
                t["neutral"], t["known"], t["locals"], pct(t["known"], t["locals"])))


def markdown_table(results):
    """Rows per model, then per repository and in total."""
    pct = realcode.pct
    head = ("| model | caught at line | elsewhere | missed | FP annotated | FP unannotated "
            "| FP neutral | locals fully known |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n")

    def row(name, t):
        return "| %s | %d/%d (%s) | %d | %d | %d | %d | %d | %d/%d (%s) |\n" % (
            name, t["caught"], t["mutations"], pct(t["caught"], t["mutations"]), t["elsewhere"],
            t["missed"], t["fp_annotated"], t["fp_unannotated"], t["fp_neutral"], t["known"],
            t["locals"], pct(t["known"], t["locals"]))
    out = head
    by_repo = {}
    for r in results:
        by_repo.setdefault(r["repo"], []).append(r)
    for repo, rs in sorted(by_repo.items()):
        for r in rs:
            out += row("%s/%s" % (repo.split("+", 1)[1], r["model"]), tally([r]))
        out += row("**%s**" % repo, tally(rs))
    out += row("**total**", tally(results))
    return out


def print_model(args, res):
    print("== %s/%s" % (res["repo"], res["model"]))
    for kind in ("mutations", "neutral"):
        for e in res[kind]:
            mark = "" if e["status"] == e["known"] else "   <-- manifest says %s" % e["known"]
            print("  %-9s %-30s %-14s %s%s" % (
                "mutation" if kind == "mutations" else "neutral", e["id"], e["status"],
                e.get("expect") or "", mark))
            if args.verbose and e["status"] not in ("caught", "clean"):
                if e.get("cause"):
                    print("      cause: %s" % e["cause"])
                for f in e["findings"]:
                    print("      " + realcode.fmt_finding(f))
                if not e["findings"]:
                    print("      (no findings)")
    for f in res["clean_findings"]:
        print("  FALSE POSITIVE (annotated clean): " + realcode.fmt_finding(f))
    for f in res["unannotated_findings"]:
        print("  FALSE POSITIVE (unannotated clean): " + realcode.fmt_finding(f))
    for what, msg in res["suite_errors"]:
        print("  SUITE ERROR (%s): %s" % (what, msg))
    print("  " + fmt_tally(tally([res])) + "   [%.0f s]" % res["elapsed"])
    if args.verbose:
        for l in res["unknown_lines"]:
            print("      not fully known: " + os.path.basename(l))
    print(flush=True)


def snapshot_binary(args, tmp_root):
    """Measure one binary: a copy taken now, so that a concurrent rebuild cannot
    change it half-way through the run."""
    snapshot = os.path.join(tmp_root, "shapecheck")
    for _ in range(30):
        try:
            shutil.copy2(args.shapecheck, snapshot)
            r = subprocess.run([snapshot, "--version"], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, universal_newlines=True)
            if r.returncode == 0:
                return snapshot, r.stdout.strip()
        except OSError:
            pass
        time.sleep(10)
    sys.exit("cannot run %s" % args.shapecheck)


def git_head(path):
    r = subprocess.run(["git", "-C", path, "rev-parse", "HEAD"], stdout=subprocess.PIPE,
                       stderr=subprocess.DEVNULL, universal_newlines=True)
    return r.stdout.strip() if r.returncode == 0 else None


def main(argv=None):
    args = parse_args(argv)
    args.shapecheck = os.path.abspath(args.shapecheck)
    args.include = os.path.abspath(args.include)
    repos = load_repos()
    manifests = find_manifests(args.repo, args.model)
    if not manifests:
        sys.exit("no manifest matches")
    todo = []
    skipped = set()
    for repo, model, path in manifests:
        checkout = os.path.join(args.corpus, repo)
        if not os.path.isdir(checkout):
            if repo not in skipped:
                print("skipped %s: no checkout at %s (fetch it: %s)" % (
                    repo, checkout, fetch_hint(repo, args.corpus, repos)))
                skipped.add(repo)
            continue
        want = repos.get(repo, {}).get("commit")
        head = git_head(checkout)
        if want and head and head != want:
            print("warning: %s is at %s, the manifests were written at %s" % (
                repo, head[:12], want[:12]))
        todo.append((repo, model, path, checkout))
    if not todo:
        print("nothing to run: no checkout found under %s" % args.corpus)
        return 0

    tmp_root = tempfile.mkdtemp(prefix="shapecheck-corpus-")
    results = []
    try:
        args.shapecheck, version = snapshot_binary(args, tmp_root)
        # shapecheck drops -include-pch (its own preamble cache is what saves
        # time): the PCH only speeds up the compile checks, so it is built
        # only for --compile-check or reused when --pch-dir has one.
        pch = None
        if args.compile_check or (args.pch_dir and os.path.exists(
                os.path.join(args.pch_dir, "torch.pch"))):
            pch = realcode.build_pch(args, args.pch_dir or os.path.join(tmp_root, "pch"))
        for repo, model, path, checkout in todo:
            with open(path) as f:
                manifest = json.load(f)
            res = run_model(args, repo, model, manifest, checkout, pch, tmp_root)
            res["manifest"] = path
            print_model(args, res)
            results.append(res)
            if args.update_manifests:
                realcode.update_manifest(res, path)
    finally:
        shutil.rmtree(tmp_root, ignore_errors=True)

    by_repo = {}
    for r in results:
        by_repo.setdefault(r["repo"], []).append(r)
    print("== per repository")
    for repo, rs in sorted(by_repo.items()):
        print("%s (%d models): %s" % (repo, len(rs), fmt_tally(tally(rs))))
    total = tally(results)
    print("== total (%d models): %s" % (len(results), fmt_tally(total)))
    mismatches = [(r["repo"], r["model"], m) for r in results for m in r["mismatches"]]
    if mismatches:
        print("results differing from the manifests: " + ", ".join(
            "%s/%s/%s (%s, manifest: %s)" % (rp, md, m["id"], m["status"], m["known"])
            for rp, md, m in mismatches))
    if args.json:
        out = {"shapecheck": version, "corpus": args.corpus, "total": total,
               "repos": {repo: tally(rs) for repo, rs in by_repo.items()},
               "models": [{k: v for k, v in r.items()} for r in results]}
        with open(args.json, "w") as f:
            json.dump(out, f, indent=1)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(markdown_table(results))
    if args.check and (mismatches or total["suite_errors"]):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
