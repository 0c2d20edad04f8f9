#include "filter.h"
using Eigen::MatrixXd;
using Eigen::VectorXd;

Filter::Filter() {
  x_ = VectorXd::Zero(4);
  P_ = MatrixXd::Identity(4, 4);
}

void Filter::update(Package *package) {
  VectorXd y = package->error(x_);
  MatrixXd H = package->measurementMatrix(x_);
  MatrixXd R = package->covariance();
  MatrixXd Ht = H.transpose();
  MatrixXd S = H * P_ * Ht + R;
  MatrixXd K = P_ * Ht * S.inverse();
  x_ = x_ + K * y;
  long n = x_.size();
  P_ = (MatrixXd::Identity(n, n) - K * H) * P_;
}

void Filter::update(Package &package, double gain) {
  x_ = x_ + package.measurementMatrix(x_).transpose() * package.raw_ * gain;
}
