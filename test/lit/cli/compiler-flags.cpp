// Compiler flags: after `--` (no database then), --extra-arg (appended) and
// --extra-arg-before (prepended), each repeatable.
//
// RUN: %expect-exit 0 %shapecheck %s -- -I %shapecheck-include
// RUN: %expect-exit 1 %shapecheck %s -- -I %shapecheck-include -DBAD 2>&1 \
// RUN:   | FileCheck %s
// RUN: %expect-exit 1 %shapecheck --extra-arg=-DBAD %s -- -I %shapecheck-include \
// RUN:   2>&1 | FileCheck %s
// RUN: %expect-exit 1 %shapecheck --extra-arg -DBAD %s -- -I %shapecheck-include
// RUN: %expect-exit 1 %shapecheck --extra-arg-before=-DBAD %s \
// RUN:   -- -I %shapecheck-include
// RUN: %expect-exit 1 %shapecheck --extra-arg=-DBAD --extra-arg=-DWORSE %s \
// RUN:   -- -I %shapecheck-include 2>&1 | FileCheck --check-prefix=BOTH %s
// Order: --extra-arg comes after the flags, --extra-arg-before before them.
// RUN: %expect-exit 0 %shapecheck --extra-arg=-UBAD %s \
// RUN:   -- -I %shapecheck-include -DBAD
// RUN: %expect-exit 1 %shapecheck --extra-arg-before=-UBAD %s \
// RUN:   -- -I %shapecheck-include -DBAD

#include <shapecheck/shapecheck.hpp>
struct Tensor {};

#ifdef BAD
Tensor bad(SHAPECHECK(Float, "n (") Tensor x) { return x; }
// CHECK: compiler-flags.cpp:[[@LINE-1]]:{{[0-9]+}}: error: {{.*}}[annotation-syntax]
// CHECK: 1 error generated.
// BOTH: compiler-flags.cpp:[[@LINE-3]]:{{[0-9]+}}: error:
#endif
#ifdef WORSE
Tensor worse(SHAPECHECK(Float, "*a *b") Tensor x) { return x; }
// BOTH: compiler-flags.cpp:[[@LINE-1]]:{{[0-9]+}}: error:
// BOTH: 2 errors generated.
#endif
