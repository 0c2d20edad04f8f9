#include "filter.h"

Filter::Filter() {
  x_ = Eigen::VectorXd::Zero(4);
  P_ = Eigen::MatrixXd::Identity(4, 4);
}

Eigen::VectorXd Filter::update(Package *P) {
  Eigen::VectorXd Y = P->error(x_);
  Eigen::MatrixXd H = P->matrix(x_);
  Eigen::MatrixXd R = P->covariance();
  Eigen::MatrixXd Ht = H.transpose();
#ifdef BUG
  Eigen::MatrixXd S = Ht * P_ * H + R;
#else
  Eigen::MatrixXd S = H * P_ * Ht + R;
#endif
  Eigen::MatrixXd K = P_ * Ht * S.inverse();
  x_ = x_ + K * Y;
  P_ = (Eigen::MatrixXd::Identity(4, 4) - K * H) * P_;
  return x_;
}
