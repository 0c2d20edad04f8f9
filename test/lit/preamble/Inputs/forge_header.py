#!/usr/bin/env python3
"""forge_header.py DIR: DIR holds one preamble entry (KEY.json); writes bytes
that are no precompiled header as KEY-HASH.pch, HASH their XXH64 hash as
the cache names headers, and points the entry at it. The cache's own check
(the name matches the bytes) then passes, and only Clang can tell that the
header is unusable."""
import glob
import json
import os
import subprocess
import sys

d = sys.argv[1]
entries = glob.glob(os.path.join(d, "*.json"))
if len(entries) != 1:
    sys.exit("forge_header: expected one entry in %s, found %d"
             % (d, len(entries)))
key = os.path.basename(entries[0])[:-len(".json")]
junk = os.path.join(d, "junk")
with open(junk, "wb") as f:
    f.write(b"not a precompiled header\n" * 40)
h = subprocess.check_output(
    [sys.executable, os.path.join(os.path.dirname(__file__), "xxh64.py"),
     junk], text=True).strip()
name = "%s-%s.pch" % (key, h)
os.replace(junk, os.path.join(d, name))
with open(entries[0]) as f:
    entry = json.load(f)
entry["header"] = name
with open(entries[0], "w") as f:
    json.dump(entry, f)
