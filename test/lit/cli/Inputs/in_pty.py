#!/usr/bin/env python3
"""in_pty.py CMD...: runs CMD with stdout and stderr on a pseudo-terminal (so
that isatty() is true for both), copies what it prints to stdout and exits
with its exit code. Escape sequences pass through unchanged."""
import os
import pty
import subprocess
import sys

master, slave = pty.openpty()
proc = subprocess.Popen(sys.argv[1:], stdin=subprocess.DEVNULL, stdout=slave,
                        stderr=slave)
os.close(slave)
out = bytearray()
while True:
    try:
        data = os.read(master, 4096)
    except OSError:  # EIO: the child closed the terminal
        break
    if not data:
        break
    out.extend(data)
os.close(master)
code = proc.wait()
# The terminal turns "\n" into "\r\n".
sys.stdout.buffer.write(bytes(out).replace(b"\r\n", b"\n"))
sys.stdout.flush()
sys.exit(code if code >= 0 else 128 - code)
