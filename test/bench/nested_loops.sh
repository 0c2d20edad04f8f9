#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# nested_loops.sh [SHAPECHECK] [RUNS]: the cost of deeply nested loops.
#
# For depths 4, 8, 12, 16 and 20, generates a function with that many
# nested loops that change an annotated array on every trip
# (test/lit/hostile/Inputs/nested_loops.py), and prints the median CPU time
# (user + system) of `clang++-19 -fsyntax-only` and of shapecheck on it over
# RUNS runs (default 3), their ratio, and the loop trips shapecheck analysed
# (--stats). With loop analysis linear in the depth per loop, the ratio
# stays near that of a file without loops.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
shapecheck=${1:-$root/build/bin/shapecheck}
runs=${2:-3}
gen=$root/test/lit/hostile/Inputs/nested_loops.py
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# median_cpu CMD...: the median of RUNS runs' user + system seconds.
median_cpu() {
  i=0
  : > "$tmp/times"
  while [ $i -lt "$runs" ]; do
    /usr/bin/time -f '%U %S' -o "$tmp/t" "$@" > /dev/null 2>&1 || true
    tail -n 1 "$tmp/t" | awk '{ printf "%.3f\n", $1 + $2 }' >> "$tmp/times"
    i=$((i + 1))
  done
  sort -n "$tmp/times" | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}

printf '%5s %10s %14s %7s %11s\n' depth 'clang (s)' 'shapecheck (s)' ratio 'loop trips'
for depth in 4 8 12 16 20; do
  src=$tmp/nested$depth.cpp
  python3 "$gen" "$depth" > "$src"
  flags="-std=c++20 -I $root/lib/include"
  # shellcheck disable=SC2086
  c=$(median_cpu clang++-19 -fsyntax-only $flags "$src")
  # shellcheck disable=SC2086
  s=$(median_cpu "$shapecheck" -q "$src" -- $flags)
  # shellcheck disable=SC2086
  trips=$("$shapecheck" -q --stats "$src" -- $flags 2>&1 >/dev/null |
    sed -n 's/.*stats: \([0-9]*\) loop trips.*/\1/p')
  ratio=$(awk -v s="$s" -v c="$c" 'BEGIN { printf "%.2f", (c > 0 ? s / c : 0) }')
  printf '%5s %10s %14s %7s %11s\n' "$depth" "$c" "$s" "$ratio" "$trips"
done
