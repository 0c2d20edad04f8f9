#pragma once
#include "package.h"

// A sensor that measures the whole state.
class Full : public Package {
public:
  explicit Full(const std::string &Line);
  Eigen::MatrixXd matrix(const Eigen::VectorXd &X) override;
  Eigen::MatrixXd covariance() override;
  Eigen::VectorXd error(const Eigen::VectorXd &X) override;
};
