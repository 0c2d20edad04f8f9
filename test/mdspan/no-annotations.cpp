// A correct program that uses std::mdspan and has no annotation: no
// finding, no note, exit code 0, also with --report-unknown; its shapes are
// inferred all the same (a matrix product over row-major spans).
//
// RUN: %shapecheck %s -- %mdspan-flags 2>&1 | count 0
// RUN: %shapecheck --report-unknown %s -- %mdspan-flags 2>&1 | count 0
// RUN: %shapecheck --dump-shapes %s -- %mdspan-flags > %t.dump
// RUN: FileCheck %s --implicit-check-not='{{warning|error|note}}:' < %t.dump

#include <cstddef>
#include <iostream>
#include <mdspan>
#include <vector>

using Span2 = std::mdspan<double, std::dextents<std::size_t, 2>>;

static void matmul(Span2 c, Span2 a, Span2 b) {
  for (std::size_t i = 0; i < c.extent(0); ++i)
    for (std::size_t j = 0; j < c.extent(1); ++j) {
      double s = 0;
      for (std::size_t k = 0; k < a.extent(1); ++k)
        s += a[i, k] * b[k, j];
      c[i, j] = s;
    }
}

int main() {
  const std::size_t n = 3, k = 4, m = 2;
  std::vector<double> av(n * k, 1.0), bv(k * m, 2.0), cv(n * m);
  // CHECK: no-annotations.cpp:[[@LINE+1]]:9: 'a': Float64[3 4]
  Span2 a(av.data(), n, k);
  // CHECK: no-annotations.cpp:[[@LINE+1]]:9: 'b': Float64[4 2]
  Span2 b(bv.data(), k, m);
  // CHECK: no-annotations.cpp:[[@LINE+1]]:9: 'c': Float64[3 2]
  Span2 c(cv.data(), a.extent(0), b.extent(1));
  // CHECK: no-annotations.cpp:[[@LINE+1]]:15: 'row': Float64[4]
  std::mdspan row(av.data(), a.extent(1));
  matmul(c, a, b);
  std::cout << c[0, 0] << " " << c[n - 1, m - 1] << " " << row[0] << "\n";
  return 0;
}
