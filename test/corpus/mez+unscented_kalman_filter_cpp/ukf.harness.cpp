// Run-time driver for the corpus manifest ukf.json (our own code): builds the
// filter as the repository's main.cc does and feeds it, through
// ProcessMeasurement, synthetic lidar and radar readings of a target on a
// curved path (alternating L and R every 50 ms, as in the project's data
// file), then computes the RMSE against the ground truth as main.cc does.
#include <cmath>
#include <vector>

#include "ukf.h"
#include "utility.h"

int main() {
  using Eigen::VectorXd;
  Ukf ukf;
  std::vector<VectorXd> estimations, ground_truths;
  const long long t0 = 1477010443000000LL;
  for (int k = 0; k < 40; ++k) {
    const double t = 0.05 * k;
    const double px = 0.6 + 5.0 * t, py = 0.6 + 0.5 * t * t;
    const double vx = 5.0, vy = 1.0 * t;
    utility::SensorReading reading;
    reading.timestamp = t0 + 50000LL * k;
    if (k % 2 == 0) {
      reading.sensor_type = utility::LASER;
      reading.measurement = VectorXd(2);
      reading.measurement << px + 0.01, py - 0.01;
    } else {
      reading.sensor_type = utility::RADAR;
      const double rho = std::sqrt(px * px + py * py);
      reading.measurement = VectorXd(3);
      reading.measurement << rho, std::atan2(py, px), (px * vx + py * vy) / rho;
    }
    ukf.ProcessMeasurement(reading);
    VectorXd gt(4);
    gt << px, py, vx, vy;
    ground_truths.push_back(gt);
    VectorXd est(4);
    est << ukf.x(0), ukf.x(1), ukf.x(2) * std::cos(ukf.x(3)), ukf.x(2) * std::sin(ukf.x(3));
    estimations.push_back(est);
  }
  VectorXd rmse = utility::CalculateRmse(estimations, ground_truths);
  std::cout << "RMSE " << rmse.transpose() << " NIS " << ukf.nis << "\n";
  return 0;
}
