#include "filter.h"

#ifndef EXTRA
#define EXTRA 0
#endif

KalmanFilter::KalmanFilter(const FilterConfig &cfg)
    : x_(Eigen::VectorXd::Zero(cfg.state_dim)),
      P_(Eigen::MatrixXd::Identity(cfg.state_dim, cfg.state_dim + EXTRA)),
      F_(Eigen::MatrixXd::Identity(cfg.state_dim, cfg.state_dim)),
      H_(Eigen::MatrixXd::Zero(cfg.meas_dim, cfg.state_dim)),
      R_(Eigen::MatrixXd::Identity(cfg.meas_dim, cfg.meas_dim)) {}

void KalmanFilter::predict() {
  x_ = F_ * x_;
  P_ = F_ * P_ * F_.transpose();
}

void KalmanFilter::update(const Eigen::VectorXd &z) {
  Eigen::VectorXd y = z - H_ * x_;
  Eigen::MatrixXd S = H_ * P_ * H_.transpose() + R_;
  Eigen::MatrixXd K = P_ * H_.transpose() * S.inverse();
  x_ = x_ + K * y;
  P_ = (Eigen::MatrixXd::Identity(x_.size(), x_.size()) - K * H_) * P_;
}
