#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""check_gitlab.py FILE|-: checks a GitLab Code Quality report against what
GitLab documents (doc/ci/testing/code_quality.md, "Code Quality report
format"): a JSON array of objects, each with a string `description`,
`check_name` and `fingerprint`, a `severity` among info, minor, major,
critical and blocker, and `location.path` (a relative path) with an integer
`location.lines.begin` >= 1. Fingerprints must be unique (GitLab drops
duplicates). Prints one line per issue for FileCheck:

  issue shape-mismatch major src/a.cpp:4 fingerprint=<hex>
"""
import json
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "-"
text = sys.stdin.read() if path == "-" else open(path, encoding="utf-8").read()
doc = json.loads(text)
problems = []
if not isinstance(doc, list):
    sys.exit("check_gitlab.py: the report is not a JSON array")
seen = set()
for i, issue in enumerate(doc):
    where = "issue %d" % i
    for key in ("description", "check_name", "fingerprint"):
        if not isinstance(issue.get(key), str) or not issue.get(key):
            problems.append("%s: no string %s" % (where, key))
    if issue.get("severity") not in ("info", "minor", "major", "critical",
                                     "blocker"):
        problems.append("%s: bad severity %r" % (where, issue.get("severity")))
    loc = issue.get("location", {})
    if not isinstance(loc.get("path"), str) or loc.get("path", "/")[:1] == "/":
        problems.append("%s: location.path is not a relative path" % where)
    begin = loc.get("lines", {}).get("begin")
    if not isinstance(begin, int) or begin < 1:
        problems.append("%s: bad location.lines.begin %r" % (where, begin))
    fp = issue.get("fingerprint")
    if fp in seen:
        problems.append("%s: duplicate fingerprint %s" % (where, fp))
    seen.add(fp)
    print("issue %s %s %s:%s fingerprint=%s" % (
        issue.get("check_name"), issue.get("severity"), loc.get("path"), begin,
        fp))
if problems:
    for p in problems:
        print("check_gitlab.py: " + p, file=sys.stderr)
    sys.exit(1)
