// A coefficient is a number (issue 26): the rule for `v(i)` checks i
// against v's size and describes the coefficient as a one-element array,
// but the C++ value is a double, so `w(i) * z` scales z and `z * w(i)` is
// no matrix product. Before, the first lost z's rows and the second was a
// rank error on correct code (an unscented Kalman filter's weighted sums).
//
// A matrix declared empty and set in each branch of a switch is dumped
// with the value after the switch (the branches joined), not with the
// first branch's: before, `R` was stated [2 2] and was [3 3] for radar.
//
// RUN: not %shapecheck %s -- %eigen-flags \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: not %shapecheck --dump-shapes %s -- %eigen-flags \
// RUN:   | FileCheck %s --check-prefix=DUMP

#include <Eigen/Dense>
#include <shapecheck/shapecheck.hpp>
using Eigen::MatrixXd;
using Eigen::VectorXd;

enum class Sensor { Laser, Radar };

// DUMP: coefficients.cpp:[[@LINE+1]]:6: 'weighted': (Z: Float[m s], X: Float[5 s], w: Float[s 1]) -> void
void weighted(SHAPECHECK(Float, "m s") const MatrixXd &Z, SHAPECHECK(Float, "5 s") const MatrixXd &X,
              SHAPECHECK(Float, "s") const VectorXd &w) {
  MatrixXd S = MatrixXd::Zero(Z.rows(), Z.rows());
  MatrixXd Tc = MatrixXd::Zero(5, Z.rows());
  for (int i = 0; i < Z.cols(); ++i) {
    VectorXd z = Z.col(i);
    VectorXd x = X.col(i);
    // DUMP: coefficients.cpp:[[@LINE+1]]:14: 'a': Float64[m 1]
    VectorXd a = w(i) * z;
    S += z * w(i) * z.transpose();
    Tc += w(i) * x * z.transpose();
    // CHECK: coefficients.cpp:[[@LINE+1]]:10: error: argument 'other' of call to 'operator+='
    S += w(i) * x * z.transpose();
  }
}

// DUMP: coefficients.cpp:[[@LINE+1]]:6: 'noise': (sensor: Sensor, L: Float[2 2], D: Float[3 3]) -> void
void noise(Sensor sensor, SHAPECHECK(Float, "2 2") const MatrixXd &L, SHAPECHECK(Float, "3 3") const MatrixXd &D) {
  // DUMP: coefficients.cpp:[[@LINE+1]]:12: 'R': Float64[? ?]
  MatrixXd R;
  switch (sensor) {
  case Sensor::Laser:
    R = L;
    break;
  case Sensor::Radar:
    R = D;
    break;
  }
  // DUMP: coefficients.cpp:[[@LINE+1]]:12: 'P': Float64[2 2]
  MatrixXd P;
  P = L;
  (void)P;
}

int main() {
  MatrixXd Z = MatrixXd::Ones(2, 11), X = MatrixXd::Ones(5, 11);
  VectorXd w = VectorXd::Constant(11, 0.1);
  weighted(Z, X, w);
  noise(Sensor::Radar, MatrixXd::Identity(2, 2), MatrixXd::Identity(3, 3));
  return 0;
}
