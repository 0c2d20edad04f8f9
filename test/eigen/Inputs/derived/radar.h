#pragma once
#include "package.h"

class Radar : public Package {
public:
  explicit Radar(const std::string &Line);
  Eigen::MatrixXd matrix(const Eigen::VectorXd &X) override;
  Eigen::MatrixXd covariance() override;
  Eigen::VectorXd error(const Eigen::VectorXd &X) override;
};
