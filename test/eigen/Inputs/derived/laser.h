#pragma once
#include "package.h"

class Laser : public Package {
public:
  explicit Laser(const std::string &Line);
  Eigen::MatrixXd matrix(const Eigen::VectorXd &X) override;
  Eigen::MatrixXd covariance() override;
  Eigen::VectorXd error(const Eigen::VectorXd &X) override;

private:
  SHAPECHECK(Float, "m n") static Eigen::MatrixXd H_;
};
