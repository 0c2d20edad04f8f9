// --dump-shapes lists each function's signature (annotated, or inferred and
// generalized) and each array-valued local's shape at its declaration, by
// location.
//
// RUN: %shapecheck --dump-shapes %s -- -std=c++20 -I %shapecheck-include \
// RUN:   | FileCheck %s --match-full-lines

#include <shapecheck/shapecheck.hpp>
#include <stdint.h>
using shapecheck::Float;
struct Tensor {};

Float<Tensor, "n m"> transpose(Float<Tensor, "m n"> x);
Float<Tensor, "{rows} 3"> make(int64_t rows);

// CHECK: {{.*}}dump-shapes.cpp:[[@LINE+1]]:22: 'twice': (x: Float[m n]) -> Float[m n]
Float<Tensor, "m n"> twice(Float<Tensor, "m n"> x) {
  // CHECK-NEXT: {{.*}}dump-shapes.cpp:[[@LINE+1]]:8: 'y': Float[n m]
  auto y = transpose(x);
  return transpose(y);
}

// CHECK-NEXT: {{.*}}dump-shapes.cpp:[[@LINE+1]]:8: 'helper': (x: Shaped[*x], k: int64_t) -> Float[k+1 3]
Tensor helper(Tensor x, int64_t k) {
  // CHECK-NEXT: {{.*}}dump-shapes.cpp:[[@LINE+1]]:10: 'r': Float[k+1 3]
  Tensor r = make(k + 1);
  return r;
}

// CHECK-NEXT: {{.*}}dump-shapes.cpp:[[@LINE+1]]:6: 'user': () -> void
void user() {
  // CHECK-NEXT: {{.*}}dump-shapes.cpp:[[@LINE+1]]:8: 'a': Float[3 2]
  auto a = transpose(make(2));
  // CHECK-NEXT: {{.*}}dump-shapes.cpp:[[@LINE+1]]:24: 'b': Float[3 2]
  Float<Tensor, "b 2"> b = a;
  // CHECK-NEXT: {{.*}}dump-shapes.cpp:[[@LINE+1]]:8: 'c': Float[6 3]
  auto c = helper(a, 5);
}
// CHECK-NOT: {{.}}
