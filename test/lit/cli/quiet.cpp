// Progress lines (--progress: stderr is not a terminal here) and the summary
// go to stderr; --quiet drops both, not the findings.
//
// RUN: %expect-exit 1 %shapecheck -j1 --progress %s %S/Inputs/clean.cpp \
// RUN:   -- -I %shapecheck-include > %t.out 2> %t.err
// RUN: FileCheck --input-file=%t.out %s
// RUN: FileCheck --check-prefix=LOUD --input-file=%t.err %s
//
// RUN: %expect-exit 1 %shapecheck --quiet --progress %s %S/Inputs/clean.cpp \
// RUN:   -- -I %shapecheck-include > %t.q.out 2> %t.q.err
// RUN: FileCheck --input-file=%t.q.out %s
// RUN: count 0 < %t.q.err
// RUN: %expect-exit 1 %shapecheck -q %s -- -I %shapecheck-include 2> %t.q1.err
// RUN: count 0 < %t.q1.err
//
// Not asked for, on a pipe: no progress line.
// RUN: %expect-exit 1 %shapecheck %s %S/Inputs/clean.cpp \
// RUN:   -- -I %shapecheck-include 2>&1 >/dev/null \
// RUN:   | FileCheck --check-prefix=ONE %s

#include <shapecheck/shapecheck.hpp>
struct Tensor {};

Tensor bad(SHAPECHECK(Float, "n (") Tensor x) { return x; }
// CHECK: quiet.cpp:[[@LINE-1]]:{{[0-9]+}}: error: {{.*}}[annotation-syntax]
// LOUD: [1/2] Processing file {{.*}}quiet.cpp.
// LOUD-NEXT: [2/2] Processing file {{.*}}clean.cpp.
// LOUD-NEXT: 1 error generated.
// ONE-NOT: Processing
// ONE: 1 error generated.
