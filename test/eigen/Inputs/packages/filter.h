#ifndef FILTER_H
#define FILTER_H
#include "package.h"

class Filter {
public:
  Filter();
  void update(Package *package);
  void update(Package &package, double gain);
  SHAPECHECK(Float, "n") Eigen::VectorXd x_;
  SHAPECHECK(Float, "n n") Eigen::MatrixXd P_;
};
#endif
