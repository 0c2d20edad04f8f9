#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The real-code benchmark (issues 7 and 15): over test/realcode's LibTorch
# projects, prints bugs caught at the right line / injected, false positives
# and the share of array-valued locals whose shape is fully known.
#   test/bench/realcode.sh [BUILD_DIR] [run.py options...]
# Takes about 10 minutes on 2 cores (a precompiled <torch/torch.h> is built
# once into $PCH_DIR, default build/realcode-pch).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$root/build}
shift || true
pch=${PCH_DIR:-$build/realcode-pch}
mkdir -p "$pch"
exec python3 "$root/test/realcode/run.py" --shapecheck "$build/bin/shapecheck" \
  --include "$root/lib/include" --pch-dir "$pch" "$@"
