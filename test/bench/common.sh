# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# common.sh - what the benchmark scripts of test/bench share. Sourced, not
# run: a script sources this file, sets its defaults and the names of its
# options and calls `parse_args "$@"`:
#
#   source "$(dirname "$0")/common.sh"
#   runs=3 shapecheck=${SHAPECHECK:-} torch=0
#   value_options=(runs shapecheck)  # --runs N and --runs=N set $runs
#   flag_options=(torch)             # --torch sets torch=1
#   parse_args "$@"
#
# A dash in an option's name is an underscore in its variable's. It gives
# $here (test/bench), $root (the repository), usage (the script's header
# comment, printed by -h and --help), die (a message and exit code 2),
# median, find_shapecheck, need_tool, make_work ($work, a scratch directory
# removed at exit) and timed (wall time, peak memory and CPU time of a
# command).

here=$(cd "$(dirname "${BASH_SOURCE[1]}")" && pwd)
root=$(cd "$here/../.." && pwd)
bench_script=${BASH_SOURCE[1]}
bench_name=$(basename "$bench_script" .sh)

# The comment block after the first line of the script.
usage() {
  awk 'NR == 1 { next } /^#/ { sub(/^# ?/, ""); print; next } { exit }' \
    "$bench_script"
}
die() {
  echo "$bench_name: $*" >&2
  exit 2
}

parse_args() {
  local arg name var
  while [[ $# -gt 0 ]]; do
    arg=$1
    shift
    case $arg in
      -h | --help) usage; exit 0 ;;
      --?*) ;;
      *) die "unknown argument '$arg' (see --help)" ;;
    esac
    name=${arg#--}
    name=${name%%=*}
    var=${name//-/_}
    if [[ " ${flag_options[*]-} " == *" $name "* && $arg != *=* ]]; then
      printf -v "$var" 1
    elif [[ " ${value_options[*]-} " == *" $name "* ]]; then
      if [[ $arg == *=* ]]; then
        printf -v "$var" '%s' "${arg#*=}"
      else
        [[ $# -gt 0 ]] || die "--$name needs a value"
        printf -v "$var" '%s' "$1"
        shift
      fi
    else
      die "unknown argument '$arg' (see --help)"
    fi
  done
  if [[ -n ${runs-} && ! $runs =~ ^[1-9][0-9]*$ ]]; then
    die "--runs must be a positive integer"
  fi
}

# median < NUMBERS: the median of one number a line.
median() {
  sort -g | awk '{ v[NR] = $1 }
    END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# Sets $shapecheck, unless given, to a built one (build/bin, the other build
# trees, PATH), and checks that it runs.
find_shapecheck() {
  local candidate
  if [[ -z ${shapecheck-} ]]; then
    for candidate in "$root"/build/bin/shapecheck "$root"/build-*/bin/shapecheck; do
      if [[ -x $candidate ]]; then shapecheck=$candidate; break; fi
    done
  fi
  if [[ -z ${shapecheck-} ]]; then shapecheck=$(command -v shapecheck || true); fi
  [[ -n $shapecheck && -x $shapecheck ]] ||
    die "no shapecheck binary; build it (ninja -C build shapecheck) or pass --shapecheck"
}

# need_tool COMMAND HOW: dies, saying HOW to get it, without COMMAND.
need_tool() {
  command -v "$1" > /dev/null || die "$1 not found ($2)"
}

make_work() {
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
}

# timed OUT CMD...: runs CMD under /usr/bin/time -v, its stdout in OUT, its
# stderr in OUT.err and its exit code in OUT.status; prints "wall_seconds
# peak_kib cpu_seconds". The peak is the largest of the process and each of
# its children (clang++'s driver runs one compiler process per file).
timed() {
  local out=$1 status=0
  shift
  /usr/bin/time -v -o "$out.time" "$@" > "$out" 2> "$out.err" || status=$?
  echo "$status" > "$out.status"
  awk -F': ' '
    /Elapsed \(wall clock\) time/ {
      n = split($2, t, ":"); s = 0
      for (i = 1; i <= n; i++) s = s * 60 + t[i]
      wall = s
    }
    /Maximum resident set size/ { rss = $2 }
    /User time \(seconds\)/ { cpu += $2 }
    /System time \(seconds\)/ { cpu += $2 }
    END { printf "%.3f %d %.3f\n", wall, rss, cpu }' "$out.time"
}
