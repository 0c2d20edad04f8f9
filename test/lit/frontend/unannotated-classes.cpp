// A program without annotations gives no finding: classes with fields,
// pairs, bit-fields, packs and structured bindings included.
//
// RUN: %shapecheck %s -- -std=c++20 -I %shapecheck-include \
// RUN:   | FileCheck %s --allow-empty --implicit-check-not='{{warning|error|note}}:'

#include <tuple>
#include <utility>

struct T {};
T mm(T a, T b);

struct Layer {
  T w;
  std::pair<T, int> cache;
  unsigned flags : 3;
  T forward(T x) { return mm(x, w); }
  T back(T g) { return mm(g, w); }
};

template <class... Ts> void many(Ts... xs) {}

void use() {
  Layer a, b;
  a.forward(T{});
  b.back(a.forward(T{}));
  auto [p, q] = std::make_pair(T{}, 1);
  many(p, q);
}
