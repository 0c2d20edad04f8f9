#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""run_gitlab_job.py TEMPLATE JOB WORKDIR [VAR=VALUE...]

Runs the `script` of JOB of a GitLab CI template as a shell runner does: its
variables (defaults, then VAR=VALUE) in the environment, each script entry
in one `sh` of WORKDIR with `set -e` semantics between entries (an entry that
fails ends the job with its exit code). apt-get is replaced by a stub that
records its calls (printed first as "apt-get: ARGS"), so that the job runs
without root or network, against the shapecheck on PATH. Prints the job's
output and exits with its exit code."""
import os
import stat
import subprocess
import sys
import tempfile

import yaml

template, job, workdir = sys.argv[1:4]
doc = yaml.safe_load(open(template))
spec = doc[job]
env = dict(os.environ)
env.update({k: str(v) for k, v in (spec.get("variables") or {}).items()})
env.update(dict(a.split("=", 1) for a in sys.argv[4:]))
with tempfile.TemporaryDirectory() as tmp:
    stub = os.path.join(tmp, "apt-get")
    with open(stub, "w") as f:
        f.write('#!/bin/sh\necho "apt-get: $*" >&2\nexit 0\n')
    os.chmod(stub, os.stat(stub).st_mode | stat.S_IEXEC)
    env["PATH"] = tmp + os.pathsep + env["PATH"]
    for entry in spec["script"]:
        r = subprocess.run(["sh", "-c", entry], cwd=workdir, env=env)
        if r.returncode != 0:
            sys.exit(r.returncode)
