#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# project_speed.sh - a 64-file project: -j1 against -j2, a cold run against
# a warm one (the result cache), and peak memory against clang's.
#
# Generates a project of --files N (default 64) small annotated files in the
# way real LibTorch code is written (a module whose sizes come from its
# constructor, a stage function calling the previous file's stage, a loop)
# with a compile_commands.json, against the small stand-in header
# test/lit/rules/Inputs/fake_torch.h, so that the figures measure shapecheck
# and not LibTorch's 25-second headers. Every eighth file has a bug. Each of
# --runs R rounds (default 3) runs, one after the other: `shapecheck -j1`
# and `-jJ` (--jobs J, default 2) without the result cache; a cold `-jJ` run
# with an empty result cache that stores every file's results and a warm one
# that replays them; and `clang++-19 -fsyntax-only` on the same files.
# Checks that every report is the same bytes and that the warm run analysed
# nothing, and prints the median wall time, CPU time and peak RSS of each
# (/usr/bin/time -v; clang's peak is that of its largest file) with the
# ratios: speedup (the issue's target: at least 1.8 with -j2 on 2 cores),
# warm / cold (target: at most 0.05) and shapecheck's peak memory / clang's,
# and the load average. On a machine other sessions keep busy (Linux shares
# the CPU between sessions, not threads) a run cannot use more than its
# share and the speed-up shows in neither column: see "cores used".
#
# --one-file measures large user code instead: one translation unit that
# includes all N files (N modules, 3*N analysed functions), `shapecheck -j1`
# against `clang++-19 -fsyntax-only` on it, alternating, and prints their
# wall and CPU times, peak RSS and the ratios (the issue's target for
# memory: at most 1.3 times clang's), and the analysed functions per the
# extra memory.
#
# Usage: test/bench/project_speed.sh [--runs R] [--files N] [--jobs J]
#                                    [--one-file] [--shapecheck PATH]
set -euo pipefail

source "$(dirname "$0")/common.sh"
runs=3
files=64
jobs=2
shapecheck=${SHAPECHECK:-}
clangxx=${CLANGXX:-clang++-19}
one_file=0
value_options=(runs files jobs shapecheck)
flag_options=(one-file)
parse_args "$@"
find_shapecheck
need_tool "$clangxx" "apt-get install clang-19, or set CLANGXX"
need_tool /usr/bin/time "apt-get install time"
((files >= 2)) || die "--files must be at least 2"

make_work
mkdir "$work/src"

# The shared header: each file's stage, declared without a result
# annotation (the defining file's summary gives it).
{
  echo '#pragma once'
  echo '#include <fake_torch.h>'
  echo '#include <shapecheck/shapecheck.hpp>'
  for ((k = 0; k < files; k++)); do
    echo "torch::Tensor stage$k(SHAPECHECK(Float, \"b 32\") torch::Tensor x);"
  done
} > "$work/src/project.h"

for ((k = 0; k < files; k++)); do
  wrong=32
  ((k % 8 == 7)) && wrong=31 # a bug
  prev=""
  ((k > 0)) && prev="  auto skip = stage$((k - 1))(x);
  auto mixed = y + skip;"
  cat > "$work/src/stage$k.cpp" <<CPP
#include "project.h"

// Block $k: its sizes come from the constructor.
struct Block${k}Impl : torch::nn::Module {
  Block${k}Impl(int64_t in, int64_t hidden, int64_t out)
      : fc1(in, hidden), fc2(hidden, out) {
    register_module("fc1", fc1);
    register_module("fc2", fc2);
  }
  torch::Tensor forward(SHAPECHECK(Float, "batch in") torch::Tensor x) {
    auto h = torch::relu(fc1->forward(x));
    return fc2->forward(h);
  }
  torch::nn::Linear fc1, fc2;
};
TORCH_MODULE(Block$k);

struct Config$k {
  int64_t width = 32;
  int64_t hidden = $((64 + k));
};

torch::Tensor stage$k(torch::Tensor x) {
  Config$k cfg;
  Block$k block(cfg.width, cfg.hidden, 32);
  auto y = block->forward(x);
  auto proj = torch::matmul(y, torch::randn({$wrong, 16}));
$prev
  for (int i = 0; i < 4; ++i) {
    auto scaled = torch::relu(y) * 2;
    auto sum = scaled + y;
  }
  return y;
}
CPP
done

srcs=()
for ((k = 0; k < files; k++)); do srcs+=("$work/src/stage$k.cpp"); done
flags=(-std=c++17 -isystem "$root/test/lit/rules/Inputs" -I "$root/lib/include"
  -I "$work/src")
# The compilation database a CMake build would write.
{
  echo '['
  for ((k = 0; k < files; k++)); do
    printf '  {"directory": "%s", "file": "%s", "arguments": ["clang++",' \
      "$work/src" "${srcs[k]}"
    for f in "${flags[@]}"; do printf ' "%s",' "$f"; done
    printf ' "-c", "%s"]}%s\n' "${srcs[k]}" "$( ((k + 1 < files)) && echo ,)"
  done
  echo ']'
} > "$work/src/compile_commands.json"

if ((one_file)); then
  # One translation unit of every file: the stages are named apart.
  for ((k = 0; k < files; k++)); do echo "#include \"stage$k.cpp\""; done \
    > "$work/src/all.cpp"
  for ((n = 1; n <= runs; n++)); do
    timed "$work/sc.$n" nice "$shapecheck" --quiet --stats --no-cache \
      --no-preamble-cache -j1 "$work/src/all.cpp" -- "${flags[@]}" \
      >> "$work/sc.t"
    grep -q "error:" "$work/sc.$n" ||
      die "the bugs were not found: $(head -5 "$work/sc.$n.err")"
    timed "$work/clang.$n" nice "$clangxx" -fsyntax-only "${flags[@]}" \
      "$work/src/all.cpp" >> "$work/clang.t"
    echo "run $n/$runs done" >&2
  done
  col() { cut -d' ' -f"$2" "$work/$1.t" | median; }
  analysed=$((3 * files)) # a constructor, forward and the stage
  printf 'one file of %d modules (%d functions), median of %d alternated runs\n' \
    "$files" "$analysed" "$runs"
  printf 'uptime: %s\n\n' "$(uptime)"
  printf '%-24s %9s %9s %15s\n' run "wall (s)" "cpu (s)" "peak RSS (MiB)"
  for row in "sc:shapecheck -j1" "clang:clang -fsyntax-only"; do
    name=${row%%:*}
    printf '%-24s %9.2f %9.2f %15.1f\n' "${row#*:}" "$(col "$name" 1)" \
      "$(col "$name" 3)" "$(echo "$(col "$name" 2) / 1024" | bc -l)"
  done
  printf '\ncpu_ratio=%.3f rss_ratio=%.3f (shapecheck / clang)' \
    "$(echo "$(col sc 3) / $(col clang 3)" | bc -l)" \
    "$(echo "$(col sc 2) / $(col clang 2)" | bc -l)"
  printf ' extra_bytes_per_function=%.0f' \
      "$(echo "($(col sc 2) - $(col clang 2)) * 1024 / $analysed" | bc -l)"
  echo
  exit 0
fi

sc=("$shapecheck" --quiet --stats --no-preamble-cache -p "$work/src")
# run NAME CMD...: one run; appends "wall peak_kib cpu" to $work/NAME.t, its
# report in $work/NAME.N.
n=0
run() {
  local name=$1
  shift
  timed "$work/$name.$n" "$@" >> "$work/$name.t"
}
# same NAME: the report of NAME is that of the first -j1 run.
same() {
  cmp -s "$work/j1.1" "$work/$1.$n" ||
    die "run $n: the report of $1 differs from that of -j1"
}

for ((n = 1; n <= runs; n++)); do
  run j1 nice "${sc[@]}" -j1 --no-cache "${srcs[@]}"
  same j1
  run jj nice "${sc[@]}" -j"$jobs" --no-cache "${srcs[@]}"
  same jj
  rm -rf "$work/cache"
  run cold nice "${sc[@]}" -j"$jobs" --cache-dir="$work/cache" "${srcs[@]}"
  same cold
  grep -q "result cache: 0 hit, [1-9][0-9]* miss" "$work/cold.$n.err" ||
    die "the cold run did not miss: $(grep 'result cache' "$work/cold.$n.err")"
  run warm nice "${sc[@]}" -j"$jobs" --cache-dir="$work/cache" "${srcs[@]}"
  same warm
  grep -q "result cache: [1-9][0-9]* hit, 0 miss" "$work/warm.$n.err" ||
    die "the warm run analysed again: $(grep 'result cache' "$work/warm.$n.err")"
  run clang nice "$clangxx" -fsyntax-only "${flags[@]}" "${srcs[@]}"
  echo "run $n/$runs done: $(cut -d' ' -f1 "$work/j1.t" | tail -n1) s for -j1" >&2
done
grep -q "error:" "$work/j1.1" ||
  die "the project's bugs were not found: $(head -5 "$work/j1.1.err")"

# col NAME N: the median of column N of NAME's runs.
col() { cut -d' ' -f"$2" "$work/$1.t" | median; }
findings=$(grep -c "error:" "$work/j1.1" || true)
hits=$(sed -n 's/.*result cache: \([0-9]*\) hit.*/\1/p' "$work/warm.1.err")
printf '%d files, %d findings, %d cores, median of %d alternated runs\n' \
  "$files" "$findings" "$(nproc)" "$runs"
printf 'uptime: %s\n\n' "$(uptime)"
printf '%-24s %9s %9s %11s %15s\n' run "wall (s)" "cpu (s)" "cores used" "peak RSS (MiB)"
for row in "j1:shapecheck -j1" "jj:shapecheck -j$jobs" \
           "cold:-j$jobs, cache cold" "warm:-j$jobs, cache warm" \
           "clang:clang -fsyntax-only"; do
  name=${row%%:*}
  w=$(col "$name" 1) r=$(col "$name" 2) c=$(col "$name" 3)
  printf '%-24s %9.2f %9.2f %11.2f %15.1f\n' "${row#*:}" "$w" "$c" \
    "$(echo "$c / $w" | bc -l)" "$(echo "$r / 1024" | bc -l)"
done
ratio() { echo "$(col "$1" "$3") / $(col "$2" "$3")" | bc -l; }
printf '\nspeedup=%.3f warm_cold_ratio=%.4f (%s analyses replayed)\n' \
  "$(ratio j1 jj 1)" "$(ratio warm cold 1)" "$hits"
printf 'rss_ratio_j1=%.3f rss_ratio_j%d=%.3f (shapecheck / clang)\n' \
  "$(ratio j1 clang 2)" "$jobs" "$(ratio jj clang 2)"
