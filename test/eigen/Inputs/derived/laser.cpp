#include "laser.h"

Eigen::MatrixXd Laser::H_ =
    (Eigen::MatrixXd(2, 4) << 1, 0, 0, 0, 0, 1, 0, 0).finished();

Laser::Laser(const std::string &Line) {
  raw_ = Eigen::VectorXd(2);
  raw_ << Line.size(), 0;
  truth_ = Eigen::VectorXd::Zero(4);
}

Eigen::MatrixXd Laser::matrix(const Eigen::VectorXd &) { return H_; }

Eigen::MatrixXd Laser::covariance() {
  return Eigen::MatrixXd::Identity(2, 2) * 0.0225;
}

Eigen::VectorXd Laser::error(const Eigen::VectorXd &X) {
  return raw_ - H_ * X;
}
