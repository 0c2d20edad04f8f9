// Suppression by check id on real findings: a comment naming one rule leaves
// the others; every finding on the line with that rule is dropped.
//
// RUN: %expect-exit 1 %shapecheck %s -- -I %shapecheck-include 2>&1 \
// RUN:   | FileCheck --implicit-check-not=error: %s

#include <shapecheck/shapecheck.hpp>
struct Tensor {};

SHAPECHECK_RETURN(Float, "n m")
Tensor swap(SHAPECHECK(Float, "m n") Tensor x) {
  return x; // NOSHAPECHECK(shape-mismatch): both axes differ
}

SHAPECHECK_RETURN(Float, "n m")
Tensor drop(SHAPECHECK(Float, "n m k") Tensor x) {
  return x; // NOSHAPECHECK(shape-mismatch)
  // CHECK: suppress-rules.cpp:[[@LINE-1]]:10: error: {{.*}}[rank-mismatch]
}

SHAPECHECK_RETURN(Float, "n m")
Tensor drop2(SHAPECHECK(Float, "n m k") Tensor x) {
  // NOSHAPECHECKNEXTLINE(rank-mismatch, shape-mismatch)
  return x;
}
// CHECK: Suppressed 3 findings (3 NO{{SHAPECHECK}}).
// CHECK: 1 error generated.
