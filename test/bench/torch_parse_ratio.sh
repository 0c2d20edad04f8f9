#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# torch_parse_ratio.sh - what shapecheck costs over parsing, on LibTorch.
#
# Times `clang++-19 -fsyntax-only` and `shapecheck` on the same translation
# unit that includes <torch/torch.h> (test/bench/inputs/torch_model.cpp),
# several runs each under /usr/bin/time -v, and prints the median wall time,
# CPU time (user + system) and peak RSS of each and their ratios
# (shapecheck / clang). Builds nothing: give it a built shapecheck. See
# test/bench/README.md.
#
# Usage: test/bench/torch_parse_ratio.sh [--runs N] [--shapecheck PATH]
#                                        [--input FILE] [--isystem]
set -euo pipefail

source "$(dirname "$0")/common.sh"
runs=3
shapecheck=${SHAPECHECK:-}
input=$here/inputs/torch_model.cpp
torch_flag=-I
isystem=0
clangxx=${CLANGXX:-clang++-19}
torch_include=/usr/include/torch/csrc/api/include
value_options=(runs shapecheck input)
# --isystem: LibTorch as system headers, as CMake's imported Torch target
# gives it.
flag_options=(isystem)
parse_args "$@"
((isystem)) && torch_flag=-isystem
find_shapecheck
need_tool "$clangxx" "apt-get install clang-19, or set CLANGXX"
need_tool /usr/bin/time "apt-get install time"
[[ -f $input ]] || die "no input file '$input'"

# LibTorch's headers (Debian: libtorch-dev); installed when running as root.
if [[ ! -f $torch_include/torch/torch.h ]]; then
  if [[ $(id -u) -eq 0 ]]; then
    echo "torch_parse_ratio: installing libtorch-dev" >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libtorch-dev >/dev/null
  fi
  [[ -f $torch_include/torch/torch.h ]] ||
    die "LibTorch headers not found in $torch_include (apt-get install libtorch-dev)"
fi

flags=(-std=c++17 "$torch_flag" "$torch_include" -I "$root/lib/include")
make_work

# measure NAME CMD...: one run; appends "seconds kbytes cpu" to $work/NAME.
measure() {
  local name=$1 status
  shift
  timed "$work/out" "$@" >> "$work/$name"
  status=$(cat "$work/out.status")
  # clang: 0. shapecheck: 0 or 1 (findings); 2 is a failed run.
  if [[ $status -ne 0 && ! ( $name == shapecheck && $status -eq 1 ) ]]; then
    cat "$work/out" "$work/out.err" >&2
    die "$name failed with exit code $status"
  fi
}

# median_of FILE N: the median of column N.
median_of() { cut -d' ' -f"$2" "$1" | median; }

echo "input:      $input"
echo "clang:      $(command -v "$clangxx") -fsyntax-only ${flags[*]}"
echo "shapecheck: $shapecheck"
echo "runs:       $runs each, alternating"
for ((i = 1; i <= runs; i++)); do
  measure clang "$clangxx" -fsyntax-only "${flags[@]}" "$input"
  measure shapecheck "$shapecheck" --quiet --no-cache "$input" -- "${flags[@]}"
  echo "run $i/$runs: clang $(tail -n1 "$work/clang" | cut -d' ' -f1)s," \
       "shapecheck $(tail -n1 "$work/shapecheck" | cut -d' ' -f1)s" >&2
done

cw=$(median_of "$work/clang" 1); cr=$(median_of "$work/clang" 2)
cc=$(median_of "$work/clang" 3)
sw=$(median_of "$work/shapecheck" 1); sr=$(median_of "$work/shapecheck" 2)
sc=$(median_of "$work/shapecheck" 3)
awk -v cw="$cw" -v cr="$cr" -v cc="$cc" -v sw="$sw" -v sr="$sr" -v sc="$sc" 'BEGIN {
  printf "\n%-22s %10s %10s %16s\n", "median of runs", "wall (s)", "cpu (s)", "peak RSS (MiB)"
  printf "%-22s %10.2f %10.2f %16.1f\n", "clang -fsyntax-only", cw, cc, cr / 1024
  printf "%-22s %10.2f %10.2f %16.1f\n", "shapecheck", sw, sc, sr / 1024
  printf "%-22s %10.3f %10.3f %16.3f\n", "ratio", sw / cw, sc / cc, sr / cr
  printf "\nwall_ratio=%.3f cpu_ratio=%.3f rss_ratio=%.3f\n", sw / cw, sc / cc, sr / cr
}'
