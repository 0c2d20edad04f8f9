#pragma once
#include <Eigen/Dense>
#include <shapecheck/shapecheck.hpp>
#include <string>

// A measurement of one sensor: m values of an n-dimensional state.
class Package {
public:
  virtual ~Package() = default;
  static Package *create(const std::string &Line);

  SHAPECHECK(Float, "m") Eigen::VectorXd raw_;
  SHAPECHECK(Float, "n") Eigen::VectorXd truth_;

  SHAPECHECK_RETURN(Float, "m n")
  virtual Eigen::MatrixXd matrix(SHAPECHECK(Float, "n") const Eigen::VectorXd &X) = 0;
  SHAPECHECK_RETURN(Float, "m m") virtual Eigen::MatrixXd covariance() = 0;
  SHAPECHECK_RETURN(Float, "m")
  virtual Eigen::VectorXd error(SHAPECHECK(Float, "n") const Eigen::VectorXd &X) = 0;
};
