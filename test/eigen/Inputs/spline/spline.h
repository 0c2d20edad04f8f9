#ifndef SPLINE_H
#define SPLINE_H
#include <Eigen/Dense>
#include <shapecheck/shapecheck.hpp>
#include <vector>

// A cubic spline through points whose number the caller decides: nx is
// fixed per object by its constructor (the default one leaves an empty
// spline), and a holder replaces its splines by copy assignment.
class Spline {
public:
  Spline() {}
  Spline(const std::vector<float> &x, const std::vector<float> &y);
  float coefficient(int i) const { return c_[i]; }

private:
  Eigen::MatrixXf system() const;
  Eigen::VectorXf rhs() const;
  std::vector<float> x_, y_, h_, c_;
  int nx = 0;
};

class Spline2D {
public:
  Spline2D(const std::vector<float> &s, const std::vector<float> &x,
           const std::vector<float> &y) {
    sx = Spline(s, x);
    sy = Spline(s, y);
  }
  Spline sx, sy;
};
#endif
