// The operations of rules/mdspan.rules on libc++ 19's <mdspan>, one
// function per family: every operation has passing cases, whose inferred
// shapes are checked (DUMP lines), and failing cases, each caught at its
// line with its rule id (CHECK lines); nothing else is reported.
//
// RUN: not %shapecheck --dump-shapes %s -- %mdspan-flags > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out
#include <shapecheck/shapecheck.hpp>

#include <array>
#include <cstddef>
#include <mdspan>

using Ext3n = std::extents<int, 3, std::dynamic_extent>;
using Mat = std::mdspan<float, std::dextents<std::size_t, 2>>;

//===--- Types: static and dynamic extents
//-----------------------------------===//

// DUMP: ops.cpp:[[@LINE+1]]:6: 'types': (p: float *, n: int) -> void
void types(float *p, int n) {
  // DUMP: ops.cpp:[[@LINE+1]]:47: 'fixed': Float32[3 4]
  std::mdspan<float, std::extents<int, 3, 4>> fixed(p);
  // DUMP: ops.cpp:[[@LINE+1]]:30: 'partial': Float64[3 n]
  std::mdspan<double, Ext3n> partial(reinterpret_cast<double *>(p), n);
  // DUMP: ops.cpp:[[@LINE+1]]:43: 'dyn': Int32[2 n 5]
  std::mdspan<int, std::dextents<int, 3>> dyn(reinterpret_cast<int *>(p), 2, n,
                                              5);
  // DUMP: ops.cpp:[[@LINE+2]]:47: 'bad': Float32[4 4]
  // CHECK: ops.cpp:[[@LINE+1]]:47: error: initializer of 'bad', axis 0: size 4 does not match 3 required by the sizes of its type [shape-mismatch]
  std::mdspan<float, std::extents<int, 3, 4>> bad(p, 4, 4);
}

//===--- Construction
//--------------------------------------------------------===//

// DUMP: ops.cpp:[[@LINE+1]]:6: 'construction': (p: float *, n: int) -> void
void construction(float *p, int n) {
  // DUMP: ops.cpp:[[@LINE+1]]:15: 'ctad': Float32[2 n]
  std::mdspan ctad(p, 2, n);
  // DUMP: ops.cpp:[[@LINE+1]]:29: 'dynamicOnly': Float32[3 n]
  std::mdspan<float, Ext3n> dynamicOnly(p, n);
  // DUMP: ops.cpp:[[@LINE+1]]:29: 'all': Float32[3 n]
  std::mdspan<float, Ext3n> all(p, 3, n);
  // DUMP: ops.cpp:[[@LINE+1]]:9: 'ext': Float[3 n]
  Ext3n ext(n);
  // DUMP: ops.cpp:[[@LINE+1]]:15: 'fromExt': Float32[3 n]
  std::mdspan fromExt(p, ext);
  // DUMP: ops.cpp:[[@LINE+1]]:45: 'converted': Float32[3 n]
  std::mdspan<float, std::dextents<int, 2>> converted = dynamicOnly;
  // DUMP: ops.cpp:[[@LINE+1]]:45: 'copied': Float32[3 n]
  std::mdspan<float, std::dextents<int, 2>> copied(all);
  // DUMP: ops.cpp:[[@LINE+1]]:35: 'toConst': Float32[3 n]
  std::mdspan<const float, Ext3n> toConst = all;
  // DUMP: ops.cpp:[[@LINE+1]]:45: 'fromArray': Float32[? ?]
  std::mdspan<float, std::dextents<int, 2>> fromArray(p,
                                                      std::array<int, 2>{3, n});
  // DUMP: ops.cpp:[[@LINE+2]]:29: 'wrongStatic': Float32[4 n]
  // CHECK: ops.cpp:[[@LINE+1]]:29: error: initializer of 'wrongStatic', axis 0: size 4 does not match 3 required by the sizes of its type [shape-mismatch]
  std::mdspan<float, Ext3n> wrongStatic(p, 4, n);
  // DUMP: ops.cpp:[[@LINE+1]]:45: 'five': Float32[5 n]
  std::mdspan<float, std::dextents<int, 2>> five(p, 5, n);
  // DUMP: ops.cpp:[[@LINE+2]]:29: 'wrongCopy': Float32[5 n]
  // CHECK: ops.cpp:[[@LINE+1]]:29: error: initializer of 'wrongCopy', axis 0: size 5 does not match 3 required by the sizes of its type [shape-mismatch]
  std::mdspan<float, Ext3n> wrongCopy(five);
}

//===--- Layouts keep the shape
//------------------------------------------------===//

// DUMP: ops.cpp:[[@LINE+1]]:6: 'layouts': (p: float *, n: int) -> void
void layouts(float *p, int n) {
  // DUMP: ops.cpp:[[@LINE+1]]:47: 'left': Float32[3 n]
  std::mdspan<float, Ext3n, std::layout_left> left(p, n);
  // DUMP: ops.cpp:[[@LINE+1]]:48: 'right': Float32[3 n]
  std::mdspan<float, Ext3n, std::layout_right> right(p, n);
  // DUMP: ops.cpp:[[@LINE+1]]:9: 'ext': Float[3 n]
  Ext3n ext(n);
  // DUMP: ops.cpp:[[@LINE+1]]:36: 'lmap': Float[3 n]
  std::layout_left::mapping<Ext3n> lmap(ext);
  // DUMP: ops.cpp:[[@LINE+1]]:47: 'fromMap': Float32[3 n]
  std::mdspan<float, Ext3n, std::layout_left> fromMap(p, lmap);
  // DUMP: ops.cpp:[[@LINE+1]]:38: 'smap': Float[3 n]
  std::layout_stride::mapping<Ext3n> smap(ext, std::array<int, 2>{1, 3});
  // DUMP: ops.cpp:[[@LINE+1]]:49: 'strided': Float32[3 n]
  std::mdspan<float, Ext3n, std::layout_stride> strided(p, smap);
  // DUMP: ops.cpp:[[@LINE+1]]:63: 'leftDyn': Float32[4 n]
  std::mdspan<float, std::dextents<int, 2>, std::layout_left> leftDyn(p, 4, n);
  // DUMP: ops.cpp:[[@LINE+2]]:47: 'badLeft': Float32[4 n]
  // CHECK: ops.cpp:[[@LINE+1]]:47: error: initializer of 'badLeft', axis 0: size 4 does not match 3 required by the sizes of its type [shape-mismatch]
  std::mdspan<float, Ext3n, std::layout_left> badLeft(leftDyn);
}

//===--- Sizes as integers
//--------------------------------------------------------===//

// DUMP: ops.cpp:[[@LINE+1]]:6: 'sizes': (p: float *, m: Float[r c]) -> void
void sizes(float *p, SHAPECHECK(Float, "r c") Mat m) {
  // DUMP: ops.cpp:[[@LINE+1]]:15: 'byExtent': Float32[c r]
  std::mdspan byExtent(p, m.extent(1), m.extent(0));
  // DUMP: ops.cpp:[[@LINE+1]]:15: 'bySize': Float32[r*c]
  std::mdspan bySize(p, m.size());
  // DUMP: ops.cpp:[[@LINE+1]]:15: 'byRank': Float32[2 2]
  std::mdspan byRank(p, m.rank(), Mat::rank());
  // DUMP: ops.cpp:[[@LINE+1]]:29: 's': Float32[3 r]
  std::mdspan<float, Ext3n> s(p, m.extent(0));
  // DUMP: ops.cpp:[[@LINE+1]]:15: 'byStatic': Float32[3 1]
  std::mdspan byStatic(p, s.static_extent(0), decltype(s)::rank_dynamic());
  std::mdspan<float, std::extents<std::size_t, 3, std::dynamic_extent>>
      // DUMP: ops.cpp:[[@LINE+2]]:7: 'badStatic': Float32[r c]
      // CHECK: ops.cpp:[[@LINE+1]]:7: error: initializer of 'badStatic', axis 0: size 'r' does not match 3 required by the sizes of its type; 'r' is a dimension of its own, not always 3 [shape-mismatch]
      badStatic(p, m.extent(0), m.extent(1));
}

//===--- Element access
//----------------------------------------------------------===//

// DUMP: ops.cpp:[[@LINE+1]]:7: 'access': (m: Float[r 4], f: Float[2 3]) -> float
float access(
    SHAPECHECK(Float, "r 4") Mat m,
    SHAPECHECK(Float, "2 3") std::mdspan<float, std::extents<int, 2, 3>> f) {
  float s = m[0, 3] + f[1, 2];
  for (std::size_t i = 0; i < m.extent(0); ++i)
    s += m[i, m.extent(1) - 1];
  // CHECK: ops.cpp:[[@LINE+1]]:15: error: call to 'operator[]': narrow: start 4 + length 1 exceeds dim 1 of size 4 in [1 4] [axis-range]
  float bad = m[0, 4];
  // CHECK: ops.cpp:[[@LINE+1]]:16: error: call to 'operator[]': narrow: start 2 + length 1 exceeds dim 0 of size 2 in [2 3] [axis-range]
  float bad2 = f[2, 0];
  return s + bad + bad2;
}

// A template over any mdspan: Clang checks m[i, j] only when it is
// instantiated; shapecheck checks it with the annotation's rank.
template <class T, class E, class L, class A>
// DUMP: ops.cpp:[[@LINE+1]]:3: 'trace': (m: Float[n n]) -> T
T trace(SHAPECHECK(Float, "n n") std::mdspan<T, E, L, A> m) {
  T s = 0;
  for (std::size_t i = 0; i < m.extent(0); ++i)
    s += m[i, i];
  return s;
}

template <class T, class E, class L, class A>
// DUMP: ops.cpp:[[@LINE+1]]:3: 'badTrace': (m: Float[n n]) -> T
T badTrace(SHAPECHECK(Float, "n n") std::mdspan<T, E, L, A> m) {
  T s = 0;
  for (std::size_t i = 0; i < m.extent(0); ++i)
    // CHECK: ops.cpp:[[@LINE+1]]:10: error: argument 'self' of call to 'operator[]' has 2 axes [n n], but parameter 'self' of 'std::mdspan::operator[]' requires 1 axis [a] [rank-mismatch]
    s += m[i];
  return s;
}

template <class T, class E, class L, class A>
// DUMP: ops.cpp:[[@LINE+1]]:3: 'badCorner': (m: Float[n n]) -> T
T badCorner(SHAPECHECK(Float, "n n") std::mdspan<T, E, L, A> m) {
  // CHECK: ops.cpp:[[@LINE+1]]:10: error: argument 'self' of call to 'operator[]' has 2 axes [n n], but parameter 'self' of 'std::mdspan::operator[]' requires 3 axes [a b c] [rank-mismatch]
  return m[0, 0, 0];
}

//===--- Annotated functions
//--------------------------------------------------===//

// DUMP: ops.cpp:[[@LINE+1]]:6: 'axpy': (y: Float[n], x: Float[n], a: float) -> void
void axpy(
    SHAPECHECK(Float, "n") std::mdspan<float, std::dextents<std::size_t, 1>> y,
    SHAPECHECK(Float, "n")
        std::mdspan<const float, std::dextents<std::size_t, 1>>
            x,
    float a) {
  for (std::size_t i = 0; i < y.extent(0); ++i)
    y[i] += a * x[i];
}

// DUMP: ops.cpp:[[@LINE+1]]:6: 'calls': (p: float *, q: const float *) -> void
void calls(float *p, const float *q) {
  // DUMP: ops.cpp:[[@LINE+1]]:15: 'y': Float32[8]
  std::mdspan y(p, 8);
  // DUMP: ops.cpp:[[@LINE+1]]:15: 'x': Float32[8]
  std::mdspan x(q, 8);
  axpy(y, x, 2.0f);
  // DUMP: ops.cpp:[[@LINE+1]]:15: 'x4': Float32[4]
  std::mdspan x4(q, 4);
  // CHECK: ops.cpp:[[@LINE+1]]:11: error: argument 'x' of call to 'axpy', axis 0: size 4 does not match 'n' = 8 required by parameter 'x' of 'axpy' [shape-mismatch]
  axpy(y, x4, 2.0f);
}
