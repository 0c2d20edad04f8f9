#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# preamble_cache.sh - re-checking a file after editing only that file, with
# and without the preamble cache, against clang's own parse.
#
# For a LibTorch file (test/bench/inputs/torch_model.cpp) and an Eigen
# program (docs/examples/eigen-kalman/kalman.cpp), in a scratch copy edited
# (a comment appended) before every run so that the result cache never
# replays: one run that
# builds the preamble (first), then --runs N alternating pairs of a cold run
# (--no-preamble-cache) and a warm one (the stored preamble), and N runs of
# `clang++-19 -fsyntax-only` with the same flags. Checks that every warm run
# hit and reported the same bytes as the cold runs, and prints the median
# wall time and peak RSS (/usr/bin/time -v) of each, the warm / cold ratio
# (the issue's target is at most 0.30 for LibTorch) and the peak RSS ratios
# shapecheck / clang. See test/bench/README.md.
#
# Usage: test/bench/preamble_cache.sh [--runs N] [--shapecheck PATH] [--only torch|eigen]
set -euo pipefail

source "$(dirname "$0")/common.sh"
runs=3
only=
shapecheck=${SHAPECHECK:-}
clangxx=${CLANGXX:-clang++-19}
torch_include=/usr/include/torch/csrc/api/include
eigen_include=/usr/include/eigen3
value_options=(runs shapecheck only)
parse_args "$@"
find_shapecheck
need_tool /usr/bin/time "Debian: apt-get install time"
need_tool "$clangxx" "apt-get install clang-19, or set CLANGXX"
make_work

# bench NAME FILE FLAGS...
bench() {
  local name=$1 file=$2; shift 2
  local flags=("$@") dir=$work/$name copy
  mkdir -p "$dir"
  copy=$dir/$(basename "$file")
  cp "$file" "$copy"
  local sc=("$shapecheck" --stats --cache-dir="$dir/cache")
  edit() { echo "// edit $1" >> "$copy"; }
  edit first
  read -r first_wall first_rss _ < <(timed "$dir/first" "${sc[@]}" "$copy" -- "${flags[@]}")
  grep -q "preamble cache: 0 hit, 1 built" "$dir/first.err" ||
    die "$name: the first run did not build the preamble: $(grep stats "$dir/first.err")"
  : > "$dir/cold.t"; : > "$dir/warm.t"; : > "$dir/clang.t"
  for ((i = 1; i <= runs; i++)); do
    edit "cold $i"
    timed "$dir/cold.$i" "${sc[@]}" --no-preamble-cache "$copy" -- "${flags[@]}" >> "$dir/cold.t"
    edit "warm $i"
    timed "$dir/warm.$i" "${sc[@]}" "$copy" -- "${flags[@]}" >> "$dir/warm.t"
    grep -q "preamble cache: 1 hit" "$dir/warm.$i.err" ||
      die "$name: warm run $i did not hit: $(grep stats "$dir/warm.$i.err")"
    cmp -s "$dir/cold.$i" "$dir/warm.$i" ||
      die "$name: warm run $i reported something else than the cold run"
    timed "$dir/clang.$i" "$clangxx" -fsyntax-only "${flags[@]}" "$copy" >> "$dir/clang.t"
  done
  local cw cr ww wr lw lr
  cw=$(cut -d' ' -f1 "$dir/cold.t" | median); cr=$(cut -d' ' -f2 "$dir/cold.t" | median)
  ww=$(cut -d' ' -f1 "$dir/warm.t" | median); wr=$(cut -d' ' -f2 "$dir/warm.t" | median)
  lw=$(cut -d' ' -f1 "$dir/clang.t" | median); lr=$(cut -d' ' -f2 "$dir/clang.t" | median)
  echo "== $name: $(basename "$file") (median of $runs; RSS in MiB)"
  printf '%-34s %9s %10s %12s\n' "run" "wall (s)" "peak RSS" "RSS / clang"
  row() { printf '%-34s %9.2f %10.1f %12.2f\n' "$1" "$2" "$(echo "$3 / 1024" | bc -l)" "$(echo "$3 / $lr" | bc -l)"; }
  row "clang++ -fsyntax-only" "$lw" "$lr"
  row "shapecheck cold (no preamble)" "$cw" "$cr"
  row "shapecheck first (builds it)" "$first_wall" "$first_rss"
  row "shapecheck warm (stored one)" "$ww" "$wr"
  printf '%s_warm_cold_ratio=%.3f %s_first_cold_ratio=%.3f %s_cold_rss_ratio=%.3f %s_warm_rss_ratio=%.3f\n\n' \
    "$name" "$(echo "$ww / $cw" | bc -l)" "$name" "$(echo "$first_wall / $cw" | bc -l)" \
    "$name" "$(echo "$cr / $lr" | bc -l)" "$name" "$(echo "$wr / $lr" | bc -l)"
}

if [[ -z $only || $only == torch ]]; then
  [[ -d $torch_include ]] || die "LibTorch headers not found ($torch_include)"
  bench torch "$here/inputs/torch_model.cpp" -std=c++17 -I "$torch_include" -I "$root/lib/include"
fi
if [[ -z $only || $only == eigen ]]; then
  [[ -d $eigen_include ]] || die "Eigen headers not found ($eigen_include)"
  bench eigen "$root/docs/examples/eigen-kalman/kalman.cpp" -std=c++17 -isystem "$eigen_include" -I "$root/lib/include"
fi
