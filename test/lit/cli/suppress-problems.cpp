// Unmatched BEGIN and END, a BEGIN closed by an END with another rule list,
// malformed directives and unknown check ids: warnings with their location
// (notifications on stderr, in JSON and in SARIF); they suppress nothing.
//
// RUN: %expect-exit 1 %shapecheck %s -- -I %shapecheck-include > %t.out 2> %t.err
// RUN: FileCheck --input-file=%t.err %s
// RUN: FileCheck --check-prefix=OUT --input-file=%t.out %s
// RUN: %expect-exit 1 %shapecheck --format=json %s -- -I %shapecheck-include \
// RUN:   | %json-summary - | FileCheck --check-prefix=JSON %s
// RUN: %expect-exit 1 %shapecheck --format=json %s -- -I %shapecheck-include \
// RUN:   > %t.json
// RUN: FileCheck --check-prefix=FIX --input-file=%t.json %s
// RUN: %expect-exit 1 %shapecheck --format=sarif %s -- -I %shapecheck-include \
// RUN:   > %t.sarif
// RUN: %validate-sarif %t.sarif
// RUN: %json-summary %t.sarif | FileCheck --check-prefix=SARIF %s

#include <shapecheck/shapecheck.hpp>
struct Tensor {};

// NOSHAPECHECKEND
// CHECK: suppress-problems.cpp:[[@LINE-1]]:4: warning: unmatched 'NO{{SHAPECHECKEND}}' comment without a previous 'NO{{SHAPECHECKBEGIN}}' comment
Tensor a(SHAPECHECK(Float, "n (") Tensor x) { return x; } // NOSHAPECHECK(shape-mismach)
// CHECK: suppress-problems.cpp:[[@LINE-1]]:75: warning: unknown check id 'shape-mismach' in 'NO{{SHAPECHECK}}' comment
// CHECK-NEXT: {{^ +[0-9]+ \| }}
// CHECK-NEXT: {{^ +\| +\^~{12}$}}
// CHECK-NEXT: {{^ +\| +shape-mismatch$}}
// CHECK-NEXT: hint: did you mean 'shape-mismatch'?
// FIX: "message": "unknown check id 'shape-mismach' in 'NO{{SHAPECHECK}}' comment",
// FIX: "column": 75,
// FIX: "hints": [
// FIX-NEXT: "did you mean 'shape-mismatch'?"
// FIX-NEXT: ],
// FIX-NEXT: "fixes": [
// FIX: "replacement": "shape-mismatch"
Tensor b(SHAPECHECK(Float, "n (") Tensor x) { return x; } // NOSHAPECHECK(annotation-syntax
// CHECK: suppress-problems.cpp:[[@LINE-1]]:62: warning: missing ')'
Tensor c(SHAPECHECK(Float, "n (") Tensor x) { return x; } // NOSHAPECHECK()
// CHECK: suppress-problems.cpp:[[@LINE-1]]:62: warning: empty rule list
// NOSHAPECHECKBEGIN(annotation-syntax)
// CHECK: suppress-problems.cpp:[[@LINE-1]]:4: warning: unmatched 'NO{{SHAPECHECKBEGIN}}' comment without a subsequent 'NO{{SHAPECHECKEND}}' comment
Tensor d(SHAPECHECK(Float, "n (") Tensor x) { return x; }
// NOSHAPECHECKEND(rank-mismatch)
// CHECK: suppress-problems.cpp:[[@LINE-1]]:4: warning: unmatched 'NO{{SHAPECHECKEND}}' comment without a previous
// CHECK: 4 errors, 6 warnings generated.
// OUT-COUNT-4: error: {{.*}}[annotation-syntax]
// JSON: json version=1 successful=true errors=4 warnings=6
// JSON-COUNT-4: finding annotation-syntax error
// JSON-COUNT-6: notification warning suppress-problems.cpp:
// SARIF-COUNT-4: result annotation-syntax error
// SARIF-COUNT-6: tool-notification warning suppress-problems.cpp:
