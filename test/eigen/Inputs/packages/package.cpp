#include "package.h"
using Eigen::MatrixXd;
using Eigen::VectorXd;

#ifdef BUG_R
MatrixXd LaserPackage::R_ = (MatrixXd(3, 3) << 0.0225, 0,
                             0, 0.0225).finished();
#else
MatrixXd LaserPackage::R_ = (MatrixXd(2, 2) << 0.0225, 0,
                             0, 0.0225).finished();
#endif

#ifdef BUG_H
MatrixXd LaserPackage::H_ = (MatrixXd(2, 3) << 1, 0, 0,
                             0, 1, 0, 0, 0).finished();
#else
MatrixXd LaserPackage::H_ = (MatrixXd(2, 4) << 1, 0, 0, 0,
                             0, 1, 0, 0).finished();
#endif

LaserPackage::LaserPackage(double px, double py) {
  raw_ = VectorXd(2);
  raw_ << px, py;
}

MatrixXd LaserPackage::measurementMatrix(const VectorXd &) { return H_; }

MatrixXd LaserPackage::covariance() { return R_; }

VectorXd LaserPackage::error(const VectorXd &x) {
#ifdef BUG_Z
  return raw_ - H_.transpose() * x;
#else
  return raw_ - H_ * x;
#endif
}
