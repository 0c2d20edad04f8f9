// --fail-on=warning: a warning (here the tool's own, about an unmatched
// suppression comment) makes the exit code 1; by default it does not.
//
// RUN: %expect-exit 0 %shapecheck %s -- -I %shapecheck-include 2>&1 \
// RUN:   | FileCheck %s
// RUN: %expect-exit 1 %shapecheck --fail-on=warning %s \
// RUN:   -- -I %shapecheck-include 2>&1 | FileCheck %s
// RUN: %expect-exit 0 %shapecheck --fail-on=never %s -- -I %shapecheck-include

#include <shapecheck/shapecheck.hpp>
struct Tensor {};

SHAPECHECK_RETURN(Float, "n")
Tensor same(SHAPECHECK(Float, "n") Tensor x) { return x; }

// NOSHAPECHECKBEGIN
// CHECK: fail-on-warning.cpp:[[@LINE-1]]:4: warning: unmatched 'NO{{SHAPECHECKBEGIN}}' comment
// CHECK: 1 warning generated.
