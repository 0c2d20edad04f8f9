// Idioms that a naive checker flags falsely: each is correct Eigen code and
// must stay silent. Resizing assignments, a matrix assigned its own product,
// fixed times dynamic, Ref<>, Map<>, functions templated over
// MatrixBase<Derived>, aliasing-free products, comma initialisation,
// coefficient writes in loops.
//
// RUN: %shapecheck --dump-shapes %s -- %eigen-flags > %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' --check-prefix=CLEAN < %t.out

#include <shapecheck/shapecheck.hpp>

#include <Eigen/Dense>

using namespace Eigen;

// A function template over any dense expression, annotated like any other.
// DUMP: traps.cpp:[[@LINE+3]]:10: 'rowSums': (M: Float[n m]) -> Float[n 1]
template <typename Derived>
SHAPECHECK_RETURN(Float, "n 1")
VectorXf rowSums(SHAPECHECK(Float, "n m") const MatrixBase<Derived> &M) {
  return M.rowwise().sum();
}

float trace(const Ref<const MatrixXf> &R) { return R.trace(); }

void traps(SHAPECHECK(Float, "3 4") const MatrixXf &A,
           SHAPECHECK(Float, "4 5") const MatrixXf &B, int n) {
  MatrixXf C(2, 2);
  C = A * B; // Eigen resizes C to [3 5]
  // DUMP: traps.cpp:[[@LINE+1]]:12: 'C2': Float32[3 5]
  MatrixXf C2 = C;
  MatrixXf D = A;
  D = D * D.transpose(); // [3 3] from [3 4]
  // DUMP: traps.cpp:[[@LINE+1]]:12: 'D2': Float32[3 3]
  MatrixXf D2 = D;
  Matrix3f F = Matrix3f::Identity();
  // DUMP: traps.cpp:[[@LINE+1]]:12: 'G': Float32[3 4]
  MatrixXf G = F * A; // fixed times dynamic
  Ref<const MatrixXf> R = A;
  // DUMP: traps.cpp:[[@LINE+1]]:12: 'RB': Float32[3 5]
  MatrixXf RB = R * B;
  float t = trace(A * A.transpose());
  // DUMP: traps.cpp:[[@LINE+1]]:12: 's': Float32[3 1]
  VectorXf s = rowSums(A);
  // DUMP: traps.cpp:[[@LINE+1]]:12: 's2': Float32[5 1]
  VectorXf s2 = rowSums((A * B).transpose());
  MatrixXf N(1, 1);
  N.noalias() = A * B; // noalias resizes too
  N.noalias() += A * B;
  VectorXf v(3);
  v << 1, 2, 3;
  // DUMP: traps.cpp:[[@LINE+1]]:12: 'Av': Float32[4 1]
  VectorXf Av = A.transpose() * v;
  MatrixXf M(n, n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      M(i, j) = float(i + j);
  MatrixXf MM = M * M;
  // A row assigned to a column vector is transposed by Eigen.
  VectorXf col = A.row(0);
  // DUMP: traps.cpp:[[@LINE+1]]:12: 'col2': Float32[4 1]
  VectorXf col2 = col;
  float buf[12] = {};
  Map<MatrixXf> view(buf, 4, 3);
  // DUMP: traps.cpp:[[@LINE+1]]:12: 'AV': Float32[3 3]
  MatrixXf AV = A * view;
  // Array and matrix views of one object.
  ArrayXXf arr = A.array() * A.array();
  MatrixXf back = arr.matrix() * B;
  // Unknown sizes are never errors.
  MatrixXf U(n, 2 * n);
  MatrixXf UU = U * U.transpose() + MatrixXf::Identity(n, n);
}
// CLEAN-NOT: error
