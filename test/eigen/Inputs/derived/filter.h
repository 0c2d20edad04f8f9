#pragma once
#include "package.h"

class Filter {
public:
  Filter();
  SHAPECHECK_RETURN(Float, "n") Eigen::VectorXd update(Package *P);

private:
  SHAPECHECK(Float, "n") Eigen::VectorXd x_;
  SHAPECHECK(Float, "n n") Eigen::MatrixXd P_;
};
