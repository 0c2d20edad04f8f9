#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""check_reason_kinds.py ROOT: the kinds of a structured reason that
docs/json-format.md lists are those of lib/Shape/ReasonKinds.def, and the
note roles it lists are those of lib/Shape/Diagnostic.cpp, so that the
documented format cannot fall behind the one written."""
import os
import re
import sys

root = sys.argv[1]


def read(*parts):
    with open(os.path.join(root, *parts), encoding="utf-8") as f:
        return f.read()


code_kinds = set(re.findall(r'^SHAPECHECK_REASON\(\w+, "([a-z-]+)"\)',
                            read("lib", "Shape", "ReasonKinds.def"), re.M))
code_kinds.discard("none")  # never written: an empty reason is left out
code_roles = set(re.findall(r'\{NoteRole::\w+, "([a-z-]+)"\}',
                            read("lib", "Shape", "Diagnostic.cpp")))
doc = read("docs", "json-format.md")
reasons = doc[doc.index("### Reasons"):]
reasons = reasons[:reasons.index("\n### ")]
# The section's tables: the fields, the kinds, the roles.
kinds_table = reasons[reasons.index("| kind | English |"):]
roles_table = kinds_table[kinds_table.index("| role |"):]
kinds_table = kinds_table[:kinds_table.index("| role |")]
row = re.compile(r"^\| `([a-z-]+)` \|", re.M)
doc_kinds = set(row.findall(kinds_table))
doc_roles = set(row.findall(roles_table))

ok = True
for what, code, documented in (("kind", code_kinds, doc_kinds),
                               ("role", code_roles, doc_roles)):
    for k in sorted(code - documented):
        print("docs/json-format.md: %s '%s' is not documented" % (what, k))
        ok = False
    for k in sorted(documented - code):
        print("docs/json-format.md: %s '%s' does not exist" % (what, k))
        ok = False
sys.exit(0 if ok else 1)
