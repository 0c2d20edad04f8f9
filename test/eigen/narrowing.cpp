// Narrowing through Eigen's accessors, which eigen.rules declares as
// `size(self, 0)` (`rows()`) and `size(self, 1)` (`cols()`): past a check
// on a matrix of unknown sizes, the compared size is known. A check never
// changes a size that is already known.
//
// RUN: not %shapecheck %s -- %eigen-flags \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <shapecheck/shapecheck.hpp>

#include <Eigen/Dense>
#include <stdexcept>

using namespace Eigen;

MatrixXf load(const char *path);
void fit(SHAPECHECK(Float, "n 3") const MatrixXf &X,
         SHAPECHECK(Float, "n 1") const VectorXf &y);

void fires() {
  MatrixXf X = load("x.bin");
  VectorXf y = load("y.bin");
  if (X.cols() != 4)
    throw std::runtime_error("expected 4 features");
  // CHECK: narrowing.cpp:[[@LINE+1]]:7: error: argument 'X' of call to 'fit', axis 1: size 4 does not match 3 required by parameter 'X' of 'fit' [shape-mismatch]
  fit(X, y);
}

void rowsDiffer() {
  MatrixXf X = load("x.bin");
  VectorXf y = load("y.bin");
  if (X.rows() != 10 || y.rows() != 12 || X.cols() != 3)
    return;
  // CHECK: narrowing.cpp:[[@LINE+1]]:10: error: argument 'y' of call to 'fit', axis 0: size 12 does not match 'n' = 10 required by parameter 'y' of 'fit' [shape-mismatch]
  fit(X, y);
}

void silent() {
  MatrixXf X = load("x.bin");
  VectorXf y = load("y.bin");
  if (X.cols() != 3 || X.rows() != y.rows())
    return;
  fit(X, y);
}
