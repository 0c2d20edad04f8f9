// Run-time driver for the corpus manifest ekf.json (our own code). The
// repository's main runs the EKF in a loop and shows every step in an OpenCV
// window; this harness runs the same loop headless: the same control input,
// noise covariances and simulated measurements (with a fixed seed), the
// estimation step, and the drawing helpers on an off-screen image.
#define main sc_repo_main
#include "src/extended_kalman_filter.cpp"
#undef main

int main() {
  Eigen::Vector2f u;
  u << 1.0, 0.1;
  Eigen::Vector2f ud, z;
  Eigen::Vector4f xDR = Eigen::Vector4f::Zero();
  Eigen::Vector4f xTrue = Eigen::Vector4f::Zero();
  Eigen::Vector4f xEst = Eigen::Vector4f::Zero();
  Eigen::Matrix4f PEst = Eigen::Matrix4f::Identity();
  Eigen::Matrix4f Q = Eigen::Matrix4f::Identity();
  Q(0, 0) = 0.1 * 0.1;
  Q(1, 1) = 0.1 * 0.1;
  Q(2, 2) = (1.0 / 180 * M_PI) * (1.0 / 180 * M_PI);
  Q(3, 3) = 0.1 * 0.1;
  Eigen::Matrix2f R = Eigen::Matrix2f::Identity();
  Eigen::Matrix2f Qsim = Eigen::Matrix2f::Identity();
  Qsim(1, 1) = (30.0 / 180 * M_PI) * (30.0 / 180 * M_PI);
  Eigen::Matrix2f Rsim = Eigen::Matrix2f::Identity() * 0.25;
  std::mt19937 gen{42};
  std::normal_distribution<> gaussian_d{0, 1};
  cv::Mat bg(400, 400, CV_8UC3, cv::Scalar(255, 255, 255));
  for (int step = 0; step < 50; ++step) {
    ud(0) = u(0) + gaussian_d(gen) * Qsim(0, 0);
    ud(1) = u(1) + gaussian_d(gen) * Qsim(1, 1);
    xTrue = motion_model(xTrue, u);
    xDR = motion_model(xDR, ud);
    z(0) = xTrue(0) + gaussian_d(gen) * Rsim(0, 0);
    z(1) = xTrue(1) + gaussian_d(gen) * Rsim(1, 1);
    ekf_estimation(xEst, PEst, z, ud, Q, R);
    cv::circle(bg, cv_offset(xEst.head(2), bg.cols, bg.rows), 3,
               cv::Scalar(255, 0, 0), 1);
    ellipse_drawing(bg, PEst.block(0, 0, 2, 2), xEst.head(2));
  }
  std::cout << "xEst " << xEst.transpose() << "\n";
  return 0;
}
