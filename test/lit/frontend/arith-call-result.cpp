// A callee's result size whose arithmetic fails for the call's arguments
// (`c//{groups}` with groups = 0) is an arith-overflow at the call, naming
// the size, the argument and the axis; the result's size is unknown after,
// so nothing else is reported (before: only --dump-shapes showed
// `<division by zero>`, and nothing was reported). The docs' example
// (docs/diagnostics/arith-overflow.md).
//
// RUN: not %shapecheck --no-cache %s -- -std=c++17 -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <cstdint>
#include <shapecheck/shapecheck.hpp>
struct Tensor {};

SHAPECHECK_RETURN(Float, "b c//{groups} {groups}")
Tensor split_groups(SHAPECHECK(Float, "b c") Tensor x, int64_t groups);

SHAPECHECK_RETURN(Float, "b 8 8")
Tensor run(SHAPECHECK(Float, "b 64") Tensor x) {
  Tensor ok = split_groups(x, 8);
  // CHECK: arith-call-result.cpp:[[@LINE+1]]:14: error: division by zero in 'c//{groups}' with groups = 0, axis 1 of the result of 'split_groups' [arith-overflow]
  Tensor g = split_groups(x, 0);
  return ok;
}
