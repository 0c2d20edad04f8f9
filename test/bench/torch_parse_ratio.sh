#!/usr/bin/env bash
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

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
runs=3
shapecheck=${SHAPECHECK:-}
input=$here/inputs/torch_model.cpp
torch_flag=-I
clangxx=${CLANGXX:-clang++-19}
torch_include=/usr/include/torch/csrc/api/include

usage() { sed -n '2,14s/^# \{0,1\}//p' "$0"; }
die() { echo "torch_parse_ratio: $*" >&2; exit 2; }

while [[ $# -gt 0 ]]; do
  case $1 in
    --runs) runs=${2:?--runs needs a value}; shift 2 ;;
    --runs=*) runs=${1#*=}; shift ;;
    --shapecheck) shapecheck=${2:?--shapecheck needs a value}; shift 2 ;;
    --shapecheck=*) shapecheck=${1#*=}; shift ;;
    --input) input=${2:?--input needs a value}; shift 2 ;;
    --input=*) input=${1#*=}; shift ;;
    # LibTorch as system headers, as CMake's imported Torch target gives it.
    --isystem) torch_flag=-isystem; shift ;;
    -h|--help) usage; exit 0 ;;
    *) die "unknown argument '$1' (see --help)" ;;
  esac
done
[[ $runs =~ ^[1-9][0-9]*$ ]] || die "--runs must be a positive integer"

# A built shapecheck: --shapecheck, $SHAPECHECK, the usual build trees, PATH.
if [[ -z $shapecheck ]]; then
  for candidate in "$root"/build/bin/shapecheck "$root"/build/tool/shapecheck \
                   "$root"/build-*/bin/shapecheck; do
    if [[ -x $candidate ]]; then shapecheck=$candidate; break; fi
  done
fi
if [[ -z $shapecheck ]]; then
  shapecheck=$(command -v shapecheck || true)
fi
[[ -n $shapecheck && -x $shapecheck ]] ||
  die "no shapecheck binary; build it (ninja -C build shapecheck) or pass --shapecheck"
command -v "$clangxx" >/dev/null || die "$clangxx not found (apt-get install clang-19)"
[[ -x /usr/bin/time ]] || die "/usr/bin/time not found (apt-get install time)"
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
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# measure NAME CMD...: one run; appends "seconds kbytes" to $tmp/NAME.
measure() {
  local name=$1; shift
  local status=0
  /usr/bin/time -v -o "$tmp/time" "$@" >"$tmp/out" 2>&1 || status=$?
  # clang: 0. shapecheck: 0 or 1 (findings); 2 is a failed run.
  if [[ $status -ne 0 && ! ( $name == shapecheck && $status -eq 1 ) ]]; then
    cat "$tmp/out" >&2
    die "$name failed with exit code $status"
  fi
  awk -F': ' '
    /Elapsed \(wall clock\) time/ {
      n = split($2, p, ":"); s = 0
      for (i = 1; i <= n; i++) s = s * 60 + p[i]
      wall = s
    }
    /Maximum resident set size/ { rss = $2 }
    /User time \(seconds\)/ { cpu += $2 }
    /System time \(seconds\)/ { cpu += $2 }
    END { printf "%.3f %d %.3f\n", wall, rss, cpu }' "$tmp/time" >>"$tmp/$name"
}

# median FILE COLUMN: the median of a column of numbers.
median() {
  sort -g -k"$2","$2" "$1" | awk -v c="$2" '
    { v[NR] = $c }
    END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

echo "input:      $input"
echo "clang:      $(command -v "$clangxx") -fsyntax-only ${flags[*]}"
echo "shapecheck: $shapecheck"
echo "runs:       $runs each, alternating"
for ((i = 1; i <= runs; i++)); do
  measure clang "$clangxx" -fsyntax-only "${flags[@]}" "$input"
  measure shapecheck "$shapecheck" --quiet --no-cache "$input" -- "${flags[@]}"
  echo "run $i/$runs: clang $(tail -n1 "$tmp/clang" | cut -d' ' -f1)s," \
       "shapecheck $(tail -n1 "$tmp/shapecheck" | cut -d' ' -f1)s" >&2
done

cw=$(median "$tmp/clang" 1); cr=$(median "$tmp/clang" 2)
cc=$(median "$tmp/clang" 3)
sw=$(median "$tmp/shapecheck" 1); sr=$(median "$tmp/shapecheck" 2)
sc=$(median "$tmp/shapecheck" 3)
awk -v cw="$cw" -v cr="$cr" -v cc="$cc" -v sw="$sw" -v sr="$sr" -v sc="$sc" 'BEGIN {
  printf "\n%-22s %10s %10s %16s\n", "median of runs", "wall (s)", "cpu (s)", "peak RSS (MiB)"
  printf "%-22s %10.2f %10.2f %16.1f\n", "clang -fsyntax-only", cw, cc, cr / 1024
  printf "%-22s %10.2f %10.2f %16.1f\n", "shapecheck", sw, sc, sr / 1024
  printf "%-22s %10.3f %10.3f %16.3f\n", "ratio", sw / cw, sc / cc, sr / cr
  printf "\nwall_ratio=%.3f cpu_ratio=%.3f rss_ratio=%.3f\n", sw / cw, sc / cc, sr / cr
}'
