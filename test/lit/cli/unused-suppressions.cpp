// --warn-unused-suppressions (or WarnUnusedSuppressions: true): a warning
// for each suppression comment that suppressed nothing, and for each check id
// in a list that suppressed nothing; without it, none. The warnings are
// tool notifications: --fail-on=warning fails on them.
//
// RUN: %expect-exit 1 %shapecheck %s -- -I %shapecheck-include 2>&1 \
// RUN:   | FileCheck --check-prefix=OFF --implicit-check-not='unused suppression' %s
// RUN: %expect-exit 1 %shapecheck --warn-unused-suppressions %s \
// RUN:   -- -I %shapecheck-include 2>&1 \
// RUN:   | FileCheck --implicit-check-not='unused suppression' %s
// RUN: rm -rf %t && mkdir %t && cp %s %t/u.cpp
// RUN: echo 'WarnUnusedSuppressions: true' > %t/.shapecheck.yaml
// RUN: %expect-exit 1 %shapecheck %t/u.cpp -- -I %shapecheck-include 2>&1 \
// RUN:   | FileCheck --check-prefix=CONFIG %s

#include <shapecheck/shapecheck.hpp>
struct Tensor {};

SHAPECHECK_RETURN(Float, "n")
Tensor used(SHAPECHECK(Float, "m") Tensor x) {
  return x; // NOSHAPECHECK(shape-mismatch)
}

SHAPECHECK_RETURN(Float, "n")
Tensor fine(SHAPECHECK(Float, "n") Tensor x) {
  return x; // NOSHAPECHECK
  // CHECK: unused-suppressions.cpp:[[@LINE-1]]:16: warning: unused suppression: this 'NO{{SHAPECHECK}}' comment suppressed no finding
  // CONFIG: u.cpp:[[@LINE-2]]:16: warning: unused suppression
}

SHAPECHECK_RETURN(Float, "n")
Tensor partly(SHAPECHECK(Float, "m") Tensor x) {
  // NOSHAPECHECKNEXTLINE(broadcast, shape-mismatch)
  return x;
  // CHECK: unused-suppressions.cpp:[[@LINE-2]]:6: warning: unused suppression: rule 'broadcast' in this 'NO{{SHAPECHECKNEXTLINE}}' comment suppressed no finding
}

// NOSHAPECHECKBEGIN(rank-mismatch)
// CHECK: unused-suppressions.cpp:[[@LINE-1]]:4: warning: unused suppression: this 'NO{{SHAPECHECKBEGIN}}' comment suppressed no finding
SHAPECHECK_RETURN(Float, "n")
Tensor fine2(SHAPECHECK(Float, "n") Tensor x) { return x; }
// NOSHAPECHECKEND(rank-mismatch)

SHAPECHECK_RETURN(Float, "n")
Tensor loud(SHAPECHECK(Float, "m") Tensor x) { return x; }
// OFF: unused-suppressions.cpp:[[@LINE-1]]:{{[0-9]+}}: error: {{.*}}[shape-mismatch]
// CHECK: unused-suppressions.cpp:[[@LINE-2]]:{{[0-9]+}}: error: {{.*}}[shape-mismatch]
// CHECK: Suppressed 2 findings (2 NO{{SHAPECHECK}}).
// CHECK: 1 error, 3 warnings generated.
