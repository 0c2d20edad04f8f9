#pragma once
#include "package.h"

// A sensor whose measurement size its caller chooses.
class Sonar : public Package {
public:
  Sonar(const std::string &Line, int Beams);
  Eigen::MatrixXd matrix(const Eigen::VectorXd &X) override;
  Eigen::MatrixXd covariance() override;
  Eigen::VectorXd error(const Eigen::VectorXd &X) override;
};
