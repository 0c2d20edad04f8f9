#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""check_doc_examples.py --shapecheck BIN --root SRC [--update] FILE.md...

Docs that cannot go stale: every example output in the documentation is
marked with the command that produces it,

    <!-- example: docs/examples/quickstart.cpp -- -std=c++20 -->
    ```text
    docs/examples/quickstart.cpp:16:25: error: ...
    ```

and this script re-runs `shapecheck ARGS` (ARGS split as a shell would,
without expanding anything) from the repository root SRC, with stdout and
stderr together as a terminal shows them, and compares the output with the
fenced block that follows the marker. The absolute path of SRC is written
as /path/to/shapecheck in pages. Another directory may be given first:
`<!-- example: cwd=docs/examples quickstart.cpp -- -std=c++20 -->`. An
example of a file derived from another by a sed script (an example with
bugs injected: the tests derive it the same way) names both first,
`sed=SCRIPT:SOURCE:NAME` (relative to SRC): `sed -f SCRIPT SOURCE` is
written to NAME in a scratch directory, the argument NAME is that file, and
the output shows it as NAME. A block
after `<!-- example-source: FILE -->` must be the text of FILE (relative to
SRC): the code that an example's output comes from.

Fails (exit 1) with a diff for each block that differs; with --update,
rewrites the blocks instead. The rule pages (docs/diagnostics/*.md) are
compiled into the binary for --explain: after --update, rebuild.
"""
import argparse
import difflib
import os
import re
import shlex
import subprocess
import sys
import tempfile

MARKER = re.compile(r"^<!-- example(-source)?: (.*?) -->\s*$")
PLACEHOLDER = "/path/to/shapecheck"


def run(binary, root, args):
    if args and args[0].startswith("sed="):
        script, source, name = args[0][len("sed="):].split(":")
        with tempfile.TemporaryDirectory() as scratch:
            derived = os.path.join(scratch, name)
            with open(derived, "w") as f:
                subprocess.run(["sed", "-f", os.path.join(root, script),
                                os.path.join(root, source)],
                               stdout=f, check=True)
            args = [derived if a == name else a for a in args[1:]]
            return run(binary, root, args).replace(scratch + "/", "")
    cwd = root
    if args and args[0].startswith("cwd="):
        cwd = os.path.join(root, args[0][len("cwd="):])
        args = args[1:]
    env = {k: v for k, v in os.environ.items()
           if k not in ("GITHUB_WORKSPACE", "CI_PROJECT_DIR", "NO_COLOR",
                        "TERM")}
    p = subprocess.run([binary] + args, cwd=cwd, env=env,
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    text = p.stdout.decode("utf-8", "replace")
    return text.replace(os.path.realpath(root), PLACEHOLDER).replace(
        os.path.abspath(root), PLACEHOLDER)


def process(path, binary, root, update):
    lines = open(path, encoding="utf-8").read().split("\n")
    out, problems, i, count = [], [], 0, 0
    while i < len(lines):
        line = lines[i]
        out.append(line)
        m = MARKER.match(line)
        i += 1
        if not m:
            continue
        count += 1
        if i >= len(lines) or not lines[i].startswith("```"):
            problems.append("%s:%d: an example marker must be followed by a "
                            "fenced block" % (path, i))
            continue
        fence = lines[i]
        end = i + 1
        while end < len(lines) and lines[end] != "```":
            end += 1
        if end == len(lines):
            problems.append("%s:%d: unterminated block" % (path, i + 1))
            break
        shown = "\n".join(lines[i + 1:end]) + "\n"
        if m.group(1):  # example-source: the block is that file
            with open(os.path.join(root, m.group(2)), encoding="utf-8") as f:
                actual = f.read()
        else:
            actual = run(binary, root, shlex.split(m.group(2)))
        if actual != shown:
            if update:
                print("%s:%d: updated" % (path, i + 1))
            else:
                diff = "".join(difflib.unified_diff(
                    shown.splitlines(True), actual.splitlines(True),
                    "%s:%d (page)" % (path, i + 2),
                    (m.group(2) if m.group(1) else "shapecheck " + m.group(2))))
                problems.append("%s:%d: the page and the tool disagree:\n%s"
                                % (path, i + 2, diff))
        block = actual if update else shown
        out.append(fence)
        out += block.rstrip("\n").split("\n")
        out.append("```")
        i = end + 1
    if update:
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(out))
    return count, problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--shapecheck", required=True)
    ap.add_argument("--root", required=True)
    ap.add_argument("--update", action="store_true")
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    total, problems = 0, []
    for f in a.files:
        n, p = process(f, a.shapecheck, a.root, a.update)
        total += n
        problems += p
    for p in problems:
        print(p, file=sys.stderr)
    print("%d examples in %d files, %d differ" % (total, len(a.files),
                                                  len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
