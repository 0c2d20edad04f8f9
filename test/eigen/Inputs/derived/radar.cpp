#include "radar.h"

Radar::Radar(const std::string &Line) {
  raw_ = Eigen::VectorXd(3);
  raw_ << Line.size(), 0, 0;
  truth_ = Eigen::VectorXd::Zero(4);
}

Eigen::MatrixXd Radar::matrix(const Eigen::VectorXd &X) {
  Eigen::MatrixXd J = Eigen::MatrixXd::Zero(3, 4);
  J(0, 0) = X(0);
  return J;
}

Eigen::MatrixXd Radar::covariance() {
  return Eigen::MatrixXd::Identity(3, 3) * 0.09;
}

Eigen::VectorXd Radar::error(const Eigen::VectorXd &X) {
  return raw_ - matrix(X) * X;
}
