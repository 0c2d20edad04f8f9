// An unannotated helper's inferred signature keeps what its body requires
// of its arguments' dtypes, and a result whose dtype follows an argument's
// is generalised over a dtype variable: Float32 in gives Float32 out, Int64
// in gives Int64 out. --dump-shapes shows a dtype variable that links
// several places of a signature as `Category<name>`.
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++20 \
// RUN:     -I %shapecheck-include > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out

#include <shapecheck/shapecheck.hpp>
using shapecheck::Float;
using shapecheck::Float32;
using shapecheck::Int64;
struct T {};

Float<T, "n m"> mm(Float<T, "n k"> a, Float<T, "k m"> b);
Float<T, "m n"> tr(Float<T, "n m"> x);
Int64<T, "3 3"> ints();
Float32<T, "3 3"> floats();
void takesFloat(Float<T, "n m"> x);
void takesInt(Int64<T, "n m"> x);
bool pick();

// DUMP: 'twice': (x: Float[n n]) -> Float[n n]
auto twice(T x) { return mm(x, x); }
// A helper that keeps its argument's dtype.
// DUMP: 'same': (x: Shaped<x>[*x]) -> Shaped<x>[*x]
T same(T x) { return x; }
// DUMP: 'gram': (x: Float[n m]) -> Float[n n]
T gram(T x) {
  T y = same(x);
  return mm(y, tr(x));
}
// Two arrays that may differ in dtype at run time keep their own.
// DUMP: 'either': (a: Shaped[*a], b: Shaped[*b], first: bool) -> Shaped[...]
T either(T a, T b, bool first) { return first ? a : b; }

void fires() {
  // CHECK: dtype-vars.cpp:[[@LINE+1]]:9: error: argument 'x' of call to 'twice' has dtype Int64, but parameter 'x' of 'twice' requires Float [dtype-mismatch]
  twice(ints());
  // CHECK: dtype-vars.cpp:[[@LINE+1]]:14: error: argument 'x' of call to 'takesFloat' has dtype Int64, but parameter 'x' of 'takesFloat' requires Float [dtype-mismatch]
  takesFloat(same(ints()));
  // CHECK: dtype-vars.cpp:[[@LINE+1]]:12: error: argument 'x' of call to 'takesInt' has dtype Float32, but parameter 'x' of 'takesInt' requires Int64 [dtype-mismatch]
  takesInt(same(floats()));
  // CHECK: dtype-vars.cpp:[[@LINE+1]]:8: error: argument 'x' of call to 'gram' has dtype Int64, but parameter 'x' of 'gram' requires Float [dtype-mismatch]
  gram(ints());
  // A call's known arguments are followed through the body: this one
  // returns its second argument.
  // CHECK: dtype-vars.cpp:[[@LINE+1]]:12: error: argument 'x' of call to 'takesInt' has dtype Float32, but parameter 'x' of 'takesInt' requires Int64 [dtype-mismatch]
  takesInt(either(ints(), floats(), false));
}

void silent() {
  twice(floats());
  takesFloat(same(floats()));
  takesInt(same(ints()));
  Int64<T, "3 3"> i = same(ints()); // each call has its own variable
  Float32<T, "3 3"> f = same(floats());
  Float<T, "3 3"> g = gram(floats());
  takesInt(either(ints(), floats(), pick())); // either, unknown
  takesFloat(twice(same(floats())));
  // An unknown dtype agrees with every variable.
  takesInt(same(T()));
}
