#ifndef PACKAGE_H
#define PACKAGE_H
#include <Eigen/Dense>
#include <shapecheck/shapecheck.hpp>

// One measurement of m values of an n-dimensional state; which sensor made
// it decides m, and the filter sees only the base class.
class Package {
public:
  virtual ~Package() {}
  SHAPECHECK(Float, "m") Eigen::VectorXd raw_;

  SHAPECHECK_RETURN(Float, "m n")
  virtual Eigen::MatrixXd measurementMatrix(SHAPECHECK(Float, "n") const Eigen::VectorXd &x) = 0;
  SHAPECHECK_RETURN(Float, "m m")
  virtual Eigen::MatrixXd covariance() = 0;
  SHAPECHECK_RETURN(Float, "m")
  virtual Eigen::VectorXd error(SHAPECHECK(Float, "n") const Eigen::VectorXd &x) = 0;
};

class LaserPackage : public Package {
public:
  explicit LaserPackage(double px, double py);
  SHAPECHECK(Float, "m m") static Eigen::MatrixXd R_;
  SHAPECHECK(Float, "m n") static Eigen::MatrixXd H_;
  Eigen::MatrixXd measurementMatrix(const Eigen::VectorXd &x) override;
  Eigen::MatrixXd covariance() override;
  Eigen::VectorXd error(const Eigen::VectorXd &x) override;
};
#endif
