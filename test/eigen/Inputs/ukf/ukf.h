#pragma once
#include <Eigen/Dense>
#include <shapecheck/shapecheck.hpp>

// An unscented Kalman filter written as the course projects write one:
// helpers that hand their result back through a pointer or a reference
// parameter (`void AugmentedSigmaPoints(MatrixXd *Xsig_out)`).
class UKF {
public:
  UKF(int n_x, int n_aug);
  void Prediction(double dt);
  void AugmentedSigmaPoints(Eigen::MatrixXd *Xsig_out);
  void Weights(Eigen::VectorXd &weights) const;

  int n_x_;
  int n_aug_;
  SHAPECHECK(Float, "n") Eigen::VectorXd x_;
  SHAPECHECK(Float, "n n") Eigen::MatrixXd P_;
  Eigen::MatrixXd Xsig_pred_;
};

// A free helper writing through a pointer.
void Spread(const Eigen::MatrixXd &Xsig, Eigen::MatrixXd *diff);
