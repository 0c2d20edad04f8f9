#include "full.h"

Full::Full(const std::string &Line) {
  raw_ = Eigen::VectorXd::Zero(4);
  truth_ = Eigen::VectorXd::Zero(4);
}

Eigen::MatrixXd Full::matrix(const Eigen::VectorXd &) {
  return Eigen::MatrixXd::Identity(4, 4);
}

Eigen::MatrixXd Full::covariance() { return Eigen::MatrixXd::Identity(4, 4); }

Eigen::VectorXd Full::error(const Eigen::VectorXd &X) { return raw_ - X; }
