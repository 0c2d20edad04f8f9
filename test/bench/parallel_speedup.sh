#!/usr/bin/env bash
# parallel_speedup.sh - wall time of -j1 against -j2 on a 64-file project.
#
# Generates a project of --files N (default 64) small annotated files in the
# way real LibTorch code is written (a module whose sizes come from its
# constructor, a stage function calling the previous file's stage, a loop),
# against the small stand-in header test/lit/rules/Inputs/fake_torch.h, so
# that the figure measures shapecheck and not LibTorch's 25-second headers.
# Every eighth file has a bug. Runs `shapecheck -jJ` over all files,
# alternating -j1 and -jJ (--jobs J, default 2) for --runs R runs each
# (default 3), checks that every report is the same bytes, and prints the
# median wall times and the speed-up (the issue's target: at least 1.8 with
# -j2 on 2 cores), with the CPU time and the cores each run used: on a
# machine other sessions keep busy (Linux shares the CPU between sessions,
# not threads), a run cannot use more than its share and the speed-up
# shows in neither column; medians of alternated runs.
#
# Usage: test/bench/parallel_speedup.sh [--runs R] [--files N] [--jobs J]
#                                       [--shapecheck PATH]
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
runs=3
files=64
jobs=2
shapecheck=${SHAPECHECK:-$root/build/bin/shapecheck}

usage() { sed -n '2,19s/^# \{0,1\}//p' "$0"; }
die() { echo "parallel_speedup: $*" >&2; exit 2; }

while [[ $# -gt 0 ]]; do
  case $1 in
    --runs) runs=${2:?--runs needs a value}; shift 2 ;;
    --runs=*) runs=${1#*=}; shift ;;
    --files) files=${2:?--files needs a value}; shift 2 ;;
    --files=*) files=${1#*=}; shift ;;
    --jobs) jobs=${2:?--jobs needs a value}; shift 2 ;;
    --jobs=*) jobs=${1#*=}; shift ;;
    --shapecheck) shapecheck=${2:?--shapecheck needs a value}; shift 2 ;;
    --shapecheck=*) shapecheck=${1#*=}; shift ;;
    -h|--help) usage; exit 0 ;;
    *) die "unknown argument '$1' (see --help)" ;;
  esac
done
[[ -x $shapecheck ]] || die "no shapecheck at '$shapecheck' (--shapecheck)"
((files >= 2)) || die "--files must be at least 2"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
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

# "wall cpu" seconds of one run with -jJ; its report in $work/out.J.N.
one() {
  local j=$1 n=$2
  /usr/bin/time -f '%e %U %S' -o "$work/time" \
    "$shapecheck" -j"$j" --quiet --no-cache "${srcs[@]}" -- "${flags[@]}" \
    > "$work/out.$j.$n" 2> "$work/err.$j.$n" || true
  # The last line: GNU time says first when the command exited non-zero.
  tail -n 1 "$work/time" | awk '{printf "%s %.2f\n", $1, $2 + $3}'

}
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

: > "$work/t1"
: > "$work/tj"
for ((i = 1; i <= runs; i++)); do
  one 1 "$i" >> "$work/t1"
  one "$jobs" "$i" >> "$work/tj"
  cmp -s "$work/out.1.1" "$work/out.1.$i" &&
    cmp -s "$work/out.1.1" "$work/out.$jobs.$i" ||
    die "run $i: the reports differ between runs or between -j1 and -j$jobs"
done
grep -q "error:" "$work/out.1.1" ||
  die "the project's bugs were not found: $(head -5 "$work/err.1.1")"
t1=$(awk '{print $1}' "$work/t1" | median)
tj=$(awk '{print $1}' "$work/tj" | median)
c1=$(awk '{print $2}' "$work/t1" | median)
cj=$(awk '{print $2}' "$work/tj" | median)
findings=$(grep -c "error:" "$work/out.1.1" || true)
printf '%d files, %d findings, %d cores, load average %s, median of %d alternated runs\n' \
  "$files" "$findings" "$(nproc)" "$(cut -d' ' -f1 /proc/loadavg)" "$runs"
printf '%-10s %10s %10s %10s\n' "run" "wall (s)" "cpu (s)" "cores used"
printf '%-10s %10.3f %10.2f %10.2f\n' "-j1" "$t1" "$c1" "$(echo "$c1 / $t1" | bc -l)"
printf '%-10s %10.3f %10.2f %10.2f\n' "-j$jobs" "$tj" "$cj" "$(echo "$cj / $tj" | bc -l)"
# On a machine other sessions keep busy, a run gets its share of the cores
# whatever its threads: "cores used" then stays near that share for both.
printf '\nspeedup=%.3f\n' "$(echo "$t1 / $tj" | bc -l)"
