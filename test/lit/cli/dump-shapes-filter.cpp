// --dump-shapes=NAME and --dump-shapes=FILE:LINE list one function's
// signature and its locals only; plain --dump-shapes lists everything.
//
// RUN: %shapecheck --dump-shapes=user %s -- -std=c++20 \
// RUN:   -I %shapecheck-include | FileCheck --check-prefix=USER %s
// RUN: %shapecheck --dump-shapes=geo::twice %s -- -std=c++20 \
// RUN:   -I %shapecheck-include | FileCheck --check-prefix=TWICE %s
// RUN: %shapecheck --dump-shapes=twice %s -- -std=c++20 \
// RUN:   -I %shapecheck-include | FileCheck --check-prefix=TWICE %s
// RUN: cd %S && %shapecheck --dump-shapes=dump-shapes-filter.cpp:38 \
// RUN:   dump-shapes-filter.cpp -- -std=c++20 -I %shapecheck-include \
// RUN:   | FileCheck --check-prefix=USER %s
// RUN: cd %S && %shapecheck --dump-shapes=user dump-shapes-filter.cpp \
// RUN:   -- -std=c++20 -I %shapecheck-include | FileCheck --check-prefix=REL %s
// RUN: %shapecheck --dump-shapes=cli/dump-shapes-filter.cpp:33 %s \
// RUN:   -- -std=c++20 -I %shapecheck-include \
// RUN:   | FileCheck --check-prefix=TWICE %s
// RUN: %shapecheck --dump-shapes %s -- -std=c++20 -I %shapecheck-include \
// RUN:   | FileCheck --check-prefix=ALL %s
// Nothing selected: a warning on stderr, exit 0.
// RUN: %shapecheck --dump-shapes=nosuch %s -- -std=c++20 \
// RUN:   -I %shapecheck-include 2>&1 | FileCheck --check-prefix=NONE %s

#include <shapecheck/shapecheck.hpp>
using shapecheck::Float;
struct Tensor {};

Float<Tensor, "n m"> transpose(Float<Tensor, "m n"> x);

namespace geo {
Float<Tensor, "m n"> twice(Float<Tensor, "m n"> x) {
  auto y = transpose(x);
  return transpose(y);
}
} // namespace geo

void user(Float<Tensor, "3 2"> a) {
  auto b = transpose(a);
}

// USER-NOT: 'twice'
// USER: dump-shapes-filter.cpp:37:6: 'user': (a: Float[3 2]) -> void
// USER-NEXT: dump-shapes-filter.cpp:38:8: 'b': Float[2 3]
// USER-NOT: {{.}}
// Files named as given: relative stays relative.
// REL: {{^}}dump-shapes-filter.cpp:37:6: 'user'

// TWICE: dump-shapes-filter.cpp:31:22: 'geo::twice': (x: Float[m n]) -> Float[m n]
// TWICE-NEXT: dump-shapes-filter.cpp:32:8: 'y': Float[n m]
// TWICE-NOT: {{.}}

// ALL: 'geo::twice'
// ALL: 'y'
// ALL: 'user'
// ALL: 'b'

// NONE: shapecheck: warning: --dump-shapes=nosuch matched no analysed function
