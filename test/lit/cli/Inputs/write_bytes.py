#!/usr/bin/env python3
"""write_bytes.py FILE: writes every byte value 0..255, four times, to FILE:
a 'source file' that is binary data."""
import sys

with open(sys.argv[1], "wb") as f:
    f.write(bytes(range(256)) * 4)
