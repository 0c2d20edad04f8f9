// The next-line suppression comment applies to the next line only.
//
// RUN: %expect-exit 1 %shapecheck %s -- -I %shapecheck-include 2>&1 \
// RUN:   | FileCheck --implicit-check-not=error: %s

#include <shapecheck/shapecheck.hpp>
struct Tensor {};

// NOSHAPECHECKNEXTLINE
Tensor a(SHAPECHECK(Float, "n (") Tensor x) { return x; }
// NOSHAPECHECKNEXTLINE(annotation-syntax)
Tensor b(SHAPECHECK(Float, "n (") Tensor x) { return x; }
// NOSHAPECHECKNEXTLINE(rank-mismatch)
Tensor c(SHAPECHECK(Float, "n (") Tensor x) { return x; }
// CHECK: suppress-nextline.cpp:[[@LINE-1]]:{{[0-9]+}}: error: {{.*}}[annotation-syntax]
// NOSHAPECHECKNEXTLINE(annotation-syntax)

Tensor d(SHAPECHECK(Float, "n (") Tensor x) { return x; }
// CHECK: suppress-nextline.cpp:[[@LINE-1]]:{{[0-9]+}}: error: {{.*}}[annotation-syntax]
Tensor e(SHAPECHECK(Float, "n (") Tensor x) { return x; } // NOSHAPECHECKNEXTLINE
Tensor f(SHAPECHECK(Float, "n (") Tensor x) { return x; }
// CHECK: suppress-nextline.cpp:[[@LINE-2]]:{{[0-9]+}}: error: {{.*}}[annotation-syntax]
// CHECK: Suppressed 3 findings (3 NO{{SHAPECHECK}}).
// CHECK: 3 errors generated.
