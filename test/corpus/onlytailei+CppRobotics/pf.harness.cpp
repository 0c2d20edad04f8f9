// Run-time driver for the corpus manifest pf.json (our own code). The
// repository's main runs the particle filter in a loop and shows every step
// in an OpenCV window; this harness runs the same loop headless: the same
// RFID landmarks, control input, noise and particle count (NP = 100), range
// observations simulated as main does (fixed seeds), localization and
// resampling, and the drawing helpers on an off-screen image. It checks that
// resampling ran at least once (the mutations of resampling need it).
#define main sc_repo_main
#include "src/particle_filter.cpp"
#undef main

int main() {
  Eigen::Vector2f u;
  u << 1.0, 0.1;
  Eigen::Vector2f ud;
  std::vector<Eigen::RowVector3f> z;
  Eigen::Matrix<float, 4, 2> RFID;
  RFID << 10.0, 0.0, 10.0, 10.0, 0.0, 15.0, -5.0, 20.0;
  Eigen::Vector4f xDR = Eigen::Vector4f::Zero();
  Eigen::Vector4f xTrue = Eigen::Vector4f::Zero();
  Eigen::Vector4f xEst = Eigen::Vector4f::Zero();
  Eigen::Matrix4f PEst = Eigen::Matrix4f::Identity();
  float Q = 0.01;
  float Qsim = 0.04;
  Eigen::Matrix2f Rsim = Eigen::Matrix2f::Identity();
  Rsim(1, 1) = 30.0 / 180.0 * PI * 30.0 / 180.0 * PI;
  Eigen::Matrix<float, 4, NP> px = Eigen::Matrix<float, 4, NP>::Zero();
  Eigen::Matrix<float, NP, 1> pw = Eigen::Matrix<float, NP, 1>::Ones() * 1.0 / NP;
  std::mt19937 gen{42};
  std::normal_distribution<> gaussian_d{0, 1};
  std::mt19937 gen2{7};
  std::uniform_real_distribution<> uni_d{1.0, 2.0};
  cv::Mat bg(400, 400, CV_8UC3, cv::Scalar(255, 255, 255));
  int resampled = 0;
  for (int step = 0; step < 100; ++step) {
    ud(0) = u(0) + gaussian_d(gen) * Rsim(0, 0);
    ud(1) = u(1) + gaussian_d(gen) * Rsim(1, 1);
    xTrue = motion_model(xTrue, u);
    xDR = motion_model(xDR, ud);
    z.clear();
    for (int i = 0; i < RFID.rows(); i++) {
      float dx = xTrue(0) - RFID(i, 0);
      float dy = xTrue(1) - RFID(i, 1);
      float d = std::sqrt(dx * dx + dy * dy);
      if (d <= MAX_RANGE) {
        Eigen::RowVector3f zi;
        zi << d + gaussian_d(gen) * Qsim, RFID(i, 0), RFID(i, 1);
        z.push_back(zi);
      }
    }
    pf_localization(px, pw, xEst, PEst, z, u, Rsim, Q, gen, gaussian_d);
    float neff = 1.0 / pw.squaredNorm();
    if (neff < NTh) resampled++;
    resampling(px, pw, gen2, uni_d);
    cv::circle(bg, cv_offset(xEst.head(2), bg.cols, bg.rows), 3,
               cv::Scalar(255, 0, 0), 1);
    ellipse_drawing(bg, PEst.block(0, 0, 2, 2), xEst.head(2));
  }
  std::cout << "xEst " << xEst.transpose() << ", resampled " << resampled << " times\n";
  return resampled > 0 ? 0 : 3;
}
