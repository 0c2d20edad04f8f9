#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Validates SARIF files against the SARIF 2.1.0 JSON schema.

Usage: validate_sarif.py [--schema PATH] [--github] FILE...

The schema defaults to test/data/sarif-schema-2.1.0.json beside this script's
directory. It is checked as JSON Schema Draft-07, the draft of the OASIS
SARIF 2.1.0 schema (the copy we ship declares a later draft but uses only
Draft-07 keywords). With --github, also checks what GitHub code scanning
needs beyond the schema (a check id, a message, a file location with a start
line, a known rule, a fingerprint that looks like a line hash).

Needs Debian's python3-jsonschema (apt-get install python3-jsonschema).

Exit status: 0 all valid; 1 a file is invalid; 2 bad usage or unreadable
input; 77 jsonschema is not installed (CTest reports the test as skipped).
"""

import argparse
import json
import os
import re
import sys

SKIP = 77
HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_SCHEMA = os.path.join(HERE, os.pardir, "data", "sarif-schema-2.1.0.json")
LINE_HASH = re.compile(r"^[0-9a-f]{1,16}:[1-9][0-9]*$")


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def path_of(error):
    return "/" + "/".join(str(p) for p in error.absolute_path)


def github_problems(log):
    """What code scanning rejects or mishandles although the schema allows."""
    problems = []
    for r, run in enumerate(log.get("runs", [])):
        driver = run.get("tool", {}).get("driver", {})
        rule_ids = [rule.get("id") for rule in driver.get("rules", [])]
        for i, result in enumerate(run.get("results", [])):
            where = f"/runs/{r}/results/{i}"
            rule = result.get("ruleId")
            if not rule:
                problems.append(f"{where}: no ruleId")
            elif rule_ids and rule not in rule_ids:
                problems.append(f"{where}: ruleId {rule!r} is not in driver.rules")
            index = result.get("ruleIndex")
            if rule and index is not None and (
                    index >= len(rule_ids) or rule_ids[index] != rule):
                problems.append(f"{where}: ruleIndex {index} does not name {rule!r}")
            if not result.get("message", {}).get("text"):
                problems.append(f"{where}: no message.text")
            locations = result.get("locations") or []
            if not locations:
                problems.append(f"{where}: no location")
            for j, loc in enumerate(locations):
                phys = loc.get("physicalLocation", {})
                if not phys.get("artifactLocation", {}).get("uri"):
                    problems.append(f"{where}/locations/{j}: no artifactLocation.uri")
                if "startLine" not in phys.get("region", {}):
                    problems.append(f"{where}/locations/{j}: no region.startLine")
            hash_ = result.get("partialFingerprints", {}).get(
                "primaryLocationLineHash")
            if hash_ is not None and not LINE_HASH.match(hash_):
                problems.append(f"{where}: malformed primaryLocationLineHash {hash_!r}")
    return problems


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schema", default=DEFAULT_SCHEMA)
    parser.add_argument("--github", action="store_true",
                        help="also check GitHub code scanning's requirements")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args(argv)

    try:
        import jsonschema
    except ImportError:
        print("validate_sarif.py: skipped: the jsonschema module is missing "
              "(apt-get install python3-jsonschema)", file=sys.stderr)
        return SKIP

    try:
        schema = load(args.schema)
    except (OSError, ValueError) as e:
        print(f"validate_sarif.py: cannot read schema {args.schema}: {e}",
              file=sys.stderr)
        return 2
    validator_class = jsonschema.Draft7Validator
    validator_class.check_schema(schema)
    format_checker = getattr(validator_class, "FORMAT_CHECKER", None) or \
        jsonschema.FormatChecker()
    validator = validator_class(schema, format_checker=format_checker)

    status = 0
    for path in args.files:
        try:
            log = load(path)
        except (OSError, ValueError) as e:
            print(f"{path}: cannot read: {e}", file=sys.stderr)
            return 2
        errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
        problems = [f"{path_of(e)}: {e.message}" for e in errors]
        if args.github:
            problems += github_problems(log)
        if problems:
            status = 1
            for p in problems:
                print(f"{path}: {p}", file=sys.stderr)
        else:
            print(f"{path}: valid SARIF 2.1.0")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
