// Run-time driver for the corpus manifest lqr_steer.json (our own code). The
// repository's main fits a cubic spline through seven waypoints and runs
// closed_loop_prediction, which draws every step in an OpenCV window; this
// harness builds the same course and speed profile and runs the same closed
// loop (LQR steering, proportional speed control, update) headless, until the
// goal or 3000 steps.
#define main sc_repo_main
#include "src/lqr_steer_control.cpp"
#undef main

int main() {
  Vec_f wx({0.0, 6.0, 12.5, 10.0, 7.5, 3.0, -1.0});
  Vec_f wy({0.0, -3.0, -5.0, 6.5, 3.0, 5.0, -2.0});
  Spline2D csp_obj(wx, wy);
  Vec_f r_x, r_y, ryaw, rcurvature;
  for (float i = 0; i < csp_obj.s.back(); i += 0.1) {
    std::array<float, 2> point_ = csp_obj.calc_postion(i);
    r_x.push_back(point_[0]);
    r_y.push_back(point_[1]);
    ryaw.push_back(csp_obj.calc_yaw(i));
    rcurvature.push_back(csp_obj.calc_curvature(i));
  }
  Vec_f speed_profile = calc_speed_profile(r_x, r_y, ryaw, 10.0 / 3.6);
  State state(-0.0, -0.0, 0.0, 0.0);
  float e = 0, e_th = 0;
  int ind = 0;
  int step = 0;
  for (; step < 3000; ++step) {
    float di = lqr_steering_control(state, r_x, r_y, ryaw, rcurvature, ind, e, e_th);
    float ai = KP * (speed_profile[ind] - state.v);
    update(state, ai, di);
    if (std::abs(state.v) <= 0.05) ind += 1;
    float dx = state.x - wx.back(), dy = state.y - wy.back();
    if (std::sqrt(dx * dx + dy * dy) <= 0.5) break;
  }
  std::cout << "steps " << step << ", state " << state.x << " " << state.y << "\n";
  return 0;
}
