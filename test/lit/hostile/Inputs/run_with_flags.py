#!/usr/bin/env python3
"""run_with_flags.py SHAPECHECK SOURCE WORKDIR FLAGS_FILE [COMPILER [BASE...]]

For each line of FLAGS_FILE (a compile command's flags, shell-quoted, with
@OUT@ standing for a fresh directory): writes OUT/compile_commands.json with
one entry compiling SOURCE with those flags, in directory OUT, runs
SHAPECHECK -p OUT SOURCE, and prints

  <flags>: exit N, wrote: <files other than compile_commands.json>

so that a test can check both the exit code and that nothing was written.
The files written anywhere under WORKDIR are listed too. COMPILER (default
clang++) is the command's compiler, BASE flags come before each line's.

With --extra-args first, each line's flags are given to shapecheck as
--extra-arg instead (the database has only BASE): the user's own flags,
which are not filtered, so that what stops them is the invocation's
output fields being cleared."""
import json
import os
import shlex
import subprocess
import sys

argv = sys.argv[1:]
as_extra = bool(argv) and argv[0] == "--extra-args"
if as_extra:
    argv = argv[1:]
shapecheck, source, workdir, flags_file = argv[0:4]
compiler = argv[4] if len(argv) > 4 else "clang++"
base = argv[5:]
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
    extra = ["--extra-arg=" + a for a in args] if as_extra else []
    if as_extra:
        args = []
    entry = {"directory": out, "file": source,
             "arguments": [compiler] + base + args + ["-c", source]}
    with open(os.path.join(out, "compile_commands.json"), "w") as f:
        json.dump([entry], f)
    before = files_under(workdir)
    code = subprocess.call([shapecheck, "-q", "-p", out] + extra + [source],
                           stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
    wrote = sorted(files_under(workdir) - before)
    print("%s: exit %d, wrote: %s" % (line, code, " ".join(wrote) or "nothing"))
