// Run-time driver for the corpus manifest ekf.json (our own code): runs the
// filter as the repository's main does, on synthetic lines of the sample
// data's format ("L px py t gt..." and "R rho phi rho_dot t gt..."),
// alternating lidar and radar, instead of reading the data file.
#include <cmath>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "src/kalman_filter.h"
#include "src/measurement_package.h"
#include "src/tools.h"

int main() {
  KalmanFilter kf;
  std::vector<Eigen::VectorXd> estimations;
  std::vector<Eigen::VectorXd> ground_truth;
  std::ostringstream out;
  long t0 = 1477010443000000L;
  for (int k = 0; k < 20; ++k) {
    double t = 0.05 * k;
    double px = 8.5 + 1.0 * t, py = 0.25 + 0.5 * t, vx = 1.0, vy = 0.5;
    char line[256];
    if (k % 2 == 0) {
      double rho = std::sqrt(px * px + py * py), phi = std::atan2(py, px);
      double rho_dot = (px * vx + py * vy) / rho;
      std::snprintf(line, sizeof line, "R\t%g\t%g\t%g\t%ld\t%g\t%g\t%g\t%g", rho, phi,
                    rho_dot, t0 + 50000L * k, px, py, vx, vy);
    } else {
      std::snprintf(line, sizeof line, "L\t%g\t%g\t%ld\t%g\t%g\t%g\t%g", px, py,
                    t0 + 50000L * k, px, py, vx, vy);
    }
    MeasurementPackage *meas_package = MeasurementPackage::create(line);
    Eigen::VectorXd x_ = kf.ProcessMeasurement(meas_package);
    out << x_(0) << "\t" << x_(1) << "\t" << x_(2) << "\t" << x_(3) << "\t";
    Eigen::VectorXd state = meas_package->getMeasurement();
    out << state[0] << "\t" << state[1] << "\t";
    out << meas_package->gt_values_(0) << "\t" << meas_package->gt_values_(1) << "\t";
    out << meas_package->gt_values_(2) << "\t" << meas_package->gt_values_(3) << "\n";
    estimations.push_back(x_);
    ground_truth.push_back(meas_package->gt_values_);
  }
  Tools tools;
  std::cout << "Accuracy - RMSE:" << std::endl
            << tools.CalculateRMSE(estimations, ground_truth) << std::endl;
  return 0;
}
