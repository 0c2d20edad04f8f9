// One axis on a vector type, as jaxtyping writes a vector (issue 26 §1):
// `Float<VectorXd, "n">` is [n 1], on a row-vector type [1 n]; "n 1"
// keeps its meaning, and one axis on a matrix type is still a rank
// error.
//
// RUN: not %shapecheck --dump-shapes %s -- %eigen-flags > %t.out
// RUN: FileCheck %s --implicit-check-not='{{warning|error}}:' < %t.out
// RUN: FileCheck %s --check-prefix=DUMP < %t.out

#include <Eigen/Dense>
#include <shapecheck/shapecheck.hpp>
using Eigen::MatrixXd;
using Eigen::RowVectorXd;
using Eigen::VectorXd;

// CHECK: vector-annotations.cpp:[[@LINE+1]]:33: 'project': (H: Float[m n], x: Float[n 1]) -> Float[m 1]
SHAPECHECK(Float, "m") VectorXd project(SHAPECHECK(Float, "m n") const MatrixXd &H,
                                        SHAPECHECK(Float, "n") const VectorXd &x) {
  return H * x;
}

// CHECK: vector-annotations.cpp:[[@LINE+1]]:8: 'weigh': (w: Float[1 n], x: Float[n 1]) -> double
double weigh(SHAPECHECK(Float, "n") const RowVectorXd &w,
             SHAPECHECK(Float, "n 1") const VectorXd &x) {
  return w * x;
}

// CHECK: vector-annotations.cpp:[[@LINE+2]]:10: error: returned value, axis 0: size 'n' does not match 'm' required by the result of 'wrong'
SHAPECHECK(Float, "m") VectorXd wrong(SHAPECHECK(Float, "m n") const MatrixXd &H, SHAPECHECK(Float, "n") const VectorXd &x) {
  return H.transpose() * (H * x);
}

// CHECK: vector-annotations.cpp:[[@LINE+2]]:10: error: returned value has 2 axes
SHAPECHECK(Float, "n") MatrixXd notAVector(SHAPECHECK(Float, "n n") const MatrixXd &A) {
  return A;
}

// A 1x1 type is a column (Eigen's default): "m" on the one input of a
// controller (`Matrix<double, 1, 1> u`) is [m 1], m = 1. Before, it was a
// one-axis [1] and each use was a rank error on correct code.
struct Controller {
  // DUMP: vector-annotations.cpp:[[@LINE+1]]:54: 'Controller::u': Float[1 1]
  SHAPECHECK(Float, "m") Eigen::Matrix<double, 1, 1> u;
  // DUMP: vector-annotations.cpp:[[@LINE+1]]:56: 'Controller::K': Float[1 4]
  SHAPECHECK(Float, "m n") Eigen::Matrix<double, 1, 4> K;
  // DUMP: vector-annotations.cpp:[[@LINE+1]]:54: 'Controller::x': Float[4 1]
  SHAPECHECK(Float, "n") Eigen::Matrix<double, 4, 1> x;
  Controller() : u(Eigen::Matrix<double, 1, 1>::Zero()) { K.setZero(); x.setZero(); }
  // DUMP: vector-annotations.cpp:[[@LINE+1]]:8: 'Controller::step': () -> void
  void step() { u = -K * x; }
};
