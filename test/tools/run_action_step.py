#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""run_action_step.py [--shellcheck] ACTION_YML STEP WORKDIR [INPUT=VALUE...]
                   [steps.ID.outputs.NAME=VALUE...] [github.NAME=VALUE...]

Runs one `run:` step of the composite GitHub Action in ACTION_YML as the
runner would (bash -eo pipefail, the step's env with `${{ inputs.X }}` given
by INPUT=VALUE or the input's default, GITHUB_OUTPUT, GITHUB_WORKSPACE and
RUNNER_TEMP set) in WORKDIR, prints its output and then, after a line
"== GITHUB_OUTPUT", what it wrote there; exits with the step's exit code.
With --shellcheck, checks the step's script with shellcheck instead (each
`${{ ... }}` replaced by a placeholder). Tests the Action's shell steps
without GitHub."""
import os
import re
import subprocess
import sys
import tempfile

import yaml

args = sys.argv[1:]
lint = bool(args) and args[0] == "--shellcheck"
if lint:
    args = args[1:]
action_yml, step_name, workdir = args[:3]
given = dict(a.split("=", 1) for a in args[3:])
# `steps.ID.outputs.NAME=VALUE`: what an earlier step wrote; `github.X=VALUE`:
# the context (github.action_ref, github.action_repository).
outputs = {k: given.pop(k) for k in list(given)
           if k.startswith("steps.") or k.startswith("github.")}
action = yaml.safe_load(open(action_yml))
inputs = {k: str(v.get("default", "")) for k, v in action["inputs"].items()}
for k in given:
    if k not in inputs:
        sys.exit("unknown input '%s'" % k)
inputs.update(given)
steps = [s for s in action["runs"]["steps"] if s.get("name") == step_name]
if len(steps) != 1 or "run" not in steps[0]:
    sys.exit("no run step named '%s'" % step_name)
step = steps[0]


def expand(text):
    def one(m):
        expr = m.group(1).strip()
        if expr.startswith("inputs."):
            return inputs[expr[len("inputs."):]]
        if expr in outputs:
            return outputs[expr]
        if expr == "github.action_path":
            return os.path.dirname(os.path.abspath(action_yml))
        if expr.startswith("github.") or expr.startswith("steps."):
            return ""
        sys.exit("cannot evaluate ${{ %s }}" % expr)
    return re.sub(r"\$\{\{(.*?)\}\}", one, text)


if lint:
    script = re.sub(r"\$\{\{.*?\}\}", "PLACEHOLDER", step["run"])
    r = subprocess.run(["shellcheck", "--shell=bash", "-"], input=script,
                       text=True)
    sys.exit(r.returncode)

env = dict(os.environ)
for k, v in (step.get("env") or {}).items():
    env[k] = expand(str(v))
with tempfile.TemporaryDirectory() as tmp:
    out = os.path.join(tmp, "output")
    open(out, "w").close()
    env["GITHUB_OUTPUT"] = out
    env["GITHUB_WORKSPACE"] = os.path.abspath(workdir)
    env["RUNNER_TEMP"] = tmp
    r = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail",
                        "-c", expand(step["run"])], cwd=workdir, env=env,
                       stderr=subprocess.STDOUT, stdout=subprocess.PIPE,
                       text=True)
    sys.stdout.write(r.stdout)
    print("== GITHUB_OUTPUT")
    sys.stdout.write(open(out).read())
    sys.exit(r.returncode)
