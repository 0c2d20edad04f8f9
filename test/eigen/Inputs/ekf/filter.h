#pragma once
#include <Eigen/Dense>
#include <shapecheck/shapecheck.hpp>

struct FilterConfig {
  int state_dim = 4;
  int meas_dim = 2;
};

// Vectors annotated with one axis, as jaxtyping writes them.
class KalmanFilter {
public:
  explicit KalmanFilter(const FilterConfig &cfg);
  void predict();
  void update(SHAPECHECK(Float, "m") const Eigen::VectorXd &z);
  SHAPECHECK(Float, "n") Eigen::VectorXd state() const { return x_; }

private:
  SHAPECHECK(Float, "n") Eigen::VectorXd x_;
  SHAPECHECK(Float, "n n") Eigen::MatrixXd P_;
  SHAPECHECK(Float, "n n") Eigen::MatrixXd F_;
  SHAPECHECK(Float, "m n") Eigen::MatrixXd H_;
  SHAPECHECK(Float, "m m") Eigen::MatrixXd R_;
};
