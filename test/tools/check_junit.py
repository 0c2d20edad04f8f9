#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""check_junit.py FILE|-: parses a JUnit XML report with Python's XML parser
(failing on a document that is not well-formed) and checks the structure that
JUnit consumers (GitLab, Jenkins' JUnit plugin, Azure Pipelines) rely on:

  * the root is <testsuites> holding only <testsuite> elements, each holding
    only <testcase> elements with `name` and `classname`;
  * a test case has at most one <failure>, <error> or <skipped>, each with a
    `message`;
  * the `tests`, `failures` and `errors` counts of every <testsuite> and of
    the root agree with its test cases.

Prints one line per suite and per test case, for FileCheck:

  testsuites tests=3 failures=1 errors=0
  testsuite src/model.cpp tests=1 failures=1 errors=0
  testcase shape-mismatch at 4:10 failure type=shape-mismatch message=...

Exits 1 (with the problems on stderr) when a check fails.
"""
import sys
import xml.etree.ElementTree as ET

path = sys.argv[1] if len(sys.argv) > 1 else "-"
data = sys.stdin.buffer.read() if path == "-" else open(path, "rb").read()
try:
    root = ET.fromstring(data)
except ET.ParseError as e:
    sys.exit("check_junit.py: not well-formed XML: %s" % e)

problems = []
out = []


def count(cases, tag):
    return sum(1 for c in cases if c.find(tag) is not None)


def check_counts(elem, cases, where):
    for attr, actual in (("tests", len(cases)),
                         ("failures", count(cases, "failure")),
                         ("errors", count(cases, "error"))):
        value = elem.get(attr)
        if value is None:
            problems.append("%s: no %s attribute" % (where, attr))
        elif int(value) != actual:
            problems.append("%s: %s=%s but %d found" % (where, attr, value,
                                                         actual))


if root.tag != "testsuites":
    problems.append("root is <%s>, not <testsuites>" % root.tag)
all_cases = []
out.append("testsuites tests=%s failures=%s errors=%s" % (
    root.get("tests"), root.get("failures"), root.get("errors")))
for suite in root:
    if suite.tag != "testsuite":
        problems.append("<testsuites> holds <%s>" % suite.tag)
        continue
    name = suite.get("name")
    if not name:
        problems.append("a <testsuite> without a name")
    cases = list(suite)
    out.append("testsuite %s tests=%s failures=%s errors=%s" % (
        name, suite.get("tests"), suite.get("failures"), suite.get("errors")))
    for case in cases:
        if case.tag != "testcase":
            problems.append("suite %s holds <%s>" % (name, case.tag))
            continue
        for attr in ("name", "classname"):
            if not case.get(attr):
                problems.append("suite %s: a <testcase> without %s" % (name,
                                                                      attr))
        outcomes = [c for c in case if c.tag in ("failure", "error",
                                                 "skipped")]
        if len(outcomes) > 1:
            problems.append("test case %r has %d outcomes" % (case.get("name"),
                                                              len(outcomes)))
        line = "testcase %s" % case.get("name")
        for o in outcomes:
            if o.get("message") is None:
                problems.append("test case %r: <%s> without message" % (
                    case.get("name"), o.tag))
            line += " %s type=%s message=%s" % (o.tag, o.get("type"),
                                               o.get("message"))
        if not outcomes:
            line += " passed"
        out.append(line)
    check_counts(suite, cases, "suite %s" % name)
    all_cases += cases
check_counts(root, all_cases, "<testsuites>")

print("\n".join(out))
if problems:
    for p in problems:
        print("check_junit.py: " + p, file=sys.stderr)
    sys.exit(1)
