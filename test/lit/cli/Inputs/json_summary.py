#!/usr/bin/env python3
"""json_summary.py FILE|-: parses a shapecheck JSON or SARIF report (failing on
invalid JSON) and prints one line per fact, in document order, for FileCheck:

  json version=1 successful=true errors=1 warnings=0
  finding annotation-syntax error f.cpp:3:27
  notification warning f.cpp:5:4 unmatched ...
  sarif version=2.1.0 rules=11 successful=true
  result annotation-syntax error uri=f.cpp line=3 col=27 [suppressed=inSource]
  tool-notification warning ...
"""
import json
import os
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "-"
text = sys.stdin.read() if path == "-" else open(path, encoding="utf-8").read()
doc = json.loads(text)


def base(p):
    return os.path.basename(p) if p else "<none>"


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
    for n in doc["notifications"]:
        l = n.get("location") or {}
        print("notification %s %s:%s:%s %s" % (
            n["level"], base(l.get("file")), l.get("line"), l.get("column"),
            n["message"]))
