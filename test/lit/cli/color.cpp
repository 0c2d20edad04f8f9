// --color: always and never decide; auto colors a terminal unless NO_COLOR
// is set (and not empty) or TERM is dumb. JSON and SARIF are never colored.
//
// RUN: %expect-exit 1 %shapecheck --color=always %s -- -I %shapecheck-include \
// RUN:   2>&1 | FileCheck --check-prefix=COLOR %s
// RUN: env NO_COLOR=1 %expect-exit 1 %shapecheck --color=always %s \
// RUN:   -- -I %shapecheck-include 2>&1 | FileCheck --check-prefix=COLOR %s
// RUN: %expect-exit 1 %shapecheck --color=never %s -- -I %shapecheck-include \
// RUN:   2>&1 | FileCheck --check-prefix=PLAIN %s
// Not a terminal:
// RUN: %expect-exit 1 %shapecheck %s -- -I %shapecheck-include 2>&1 \
// RUN:   | FileCheck --check-prefix=PLAIN %s
// A terminal:
// RUN: env TERM=xterm %in-pty %expect-exit 1 %shapecheck %s \
// RUN:   -- -I %shapecheck-include | FileCheck --check-prefix=COLOR %s
// RUN: env TERM=xterm NO_COLOR=1 %in-pty %expect-exit 1 %shapecheck %s \
// RUN:   -- -I %shapecheck-include | FileCheck --check-prefix=PLAIN %s
// RUN: env TERM=xterm NO_COLOR= %in-pty %expect-exit 1 %shapecheck %s \
// RUN:   -- -I %shapecheck-include | FileCheck --check-prefix=COLOR %s
// RUN: env TERM=dumb %in-pty %expect-exit 1 %shapecheck %s \
// RUN:   -- -I %shapecheck-include | FileCheck --check-prefix=PLAIN %s
// RUN: env TERM=xterm %in-pty %expect-exit 1 %shapecheck --color=never %s \
// RUN:   -- -I %shapecheck-include | FileCheck --check-prefix=PLAIN %s
// RUN: env TERM=xterm %in-pty %expect-exit 1 %shapecheck --format=json \
// RUN:   --color=always %s -- -I %shapecheck-include \
// RUN:   | FileCheck --check-prefix=JSON %s

#include <shapecheck/shapecheck.hpp>
struct Tensor {};

Tensor bad(SHAPECHECK(Float, "n (") Tensor x) { return x; }
// COLOR: color.cpp:[[@LINE-1]]:{{[0-9]+}}: {{.*}}[0;1;31merror: {{.*}}[annotation-syntax]
// PLAIN-NOT: {{\[[0-9;]+m}}
// PLAIN: color.cpp:[[@LINE-3]]:{{[0-9]+}}: error: {{.*}}[annotation-syntax]
// PLAIN-NOT: {{\[[0-9;]+m}}
// JSON-NOT: {{\[[0-9;]+m}}
// JSON: "findings"
// JSON-NOT: {{\[[0-9;]+m}}
