#!/usr/bin/env python3
"""Run-time verification of the public-corpus manifests: every bug mutation
must fail on LibTorch (CPU), and the clean program must run.

For each manifest with a `harness` (our own small main, next to the manifest,
that builds the model as the repository's main does and runs forward or a
training step on torch::randn input of the real data's shape), the clean
project (with the manifest's annotations) is built with g++ together with the
harness and the TUs listed in `harness_tus` (default: every TU but those
named main.cpp; the harness replaces the repository's main), included in
one file (a unity build: one parse of LibTorch per program; set
`"harness_unity": false` to build the TUs apart), and run: it must exit 0. Then each mutation is applied and
the program built and run again: it must fail (a thrown c10::Error, an abort,
a non-zero exit). The first line of the error is printed and, with --record,
written as the mutation's `runtime` in the manifest.

Builds use a precompiled <torch/torch.h> for g++ and run under `nice`; object
files and results are cached in --cache-dir keyed by a hash of the sources,
so a re-run builds nothing that did not change.

    python3 test/corpus/verify.py [--repo owner+name] [--model M] [--mutation ID] [--record]

Exits 1 when a clean program fails, a mutation does not fail, or something
does not build.
"""

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def _load(name, path):
    import importlib.util
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


corpus = _load("corpus_run", os.path.join(HERE, "run.py"))
realcode = corpus.realcode

TORCH_INCLUDES = ["/usr/include/torch/csrc/api/include"]
LIBS = ["-ltorch", "-ltorch_cpu", "-lc10", "-lpthread"]
BASE_FLAGS = ["-O0", "-w"]


def parse_args():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--corpus", default=os.environ.get("SHAPECHECK_CORPUS", "/work/corpus"))
    p.add_argument("--include", default=os.path.join(corpus.TOP, "lib", "include"),
                   help="directory holding shapecheck/shapecheck.hpp")
    p.add_argument("--cxx", default="g++")
    p.add_argument("--cache-dir", default=os.path.join(
        os.environ.get("XDG_CACHE_HOME", os.path.expanduser("~/.cache")),
        "shapecheck-corpus-verify"))
    p.add_argument("--repo", action="append", default=[])
    p.add_argument("--model", action="append", default=[])
    p.add_argument("--mutation", action="append", default=[],
                   help="verify only these mutations (the clean program is always run)")
    p.add_argument("--record", action="store_true",
                   help="write each mutation's first error line as its `runtime`")
    p.add_argument("--timeout", type=int, default=600, help="seconds per program run")
    p.add_argument("-v", "--verbose", action="store_true")
    return p.parse_args()


def sha(*parts):
    h = hashlib.sha256()
    for p in parts:
        h.update(p if isinstance(p, bytes) else str(p).encode())
        h.update(b"\0")
    return h.hexdigest()[:24]


def run_cmd(cmd, cwd=None, timeout=None):
    return subprocess.run(["nice", "-n", "10"] + cmd, cwd=cwd, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, universal_newlines=True, timeout=timeout,
                          errors="replace")


def build_pch(args):
    """g++ PCH of <torch/torch.h> (flags must match the TUs' -std and -O)."""
    d = os.path.join(args.cache_dir, "pch")
    os.makedirs(d, exist_ok=True)
    header = os.path.join(d, "torch_pch.h")
    gch = header + ".gch"
    if not os.path.exists(header):
        with open(header, "w") as f:
            f.write("#include <torch/torch.h>\n")
    src = os.path.join(TORCH_INCLUDES[0], "torch", "torch.h")
    if os.path.exists(gch) and os.path.getmtime(gch) >= os.path.getmtime(src):
        return header
    print("building %s ..." % gch, flush=True)
    r = run_cmd([args.cxx, "-std=c++17"] + BASE_FLAGS + ["-I" + i for i in TORCH_INCLUDES] +
                ["-x", "c++-header", header, "-o", gch + ".tmp"])
    if r.returncode != 0:
        sys.exit("PCH build failed:\n" + r.stdout[-3000:])
    os.replace(gch + ".tmp", gch)
    return header


def sources_text(work):
    """The text of every header and source of the project in the tree. A TU's
    object depends on the headers it includes, and a harness may #include a
    model's .cpp, so a mutated .cpp must not reuse the clean program's object.
    The harness's own files (sc_*) are hashed with the TU itself."""
    parts = []
    for dirpath, _, files in sorted(os.walk(work)):
        for f in sorted(files):
            if f.startswith("sc_"):
                continue
            if f.endswith((".h", ".hpp", ".hh", ".inl", ".cpp", ".cc", ".cxx")):
                with open(os.path.join(dirpath, f), "rb") as fh:
                    parts.append(os.path.relpath(os.path.join(dirpath, f), work).encode()
                                 + b"\0" + fh.read())
    return b"\1".join(parts)


def first_error(output):
    """The first line of LibTorch's error: the what() of an uncaught exception,
    else the first line naming an error, else the last line."""
    lines = [l.rstrip() for l in output.splitlines() if l.strip()]
    for l in lines:
        m = re.match(r"^\s*what\(\):\s*(.*)$", l)
        if m:
            return m.group(1).strip()
    for l in lines:
        if re.search(r"error|Error|exception|Assertion", l):
            return l.strip()
    return lines[-1] if lines else ""


def tus_default(manifest):
    return [t for t in manifest["tus"] if os.path.basename(t) != "main.cpp"]


def prepare_work(args, manifest, checkout, edits, flags=None, tus=None):
    """The (edited) project, copied into a work directory of the cache named
    by the edits; a compile database for `tus` with `flags` when given."""
    root = os.path.join(checkout, manifest.get("root", "."))
    key_edits = sha(json.dumps(edits, sort_keys=True))
    work = os.path.join(args.cache_dir, "work", key_edits)
    realcode.prepare(root, work, {"tus": tus or []}, flags or [], args,
                     ignore=shutil.ignore_patterns(".git"))
    corpus.apply_edits(work, edits)
    return work


def build_and_run(args, manifest, checkout, model_dir, edits, pch):
    """Builds the (edited) project with the harness and runs it. Returns a dict
    {"status": "ok"|"failed"|"build-error", "rc", "error", "output"}."""
    work = prepare_work(args, manifest, checkout, edits)
    return build_and_run_in(args, manifest, model_dir, work, pch)


def build_and_run_in(args, manifest, model_dir, work, pch, keep_output=False):
    """Builds the project in `work` with the harness and runs it (see
    build_and_run). keep_output: the result holds the run's whole output in
    "full" (the result is then not cached)."""
    harness = os.path.join(model_dir, manifest["harness"])
    shutil.copy(harness, os.path.join(work, "sc_harness.cpp"))
    tus = manifest.get("harness_tus", tus_default(manifest)) + ["sc_harness.cpp"]
    lib = corpus.library(manifest)
    std = [f for f in manifest.get("flags", []) if f.startswith("-std=")] or ["-std=c++17"]
    flags = (std[-1:] + BASE_FLAGS +
             [f for f in manifest.get("flags", []) if not f.startswith("-std=")] +
             (["-I" + i for i in TORCH_INCLUDES] if lib["include"] is None
              else lib["include"]) + lib["run_flags"] + ["-I" + args.include] +
             ["-I" + work] +
             (["-include", pch, "-Winvalid-pch"] if lib["pch"] else []))
    if manifest.get("harness_unity", True):
        # One TU for the whole program (each TU costs the parse of LibTorch):
        # the harness and the model's TUs included in one file.
        with open(os.path.join(work, "sc_unity.cpp"), "w") as f:
            f.write("".join('#include "%s"\n' % t for t in tus))
        tus = ["sc_unity.cpp"]
    hdrs = sources_text(work)
    objs = []
    odir = os.path.join(args.cache_dir, "obj")
    os.makedirs(odir, exist_ok=True)
    for tu in tus:
        text = b""
        for src in ([tu] if tu != "sc_unity.cpp" else
                    [tu] + [t for t in manifest.get("harness_tus", tus_default(manifest))]
                    + ["sc_harness.cpp"]):
            with open(os.path.join(work, src), "rb") as f:
                text += f.read()
        # Flags hold the work directory's path, which depends on the edits:
        # hash them with it replaced.
        key = sha(tu, text, hdrs, json.dumps([x.replace(work, "@W") for x in flags]))
        obj = os.path.join(odir, key + ".o")
        if not os.path.exists(obj):
            if args.verbose:
                print("    compiling %s" % tu, flush=True)
            r = run_cmd([args.cxx] + flags + ["-c", tu, "-o", obj + ".tmp"], cwd=work)
            if r.returncode != 0:
                return {"status": "build-error", "error": "%s: %s" % (tu, first_compile_error(
                    r.stdout)), "output": r.stdout[-4000:]}
            os.replace(obj + ".tmp", obj)
        objs.append(obj)
    exe_key = sha(*(objs + manifest.get("harness_libs", [])))
    rdir = os.path.join(args.cache_dir, "results")
    os.makedirs(rdir, exist_ok=True)
    cached = os.path.join(rdir, exe_key + ".json")
    if os.path.exists(cached) and not keep_output:
        with open(cached) as f:
            return json.load(f)
    exe = os.path.join(work, "sc_harness")
    r = run_cmd([args.cxx, "-o", exe] + objs + ["-L/usr/lib/x86_64-linux-gnu"] +
                manifest.get("harness_libs", []) + lib["libs"])
    if r.returncode != 0:
        return {"status": "build-error", "error": "link: " + first_compile_error(r.stdout),
                "output": r.stdout[-4000:]}
    try:
        r = run_cmd([exe], cwd=work, timeout=args.timeout)
        out = {"rc": r.returncode, "output": r.stdout[-4000:]}
        out["status"] = "ok" if r.returncode == 0 else "failed"
        out["error"] = first_error(r.stdout) if r.returncode != 0 else ""
        if keep_output:
            out["full"] = r.stdout
    except subprocess.TimeoutExpired:
        out = {"rc": None, "status": "timeout", "error": "timed out", "output": ""}
    if out["status"] != "timeout" and not keep_output:
        with open(cached, "w") as f:
            json.dump(out, f)
    return out


def first_compile_error(text):
    for l in text.splitlines():
        if " error: " in l or l.startswith("error"):
            return l.strip()
    return text.strip().splitlines()[-1] if text.strip() else ""


def record_runtime(path, mid, message):
    """Writes `"runtime": message` into the mutation `mid` of the manifest,
    keeping the rest of its text."""
    with open(path) as f:
        text = f.read()
    at = text.find('"id": "%s"' % mid)
    if at < 0:
        return
    start, end = realcode.entry_span(text, at)
    entry = text[start:end]
    value = json.dumps(message)
    if re.search(r'"runtime": "(?:[^"\\]|\\.)*"', entry):
        new = re.sub(r'"runtime": "(?:[^"\\]|\\.)*"', lambda m: '"runtime": ' + value, entry)
    else:
        new = entry[:-1].rstrip() + ',\n     "runtime": %s}' % value
    text = text[:start] + new + text[end:]
    json.loads(text)
    with open(path, "w") as f:
        f.write(text)


def harness_models(args):
    """(repo, model, manifest path, manifest, checkout) of each selected
    manifest with a harness whose checkout is present; a missing checkout
    is said and skipped."""
    repos = corpus.load_repos()
    for repo, model, path in corpus.find_manifests(args.repo, args.model):
        with open(path) as f:
            manifest = json.load(f)
        if not manifest.get("harness"):
            continue
        checkout = os.path.join(args.corpus, repo)
        if not os.path.isdir(checkout):
            print("skipped %s/%s: no checkout (fetch it: %s)" % (
                repo, model, corpus.fetch_hint(repo, args.corpus, repos)))
            continue
        yield repo, model, path, manifest, checkout


def main():
    args = parse_args()
    args.include = os.path.abspath(args.include)
    bad = 0
    pch = None
    for repo, model, path, manifest, checkout in harness_models(args):
        if corpus.library(manifest)["pch"]:
            pch = pch or build_pch(args)
        model_dir = os.path.dirname(path)
        annotations = corpus.annotation_edits(manifest)
        print("== %s/%s" % (repo, model), flush=True)
        clean = build_and_run(args, manifest, checkout, model_dir, annotations, pch)
        print("  %-30s %s %s" % ("clean", clean["status"], clean.get("error", "")), flush=True)
        if clean["status"] != "ok":
            bad += 1
            if args.verbose:
                print(clean.get("output", ""))
            continue
        for m in manifest.get("mutations", []):
            if args.mutation and m["id"] not in args.mutation:
                continue
            try:
                res = build_and_run(args, manifest, checkout, model_dir, annotations + [m], pch)
            except realcode.SuiteError as e:
                res = {"status": "build-error", "error": str(e)}
            ok = res["status"] == "failed"
            mark = "" if ok else "   <-- NOT A RUN-TIME FAILURE"
            print("  %-30s %s: %s%s" % (m["id"], res["status"], res.get("error", ""), mark),
                  flush=True)
            if not ok:
                bad += 1
                if args.verbose:
                    print(res.get("output", ""))
            elif args.record and m.get("runtime") != res["error"]:
                record_runtime(path, m["id"], res["error"])
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
