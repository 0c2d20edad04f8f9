#include "filter.h"

#ifndef MEAS
#define MEAS 2
#endif

int main() {
  FilterConfig cfg;
  KalmanFilter kf(cfg);
  Eigen::VectorXd z(MEAS);
  kf.predict();
  kf.update(z);
  Eigen::VectorXd x = kf.state();
  return x.size() == 4 ? 0 : 1;
}
