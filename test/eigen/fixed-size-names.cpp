// A name on a fixed-size type is the type's size (issue 26): with
// `SHAPECHECK(Float, "n") Eigen::Vector4f x`, n is 4 in the whole
// signature, so `F * x` with a Matrix4f F is right and a dynamic parameter
// named n must have 4 rows. Before, n was a size of its own: every
// product with a fixed-size matrix was an error on correct code (a motion
// model of a robotics course, 12 errors).
//
// RUN: not %shapecheck %s -- %eigen-flags \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: not %shapecheck --dump-shapes %s -- %eigen-flags \
// RUN:   | FileCheck %s --check-prefix=DUMP

#include <Eigen/Dense>
#include <shapecheck/shapecheck.hpp>

// DUMP: fixed-size-names.cpp:[[@LINE+1]]:17: 'motion': (x: Float[4 1], u: Float[2 1]) -> Eigen::Vector4f
Eigen::Vector4f motion(SHAPECHECK(Float, "n") Eigen::Vector4f x,
                       SHAPECHECK(Float, "c") Eigen::Vector2f u) {
  Eigen::Matrix4f F = Eigen::Matrix4f::Identity();
  Eigen::Matrix<float, 4, 2> B = Eigen::Matrix<float, 4, 2>::Zero();
  return F * x + B * u;
}

// DUMP: fixed-size-names.cpp:[[@LINE+1]]:6: 'covariance': (x: Float[4 1], P: Float[4 4]) -> void
void covariance(SHAPECHECK(Float, "n") const Eigen::Vector4f &x,
                SHAPECHECK(Float, "n n") const Eigen::MatrixXf &P) {
  Eigen::Vector4f y = P * x;
  // CHECK: fixed-size-names.cpp:[[@LINE+1]]:23: error: call to 'operator*': mm: axis -1 of the 1st operand [4 4] has size 4, but axis -2 of the 2nd operand [3 1] has size 3 [shape-mismatch]
  Eigen::VectorXf z = P * Eigen::Vector3f::Zero();
}

int main() {
  Eigen::MatrixXf P = Eigen::MatrixXf::Identity(4, 4);
  // CHECK: fixed-size-names.cpp:[[@LINE+2]]:39: error: argument 'P' of call to 'covariance', axis 0: size 3 does not match 4 required by parameter 'P' of 'covariance' [shape-mismatch]
  // CHECK: fixed-size-names.cpp:[[@LINE+1]]:39: error: argument 'P' of call to 'covariance', axis 1: size 3 does not match 4 required by parameter 'P' of 'covariance' [shape-mismatch]
  covariance(Eigen::Vector4f::Zero(), Eigen::MatrixXf::Identity(3, 3));
  covariance(Eigen::Vector4f::Zero(), P);
  return motion(Eigen::Vector4f::Zero(), Eigen::Vector2f::Ones())(0) > 0;
}
