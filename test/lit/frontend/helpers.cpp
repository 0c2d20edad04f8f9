// An unannotated helper with a visible body is analysed once, its shapes
// generalized, and each call instantiates them afresh: `swap` below is
// polymorphic. Recursion gives an unknown result and never loops.
//
// RUN: not %shapecheck %s -- -std=c++20 -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <shapecheck/shapecheck.hpp>
using shapecheck::Float;
struct Tensor {};

Float<Tensor, "n m"> transpose(Float<Tensor, "m n"> x);
Float<Tensor, "a c"> matmul(Float<Tensor, "a b"> x, Float<Tensor, "b c"> y);
Float<Tensor, "2 3"> make23();
Float<Tensor, "4 5"> make45();
void takes23(Float<Tensor, "2 3"> x);

Tensor swap(Tensor x) { return transpose(x); }
Tensor gram(const Tensor &x) { return matmul(x, transpose(x)); }
auto chain(Tensor x, Tensor y) { return matmul(swap(x), y); }

void fires() {
  // CHECK: helpers.cpp:[[@LINE+2]]:11: error: argument 'x' of call to 'takes23', axis 0: size 3 does not match 2
  // CHECK: helpers.cpp:[[@LINE+1]]:11: error: argument 'x' of call to 'takes23', axis 1: size 2 does not match 3
  takes23(swap(make23()));
  // CHECK: helpers.cpp:[[@LINE+3]]:28: error: argument 'y' of call to 'chain', axis 0: size 4 does not match 'm' = 2 required by parameter 'y' of 'chain'
  // CHECK: helpers.cpp:[[@LINE+2]]:18: note: 'm' = 2 was bound by argument 'x' of call to 'chain'
  // CHECK: helpers.cpp:20:22: note: parameter 'y' of 'chain' is declared here
  auto c = chain(make23(), make45());
}

void silent() {
  takes23(swap(swap(make23())));
  Float<Tensor, "5 4"> a = swap(make45()); // a new instance per call
  Float<Tensor, "2 2"> g = gram(make23());
  Float<Tensor, "3 3"> c = chain(make23(), transpose(transpose(make23())));
}

// Recursion: the inner call's result is unknown, unless the call's
// arguments end it (a known count): each call is analysed with its own
// arguments, within bounds.
Tensor rec(Tensor x, int n) { return n ? rec(transpose(x), n - 1) : x; }
Tensor even(Tensor x, int n);
Tensor odd(Tensor x, int n) { return n ? even(x, n - 1) : x; }
Tensor even(Tensor x, int n) { return n ? odd(transpose(x), n - 1) : x; }
void useRec(int k) {
  takes23(rec(make23(), k));
  takes23(odd(make23(), k));
  takes23(rec(make23(), 2));
  // Three transposes.
  // CHECK: helpers.cpp:[[@LINE+2]]:11: error: argument 'x' of call to 'takes23', axis 0: size 3 does not match 2
  // CHECK: helpers.cpp:[[@LINE+1]]:11: error: argument 'x' of call to 'takes23', axis 1: size 2 does not match 3
  takes23(rec(make23(), 3));
}
