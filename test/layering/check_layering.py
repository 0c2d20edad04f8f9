#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""check_layering.py CMAKE BUILD_DIR FILE:LIBRARY:HEADER...

Builds the target layering_FILE of test/layering (FILE.cpp, compiled with
LIBRARY's include directories) and expects the compiler to report HEADER as
not found; with an empty HEADER, expects the build to succeed. Exits 1 with
a message for every case that does not behave so."""
import subprocess
import sys

cmake, build, cases = sys.argv[1], sys.argv[2], sys.argv[3:]
failures = []
for case in cases:
    name, library, header = case.split(":")
    run = subprocess.run([cmake, "--build", build, "--target",
                          "layering_" + name],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         text=True)
    if not header:
        if run.returncode != 0:
            failures.append("%s.cpp (allowed includes of %s) does not "
                            "compile:\n%s" % (name, library, run.stdout))
        continue
    not_found = ("'%s' file not found" % header in run.stdout or
                 "%s: No such file or directory" % header in run.stdout)
    if run.returncode == 0 or not not_found:
        failures.append("%s.cpp: including %s with %s's include directories "
                        "should fail with 'file not found'; the build %s:\n%s"
                        % (name, header, library,
                           "succeeded" if run.returncode == 0 else
                           "failed otherwise", run.stdout))
for f in failures:
    print("layering: " + f)
print("layering: %d of %d cases as expected" % (len(cases) - len(failures),
                                                len(cases)))
sys.exit(1 if failures else 0)
