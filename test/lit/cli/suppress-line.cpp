// Same-line suppression comments: all rules, one rule, a list, a
// wildcard; a comment naming other rules does not suppress.
//
// RUN: %expect-exit 1 %shapecheck %s -- -I %shapecheck-include 2>&1 \
// RUN:   | FileCheck --implicit-check-not=error: %s
// RUN: %expect-exit 1 %shapecheck --format=json %s -- -I %shapecheck-include \
// RUN:   | %json-summary - | FileCheck --check-prefix=JSON %s
// SARIF keeps the suppressed findings, marked as suppressed in source; they
// do not change the exit code.
// RUN: %expect-exit 1 %shapecheck --format=sarif %s -- -I %shapecheck-include \
// RUN:   > %t.sarif
// RUN: %validate-sarif --github %t.sarif
// RUN: %json-summary %t.sarif | FileCheck --check-prefix=SARIF %s

#include <shapecheck/shapecheck.hpp>
struct Tensor {};

Tensor a(SHAPECHECK(Float, "n (") Tensor x) { return x; } // NOSHAPECHECK
Tensor b(SHAPECHECK(Float, "n (") Tensor x) { return x; } // NOSHAPECHECK(annotation-syntax)
Tensor c(SHAPECHECK(Float, "n (") Tensor x) { return x; } // NOSHAPECHECK(shape-mismatch)
// CHECK: suppress-line.cpp:[[@LINE-1]]:{{[0-9]+}}: error: {{.*}}[annotation-syntax]
Tensor d(SHAPECHECK(Float, "n (") Tensor x) { return x; } // NOSHAPECHECK(shape-mismatch, annotation-syntax)
Tensor e(SHAPECHECK(Float, "n (") Tensor x) { return x; } /* NOSHAPECHECK(*-syntax) */
Tensor f(SHAPECHECK(Float, "n (") Tensor x) { return x; } // ok: NOSHAPECHECK(annotation-syntax) since ...
// CHECK: Suppressed 5 findings (5 NO{{SHAPECHECK}}).
// CHECK: 1 error generated.
// JSON: json version=1 successful=true errors=1 warnings=0
// JSON-NEXT: finding annotation-syntax error suppress-line.cpp:[[@LINE-8]]:
// JSON-NOT: finding
// SARIF: sarif version=2.1.0
// SARIF-NEXT: result annotation-syntax error uri={{.*}}suppress-line.cpp line={{[0-9]+}} col={{[0-9]+}} suppressed=inSource
// SARIF-NEXT: result annotation-syntax error uri={{.*}}suppress-line.cpp line={{[0-9]+}} col={{[0-9]+}} suppressed=inSource
// SARIF-NEXT: result annotation-syntax error uri={{.*}}suppress-line.cpp line={{[0-9]+}} col={{[0-9]+}}{{$}}
// SARIF-NEXT: result annotation-syntax error uri={{.*}}suppress-line.cpp line={{[0-9]+}} col={{[0-9]+}} suppressed=inSource
// SARIF-NEXT: result annotation-syntax error uri={{.*}}suppress-line.cpp line={{[0-9]+}} col={{[0-9]+}} suppressed=inSource
// SARIF-NEXT: result annotation-syntax error uri={{.*}}suppress-line.cpp line={{[0-9]+}} col={{[0-9]+}} suppressed=inSource
// SARIF-NOT: result
