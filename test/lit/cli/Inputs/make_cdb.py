#!/usr/bin/env python3
"""make_cdb.py DIR FILE ARGS...: writes DIR/compile_commands.json with one
entry compiling FILE with clang++ ARGS (paths made absolute)."""
import json
import os
import sys

out_dir, src, args = sys.argv[1], os.path.abspath(sys.argv[2]), sys.argv[3:]
os.makedirs(out_dir, exist_ok=True)
entry = {"directory": os.path.abspath(out_dir), "file": src,
         "arguments": ["clang++", "-std=c++17"] + args + ["-c", src]}
with open(os.path.join(out_dir, "compile_commands.json"), "w") as f:
    json.dump([entry], f, indent=2)
