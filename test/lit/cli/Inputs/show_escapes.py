#!/usr/bin/env python3
"""show_escapes.py: copies stdin to stdout with a terminal's carriage
returns shown as <CR> and erase-to-end-of-line sequences as <EL>, so that
FileCheck can match what a status line redrawn in place printed."""
import sys

data = sys.stdin.buffer.read()
data = data.replace(b"\r", b"<CR>").replace(b"\x1b[K", b"<EL>")
sys.stdout.buffer.write(data)
