// Two signatures that both name a dimension 'n': a message that mentions both
// qualifies each by the function that declared it ('take::n' and 'f::n'),
// so that it never reads "'n' = n". Names that do not clash stay short, and
// so do the names of two calls of the same function.
//
// RUN: not %shapecheck %s -- -std=c++20 -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <shapecheck/shapecheck.hpp>
using shapecheck::Float;
struct Tensor {};

Float<Tensor, "n"> take(Float<Tensor, "n"> a, Float<Tensor, "n"> b);
Float<Tensor, "n c"> scores(Float<Tensor, "n c"> logits);

Float<Tensor, "n"> clash(Float<Tensor, "n"> x, Float<Tensor, "m"> y) {
  // CHECK: qualified-names.cpp:[[@LINE+3]]:18: error: argument 'b' of call to 'take', axis 0: size 'm' does not match 'take::n' = clash::n required by parameter 'b' of 'take'; 'm' and 'clash::n' are distinct dimensions that would have to be equal [shape-mismatch]
  // CHECK: qualified-names.cpp:[[@LINE+2]]:15: note: 'take::n' = clash::n was bound by argument 'a' of call to 'take'
  // CHECK: qualified-names.cpp:[[@LINE-3]]:40: note: 'clash::n' is a dimension of the signature of 'clash'
  return take(x, y);
}

// No clash: 'k' is only the caller's, 'n' only the callee's.
Float<Tensor, "k"> plain(Float<Tensor, "k"> x, Float<Tensor, "q"> y) {
  // CHECK: qualified-names.cpp:[[@LINE+2]]:18: error: argument 'b' of call to 'take', axis 0: size 'q' does not match 'n' = k required by parameter 'b' of 'take'; 'q' and 'k' are distinct dimensions that would have to be equal [shape-mismatch]
  // CHECK: qualified-names.cpp:[[@LINE+1]]:15: note: 'n' = k was bound by argument 'a' of call to 'take'
  return take(x, y);
}

// A rank conflict names the shapes of both signatures.
Float<Tensor, "n c"> rank(Float<Tensor, "n"> x) {
  // CHECK: qualified-names.cpp:[[@LINE+1]]:17: error: argument 'logits' of call to 'scores' has 1 axis [rank::n], but parameter 'logits' of 'scores' requires 2 axes [scores::n c] [rank-mismatch]
  return scores(x);
}

// A class's dimensions against an object's own: inside Net, the field l has
// a 'din' of its own, bound to Net's 'din' by the first call. The object's
// is qualified by the object, the class's by the class.
struct Layer {
  Float<Tensor, "din dout"> w;
  Float<Tensor, "b dout"> forward(Float<Tensor, "b din"> x);
};

struct Net {
  Float<Tensor, "din dout"> v;
  Layer l;
  void run(Float<Tensor, "b din"> x, Float<Tensor, "b dout"> y) {
    l.forward(x);
    // CHECK: qualified-names.cpp:[[@LINE+4]]:15: error: argument 'x' of call to 'Layer::forward', axis 1: size 'dout' does not match 'l.din' = Net::din required by parameter 'x' of 'Layer::forward'; 'dout' and 'Net::din' are distinct dimensions that would have to be equal [shape-mismatch]
    // CHECK: qualified-names.cpp:[[@LINE-2]]:15: note: 'l.din' = Net::din was bound by argument 'x' of call to 'Layer::forward'
    // CHECK: note: 'Net::din' is a dimension of 'Net', named in the annotation of its field 'v'
    // CHECK: note: 'dout' is a dimension of 'Net', named in the annotation of its field 'v'
    l.forward(y);
  }
};
