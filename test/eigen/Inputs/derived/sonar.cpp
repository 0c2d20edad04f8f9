#include "sonar.h"

Sonar::Sonar(const std::string &Line, int Beams) {
  raw_ = Eigen::VectorXd::Zero(Beams);
  truth_ = Eigen::VectorXd::Zero(4);
}

Eigen::MatrixXd Sonar::matrix(const Eigen::VectorXd &X) {
  return Eigen::MatrixXd::Zero(raw_.size(), X.size());
}

Eigen::MatrixXd Sonar::covariance() {
  return Eigen::MatrixXd::Identity(raw_.size(), raw_.size());
}

Eigen::VectorXd Sonar::error(const Eigen::VectorXd &X) {
  return raw_ - matrix(X) * X;
}
