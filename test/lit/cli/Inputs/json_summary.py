#!/usr/bin/env python3
"""json_summary.py FILE|-: parses a shapecheck JSON or SARIF report (failing on
invalid JSON) and prints one line per fact, in document order, for FileCheck:

  json version=1 successful=true errors=1 warnings=0
  finding annotation-syntax error f.cpp:3:27
  notification warning f.cpp:5:4 unmatched ...
  sarif version=2.1.0 rules=11 successful=true
  result annotation-syntax error uri=f.cpp line=3 col=27 [suppressed=inSource]
  tool-notification warning ...

With --reasons, each finding (or SARIF result) is followed by its structured
reason and each note's role and label, one line each, a reason written as its
kind and fields (a nested one in parentheses):

  reason call-argument callee=f param=x
  expected parameter callee=f param=x
  note binding f.cpp:3 call-argument callee=f param=y
"""
import json
import os
import sys

args = sys.argv[1:]
reasons = "--reasons" in args
args = [a for a in args if a != "--reasons"]
path = args[0] if args else "-"
text = sys.stdin.read() if path == "-" else open(path, encoding="utf-8").read()
doc = json.loads(text)


def base(p):
    return os.path.basename(p) if p else "<none>"


def desc(d):
    """A structured reason: its kind, then its other fields in order."""
    parts = [d["kind"]]
    for key, value in d.items():
        if key == "kind":
            continue
        if isinstance(value, dict):
            value = "(" + desc(value) + ")"
        elif isinstance(value, list):
            value = "[" + ", ".join(value) + "]"
        parts.append("%s=%s" % (key, value))
    return " ".join(parts)


def print_reasons(props, notes):
    """The reason lines of one finding: props holds "reason" and "expected";
    notes are (role, label, where) triples."""
    if not reasons:
        return
    for key in ("reason", "expected"):
        if key in props:
            print("%s %s" % (key, desc(props[key])))
    for role, label, where in notes:
        if role or label:
            print("note %s %s %s" % (role or "-", where,
                                     desc(label) if label else "-"))


if "runs" in doc:
    run = doc["runs"][0]
    inv = run.get("invocations", [{}])[0]
    print("sarif version=%s rules=%d successful=%s" % (
        doc["version"], len(run["tool"]["driver"].get("rules", [])),
        str(inv.get("executionSuccessful")).lower()))
    for r in run.get("results", []):
        loc = r["locations"][0]["physicalLocation"]
        region = loc.get("region", {})
        print("result %s %s uri=%s line=%s col=%s%s" % (
            r["ruleId"], r.get("level", "warning"),
            loc["artifactLocation"]["uri"], region.get("startLine"),
            region.get("startColumn"),
            "".join(" suppressed=" + s["kind"]
                    for s in r.get("suppressions", []))))
        notes = []
        for rel in r.get("relatedLocations", []):
            props = rel.get("properties", {})
            region = rel.get("physicalLocation", {}).get("region", {})
            uri = rel.get("physicalLocation", {}).get(
                "artifactLocation", {}).get("uri")
            notes.append((props.get("role"), props.get("label"),
                          "%s:%s" % (base(uri), region.get("startLine"))))
        print_reasons(r.get("properties", {}), notes)
    for n in inv.get("toolExecutionNotifications", []):
        where = ""
        if n.get("locations"):
            pl = n["locations"][0]["physicalLocation"]
            where = " %s:%s" % (base(pl["artifactLocation"]["uri"]),
                                pl.get("region", {}).get("startLine"))
        print("tool-notification %s%s %s" % (n.get("level", "warning"), where,
                                             n["message"]["text"]))
else:
    s = doc["summary"]
    print("json version=%s successful=%s errors=%d warnings=%d" % (
        doc["version"], str(doc["executionSuccessful"]).lower(), s["errors"],
        s["warnings"]))
    for f in doc["findings"]:
        l = f["location"]
        print("finding %s %s %s:%d:%d" % (f["rule"], f["level"], base(l["file"]),
                                          l["line"], l["column"]))
        notes = []
        for n in f["notes"]:
            nl = n.get("location") or {}
            notes.append((n.get("role"), n.get("label"),
                          "%s:%s" % (base(nl.get("file")), nl.get("line"))))
        print_reasons(f, notes)
    for n in doc["notifications"]:
        l = n.get("location") or {}
        print("notification %s %s:%s:%s %s" % (
            n["level"], base(l.get("file")), l.get("line"), l.get("column"),
            n["message"]))
