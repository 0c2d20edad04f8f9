#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""check_help_files.py SHAPECHECK DIR: checks the man page and the shell
completions that tool/gen_help_files.py wrote into DIR against
`SHAPECHECK --help`: every option of the help is in each of them, the bash
completion parses (`bash -n`), and the man page renders without a warning
(`groff -man -z -ww`, when groff is installed)."""
import os
import re
import shutil
import subprocess
import sys

exe, d = sys.argv[1], sys.argv[2]
help_text = subprocess.run([exe, "--help"], check=True, capture_output=True,
                           text=True).stdout
names = sorted(set(re.findall(r"^  (?:-\w,)?(--?[\w-]+)", help_text, re.M) +
                   re.findall(r"^  (-\w),--", help_text, re.M)))
problems = []
man = open(os.path.join(d, "shapecheck.1")).read()
bash = open(os.path.join(d, "shapecheck.bash")).read()
zsh = open(os.path.join(d, "_shapecheck")).read()
for n in names:
    if "\\fB" + n.replace("-", "\\-") + "\\fR" not in man:
        problems.append("man page lacks " + n)
    if not re.search(r"(^|[\s|\"])%s([\s|)\"]|$)" % re.escape(n), bash, re.M):
        problems.append("bash completion lacks " + n)
    if not re.search(r"[')*]%s[=\[]" % re.escape(n), zsh):
        problems.append("zsh completion lacks " + n)
if len(names) < 15:
    problems.append("only %d options parsed from --help" % len(names))
r = subprocess.run(["bash", "-n", os.path.join(d, "shapecheck.bash")],
                   capture_output=True, text=True)
if r.returncode:
    problems.append("bash -n: " + r.stderr)
# The bash completion completes: a choice after `=` (bash splits the word
# there), the last of comma-separated check globs, a file for --config-file.
def complete(words):
    script = ('source "$1"; COMP_WORDS=(%s); COMP_CWORD=%d; _shapecheck; '
              'printf "%%s\\n" "${COMPREPLY[@]}"' %
              (" ".join("'%s'" % w for w in words), len(words) - 1))
    r = subprocess.run(["bash", "-c", script, "bash",
                        os.path.join(d, "shapecheck.bash")],
                       capture_output=True, text=True, cwd=d)
    return r.stdout.split()


for words, want in ((["shapecheck", "--format", "=", "js"], ["json"]),
                    (["shapecheck", "--format", "="], ["text"]),
                    (["shapecheck", "--checks", "-*,shape-mis"],
                     ["-*,shape-mismatch"]),
                    (["shapecheck", "--config-file", "shapecheck.b"],
                     ["shapecheck.bash"])):
    got = complete(words)
    if not all(w in got for w in want):
        problems.append("bash completion of %s: %s, not %s" %
                        (" ".join(words), got, want))
if shutil.which("groff"):
    r = subprocess.run(["groff", "-man", "-z", "-ww",
                        os.path.join(d, "shapecheck.1")],
                       capture_output=True, text=True)
    if r.returncode or r.stderr.strip():
        problems.append("groff: " + r.stderr)
if shutil.which("zsh"):
    r = subprocess.run(["zsh", "-n", os.path.join(d, "_shapecheck")],
                       capture_output=True, text=True)
    if r.returncode:
        problems.append("zsh -n: " + r.stderr)
for p in problems:
    print("check_help_files.py: " + p, file=sys.stderr)
print("%d options checked" % len(names))
sys.exit(1 if problems else 0)
