// A method that sizes the annotated fields where no constructor does (an
// `Init()` called after construction, issue 26 §4): it decides the object's
// sizes for the class's names, as a constructor would, and the fields it
// sizes are checked against each other. Before, `x_ = VectorXd::Zero(4)`
// was "'n' is a dimension of its own, not always 4" on correct code.
//
// RUN: not %shapecheck %s -- %eigen-flags \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'

#include <Eigen/Dense>
#include <shapecheck/shapecheck.hpp>
using Eigen::MatrixXd;
using Eigen::VectorXd;

class KalmanFilter {
public:
  KalmanFilter() = default;
  void Init(int n) {
    x_ = VectorXd::Zero(4);
    P_ = MatrixXd::Identity(4, 4);
    F_ = MatrixXd::Identity(n, n);
  }
  void Reset() {
    x_ = VectorXd::Zero(6);
    // CHECK: init-method.cpp:[[@LINE+2]]:10: error: value assigned to 'P_', axis 0: size 4 does not match 'n' = 6 required by the annotation of 'P_' [shape-mismatch]
    // CHECK: init-method.cpp:[[@LINE+1]]:10: error: value assigned to 'P_', axis 1: size 4 does not match 'n' = 6 required by the annotation of 'P_' [shape-mismatch]
    P_ = MatrixXd::Identity(4, 4);
  }
  void Predict() {
    x_ = F_ * x_;
    P_ = F_ * P_ * F_.transpose();
    // Predict leaves x_ three long while P_ keeps the object's n: wrong
    // for any n but 3 (main's Init gives 4). Where the method ends, its
    // fields must agree.
    // CHECK: init-method.cpp:[[@LINE+2]]:10: error: value assigned to 'x_', axis 0: size 3 does not match 'Predict::n' = KalmanFilter::n required by the annotation of 'x_'; 'KalmanFilter::n' is a dimension of its own, not always 3 [shape-mismatch]
    // CHECK: note: 'Predict::n' = KalmanFilter::n was bound by value assigned to 'P_'
    x_ = VectorXd::Zero(3);
  }

private:
  SHAPECHECK(Float, "n") VectorXd x_;
  SHAPECHECK(Float, "n n") MatrixXd P_;
  SHAPECHECK(Float, "n n") MatrixXd F_;
};

int main() {
  KalmanFilter kf;
  kf.Init(4);
  kf.Predict();
  return 0;
}
