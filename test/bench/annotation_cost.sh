#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# annotation_cost.sh - what annotations cost the user's own build.
#
# Generates a translation unit of --functions N (default 300) layer
# functions, each with two annotated parameters and an annotated result
# (3*N annotations, about 2*N distinct shape strings), in three spellings:
#   plain       the same code without annotations (no shapecheck header)
#   aliases     C++20 alias templates: Float<torch::Tensor, "b h7">, each
#               distinct string instantiating fixed_string and the alias
#   attributes  SHAPECHECK(Float, "b h7") / SHAPECHECK_RETURN, the C++17 form
# and times `clang++-19 -fsyntax-only -std=c++20` on each, alternating, for
# --runs R runs (default 5), printing median wall and CPU times and the extra
# cost of each spelling over plain (issue 10's target: under 5%). The code
# uses test/lit/rules/Inputs/fake_torch.h, a small header, so the ratio is a
# worst case; --torch uses the real <torch/torch.h> instead, as a LibTorch
# project would (about 25 s a parse).
#
# Usage: test/bench/annotation_cost.sh [--runs R] [--functions N] [--torch]
set -euo pipefail

source "$(dirname "$0")/common.sh"
runs=5
functions=300
torch=0
clang=${CLANGXX:-clang++-19}
value_options=(runs functions)
flag_options=(torch)
parse_args "$@"
need_tool "$clang" "apt-get install clang-19, or set CLANGXX"
torch_include=/usr/include/torch/csrc/api/include
if ((torch)); then
  [[ -d $torch_include ]] || die "LibTorch headers not found ($torch_include)"
  lib='#include <torch/torch.h>'
  flags=(-I "$torch_include")
else
  lib='#include <fake_torch.h>'
  flags=(-isystem "$root/test/lit/rules/Inputs")
fi
flags+=(-std=c++20 -fsyntax-only -I "$root/lib/include")

make_work

# gen SPELLING > file
gen() {
  echo "$lib"
  [[ $1 == plain ]] || echo '#include <shapecheck/shapecheck.hpp>'
  [[ $1 == aliases ]] && echo 'using shapecheck::Float;'
  local k ret a b
  for ((k = 1; k <= functions; k++)); do
    case $1 in
      plain) ret='torch::Tensor'; a='torch::Tensor'; b='torch::Tensor' ;;
      aliases)
        ret="Float<torch::Tensor, \"b h$k\">"
        a="Float<torch::Tensor, \"b h$((k - 1))\">"
        b="Float<torch::Tensor, \"h$((k - 1)) h$k\">" ;;
      attributes)
        ret="SHAPECHECK_RETURN(Float, \"b h$k\") torch::Tensor"
        a="SHAPECHECK(Float, \"b h$((k - 1))\") torch::Tensor"
        b="SHAPECHECK(Float, \"h$((k - 1)) h$k\") torch::Tensor" ;;
    esac
    echo "$ret layer$k($a x, $b w) {"
    echo "  auto y = torch::matmul(x, w);"
    echo "  return torch::relu(y);"
    echo "}"
  done
}
spellings=(plain aliases attributes)
for s in "${spellings[@]}"; do
  gen "$s" > "$work/$s.cpp"
  "$clang" "${flags[@]}" "$work/$s.cpp" ||
    die "$s.cpp does not compile (see above)"
done

# Appends "wall cpu" of one parse of $1.cpp to $work/$1.times.
one() {
  /usr/bin/time -f '%e %U %S' -o "$work/time" \
    "$clang" "${flags[@]}" "$work/$1.cpp"
  awk '{printf "%s %.2f\n", $1, $2 + $3}' "$work/time" >> "$work/$1.times"
}

for ((i = 1; i <= runs; i++)); do
  for s in "${spellings[@]}"; do one "$s"; done
done
printf '%d functions (%d annotations), %s, median of %d alternated runs\n' \
  "$functions" "$((3 * functions))" \
  "$( ((torch)) && echo '<torch/torch.h>' || echo 'fake_torch.h')" "$runs"
printf '%-12s %10s %10s %12s\n' spelling "wall (s)" "cpu (s)" "extra cpu"
base=$(awk '{print $2}' "$work/plain.times" | median)
for s in "${spellings[@]}"; do
  wall=$(awk '{print $1}' "$work/$s.times" | median)
  cpu=$(awk '{print $2}' "$work/$s.times" | median)
  extra=$(echo "($cpu - $base) * 100 / $base" | bc -l)
  printf '%-12s %10.2f %10.2f %11.1f%%\n' "$s" "$wall" "$cpu" "$extra"
done
