#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""parse_github_commands.py FILE|-: parses GitHub Actions workflow commands
the way the runner does (actions/runner, src/Runner.Worker/ActionCommand.cs,
TryParseV2: `::name key=value,key=value::message`, then the unescaping of
values and message), and prints each command decoded, one per line, for
FileCheck:

  error file=src/a.cpp line=4 col=10 title=shape-mismatch
    message: inner sizes differ
    message: src/a.cpp:2:41: note: ...

Fails on a line that starts with "::" but is not a well-formed command, on an
unknown annotation property, and on a value that does not survive the
runner's unescaping (a raw ',' or ':' in a property, a raw newline is
impossible in a one-line command).
"""
import sys

KNOWN = {"error", "warning", "notice"}
PROPS = {"title", "file", "line", "col", "endLine", "endColumn"}


def unescape_data(s):
    return s.replace("%0D", "\r").replace("%0A", "\n").replace("%25", "%")


def unescape_property(s):
    return (s.replace("%0D", "\r").replace("%0A", "\n").replace("%3A", ":")
            .replace("%2C", ",").replace("%25", "%"))


path = sys.argv[1] if len(sys.argv) > 1 else "-"
text = sys.stdin.read() if path == "-" else open(path, encoding="utf-8").read()
failed = False
for n, line in enumerate(text.splitlines(), 1):
    if not line.startswith("::"):
        print("not-a-command: " + line)
        continue
    end = line.find("::", 2)
    if end < 0:
        print("line %d: no '::' after the command" % n, file=sys.stderr)
        failed = True
        continue
    head, message = line[2:end], line[end + 2:]
    name, _, props = head.partition(" ")
    if name not in KNOWN:
        print("line %d: unknown command %r" % (n, name), file=sys.stderr)
        failed = True
    decoded = {}
    for pair in props.split(",") if props else []:
        key, eq, value = pair.partition("=")
        if not eq or key not in PROPS:
            print("line %d: bad property %r" % (n, pair), file=sys.stderr)
            failed = True
            continue
        decoded[key] = unescape_property(value)
    for key in ("line", "col", "endLine", "endColumn"):
        if key in decoded and not decoded[key].isdigit():
            print("line %d: %s is not a number" % (n, key), file=sys.stderr)
            failed = True
    print(" ".join([name] + ["%s=%s" % kv for kv in decoded.items()]))
    for m in unescape_data(message).split("\n"):
        print("  message: " + m)
sys.exit(1 if failed else 0)
