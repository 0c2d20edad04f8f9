// Templates are analysed through the instances the program makes of them,
// with their arguments: a call of identity<Tensor> returns its argument's
// shape, and a finding in fires<Tensor> names the instance. (Before,
// instances were not analysed: the results of identity and apply were
// unknown, and the three calls after the first in callsTemplates were
// silent.) Annotated function templates are checked at each call.
//
// RUN: not %shapecheck %s -- -std=c++20 -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <shapecheck/shapecheck.hpp>
using shapecheck::Float;
struct Tensor {};
template <class T> struct Matrix {};

Float<Tensor, "2 3"> make23();
void takes33(Float<Tensor, "3 3"> x);

template <class T> Float<T, "n m"> transpose(Float<T, "m n"> x);
template <class T> T identity(T x) { return x; }
template <class T> T apply(T x) { return transpose(identity(x)); }

template <class T> void fires(T unknown) {
  // Non-dependent: checked in the template's instance.
  // CHECK: templates.cpp:[[@LINE+2]]:11: error: argument 'x' of call to 'takes33', axis 0: size 2 does not match 3
  // CHECK: templates.cpp:[[@LINE+13]]:3: note: in instantiation of 'fires<Tensor>' required here
  takes33(make23());
  takes33(unknown);
  takes33(identity(unknown));
}

void callsTemplates() {
  // CHECK: templates.cpp:[[@LINE+1]]:11: error: argument 'x' of call to 'takes33', axis 0: size 2 does not match 3
  takes33(transpose(transpose(make23())));
  // CHECK: templates.cpp:[[@LINE+1]]:11: error: argument 'x' of call to 'takes33', axis 0: size 2 does not match 3
  takes33(identity(make23())); // identity<Tensor>: its argument
  // CHECK: templates.cpp:[[@LINE+1]]:11: error: argument 'x' of call to 'takes33', axis 1: size 2 does not match 3
  takes33(apply(make23()));    // transposed: [3 2]
  fires(Tensor());
  // CHECK: templates.cpp:[[@LINE+1]]:9: error: argument 'unknown' of call to 'fires', axis 0: size 2 does not match 3
  fires(make23());
}

// A class template used in an annotation: each instance is an array type.
Float<Matrix<float>, "3 3"> square();
void takesSquare(Float<Matrix<double>, "3 3"> x);
Matrix<double> other();
void silent() {
  takesSquare(other());
  Float<Tensor, "3 2"> t = transpose(make23());
  Float<Matrix<float>, "3 3"> s = square();
}
