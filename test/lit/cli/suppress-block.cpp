// Suppression blocks (BEGIN ... END), with and without rule lists; the
// END closes the BEGIN with the same list; lines after the END are checked.
//
// RUN: %expect-exit 1 %shapecheck %s -- -I %shapecheck-include 2>&1 \
// RUN:   | FileCheck --implicit-check-not=error: --implicit-check-not=warning: %s

#include <shapecheck/shapecheck.hpp>
struct Tensor {};

// NOSHAPECHECKBEGIN
Tensor a(SHAPECHECK(Float, "n (") Tensor x) { return x; }
Tensor b(SHAPECHECK(Float, "n (") Tensor x) { return x; }
// NOSHAPECHECKEND
Tensor c(SHAPECHECK(Float, "n (") Tensor x) { return x; }
// CHECK: suppress-block.cpp:[[@LINE-1]]:{{[0-9]+}}: error: {{.*}}[annotation-syntax]

// NOSHAPECHECKBEGIN(annotation-syntax, shape-mismatch)
Tensor d(SHAPECHECK(Float, "n (") Tensor x) { return x; }
// NOSHAPECHECKBEGIN(rank-mismatch)
Tensor e(SHAPECHECK(Float, "n (") Tensor x) { return x; }
// NOSHAPECHECKEND(shape-mismatch,annotation-syntax)
Tensor f(SHAPECHECK(Float, "n (") Tensor x) { return x; }
// CHECK: suppress-block.cpp:[[@LINE-1]]:{{[0-9]+}}: error: {{.*}}[annotation-syntax]
// NOSHAPECHECKEND(rank-mismatch)

/* NOSHAPECHECKBEGIN(broadcast) */
Tensor g(SHAPECHECK(Float, "n (") Tensor x) { return x; }
// CHECK: suppress-block.cpp:[[@LINE-1]]:{{[0-9]+}}: error: {{.*}}[annotation-syntax]
/* NOSHAPECHECKEND(broadcast) */
// CHECK: Suppressed 4 findings (4 NO{{SHAPECHECK}}).
// CHECK: 3 errors generated.
