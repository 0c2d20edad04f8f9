// A class's annotated fields name dimensions of the class, as a generic
// class's type parameters: inside its methods and constructors each name is
// one rigid dimension shared by every method and field; each object (a
// local, a field of another class, a construction with known sizes) has
// sizes of its own, instantiated afresh as a call instantiates a signature.
//
// RUN: not %shapecheck --dump-shapes %s -- -std=c++20 -I %shapecheck-include \
// RUN:   > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out

#include <shapecheck/shapecheck.hpp>
using shapecheck::Float;
struct T {};

Float<T, "n m"> mm(Float<T, "n k"> a, Float<T, "k m"> b);
Float<T, "m n"> transpose(Float<T, "n m"> a);
Float<T, "4 5"> make45();

struct Layer {
  // DUMP: class-dims.cpp:[[@LINE+1]]:24: 'Layer::w': Float[din dout]
  Float<T, "din dout"> w;
  // DUMP: class-dims.cpp:[[@LINE+1]]:20: 'Layer::bias': Float[dout]
  Float<T, "dout"> bias;

  // DUMP: class-dims.cpp:[[@LINE+1]]:22: 'Layer::forward': (x: Float[b din]) -> Float[b dout]
  Float<T, "b dout"> forward(Float<T, "b din"> x) { return mm(x, w); }
  // The bug of the issue: w must be transposed. `din` and `dout` are the
  // class's, rigid in every method.
  // DUMP: class-dims.cpp:[[@LINE+5]]:21: 'Layer::back': (g: Float[b dout]) -> Float[b din]
  // CHECK: class-dims.cpp:[[@LINE+4]]:63: error: argument 'b' of call to 'mm', axis 0: size 'din' does not match 'k' = dout required by parameter 'b' of 'mm'; 'din' and 'dout' are distinct dimensions that would have to be equal [shape-mismatch]
  // CHECK: class-dims.cpp:[[@LINE+3]]:60: note: 'k' = dout was bound by argument 'a' of call to 'mm'
  // CHECK: class-dims.cpp:22:12: note: 'dout' is a dimension of 'Layer', named in the annotation of its field 'w'
  // CHECK: class-dims.cpp:22:12: note: 'din' is a dimension of 'Layer', named in the annotation of its field 'w'
  Float<T, "b din"> back(Float<T, "b dout"> g) { return mm(g, w); }
  Float<T, "b din"> backOk(Float<T, "b dout"> g) {
    return mm(g, transpose(w));
  }
  // No constructor sizes w: a method that does (`reset`, an `Init()`)
  // decides the object's sizes, as a constructor would; its assignments
  // are checked against each other (test/eigen/init-method.cpp).
  void reset() { w = make45(); }
  void resetOk(Float<T, "din dout"> v) { w = v; }
};

void objects() {
  Layer a, b;
  a.forward(Float<T, "8 3">{}); // a's din is 3
  b.forward(Float<T, "8 5">{}); // b's din is another: 5
  // CHECK: class-dims.cpp:[[@LINE+2]]:13: error: argument 'x' of call to 'Layer::forward', axis 1: size 5 does not match 'din' = 3 required by parameter 'x' of 'Layer::forward' [shape-mismatch]
  // CHECK: class-dims.cpp:[[@LINE-3]]:13: note: 'din' = 3 was bound by argument 'x' of call to 'Layer::forward'
  a.forward(Float<T, "8 5">{});
  // The fields of an object have its sizes.
  // CHECK: class-dims.cpp:[[@LINE+1]]:34: error: argument 'b' of call to 'mm', axis 0: size 'din' = 3 does not match 'k' = 4 required by parameter 'b' of 'mm' [shape-mismatch]
  auto z = mm(Float<T, "2 4">{}, a.w);
  // DUMP: class-dims.cpp:[[@LINE+1]]:8: 'wb': Float[5 dout]
  auto wb = b.w;
}

// An object given as a parameter has sizes of its own, fixed within a call.
void train(Layer &l) {
  l.forward(Float<T, "8 3">{});
  // DUMP: class-dims.cpp:[[@LINE+1]]:8: 'lw': Float[3 dout]
  auto lw = l.w;
  // CHECK: class-dims.cpp:[[@LINE+1]]:13: error: argument 'x' of call to 'Layer::forward', axis 1: size 4 does not match 'din' = 3
  l.forward(Float<T, "8 4">{});
}

// So has an object given by pointer: the calls through `l->` are on one
// object (each had sizes of its own before).
void trainp(Layer *l) {
  l->forward(Float<T, "8 3">{});
  // CHECK: class-dims.cpp:[[@LINE+1]]:14: error: argument 'x' of call to 'Layer::forward', axis 1: size 4 does not match 'din' = 3
  l->forward(Float<T, "8 4">{});
}

// A construction with known sizes: the constructor's names are the class's.
struct Dense {
  Float<T, "i o"> w;
  Dense(Float<T, "i o"> init) : w(init) {}
  Float<T, "b o"> operator()(Float<T, "b i"> x) const { return mm(x, w); }
};

void constructed() {
  Dense d(make45());
  // DUMP: class-dims.cpp:[[@LINE+1]]:8: 'y': Float[2 5]
  auto y = d(Float<T, "2 4">{});
  // CHECK: class-dims.cpp:[[@LINE+2]]:5: error: argument 'x' of call to 'Dense::operator()', axis 1: size 5 does not match 'i' = 4 required by parameter 'x' of 'Dense::operator()' [shape-mismatch]
  // CHECK: class-dims.cpp:[[@LINE-4]]:11: note: 'i' = 4 was bound by argument 'init' of call to 'Dense::Dense'
  d(Float<T, "2 5">{});
}

// A field of another class is an object too: the same sizes at each use.
// The inner call gives `dout` of `inner` = 3, its `din`.
struct Twice {
  Layer inner;
  // CHECK: class-dims.cpp:[[@LINE+2]]:12: error: returned value, axis 1: size 3 does not match 5 required by the result of 'Twice::run' [shape-mismatch]
  Float<T, "b 5"> run(Float<T, "b 3"> x) {
    return inner.forward(inner.forward(x));
  }
};

// A constructor gives the object its sizes (issue 26: as a user writes a
// Kalman filter, `x_(VectorXd::Zero(n))`): the class's names that its
// annotated parameters do not use are bound by the first initialiser that
// sizes them, then checked. `Sized(Float<T, "3">)` makes every object's n
// 3, which is no error; a second field of another size is.
struct Sized {
  Float<T, "n"> v;
  Float<T, "n n"> m;
  // CHECK: class-dims.cpp:[[@LINE+3]]:49: error: initializer of field 'm', axis 0: size 4 does not match 'n' = 3 required by the annotation of 'm' [shape-mismatch]
  // CHECK: class-dims.cpp:[[@LINE+2]]:37: note: 'n' = 3 was bound by initializer of field 'v'
  Sized(Float<T, "3"> three) : v(three), m(Float<T, "3 3">{}) {}
  Sized(Float<T, "3"> three, int) : v(three), m(Float<T, "4 3">{}) {}
};

// An in-class initialiser too, when the class is built with its implicit
// constructor: n = 4 and m = 5 for every object.
struct Init {
  Float<T, "n m"> v = make45();
};
void makeInit() { Init i; }
