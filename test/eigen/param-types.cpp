// An unannotated parameter's C++ type gives what it fixes (issue 26,
// CppRobotics' jacobF(Vector4f x, Vector2f u)): its rank and its fixed
// sizes, each open size solved for from the body as a whole shape was.
// `u(2)` on a Vector2f is out of range in the helper itself, whoever
// calls it; a helper on MatrixXd has a scheme with two axes per matrix.
// Before, each such parameter was any shape (`Shaped[*u]`): `u(2)` was
// unknown, and the helpers' results were [? ?].
//
// RUN: not %shapecheck %s -- %eigen-flags \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: not %shapecheck --dump-shapes %s -- %eigen-flags \
// RUN:   | FileCheck %s --check-prefix=DUMP

#include <Eigen/Dense>
using Eigen::Matrix4f;
using Eigen::MatrixXd;
using Eigen::Vector2f;
using Eigen::Vector4f;
using Eigen::VectorXd;

// DUMP: param-types.cpp:[[@LINE+1]]:10: 'jacobF': (x: Float32[4 1], u: Float32[2 1]) -> Float32[4 4]
Matrix4f jacobF(Vector4f x, Vector2f u) {
  // CHECK: param-types.cpp:[[@LINE+1]]:13: error: call to 'u': narrow: start 2 + length 1 exceeds dim 0 of size 2 in [2] [axis-range]
  float v = u(2);
  Matrix4f J = Matrix4f::Identity();
  J(0, 2) = v * x(3);
  return J;
}

// DUMP: param-types.cpp:[[@LINE+1]]:10: 'mul': (a: Float64[a.0 b.0], b: Float64[b.0 b.1]) -> Float64[a.0 b.1]
MatrixXd mul(const MatrixXd &a, const MatrixXd &b) { return a * b; }

int main() {
  MatrixXd A = MatrixXd::Zero(2, 3), B = MatrixXd::Zero(4, 5);
  // DUMP: param-types.cpp:[[@LINE+1]]:12: 'C': Float64[2 2]
  MatrixXd C = mul(A, A.transpose());
  // CHECK: param-types.cpp:[[@LINE+1]]:23: error: argument 'b' of call to 'mul', axis 0: size 4 does not match 'b.0' = 3 required by parameter 'b' of 'mul' [shape-mismatch]
  MatrixXd D = mul(A, B);
  Vector4f x = Vector4f::Zero();
  Vector2f u = Vector2f::Zero();
  return jacobF(x, u)(0, 0) > 0 && C.rows() + D.rows() > 0;
}
