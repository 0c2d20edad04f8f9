// Eigen's comma initializer (issue 26 §3): `m << a, b, c;` fills m row by
// row with scalars and blocks. Too many coefficients are reported at the
// item that overflows (Eigen asserts "Too many rows/coefficients passed to
// comma initializer" there), too few at the initializer (Eigen asserts when
// it ends), a block of the wrong height at the block. Before, every comma
// initializer kept its matrix's shape unchecked.
//
// RUN: not %shapecheck %s -- %eigen-flags \
// RUN:   | FileCheck %s --implicit-check-not='{{warning|error}}:'
// RUN: not %shapecheck --dump-shapes %s -- %eigen-flags \
// RUN:   | FileCheck %s --check-prefix=DUMP

#include <Eigen/Dense>
#include <shapecheck/shapecheck.hpp>
using Eigen::MatrixXd;
using Eigen::VectorXd;

struct SensorConfig {
  int meas_dim = 2;
  int state_dim = 4;
};

class LaserModel {
public:
  explicit LaserModel(const SensorConfig &cfg);
  SHAPECHECK(Float, "m") VectorXd measure(SHAPECHECK(Float, "n") const VectorXd &x) const;

private:
  SHAPECHECK(Float, "m n") MatrixXd H_;
  SHAPECHECK(Float, "m m") MatrixXd R_;
};

LaserModel::LaserModel(const SensorConfig &cfg)
    : H_(cfg.meas_dim, cfg.state_dim), R_(cfg.meas_dim, cfg.meas_dim) {
  // A wrong count cannot be known here: the sizes are the config's.
  H_ << 1, 0, 0, 0,
        0, 1, 0, 0;
  R_ << 0.0225, 0,
        0, 0.0225;
}

SHAPECHECK(Float, "m") VectorXd LaserModel::measure(SHAPECHECK(Float, "n") const VectorXd &x) const {
  return H_ * x;
}

// Fixed sizes: every count is checked.
void fixed_sizes() {
  MatrixXd R_laser = MatrixXd(2, 2);
  R_laser << 0.0225, 0,
  // CHECK: comma-init.cpp:[[@LINE+1]]:25: error: call to 'operator<<': comma initializer: item 5 fills rows up to 3, past the 2 rows of the target [2 2] (too many coefficients) [shape-mismatch]
             0, 0.0225, 0;
  VectorXd x = VectorXd(4);
  // CHECK: comma-init.cpp:[[@LINE+1]]:3: error: call to 'operator<<': comma initializer: the 3 items fill the target [4 1] up to row 3, column 1 (too few coefficients) [shape-mismatch]
  x << 1, 1, 0;
  Eigen::Matrix3d F;
  F << 1, 0, 0,
       0, 1, 0,
       0, 0, 1;
}

// Blocks: a row of blocks as high as its first block.
MatrixXd stack_rows(SHAPECHECK(Float, "n") const VectorXd &a, SHAPECHECK(Float, "n") const VectorXd &b) {
  // DUMP: comma-init.cpp:[[@LINE+1]]:12: 'M': Float64[2 n]
  MatrixXd M(2, a.size());
  M << a.transpose(), b.transpose();
  return M;
}

void blocks(SHAPECHECK(Float, "n") const VectorXd &a) {
  MatrixXd P(a.size() + 1, 2);
  P << a, a,
       1, 1;
  // Whether `a, 1` is a row depends on n: nothing is said.
  MatrixXd Q(a.size() + 1, 2);
  Q << a, 1,
       1, 1;
  Eigen::Vector3d c(1, 2, 3);
  MatrixXd C(4, 2);
  // CHECK: comma-init.cpp:[[@LINE+1]]:11: error: call to 'operator<<': comma initializer: item 2 has 1 rows, but the row of blocks it continues in the target [4 2] is 3 high [shape-mismatch]
  C << c, 1,
       1, 1;
}

// `(M << ...).finished()` is the matrix.
// DUMP: comma-init.cpp:[[@LINE+1]]:10: 'rotation': (theta: double) -> Float64[2 2]
MatrixXd rotation(double theta) {
  return (MatrixXd(2, 2) << std::cos(theta), -std::sin(theta),
          std::sin(theta), std::cos(theta)).finished();
}

// DUMP: comma-init.cpp:[[@LINE+1]]:10: 'polar': (px: double, py: double) -> Float64[3 1]
VectorXd polar(double px, double py) {
  VectorXd z(3);
  double rho = std::sqrt(px * px + py * py);
  z << rho, std::atan2(py, px), rho == 0 ? 0.0 : px / rho;
  return z;
}

int main() {
  SensorConfig cfg;
  LaserModel laser(cfg);
  VectorXd x = VectorXd::Zero(4);
  VectorXd z = laser.measure(x);
  fixed_sizes();
  blocks(x);
  return int(stack_rows(x, x).rows() + rotation(0.5).rows() + polar(1, 2).size() + z.size());
}
