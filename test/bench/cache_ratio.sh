#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# cache_ratio.sh - a warm re-run (result cache hit) against a cold run.
#
# Runs `shapecheck --stats --cache-dir=DIR FILE -- FLAGS` on a translation
# unit that includes <torch/torch.h> (test/bench/inputs/torch_model.cpp):
# first with an empty cache directory (cold: parse, analyse, store), then
# --runs N times more (warm: hash the inputs, replay), checks that the cold
# run stored and each warm run hit, that their reports are the same bytes,
# and prints the median wall times and their ratio (warm / cold; the issue's
# target is at most 0.05). The preamble cache is off: preamble_cache.sh
# measures it. See test/bench/README.md.
#
# Usage: test/bench/cache_ratio.sh [--runs N] [--shapecheck PATH] [--input FILE]
set -euo pipefail

source "$(dirname "$0")/common.sh"
runs=5
shapecheck=${SHAPECHECK:-}
input=$here/inputs/torch_model.cpp
torch_include=/usr/include/torch/csrc/api/include
value_options=(runs shapecheck input)
parse_args "$@"
find_shapecheck
[[ -d $torch_include ]] || die "LibTorch headers not found ($torch_include)"
[[ -f $input ]] || die "no input '$input'"

make_work
flags=(-std=c++17 -I "$torch_include" -I "$root/lib/include")

# Wall seconds of one run; its stdout in $work/out.N, stderr in $work/err.N.
one() {
  local n=$1 start end
  start=$(date +%s.%N)
  "$shapecheck" --stats --no-preamble-cache --cache-dir="$work/cache" "$input" \
    -- "${flags[@]}" \
    > "$work/out.$n" 2> "$work/err.$n" || true
  end=$(date +%s.%N)
  echo "$end - $start" | bc -l
}

cold=$(one 0)
grep -q "result cache: 0 hit, 1 miss, 1 stored" "$work/err.0" ||
  die "the cold run did not store: $(cat "$work/err.0")"
: > "$work/warm"
for ((i = 1; i <= runs; i++)); do
  one "$i" >> "$work/warm"
  grep -q "result cache: 1 hit, 0 miss" "$work/err.$i" ||
    die "warm run $i did not hit: $(cat "$work/err.$i")"
  cmp -s "$work/out.0" "$work/out.$i" ||
    die "warm run $i reported something else than the cold run"
done
warm=$(median < "$work/warm")
printf '%-24s %10s\n' "run" "wall (s)"
printf '%-24s %10.3f\n' "cold (parse + analyse)" "$cold"
printf '%-24s %10.3f\n' "warm (median of $runs)" "$warm"
printf '\nwarm_cold_ratio=%.4f\n' "$(echo "$warm / $cold" | bc -l)"
