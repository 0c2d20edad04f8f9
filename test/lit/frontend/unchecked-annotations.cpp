// An annotation the checker cannot use is never silently dropped: it gets
// an unchecked-annotation warning at its shape string, saying why. The
// annotations it reads stay silent, and a static data member is read as a
// global is.
//
// RUN: not %shapecheck %s -- -std=c++20 -I %shapecheck-include \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <shapecheck/shapecheck.hpp>
#include <tuple>
#include <utility>
#include <vector>
using shapecheck::Float;
struct T {};

Float<T, "4 5"> make45();
Float<T, "2 3"> make23();

struct Unused {
  // CHECK: unchecked-annotations.cpp:[[@LINE+1]]:21: warning: annotation not checked: 'bits' is a bit-field, not an array [unchecked-annotation]
  SHAPECHECK(Float, "n") unsigned bits : 3;
  // CHECK: unchecked-annotations.cpp:[[@LINE+1]]:22: warning: annotation not checked: it describes an element of 'std::pair<Float<T, "b c">, int>'; only an annotation that is the whole type of a variable, parameter, field or result is read [unchecked-annotation]
  std::pair<Float<T, "b c">, int> pair;
  // CHECK: unchecked-annotations.cpp:[[@LINE+1]]:24: warning: annotation not checked: it describes an element of 'std::vector<Float<T, "b c">>'
  std::vector<Float<T, "b c">> list;
  // CHECK: unchecked-annotations.cpp:[[@LINE+1]]:21: warning: annotation not checked: 'count' has type 'int', not a class, so not an array [unchecked-annotation]
  SHAPECHECK(Float, "n") int count;
  // CHECK: unchecked-annotations.cpp:[[@LINE+1]]:12: warning: annotation not checked: it describes an element of 'Float<T, "n"> *'
  Float<T, "n"> *ptr;
};

// CHECK: unchecked-annotations.cpp:[[@LINE+2]]:21: warning: annotation not checked: it describes an element of 'std::tuple<Float<T, "a">, Float<T, "b">>'
// CHECK: unchecked-annotations.cpp:[[@LINE+1]]:36: warning: annotation not checked: it describes an element of
std::tuple<Float<T, "a">, Float<T, "b">> split(Float<T, "a b"> x);

// CHECK: unchecked-annotations.cpp:[[@LINE+2]]:21: warning: annotation not checked: the checker does not follow the elements of the parameter pack 'xs' [unchecked-annotation]
template <class... Ts>
void many(Float<Ts, "n">... xs);

void unpack() {
  // CHECK: unchecked-annotations.cpp:[[@LINE+1]]:21: warning: annotation not checked: the checker does not read an annotation on a structured binding; annotate what the bindings are unpacked from [unchecked-annotation]
  SHAPECHECK(Float, "n m") auto [p, q] = split(make23());
}

// Suppressible as any finding.
struct Documented {
  std::pair<Float<T, "n">, int> both; // NOSHAPECHECK(unchecked-annotation)
};

// Read, so silent: the whole type of a field, a reference, a typedef, a
// static data member (checked as a global is).
using Image = Float<T, "c h w">;
struct Used {
  Float<T, "n"> v;
  const Float<T, "n"> &ref;
  Image img;
  static Float<T, "4 5"> shared;
  // CHECK: unchecked-annotations.cpp:[[@LINE+2]]:27: error: value assigned to 'shared', axis 0: size 2 does not match 4 required by the annotation of 'shared' [shape-mismatch]
  // CHECK: unchecked-annotations.cpp:[[@LINE+1]]:27: error: value assigned to 'shared', axis 1: size 3 does not match 5
  void reset() { shared = make23(); }
};
