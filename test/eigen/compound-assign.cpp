// `s += a` (and -=, an array's *= and /= by an array) needs equal shapes
// and leaves s's: where the analysis did not know a size of s (a matrix
// sized by a count set in a switch, as an unscented filter's measurement
// covariance is), it is a's afterwards, since the program goes on only if
// Eigen's assertion held. A known size of s stays.
//
// `p *= m` is `p = p * m`: a dynamic-size p takes the product's shape.
//
// Before, S stayed [? ?] after `S += R`, and its inverse times a [4 4]
// gain matrix was not checked; `P *= M` with a non-square M was an error
// on correct code, and P kept its old shape.
//
// RUN: %shapecheck --dump-shapes %s -- %eigen-flags 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: not %shapecheck %s -- %eigen-flags -DBUG 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BUG --implicit-check-not='{{warning|error}}:'

#include <Eigen/Dense>
using Eigen::MatrixXd;

double update(int sensor) {
  int n_z = 0;
  switch (sensor) {
  case 0:
    n_z = 3;
    break;
  default:
    n_z = 2;
    break;
  }
  // CHECK: compound-assign.cpp:[[@LINE+1]]:12: 'S': Float64[? ?]
  MatrixXd S = MatrixXd::Zero(n_z, n_z);
  MatrixXd R = MatrixXd::Identity(3, 3);
  S += R;
  // CHECK: compound-assign.cpp:[[@LINE+1]]:12: 'Si': Float64[3 3]
  MatrixXd Si = S.inverse();
#ifdef BUG
  MatrixXd Tc = MatrixXd::Ones(5, 4);
#else
  MatrixXd Tc = MatrixXd::Ones(5, 3);
#endif
  // BUG: compound-assign.cpp:[[@LINE+1]]:16: error: call to 'operator*': mm: axis -1 of the 1st operand [5 4] has size 4, but axis -2 of the 2nd operand [3 3] has size 3
  MatrixXd K = Tc * Si;
  // A known size stays: T is [2 2] after adding a matrix nothing sizes.
  MatrixXd T = MatrixXd::Zero(2, 2);
  T -= MatrixXd::Zero(n_z, n_z);
  // CHECK: compound-assign.cpp:[[@LINE+1]]:12: 'U': Float64[2 2]
  MatrixXd U = T;
  // `P *= M` is `P = P * M`: P takes the product's shape, M need not be
  // square (before: an error on this correct code, and P stated [2 3]).
  MatrixXd P = MatrixXd::Ones(2, 3);
  P *= MatrixXd::Ones(3, 4);
  // CHECK: compound-assign.cpp:[[@LINE+1]]:12: 'V': Float64[2 4]
  MatrixXd V = P;
  return K(0, 0) + U(0, 0) + V(0, 0);
}
