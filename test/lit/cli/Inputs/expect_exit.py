#!/usr/bin/env python3
"""expect_exit.py N CMD...: runs CMD (output passed through) and exits 0 when
CMD exited with N, else 1 with a message. Unlike `not`, tells 1 from 2 and
treats a crash (death by a signal) as a failure."""
import subprocess
import sys

if len(sys.argv) < 3:
    sys.exit("usage: expect_exit.py N CMD...")
want = int(sys.argv[1])
sys.stdout.flush()
got = subprocess.call(sys.argv[2:])
if got != want:
    what = ("killed by signal %d" % -got) if got < 0 else "exit code %d" % got
    sys.stderr.write("expect_exit: expected exit code %d, got %s: %s\n"
                     % (want, what, " ".join(sys.argv[2:])))
    sys.exit(1)
