// Function templates over `const Eigen::MatrixBase<Derived> &`: annotated
// like any function, checked at their calls, and their bodies analysed with
// the annotation's shapes (the calls on the dependent type are looked up by
// the template's names).
//
// RUN: not %shapecheck --dump-shapes %s -- %eigen-flags > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out

#include <shapecheck/shapecheck.hpp>

#include <Eigen/Dense>

using namespace Eigen;

template <typename Derived>
SHAPECHECK_RETURN(Float, "n d")
// DUMP: templates.cpp:[[@LINE+1]]:10: 'centre': (X: Float[n d]) -> Float[n d]
MatrixXf centre(SHAPECHECK(Float, "n d") const MatrixBase<Derived> &X) {
  // DUMP: templates.cpp:[[@LINE+1]]:15: 'mean': Float32[1 d]
  RowVectorXf mean = X.colwise().mean();
  return X.rowwise() - mean;
}

template <typename Derived>
// DUMP: templates.cpp:[[@LINE+1]]:7: 'gram': (X: Float[n d]) -> float
float gram(SHAPECHECK(Float, "n d") const MatrixBase<Derived> &X) {
  // DUMP: templates.cpp:[[@LINE+1]]:12: 'G': Float32[d d]
  MatrixXf G = X.transpose() * X;
  // DUMP: templates.cpp:[[@LINE+2]]:12: 'B': Float32[? ?]
  // CHECK: templates.cpp:[[@LINE+1]]:16: error: call to 'operator*': mm: axis -1 of the 1st operand [n d] has size d, but axis -2 of the 2nd operand [n d] has size n [shape-mismatch]
  MatrixXf B = X * X;
  return G.trace() + float(X.rows());
}

template <typename Derived>
SHAPECHECK_RETURN(Float, "n 1")
// DUMP: templates.cpp:[[@LINE+1]]:10: 'wrongAxis': (M: Float[n m]) -> Float[n 1]
VectorXf wrongAxis(SHAPECHECK(Float, "n m") const MatrixBase<Derived> &M) {
  // CHECK: templates.cpp:[[@LINE+2]]:10: error: returned value, axis 0: size 1 does not match 'n' required by the result of 'wrongAxis'; 'n' is a dimension of its own, not always 1 [shape-mismatch]
  // CHECK: templates.cpp:[[@LINE+1]]:10: error: returned value, axis 1: size 'm' does not match 1 required by the result of 'wrongAxis'; 'm' is a dimension of its own, not always 1 [shape-mismatch]
  return M.colwise().sum();
}

// DUMP: templates.cpp:[[@LINE+1]]:6: 'callers': (A: Float[5 3], F: Float[3 3]) -> void
void callers(SHAPECHECK(Float, "5 3") const MatrixXf &A,
             SHAPECHECK(Float, "3 3") const Matrix3f &F) {
  // DUMP: templates.cpp:[[@LINE+1]]:12: 'C': Float32[5 3]
  MatrixXf C = centre(A);
  // DUMP: templates.cpp:[[@LINE+1]]:12: 'CF': Float32[3 3]
  MatrixXf CF = centre(F * A.transpose() * A);
  // DUMP: templates.cpp:[[@LINE+2]]:12: 'bad': Float32[5 3]
  // CHECK: templates.cpp:[[@LINE+1]]:18: error: initializer of 'bad', axis 0: size 5 does not match 3 required by the sizes of its type [shape-mismatch]
  Matrix3f bad = centre(A);
  float g = gram(A);
}
