#include "sensors.h"

Laser::Laser() : H_(Eigen::MatrixXd::Identity(2, 4)) {}

Eigen::MatrixXd Laser::jacobian(const Eigen::VectorXd &) { return H_; }

Eigen::VectorXd Laser::predict(const Eigen::VectorXd &x) {
#ifdef BUG
  return H_.transpose() * x;
#else
  return H_ * x;
#endif
}

// The radar's sizes are its own: three values of the same state.
Eigen::MatrixXd Radar::jacobian(const Eigen::VectorXd &x) {
  Eigen::MatrixXd J = Eigen::MatrixXd::Zero(3, x.size());
  J(0, 0) = x(0);
  return J;
}

Eigen::VectorXd Radar::predict(const Eigen::VectorXd &x) {
  Eigen::VectorXd z(3);
  z << x(0), x(1), x(2) + x(3);
  return z;
}
