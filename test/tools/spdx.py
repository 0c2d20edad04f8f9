#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""spdx.py [--fix] ROOT: checks that every source file of the project (the
libraries, the tool, the unit, fuzz and benchmark sources, the build and CI
scripts) names its licence with an SPDX line; --fix adds the line where it is
missing (after a C++ file's banner line, after a script's #! line). Test
inputs and documentation examples are left alone: their line numbers are
part of what the tests check."""
import os
import subprocess
import sys

TAG = "SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception"
SKIP = ("test/lit/", "test/eigen/", "test/xtensor/", "test/mdspan/",
        "test/integration/", "test/corpus/", "test/realcode/", "test/data/",
        "docs/")


def wanted(path):
    if path.startswith(SKIP):
        return False
    base = os.path.basename(path)
    return (base == "CMakeLists.txt" or path.startswith(".ci/") or
            os.path.splitext(base)[1] in (".cpp", ".h", ".hpp", ".def",
                                          ".py", ".sh", ".cmake"))


def fixed(path, text):
    cxx = os.path.splitext(path)[1] in (".cpp", ".h", ".hpp", ".def")
    line = ("// " if cxx else "# ") + TAG + "\n"
    lines = text.splitlines(keepends=True)
    at = 0
    if lines and (lines[0].startswith("#!") or
                  (cxx and lines[0].startswith("//===-"))):
        at = 1
    return "".join(lines[:at] + [line] + lines[at:])


def main():
    args = sys.argv[1:]
    fix = bool(args) and args[0] == "--fix"
    root = args[-1] if args and args[-1] != "--fix" else "."
    try:
        files = subprocess.run(["git", "-C", root, "ls-files"], check=True,
                               capture_output=True, text=True).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        print("not a git checkout: the files to check are unknown; skipped")
        return 77
    missing = []
    for f in files:
        if not wanted(f):
            continue
        p = os.path.join(root, f)
        with open(p, encoding="utf-8") as h:
            text = h.read()
        if TAG in "".join(text.splitlines(keepends=True)[:3]):
            continue
        if fix:
            with open(p, "w", encoding="utf-8") as h:
                h.write(fixed(f, text))
        else:
            missing.append(f)
    for f in missing:
        print("%s: no '%s' line in its first three lines" % (f, TAG))
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
