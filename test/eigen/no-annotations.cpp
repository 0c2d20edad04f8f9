// A correct program that includes Eigen and has no annotation: no finding,
// no note, exit code 0 -- with Eigen's headers as system headers (-isystem)
// and as ordinary ones (-I), so that nothing inside Eigen is analysed or
// reported either way. The examples of Eigen's "Getting started" page and
// a least-squares fit.
//
// RUN: %shapecheck %s -- %eigen-flags 2>&1 | count 0
// RUN: %shapecheck %s -- -std=c++17 -I %eigen-include 2>&1 | count 0
// RUN: %shapecheck --report-unknown %s -- -std=c++17 -I %eigen-include 2>&1 | count 0
// The silence is not ignorance: the shapes are known.
// RUN: %shapecheck --dump-shapes %s -- %eigen-flags > %t.dump
// RUN: FileCheck %s --implicit-check-not='{{warning|error|note}}:' < %t.dump

#include <Eigen/Dense>
#include <iostream>
#include <vector>

using Eigen::MatrixXd;
using Eigen::VectorXd;

static VectorXd fitLine(const std::vector<double> &xs,
                        const std::vector<double> &ys) {
  const int n = int(xs.size());
  // CHECK: no-annotations.cpp:[[@LINE+1]]:12: 'A': Float64[n 2]
  MatrixXd A(n, 2);
  // CHECK: no-annotations.cpp:[[@LINE+1]]:12: 'b': Float64[n 1]
  VectorXd b(n);
  for (int i = 0; i < n; ++i) {
    A(i, 0) = xs[i];
    A(i, 1) = 1.0;
    b(i) = ys[i];
  }
  return A.colPivHouseholderQr().solve(b);
}

int main() {
  MatrixXd m(2, 2);
  m(0, 0) = 3;
  m(1, 0) = 2.5;
  m(0, 1) = -1;
  m(1, 1) = m(1, 0) + m(0, 1);
  std::cout << m << std::endl;

  // CHECK: no-annotations.cpp:[[@LINE+1]]:12: 'r': Float64[3 3]
  MatrixXd r = MatrixXd::Random(3, 3);
  r = (r + MatrixXd::Constant(3, 3, 1.2)) * 50;
  VectorXd v(3);
  v << 1, 2, 3;
  std::cout << "r * v =\n" << r * v << std::endl;

  Eigen::Matrix3f a;
  a << 1, 2, 3, 4, 5, 6, 7, 8, 10;
  Eigen::Vector3f rhs(3, 3, 4);
  // CHECK: no-annotations.cpp:[[@LINE+1]]:19: 'x': Float32[3 1]
  Eigen::Vector3f x = a.colPivHouseholderQr().solve(rhs);
  std::cout << "solution " << x.transpose() << std::endl;

  Eigen::ArrayXXf arr = Eigen::ArrayXXf::Random(2, 3);
  std::cout << (arr * arr).sum() << " " << arr.rowwise().mean() << std::endl;

  std::vector<double> xs{0, 1, 2, 3}, ys{1, 3, 5, 7};
  std::cout << fitLine(xs, ys).transpose() << std::endl;
  return 0;
}
