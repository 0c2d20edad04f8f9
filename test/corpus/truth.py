#!/usr/bin/env python3
"""Checks the shapes shapecheck states on the public corpus against the shapes
LibTorch computes when the model runs.

For each manifest with a `harness` (see verify.py): shapecheck --dump-shapes
runs on the annotated clean project (the manifest's TUs, one whole-program
run), the model files are instrumented as test/realcode/truth.py does (the
sizes of every array local whose shape is stated, printed after its
declaration, and of every stated array parameter at its function's entry),
the project is built with the harness as main (g++, LibTorch CPU) and run,
and each stated shape is compared with every run-time shape of its local.

    python3 test/corpus/truth.py --shapecheck build/bin/shapecheck \\
        [--repo OWNER+NAME]... [--model NAME]... [-v]

Prints, per model, per repository and in all, the stated shapes right at run
time out of those stated and observed, and each wrong one; exits 1 if a
stated shape was wrong, or a project did not build or run. A shape stated in
a function the harness does not run is not observed, and not counted.
"""

import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import verify  # noqa: E402  (the harness build, the project's work directory)

corpus = verify.corpus
realcode = verify.realcode
truth = verify._load("realcode_truth", os.path.join(corpus.TOP, "test", "realcode",
                                                    "truth.py"))


def parse_args():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--shapecheck", required=True)
    p.add_argument("--corpus", default=os.environ.get("SHAPECHECK_CORPUS", "/work/corpus"))
    p.add_argument("--include", default=os.path.join(corpus.TOP, "lib", "include"))
    p.add_argument("--torch-include", default=verify.TORCH_INCLUDES[0])
    p.add_argument("--clang", default="clang++-19")
    p.add_argument("--cxx", default="g++")
    p.add_argument("--cache-dir", default=os.path.join(
        os.environ.get("XDG_CACHE_HOME", os.path.expanduser("~/.cache")),
        "shapecheck-corpus-verify"))
    p.add_argument("--repo", action="append", default=[])
    p.add_argument("--model", action="append", default=[])
    p.add_argument("--timeout", type=int, default=900,
                   help="seconds per shapecheck run and per program run")
    p.add_argument("--json", help="write the results here")
    p.add_argument("-v", "--verbose", action="store_true")
    return p.parse_args()


# What sc_truth prints for the other libraries (test/realcode/truth.py's
# header is LibTorch's): Eigen objects and expressions as [rows cols],
# xtensor expressions by their shape.
TRUTH_HEADERS = {
    "eigen": r'''
#pragma once
#include <cstdio>
// C++11 and any Eigen version (a project may bundle its own): whatever has
// rows() and cols() is printed.
template <class T>
inline auto sc_truth_impl(const char *where, const T &v, int)
    -> decltype((void)v.rows(), (void)v.cols(), void()) {
  std::fprintf(stderr, "@val %s [%lld %lld]\n", where, (long long)v.rows(),
               (long long)v.cols());
}
template <class T> inline void sc_truth_impl(const char *, const T &, long) {}
template <class T> inline void sc_truth(const char *where, const T &v) {
  sc_truth_impl(where, v, 0);
}
inline void sc_enter(const char *where) {
  std::fprintf(stderr, "@enter %s\n", where);
}
''',
    "xtensor": r'''
#pragma once
#include <cstdio>
// C++14: whatever has shape() and dimension() is printed.
template <class T>
inline auto sc_truth_impl(const char *where, const T &v, int)
    -> decltype((void)v.shape(), (void)v.dimension(), void()) {
  std::fprintf(stderr, "@val %s [", where);
  const auto &s = v.shape();
  for (std::size_t i = 0; i < v.dimension(); ++i)
    std::fprintf(stderr, "%s%lld", i ? " " : "", (long long)s[i]);
  std::fprintf(stderr, "]\n");
}
template <class T> inline void sc_truth_impl(const char *, const T &, long) {}
template <class T> inline void sc_truth(const char *where, const T &v) {
  sc_truth_impl(where, v, 0);
}
inline void sc_enter(const char *where) {
  std::fprintf(stderr, "@enter %s\n", where);
}
''',
}


def check_model(args, manifest, checkout, model_dir, pch):
    """Returns {"stated", "observed", "right", "wrong": {key: why}} or
    {"error": text}."""
    annotations = corpus.annotation_edits(manifest)
    flags = corpus.tu_flags(args, manifest, None)
    # The truth run's work directory is its own: the instrumented files must
    # not be left where verify.py's runs of the same edits expect the project.
    root = os.path.join(checkout, manifest.get("root", "."))
    work = os.path.join(args.cache_dir, "truth",
                        verify.sha(json.dumps(annotations, sort_keys=True), root))
    realcode.prepare(root, work, {"tus": manifest["tus"]}, flags, args,
                     ignore=verify.shutil.ignore_patterns(".git"))
    corpus.apply_edits(work, annotations)
    try:
        _, dump = realcode.run_shapecheck(args, work, manifest, flags, manifest["tus"])
    except (realcode.SuiteError, verify.subprocess.TimeoutExpired) as e:
        return {"error": "shapecheck: %s" % (str(e) or "timed out")}
    model_files = set(manifest.get("model_files", manifest["tus"]))
    entries = [e for e in truth.parse_dump(dump, work) if e["file"] in model_files]
    stated = truth.instrument(work, entries)
    with open(os.path.join(work, "sc_truth.h"), "w") as f:
        f.write(TRUTH_HEADERS.get(manifest.get("library", "torch"), truth.TRUTH_HEADER))
    res = verify.build_and_run_in(args, manifest, model_dir, work, pch, keep_output=True)
    if res["status"] != "ok":
        return {"error": "%s: %s" % (res["status"], res.get("error", "")),
                "stated": len(stated)}
    right, wrong, seen = truth.compare(entries, stated, res["full"])
    return {"stated": len(stated), "observed": len(seen), "right": len(right),
            "wrong": wrong}


def main():
    args = parse_args()
    args.include = os.path.abspath(args.include)
    args.shapecheck = os.path.abspath(args.shapecheck)
    results = []
    pch = None
    for repo, model, path, manifest, checkout in verify.harness_models(args):
        if corpus.library(manifest)["pch"]:
            pch = pch or verify.build_pch(args)
        r = check_model(args, manifest, checkout, os.path.dirname(path), pch)
        r.update(repo=repo, model=model)
        results.append(r)
        if "error" in r:
            print("%s/%s: ERROR %s" % (repo, model, r["error"][:2000]), flush=True)
            continue
        print("%s/%s: %d of %d observed right (%d stated)" % (
            repo, model, r["right"], r["observed"], r["stated"]), flush=True)
        for key, why in sorted(r["wrong"].items()):
            print("  WRONG %s: %s" % (key, why), flush=True)
    by_repo = {}
    for r in results:
        by_repo.setdefault(r["repo"], []).append(r)
    total = {"right": 0, "observed": 0, "stated": 0, "wrong": 0, "errors": 0}
    for repo, rs in sorted(by_repo.items()):
        t = {"right": sum(r.get("right", 0) for r in rs),
             "observed": sum(r.get("observed", 0) for r in rs),
             "stated": sum(r.get("stated", 0) for r in rs),
             "wrong": sum(len(r.get("wrong", {})) for r in rs),
             "errors": sum(1 for r in rs if "error" in r)}
        for k in total:
            total[k] += t[k]
        print("== %s (%d models): %d of %d observed right, %d wrong, %d stated, %d errors"
              % (repo, len(rs), t["right"], t["observed"], t["wrong"], t["stated"],
                 t["errors"]))
    print("== total (%d models): %d of %d observed right, %d wrong, %d stated, %d errors"
          % (len(results), total["right"], total["observed"], total["wrong"],
             total["stated"], total["errors"]))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"total": total, "models": results}, f, indent=1)
    return 1 if total["wrong"] or total["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
