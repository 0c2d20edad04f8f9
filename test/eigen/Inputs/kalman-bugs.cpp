// docs/examples/eigen-kalman/kalman.cpp with three mistakes, each one a
// failed eigen_assert at run time (or wrong numbers with NDEBUG):
// test/eigen/kalman.test checks that each is caught at its line, and
// docs/eigen.md shows the output.
#include <shapecheck/shapecheck.hpp>

#include <Eigen/Dense>
#include <iostream>

using Eigen::MatrixXd;
using Eigen::VectorXd;

// x' = F x, P' = F P F^T + Q.
void predict(SHAPECHECK(Float, "n 1") VectorXd &x,
             SHAPECHECK(Float, "n n") MatrixXd &P,
             SHAPECHECK(Float, "n n") const MatrixXd &F,
             SHAPECHECK(Float, "n n") const MatrixXd &Q) {
  x = x * F; // the product the wrong way round
  P = F * P * F.transpose() + Q;
}

// The measurement z corrects the state by the Kalman gain K.
void update(SHAPECHECK(Float, "n 1") VectorXd &x,
            SHAPECHECK(Float, "n n") MatrixXd &P,
            SHAPECHECK(Float, "m n") const MatrixXd &H,
            SHAPECHECK(Float, "m m") const MatrixXd &R,
            SHAPECHECK(Float, "m 1") const VectorXd &z) {
  VectorXd y = z - H * x;                       // innovation, [m 1]
  MatrixXd S = H * P * H.transpose() + R;       // its covariance, [m m]
  MatrixXd K = P * H * S.inverse(); // gain: H^T forgotten
  x += K * y;
  MatrixXd I = MatrixXd::Identity(P.rows(), P.cols());
  P = (I - K * H) * P;
}

int main() {
  const int n = 4, m = 2;
  const double dt = 0.1;
  MatrixXd F = MatrixXd::Identity(n, n);
  F(0, 2) = dt;
  F(1, 3) = dt;
  MatrixXd H = MatrixXd::Zero(m, n);
  H(0, 0) = 1;
  H(1, 1) = 1;
  MatrixXd Q = 0.01 * MatrixXd::Identity(n, n);
  MatrixXd R = 0.5 * MatrixXd::Identity(m, m);

  VectorXd x = VectorXd::Zero(n);
  MatrixXd P = MatrixXd::Identity(n, n);
  for (int t = 1; t <= 20; ++t) {
    predict(x, P, F, Q);
    VectorXd z(n); // a measurement has m values, not n
    z << t * dt, 0.5 * t * dt;
    update(x, P, H, R, z);
  }
  std::cout << "position " << x.head(2).transpose() << ", velocity "
            << x.tail(2).transpose() << "\n";
}
