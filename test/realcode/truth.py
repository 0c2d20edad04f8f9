#!/usr/bin/env python3
"""Checks the shapes shapecheck states against the shapes LibTorch computes.

For each project of the real-code suite: run shapecheck --dump-shapes on the
clean project, then build the project against the real LibTorch (CPU),
instrumented so that it prints the sizes of every array-valued local right
after its declaration and of every annotated or inferred array parameter at
the entry of its function, run it, and compare. A stated axis is a number
(must equal the run's size), a name or an expression over names (names are
bound by their first occurrence in one invocation of the function, then must
agree), `?` (nothing stated) or a variadic segment (`...`, `*name`: only the
axes around it are stated). A local whose shape is entirely unknown states
nothing and is not counted.

    python3 test/realcode/truth.py --shapecheck build/bin/shapecheck \
        --include lib/include [--pch-dir DIR] [--project NAME]... [-v]

Prints, per project and in all, the stated shapes that were right at run
time out of those stated and observed; exits 1 if any stated shape was
wrong (or a project failed to build or run).
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import run as suite  # noqa: E402  (build_pch, prepare, run_shapecheck)

TRUTH_HEADER = r'''
#pragma once
#include <torch/torch.h>
#include <cstdio>
#include <type_traits>
#include <vector>
inline void sc_truth_print(const char *where, const at::Tensor &t) {
  if (!t.defined())
    return;
  std::fprintf(stderr, "@val %s [", where);
  for (int64_t i = 0; i < t.dim(); ++i)
    std::fprintf(stderr, "%s%lld", i ? " " : "", (long long)t.size(i));
  std::fprintf(stderr, "]\n");
}
template <class T> inline void sc_truth(const char *where, const T &v) {
  if constexpr (std::is_convertible_v<const T &, const at::Tensor &>)
    sc_truth_print(where, v);
}
inline void sc_enter(const char *where) {
  std::fprintf(stderr, "@enter %s\n", where);
}
'''

DUMP_LINE = re.compile(r"^(?P<file>[^:]+):(?P<line>\d+):(?P<col>\d+): '(?P<name>[^']+)': (?P<rest>.*)$")
FUNC_REST = re.compile(r"^\((?P<params>.*)\) -> (?P<result>.*)$")


def parse_shape(text):
    """'Float[b 2*h]' -> ['b', '2*h']; None when no shape is stated."""
    m = re.match(r"^.*?\[(.*)\]$", text.strip())
    if not m:
        return None
    axes = m.group(1).split()
    if all(a in ("?", "...") or a.startswith("*") for a in axes) and not (
            axes == [] and text.strip().endswith("[]")):
        return None if axes else []
    return axes


def split_params(params):
    """'x: Float[b n], k: int64_t' -> [('x', 'Float[b n]'), ...] (commas inside
    brackets kept)."""
    out, depth, cur = [], 0, ""
    for ch in params:
        if ch in "[(<{":
            depth += 1
        elif ch in "])>}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur)
    res = []
    for p in out:
        if ":" in p:
            n, t = p.split(":", 1)
            res.append((n.strip(), t.strip()))
    return res


def statement_end(lines, start):
    """Index of the line where the statement starting at `start` ends (its
    `;` at bracket depth 0), or None."""
    depth = 0
    for i in range(start, min(start + 30, len(lines))):
        code = re.sub(r'"(\\.|[^"\\])*"', '""', lines[i].split("//")[0])
        for ch in code:
            if ch in "([{":
                depth += 1
            elif ch in ")]}":
                depth -= 1
            elif ch == ";" and depth == 0:
                return i
    return None


def body_open(lines, start):
    """Index of the line holding the `{` that opens the body of the function
    declared at `start` (the first `{` after the parameter list closes)."""
    depth, seen = 0, False
    for i in range(start, min(start + 30, len(lines))):
        code = lines[i].split("//")[0]
        for ch in code:
            if ch == "(":
                depth += 1
                seen = True
            elif ch == ")":
                depth -= 1
            elif ch == "{" and depth == 0 and seen:
                return i
            elif ch == ";" and depth == 0 and seen:
                return None
    return None


def instrument(work, dump_entries):
    """Inserts sc_enter/sc_truth calls; returns {key: (kind, stated axes)}."""
    stated = {}
    inserts = {}  # file -> list of (line index, after?, text)
    for e in dump_entries:
        f = e["file"]
        path = os.path.join(work, f)
        if not os.path.exists(path):
            continue
        with open(path) as fh:
            lines = fh.read().split("\n")
        li = e["line"] - 1
        key = "%s:%d:%d" % (f, e["line"], e["col"])
        if e["func"] is not None:
            name = e["name"].split("::")
            if len(name) >= 2 and name[-1] == name[-2]:
                continue  # a constructor: its body follows an init list
            open_at = body_open(lines, li)
            if open_at is None:
                continue
            if "}" in lines[open_at].split("{", 1)[-1].split("//")[0]:
                continue  # a body on one line: nothing can be inserted after its `{`
            text = 'sc_enter("%s");' % key
            for pname, ptype in e["func"]:
                axes = parse_shape(ptype)
                if axes is None or not re.match(r"^[A-Za-z_]\w*$", pname):
                    continue
                pkey = key + "#" + pname
                stated[pkey] = axes
                text += ' sc_truth("%s", %s);' % (pkey, pname)
            inserts.setdefault(f, []).append((open_at, text, key))
        else:
            axes = parse_shape(e["rest"])
            if axes is None:
                continue
            line = lines[li]
            before = line[:e["col"] - 1].strip()
            # Only plain declarations (`auto x = ...;`, `torch::Tensor x = ...;`,
            # `auto [a, b] = ...;`), not loop or condition variables.
            if re.match(r"^(for|if|while|switch)\b", line.strip()):
                continue
            if not re.match(r"^(const\s+)?[\w:<>,\s]*(auto|Tensor|\w+)\s*[&*]?\s*\[?[\w\s,]*$", before):
                continue
            end = statement_end(lines, li)
            if end is None:
                continue
            stated[key] = axes
            inserts.setdefault(f, []).append(
                (end, 'sc_truth("%s", %s);' % (key, e["name"]), key))
    for f, items in inserts.items():
        path = os.path.join(work, f)
        with open(path) as fh:
            lines = fh.read().split("\n")
        for idx, text, _ in sorted(items, key=lambda t: -t[0]):
            lines.insert(idx + 1, text)
        body = "\n".join(lines)
        with open(path, "w") as fh:
            fh.write('#include "sc_truth.h"\n' + body)
    return stated


def parse_dump(dump, work):
    entries = []
    for line in dump.splitlines():
        m = DUMP_LINE.match(line)
        if not m:
            continue
        f = os.path.relpath(m.group("file"), work)
        if f.startswith(".."):
            continue
        rest = m.group("rest")
        fm = FUNC_REST.match(rest)
        func = split_params(fm.group("params")) if fm else None
        entries.append({"file": f, "line": int(m.group("line")), "col": int(m.group("col")),
                        "name": m.group("name"), "rest": rest, "func": func})
    return entries


def check_axes(axes, sizes, binding):
    """Compares stated axes with run-time sizes; binds names. Returns
    (right, why) where right is None when nothing could be decided."""
    if "..." in axes or any(a.startswith("*") for a in axes):
        v = [i for i, a in enumerate(axes) if a == "..." or a.startswith("*")][0]
        pre, suf = axes[:v], axes[v + 1:]
        if len(sizes) < len(pre) + len(suf):
            return False, "rank %d < %d stated axes" % (len(sizes), len(pre) + len(suf))
        pairs = list(zip(pre, sizes[:len(pre)])) + list(
            zip(suf, sizes[len(sizes) - len(suf):] if suf else []))
    else:
        if len(axes) != len(sizes):
            return False, "rank %d, stated %d" % (len(sizes), len(axes))
        pairs = list(zip(axes, sizes))
    pending = []
    for a, n in pairs:
        # `features[1]`, an element of a list parameter, is one name.
        a = re.sub(r"([A-Za-z_]\w*)\[(\d+)\]", r"\1__\2", a.lstrip("#"))
        if a in ("?", "_"):
            continue
        if re.match(r"^-?\d+$", a):
            if int(a) != n:
                return False, "axis %s != %d" % (a, n)
        elif re.match(r"^[A-Za-z_]\w*$", a):
            if a in binding and binding[a] != n:
                return False, "%s = %d earlier, %d here" % (a, binding[a], n)
            binding[a] = n
        else:
            pending.append((a, n))
    for a, n in pending:
        names = set(re.findall(r"[A-Za-z_]\w*", a))
        if not names <= set(binding):
            continue  # not decidable with what this invocation bound
        try:
            v = eval(a, {"__builtins__": {}}, dict(binding))
        except ZeroDivisionError:
            return False, "%s divides by zero" % a
        if v != n:
            return False, "%s = %d, run gives %d" % (a, v, n)
    return True, ""


def compare(entries, stated, output):
    """Compares the run's `@enter`/`@val` lines in `output` with the `stated`
    shapes instrument() returned for the dump `entries`. Returns (right keys,
    {wrong key: why}, observed keys)."""
    # Bindings per invocation of each function (reset at its entry).
    func_of = {}  # local key -> the function key it is in (by location)
    funcs = [e for e in entries if e["func"] is not None]
    for e in entries:
        if e["func"] is None:
            owner = None
            for fe in funcs:
                if fe["file"] == e["file"] and fe["line"] <= e["line"]:
                    if owner is None or fe["line"] >= owner["line"]:
                        owner = fe
            if owner:
                func_of["%s:%d:%d" % (e["file"], e["line"], e["col"])] = \
                    "%s:%d:%d" % (owner["file"], owner["line"], owner["col"])
    bindings = {}
    right, wrong, seen = set(), {}, set()
    for line in output.splitlines():
        if line.startswith("@enter "):
            bindings[line[7:].strip()] = {}
            continue
        m = re.match(r"^@val (\S+) \[(.*)\]$", line)
        if not m or m.group(1) not in stated:
            continue
        key = m.group(1)
        sizes = [int(s) for s in m.group(2).split()]
        fkey = key.split("#")[0] if "#" in key else func_of.get(key, "")
        ok, why = check_axes(stated[key], sizes, bindings.setdefault(fkey, {}))
        seen.add(key)
        if ok:
            right.add(key)
        else:
            wrong.setdefault(key, "stated [%s], run gives %s: %s"
                             % (" ".join(stated[key]), sizes, why))
    right -= set(wrong)
    return right, wrong, seen


def run_project(args, name, pch, tmp_root):
    project_dir = os.path.join(HERE, name)
    with open(os.path.join(project_dir, "manifest.json")) as f:
        manifest = json.load(f)
    flags = suite.tu_flags(args, manifest, pch)
    work = os.path.join(tmp_root, name)
    suite.prepare(project_dir, work, manifest, flags, args)
    _, dump = suite.run_shapecheck(args, work, manifest, flags, manifest["tus"])
    entries = parse_dump(dump, work)
    stated = instrument(work, entries)
    with open(os.path.join(work, "sc_truth.h"), "w") as f:
        f.write(TRUTH_HEADER)
    objs = []
    for tu in manifest["tus"]:
        obj = os.path.join(work, tu + ".o")
        r = subprocess.run([args.clang] + flags + ["-I" + work, "-O0", "-c", tu, "-o", obj],
                           cwd=work, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           universal_newlines=True)
        if r.returncode != 0:
            return {"name": name, "error": "%s does not compile instrumented:\n%s"
                    % (tu, r.stdout[-2000:])}
        objs.append(obj)
    exe = os.path.join(work, "a.out")
    r = subprocess.run([args.clang, "-o", exe] + objs +
                       ["-ltorch", "-ltorch_cpu", "-lc10", "-lpthread"],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True)
    if r.returncode != 0:
        return {"name": name, "error": "link failed:\n" + r.stdout[-2000:]}
    r = subprocess.run([exe], cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       universal_newlines=True, timeout=args.timeout)
    if r.returncode != 0:
        return {"name": name, "error": "the program failed (%d):\n%s"
                % (r.returncode, r.stderr[-2000:])}
    right, wrong, seen = compare(entries, stated, r.stderr)
    return {"name": name, "stated": len(stated), "observed": len(seen),
            "right": len(right), "wrong": wrong}


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--shapecheck", required=True)
    p.add_argument("--include", required=True)
    p.add_argument("--torch-include", default="/usr/include/torch/csrc/api/include")
    p.add_argument("--clang", default="clang++-19")
    p.add_argument("--pch-dir")
    p.add_argument("--project", action="append")
    p.add_argument("--timeout", type=int, default=900)
    p.add_argument("-v", "--verbose", action="store_true")
    args = p.parse_args()
    args.shapecheck = os.path.abspath(args.shapecheck)
    args.include = os.path.abspath(args.include)
    projects = args.project or sorted(
        d for d in os.listdir(HERE) if os.path.exists(os.path.join(HERE, d, "manifest.json")))
    tmp_root = tempfile.mkdtemp(prefix="shapecheck-truth-")
    failed = False
    tot = {"stated": 0, "observed": 0, "right": 0, "wrong": 0}
    try:
        pch = suite.build_pch(args, args.pch_dir or tmp_root)
        for name in projects:
            res = run_project(args, name, pch, tmp_root)
            if "error" in res:
                print("%-10s error: %s" % (name, res["error"]))
                failed = True
                continue
            print("%-10s stated shapes right at run time: %d/%d (of %d stated; %d never "
                  "reached or not decidable)" % (
                      name, res["right"], res["right"] + len(res["wrong"]), res["stated"],
                      res["stated"] - res["right"] - len(res["wrong"])), flush=True)
            for k, why in sorted(res["wrong"].items()):
                print("    WRONG %s: %s" % (k, why))
            failed |= bool(res["wrong"])
            tot["stated"] += res["stated"]
            tot["right"] += res["right"]
            tot["wrong"] += len(res["wrong"])
        print("all        stated shapes right at run time: %d/%d" % (
            tot["right"], tot["right"] + tot["wrong"]))
    finally:
        shutil.rmtree(tmp_root, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
