// Exit codes: 1 when a finding reaches the --fail-on level (error by
// default), 0 when nothing does; the summary goes to stderr.
//
// RUN: %expect-exit 1 %shapecheck %s -- -I %shapecheck-include 2>&1 \
// RUN:   | FileCheck %s
// RUN: %expect-exit 1 %shapecheck --fail-on=error %s -- -I %shapecheck-include
// RUN: %expect-exit 1 %shapecheck --fail-on warning %s -- -I %shapecheck-include
// RUN: %expect-exit 0 %shapecheck --fail-on=never %s -- -I %shapecheck-include \
// RUN:   2>&1 | FileCheck %s
// A file without findings:
// RUN: %expect-exit 0 %shapecheck %S/Inputs/clean.cpp -- -I %shapecheck-include
// RUN: %expect-exit 0 %shapecheck --fail-on=warning %S/Inputs/clean.cpp \
// RUN:   -- -I %shapecheck-include

#include <shapecheck/shapecheck.hpp>
struct Tensor {};

Tensor bad(SHAPECHECK(Float, "n (") Tensor x) { return x; }
// CHECK: exit-codes.cpp:[[@LINE-1]]:{{[0-9]+}}: error: {{.*}}[annotation-syntax]
// CHECK: 1 error generated.
