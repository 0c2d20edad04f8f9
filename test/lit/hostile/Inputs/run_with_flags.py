#!/usr/bin/env python3
"""run_with_flags.py SHAPECHECK SOURCE WORKDIR FLAGS_FILE [COMPILER [BASE...]]

For each line of FLAGS_FILE (a compile command's flags, shell-quoted, with
@OUT@ standing for a fresh directory): writes OUT/compile_commands.json with
one entry compiling SOURCE with those flags, in directory OUT, runs
SHAPECHECK -p OUT SOURCE, and prints

  <flags>: exit N, wrote: <files other than compile_commands.json>

so that a test can check both the exit code and that nothing was written.
The files written anywhere under WORKDIR are listed too. COMPILER (default
clang++) is the command's compiler, BASE flags come before each line's."""
import json
import os
import shlex
import subprocess
import sys

shapecheck, source, workdir, flags_file = sys.argv[1:5]
compiler = sys.argv[5] if len(sys.argv) > 5 else "clang++"
base = sys.argv[6:]
source = os.path.abspath(source)


def files_under(d):
    found = set()
    for root, dirs, files in os.walk(d):
        for f in files + dirs:
            found.add(os.path.relpath(os.path.join(root, f), d))
    return found


for n, line in enumerate(open(flags_file)):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    out = os.path.join(workdir, "run%d" % n)
    os.makedirs(out)
    args = [a.replace("@OUT@", out) for a in shlex.split(line)]
    entry = {"directory": out, "file": source,
             "arguments": [compiler] + base + args + ["-c", source]}
    with open(os.path.join(out, "compile_commands.json"), "w") as f:
        json.dump([entry], f)
    before = files_under(workdir)
    code = subprocess.call([shapecheck, "-q", "-p", out, source],
                           stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
    wrote = sorted(files_under(workdir) - before)
    print("%s: exit %d, wrote: %s" % (line, code, " ".join(wrote) or "nothing"))
