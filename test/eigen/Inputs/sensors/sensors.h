#ifndef SENSORS_H
#define SENSORS_H
#include <Eigen/Dense>
#include <shapecheck/shapecheck.hpp>

// A measurement model: m measured values of an n-dimensional state. The
// overrides repeat none of the annotations.
class Sensor {
public:
  virtual ~Sensor() {}
  SHAPECHECK_RETURN(Float, "m n")
  virtual Eigen::MatrixXd jacobian(SHAPECHECK(Float, "n") const Eigen::VectorXd &x) = 0;
  SHAPECHECK_RETURN(Float, "m")
  virtual Eigen::VectorXd predict(SHAPECHECK(Float, "n") const Eigen::VectorXd &x) = 0;
};

class Laser : public Sensor {
public:
  Laser();
  Eigen::MatrixXd jacobian(const Eigen::VectorXd &x) override;
  Eigen::VectorXd predict(const Eigen::VectorXd &x) override;

private:
  SHAPECHECK(Float, "m n") Eigen::MatrixXd H_;
};

class Radar : public Sensor {
public:
  Eigen::MatrixXd jacobian(const Eigen::VectorXd &x) override;
  Eigen::VectorXd predict(const Eigen::VectorXd &x) override;
};
#endif
